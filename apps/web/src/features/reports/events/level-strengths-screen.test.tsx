import { accessMessages } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { LevelStrengthsScreen } from './level-strengths-screen';
import {
  EVENT_ID,
  eventDetail,
  eventKey,
  levelStrengths,
  levelStrengthsKey,
} from './test-fixtures';

const screenAt = {
  path: `/admin/level-strengths/${EVENT_ID}`,
  route: '/admin/level-strengths/:eventId',
};

function strengthsApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionOf(makeUser()),
    [eventKey]: () => json(200, eventDetail()),
    ...handlers,
  });
}

const report = levelStrengths({
  competencies: ['Leadership', 'Comm. skills'],
  levels: [
    { level: '1', players: 1_200, percentages: [67, null] },
    { level: '2', players: 3, percentages: [50, 100] },
    { level: 'Mini 1', players: 0, percentages: [null, null] },
  ],
  allLevels: [59, 50],
});

describe('level strength report', () => {
  it('tables each level by competency, with All Levels last', async () => {
    strengthsApi({ [levelStrengthsKey]: () => json(200, report) });
    await renderScreen(<LevelStrengthsScreen />, screenAt);

    const table = await screen.findByRole('table', { name: 'Competency percentages per level' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Level', 'Players', 'Leadership', 'Comm. skills']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1', '1,200', '67%', '–'],
      ['2', '3', '50%', '100%'],
      ['Mini 1', '0', '–', '–'],
      ['All Levels', '–', '59%', '50%'],
    ]);
    expect(screen.getByRole('heading', { name: 'Level Strength Report', level: 1 })).toBeTruthy();
  });

  it("dials each competency's All Levels percentage and gives each played level a card", async () => {
    strengthsApi({ [levelStrengthsKey]: () => json(200, report) });
    await renderScreen(<LevelStrengthsScreen />, screenAt);

    const dials = await screen.findByRole('region', { name: 'All Levels' });
    expect(within(dials).getByText('59%')).toBeTruthy();
    expect(within(dials).getByText('Leadership')).toBeTruthy();
    expect(within(dials).getByText('Comm. skills')).toBeTruthy();

    const card = screen.getByRole('article', { name: 'Level 1' });
    expect(within(card).getByText('1,200 players')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Leadership, Level 1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
    expect(within(card).getByText('–')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Level 2' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Mini 1' })).toBeNull();
  });

  it('says nobody has played yet while no level has a score', async () => {
    strengthsApi({
      [levelStrengthsKey]: () =>
        json(
          200,
          levelStrengths({
            competencies: ['Leadership'],
            levels: [{ level: '1', players: 0, percentages: [null] }],
            allLevels: [null],
          }),
        ),
    });
    await renderScreen(<LevelStrengthsScreen />, screenAt);
    expect(await screen.findByText(/Nobody has played yet/)).toBeTruthy();
  });

  it("shows 'Wrong Event' for another account's event and goes to the dashboard", async () => {
    const wrong = () => apiError(404, 'WRONG_EVENT', accessMessages.wrongEvent);
    strengthsApi({ [eventKey]: wrong, [levelStrengthsKey]: wrong });
    await renderScreen(<LevelStrengthsScreen />, screenAt);
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    expect((await screen.findByTestId('left-for')).textContent).toBe('/assessment/dashboard');
  });
});
