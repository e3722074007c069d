import { accessMessages } from '@app/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { LeaderboardScreen } from './leaderboard-screen';
import {
  EVENT_ID,
  eventDetail,
  eventKey,
  fakeLive,
  filterValuesKey,
  funFacts,
  funFactsKey,
  leaderboardKey,
  leaderboardRow,
  pageOf,
  uuidOf,
} from './test-fixtures';

const admin = makeUser({ role: 'admin', projectType: 'progress' });
const screenAt = { path: `/admin/leaderboard/${EVENT_ID}`, route: '/admin/leaderboard/:eventId' };

function leaderboardApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionOf(admin),
    [eventKey]: () => json(200, eventDetail()),
    [leaderboardKey]: () => pageOf([leaderboardRow()]),
    [funFactsKey]: () => json(200, funFacts()),
    [filterValuesKey]: () => json(200, { departments: ['Sales'], regions: ['North'] }),
    ...handlers,
  });
}

const paramsOf = (call: unknown[] | undefined) =>
  new URL(String(call?.[0]), 'http://localhost').searchParams;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function rankTable() {
  return screen.findByRole('table', { name: 'Rank' });
}

describe('leaderboard', () => {
  it("shows the spec's columns with scores thousands-separated and dates as DD/MMM/YY, HH:mm", async () => {
    leaderboardApi({
      [leaderboardKey]: () =>
        pageOf(
          [
            leaderboardRow({
              userInfo: { GPID: 'G-7', Country: 'Peru', degree: 'L3', cgpa: 'Finance' },
              lastUpdated: new Date(2026, 2, 5, 9, 7).toISOString(),
            }),
          ],
          12_345,
        ),
    });
    await renderScreen(<LeaderboardScreen />, screenAt);

    const table = await rankTable();
    // Counts are thousands-separated too.
    expect(await screen.findByText(/12,345 in all/)).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'rank',
      'GPID',
      'name',
      'Country',
      'Job Sub-Function',
      'Job Function',
      'Gender',
      'HR Manager Name',
      'Region (Label)',
      'Level',
      'Market Unit Code',
      'Work Location',
      'email',
      'currentLevel',
      'completedOnce',
      'currentScore',
      'attempts',
      'lastUpdated',
    ]);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row && cellsOf(row)).toEqual([
      '1',
      'G-7',
      'Ana Lima',
      'Peru',
      '–',
      'Finance',
      '–',
      '–',
      '–',
      'L3',
      'Sales',
      'North',
      'ana@example.com',
      '3',
      'No',
      '12,346',
      '2',
      '05/Mar/26, 09:07',
    ]);
    expect(screen.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeTruthy();
  });

  it('adds the three ace scores after currentScore, and reads no Fun Facts', async () => {
    const api = leaderboardApi({
      [eventKey]: () => json(200, eventDetail({ projectType: 'ace' })),
      [leaderboardKey]: () =>
        pageOf([
          leaderboardRow({ behaviourScore: 23_456, cognitiveScore: 4_321, aptitudeScore: 1_000 }),
        ]),
    });
    await renderScreen(<LeaderboardScreen />, screenAt);

    const table = await rankTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(15, 19)).toEqual([
      'currentScore',
      'behaviourScore',
      'cognitiveScore',
      'aptitudeScore',
    ]);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row && cellsOf(row).slice(16, 19)).toEqual(['23,456', '4,321', '1,000']);
    expect(screen.queryByRole('heading', { name: 'Fun Facts' })).toBeNull();
    expect(api.callsTo(funFactsKey)).toHaveLength(0);
  });

  it('shows the Fun Facts of a progress event with each achievement type counted', async () => {
    leaderboardApi({
      [funFactsKey]: () =>
        json(
          200,
          funFacts([
            {
              id: uuidOf(9),
              name: 'Bo Star',
              email: 'bo@example.com',
              achievementCount: 1_204,
              achievements: { highAchiever: 1_000, mostlyRight: 200, speedDemon: 3, streakOf10: 1 },
            },
          ]),
        ),
    });
    await renderScreen(<LeaderboardScreen />, screenAt);

    const table = await screen.findByRole('table', { name: 'Fun Facts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Name',
      'E-mail',
      'Achievements',
      'High achiever',
      'Mostly right',
      'Speed demon',
      'Streak of 10',
    ]);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row && cellsOf(row)).toEqual([
      'Bo Star',
      'bo@example.com',
      '1,204',
      '1,000',
      '200',
      '3',
      '1',
    ]);
  });

  it('sends the filters in the query, starts again at page 1, and the CSV link carries them', async () => {
    const api = leaderboardApi({
      [leaderboardKey]: ({ url }) =>
        pageOf(
          [leaderboardRow({ rank: 11 + 10 * (Number(url.searchParams.get('page')) - 2) })],
          25,
          Number(url.searchParams.get('page')),
        ),
    });
    await renderScreen(<LeaderboardScreen />, screenAt);
    await rankTable();
    const csv = () => screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csv()).toBe(`/api/events/${EVENT_ID}/leaderboard.csv`);

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(paramsOf(api.callsTo(leaderboardKey).at(-1)).get('page')).toBe('2'));

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Level' }));
    fireEvent.click(await screen.findByRole('option', { name: '3' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Market Unit Code' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    fireEvent.change(screen.getByLabelText('Updated from'), { target: { value: '2026-03-01' } });

    await waitFor(() => {
      const params = paramsOf(api.callsTo(leaderboardKey).at(-1));
      expect(params.get('levels')).toBe('3');
      expect(params.get('departments')).toBe('Sales');
      expect(params.get('updatedFrom')).toBe(new Date(2026, 2, 1).toISOString());
      expect(params.get('page')).toBe('1');
    });
    const href = new URL(csv() ?? '', 'http://localhost');
    expect(href.pathname).toBe(`/api/events/${EVENT_ID}/leaderboard.csv`);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      levels: '3',
      departments: 'Sales',
      updatedFrom: new Date(2026, 2, 1).toISOString(),
    });
  });

  it('waits 1000 ms after the last key before it searches', async () => {
    const api = leaderboardApi();
    await renderScreen(<LeaderboardScreen />, screenAt);
    await rankTable();
    const before = api.callsTo(leaderboardKey).length;

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'an' } });
    act(() => void vi.advanceTimersByTime(900));
    expect(api.callsTo(leaderboardKey)).toHaveLength(before);
    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() =>
      expect(paramsOf(api.callsTo(leaderboardKey).at(-1)).get('search')).toBe('an'),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/events/${EVENT_ID}/leaderboard.csv?search=an`,
    );
  });

  it('says nobody has played yet when the event has no participants', async () => {
    leaderboardApi({ [leaderboardKey]: () => pageOf([]) });
    await renderScreen(<LeaderboardScreen />, screenAt);
    expect(await screen.findByText(/Nobody has played yet/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Rank' })).toBeNull();
    expect(await screen.findByText(/No achievements yet/)).toBeTruthy();
  });

  it("shows 'Wrong Event' for another account's event and goes to the dashboard", async () => {
    const wrong = () => apiError(404, 'WRONG_EVENT', accessMessages.wrongEvent);
    leaderboardApi({ [eventKey]: wrong, [leaderboardKey]: wrong, [funFactsKey]: wrong });
    await renderScreen(<LeaderboardScreen />, screenAt);
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    expect((await screen.findByTestId('left-for')).textContent).toBe('/assessment/dashboard');
  });

  it('refreshes the table and the Fun Facts when the live version changes, not before', async () => {
    let score = 100;
    const api = leaderboardApi({
      [leaderboardKey]: () => pageOf([leaderboardRow({ currentScore: score })]),
      [funFactsKey]: () =>
        json(
          200,
          funFacts([
            {
              id: uuidOf(1),
              name: 'Ana Lima',
              email: 'ana@example.com',
              achievementCount: 1,
              achievements: { highAchiever: 1, mostlyRight: 0, speedDemon: 0, streakOf10: 0 },
            },
          ]),
        ),
    });
    const live = fakeLive();
    await renderScreen(<LeaderboardScreen openLive={live.open} />, screenAt);
    const table = await rankTable();
    await screen.findByRole('table', { name: 'Fun Facts' });
    expect(live.last().url).toBe(`/api/events/${EVENT_ID}/live`);
    expect(screen.queryByText('Live')).toBeNull();

    act(() => live.last().connect());
    expect(screen.getByText('Live')).toBeTruthy();
    const reads = api.callsTo(leaderboardKey).length;
    const factReads = api.callsTo(funFactsKey).length;
    // The first message only says where the event stands; the same version again is no change.
    act(() => live.last().send({ version: 'v1', participantsCount: 1 }));
    act(() => live.last().send({ version: 'v1', participantsCount: 1 }));
    act(() => live.last().send('not json'));
    expect(api.callsTo(leaderboardKey)).toHaveLength(reads);

    score = 2_500;
    act(() => live.last().send({ version: 'v2', participantsCount: 2 }));
    expect(await within(table).findByText('2,500')).toBeTruthy();
    expect(api.callsTo(leaderboardKey)).toHaveLength(reads + 1);
    await waitFor(() => expect(api.callsTo(funFactsKey)).toHaveLength(factReads + 1));

    act(() => live.last().fail());
    expect(screen.queryByText('Live')).toBeNull();
  });
});
