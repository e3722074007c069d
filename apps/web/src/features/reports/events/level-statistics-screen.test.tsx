import { accessMessages } from '@app/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { LevelStatisticsScreen } from './level-statistics-screen';
import {
  EVENT_ID,
  eventDetail,
  eventKey,
  fakeLive,
  levelStatistics,
  levelStatisticsKey,
} from './test-fixtures';

const screenAt = {
  path: `/admin/level-statistics/${EVENT_ID}`,
  route: '/admin/level-statistics/:eventId',
};

function statisticsApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionOf(makeUser()),
    [eventKey]: () => json(200, eventDetail()),
    ...handlers,
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('level statistics', () => {
  it('lists each level with its scores thousands-separated and "–" where nobody played', async () => {
    statisticsApi({
      [levelStatisticsKey]: () =>
        json(
          200,
          levelStatistics([
            {
              level: '1',
              min: 250,
              average: 1_234.5,
              max: 12_000,
              players: 1_500,
              passed: 1_001,
              passRate: 67,
            },
            { level: 'Mini 1', kind: 'mini' },
          ]),
        ),
    });
    await renderScreen(<LevelStatisticsScreen />, screenAt);

    const table = await screen.findByRole('table', { name: 'Scores' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Level', 'Players', 'Min', 'Average', 'Max', 'Passed', 'Pass rate (%)']);
    expect(rowsOf(table)).toEqual([
      ['1', '1,500', '250', '1,235', '12,000', '1,001', '67'],
      ['Mini 1', '0', '–', '–', '–', '0', '0'],
    ]);
    expect(screen.getByRole('heading', { name: 'Level Statistics', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Min / Average / Maximum' })).toBeTruthy();
    // The chart, or where the test environment cannot load the charts library, its stand-in.
    expect(
      await screen.findByText(
        /the Scores table lists the numbers|the table has the same numbers/,
        {},
        // The first import of the charts library is slow.
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('says nobody has played yet instead of an empty chart', async () => {
    statisticsApi({ [levelStatisticsKey]: () => json(200, levelStatistics([{ level: '1' }])) });
    await renderScreen(<LevelStatisticsScreen />, screenAt);
    expect(await screen.findByText(/Nobody has played yet/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Scores' })).toBeTruthy();
  });

  it('refreshes when the live version changes', async () => {
    let players = 1;
    const api = statisticsApi({
      [levelStatisticsKey]: () =>
        json(200, levelStatistics([{ level: '1', min: 5, average: 5, max: 5, players }])),
    });
    const live = fakeLive();
    await renderScreen(<LevelStatisticsScreen openLive={live.open} />, screenAt);
    const table = await screen.findByRole('table', { name: 'Scores' });
    act(() => live.last().send({ version: '1', participantsCount: 1 }));
    players = 2_000;
    act(() => live.last().send({ version: '2', participantsCount: 2 }));
    expect(await within(table).findByText('2,000')).toBeTruthy();
    expect(api.callsTo(levelStatisticsKey)).toHaveLength(2);
  });

  it("shows 'Wrong Event' for another account's event and goes to the dashboard", async () => {
    const wrong = () => apiError(404, 'WRONG_EVENT', accessMessages.wrongEvent);
    statisticsApi({ [eventKey]: wrong, [levelStatisticsKey]: wrong });
    await renderScreen(<LevelStatisticsScreen />, screenAt);
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    expect((await screen.findByTestId('left-for')).textContent).toBe('/assessment/dashboard');
  });
});
