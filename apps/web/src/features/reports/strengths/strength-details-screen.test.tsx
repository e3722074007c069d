import { accessMessages, STRENGTH_SEARCH_DEBOUNCE_MS } from '@app/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { StrengthDetailsScreen } from './strength-details-screen';
import {
  EVENT_ID,
  eventPath,
  queryOf,
  reportsApi,
  strengthPage,
  strengthRow,
  wrongEvent,
} from './test-helpers';

const listKey = `GET ${eventPath}/strength-details`;
const route = '/admin/strength-details/:eventId';
const path = `/admin/strength-details/${EVENT_ID}`;

function boardApi(event: { projectType: 'ace' | 'progress' } = { projectType: 'ace' }) {
  return reportsApi({ [listKey]: () => json(200, strengthPage([strengthRow(1)], 23)) }, { event });
}

const lastQuery = (api: ReturnType<typeof boardApi>) => queryOf(api.callsTo(listKey).at(-1));

const csvHref = () =>
  new URL(
    screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '',
    'http://localhost',
  );

describe('Assessor Board', () => {
  it('lists the percentages and, for ace, the scores, 10 a page', async () => {
    const api = boardApi();
    await renderScreen(<StrengthDetailsScreen />, { path, route });
    expect(await screen.findByRole('heading', { name: 'Assessor Board' })).toBeTruthy();
    const row = (await screen.findByText('person1@example.com')).closest('tr');
    expect(Array.from(row?.children ?? []).map((c) => c.textContent)).toEqual([
      'Person 1',
      'person1@example.com',
      'Sales',
      'North',
      'Yes',
      '80%',
      '–',
      '45%',
      '12,000',
      '4,321',
      '2,000',
      '23,456',
    ]);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Market Unit Code',
      'Work Location',
      'Completed',
      'Leadership',
      'Teamwork',
      'Problem Solving',
      'Behaviour',
      'Cognitive',
      'Aptitude',
      'Total',
    ]);
    expect(lastQuery(api)).toEqual({ completed: 'all', page: '1' });
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery(api).page).toBe('3'));
  });

  it('is the Competency Leaderboard of a progress game, without the ace scores', async () => {
    boardApi({ projectType: 'progress' });
    await renderScreen(<StrengthDetailsScreen />, { path, route });
    expect(await screen.findByRole('heading', { name: 'Competency Leaderboard' })).toBeTruthy();
    await screen.findByText('person1@example.com');
    expect(screen.queryByRole('columnheader', { name: 'Behaviour' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('textbox', { name: 'Leadership' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Behaviour min' })).toBeNull();
  });

  it('sends the search 500 ms after the last key, back on page 1', async () => {
    const api = boardApi();
    await renderScreen(<StrengthDetailsScreen />, { path, route });
    await screen.findByText('person1@example.com');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery(api).page).toBe('2'));
    const before = api.callsTo(listKey).length;

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'pe' } });
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.change(search, { target: { value: 'per' } });
    act(() => void vi.advanceTimersByTime(STRENGTH_SEARCH_DEBOUNCE_MS - 100));
    expect(api.callsTo(listKey)).toHaveLength(before);
    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() => expect(api.callsTo(listKey)).toHaveLength(before + 1));
    expect(lastQuery(api)).toEqual({ search: 'per', completed: 'all', page: '1' });
  });

  it('sends the filters, and the CSV link carries them', async () => {
    const api = boardApi();
    await renderScreen(<StrengthDetailsScreen />, { path, route });
    await screen.findByText('person1@example.com');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Only Completed' }));
    await waitFor(() => expect(lastQuery(api).completed).toBe('only'));

    const leadership = await screen.findByRole('textbox', { name: 'Leadership' });
    expect(leadership.getAttribute('maxlength')).toBe('3');
    fireEvent.change(leadership, { target: { value: '50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Problem Solving' }), {
      target: { value: '70' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Behaviour min' }), {
      target: { value: '1000' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Total max' }), {
      target: { value: '20000' },
    });
    const expected = {
      completed: 'only',
      minimums: '50,,70',
      behaviourMin: '1000',
      totalMax: '20000',
    };
    await waitFor(() => expect(lastQuery(api)).toEqual({ ...expected, page: '1' }));
    const href = csvHref();
    expect(href.pathname).toBe(`${eventPath}/strength-details.csv`);
    expect(Object.fromEntries(href.searchParams)).toEqual(expected);
    expect(within(toggle).getByText('4')).toBeTruthy();
  });

  it('says when a minimum passes its maximum, and sends neither', async () => {
    const api = boardApi();
    await renderScreen(<StrengthDetailsScreen />, { path, route });
    await screen.findByText('person1@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Aptitude min' }), {
      target: { value: '4000' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Aptitude max' }), {
      target: { value: '300' },
    });
    expect(await screen.findByText('The minimum is above the maximum')).toBeTruthy();
    await new Promise((r) => setTimeout(r, STRENGTH_SEARCH_DEBOUNCE_MS + 100));
    expect(lastQuery(api).aptitudeMin).toBeUndefined();
    expect(lastQuery(api).aptitudeMax).toBeUndefined();
  });

  it('says when nobody matches', async () => {
    reportsApi({ [listKey]: () => json(200, strengthPage([], 0)) });
    await renderScreen(<StrengthDetailsScreen />, { path, route });
    expect(await screen.findByText('Nobody has joined this game yet.')).toBeTruthy();
  });

  it("shows 'Wrong Event' for another account's event and goes to the dashboard", async () => {
    reportsApi({ [`GET ${eventPath}`]: wrongEvent, [listKey]: wrongEvent });
    const { router } = await renderScreen(<StrengthDetailsScreen />, { path, route });
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
  });
});
