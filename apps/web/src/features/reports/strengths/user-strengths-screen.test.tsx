import { accessMessages, reportMessages, SEARCH_DEBOUNCE_MS } from '@app/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import {
  EVENT_ID,
  eventPath,
  queryOf,
  reportsApi,
  userStrengths,
  uuidOf,
  wrongEvent,
} from './test-helpers';
import { UserStrengthsScreen } from './user-strengths-screen';

const searchKey = `GET ${eventPath}/user-strengths`;
const userKey = (id: string) => `GET ${eventPath}/user-strengths/${id}`;
const route = '/admin/user-strengths/:eventId';
const path = `/admin/user-strengths/${EVENT_ID}`;

const matches = [
  { id: uuidOf(1), name: 'Ana Lima', email: 'ana@example.com' },
  { id: uuidOf(2), name: 'Anders Berg', email: 'anders@example.com' },
];

describe('User Strength Report', () => {
  it('asks for a user first, searches 1000 ms after the last key, and shows the chosen one', async () => {
    const api = reportsApi({
      [searchKey]: () => json(200, { items: matches }),
      [userKey(uuidOf(1))]: () => json(200, userStrengths()),
    });
    const { router } = await renderScreen(<UserStrengthsScreen />, { path, route });
    expect(await screen.findByRole('heading', { name: 'User Strength Report' })).toBeTruthy();
    expect(screen.getByText(reportMessages.selectUser)).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const input = screen.getByRole('textbox', { name: 'User' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'an' } });
    act(() => void vi.advanceTimersByTime(600));
    fireEvent.change(input, { target: { value: 'ana' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    expect(api.callsTo(searchKey)).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() => expect(api.callsTo(searchKey)).toHaveLength(1));
    expect(queryOf(api.callsTo(searchKey)[0])).toEqual({ search: 'ana' });

    fireEvent.click(await screen.findByRole('option', { name: 'Ana Lima (ana@example.com)' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?user=${uuidOf(1)}`));
    expect(await screen.findByRole('heading', { name: 'Ana Lima' })).toBeTruthy();
    expect(screen.getByText('Current score 12,345')).toBeTruthy();
    // The SEM comes with the event's reliability, read beside the participant's report.
    expect(await screen.findByText('67% ± 10')).toBeTruthy();
    const dials = screen.getByRole('list', { name: 'Competencies' });
    expect(
      within(dials)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // Leadership's percentage ± its SEM in percentage points; Teamwork's reliability is
      // unknown yet, so its dial stands alone.
      '67%Leadership67% ± 102 levels played',
      '50%Teamwork1 level played',
    ]);
    const table = screen.getByRole('table', { name: 'Level scores' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(2)
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', '1,500 / 2,000', '75%', '500 / 1,000', '50%'],
      ['2', '1,200 / 2,000', '60%', '–', '–'],
    ]);
    // The chart, loaded on its own (its first import is slow on a loaded machine), and its legend.
    expect(
      await screen.findByRole('img', { name: /^Percentage by level/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Chart legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Leadership', 'Teamwork']);
    expect(screen.queryByText(reportMessages.selectUser)).toBeNull();
  });

  it('says when the search finds nobody', async () => {
    reportsApi({ [searchKey]: () => json(200, { items: [] }) });
    await renderScreen(<UserStrengthsScreen />, { path, route });
    const input = await screen.findByRole('textbox', { name: 'User' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(input, { target: { value: 'zed@' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(reportMessages.noUserFound)).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('opens the participant named in the address, and says when they have not played', async () => {
    const api = reportsApi({
      [userKey(uuidOf(2))]: () =>
        json(
          200,
          userStrengths({
            participant: {
              id: uuidOf(2),
              name: 'Anders Berg',
              email: 'anders@example.com',
              currentScore: 0,
              completedOnce: false,
            },
            levels: [],
          }),
        ),
    });
    await renderScreen(<UserStrengthsScreen />, { path: `${path}?user=${uuidOf(2)}`, route });
    expect(await screen.findByRole('heading', { name: 'Anders Berg' })).toBeTruthy();
    expect(screen.getByText(reportMessages.noLevelData)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Level scores' })).toBeNull();
    expect(api.callsTo(userKey(uuidOf(2)))).toHaveLength(1);
  });

  it('says so when the address names someone who is not in this game', async () => {
    reportsApi({
      [userKey(uuidOf(9))]: () => apiError(404, 'NOT_FOUND', reportMessages.participantNotFound),
    });
    await renderScreen(<UserStrengthsScreen />, { path: `${path}?user=${uuidOf(9)}`, route });
    expect(await screen.findByText(reportMessages.participantNotFound)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'User' })).toBeTruthy();
  });

  it("shows 'Wrong Event' for another account's event and goes to the dashboard", async () => {
    reportsApi({
      [`GET ${eventPath}`]: wrongEvent,
      [userKey(uuidOf(1))]: wrongEvent,
    });
    const { router } = await renderScreen(<UserStrengthsScreen />, {
      path: `${path}?user=${uuidOf(1)}`,
      route,
    });
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
  });
});
