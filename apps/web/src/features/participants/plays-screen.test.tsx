import { accessMessages, type ParticipantPlays } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { playsPath } from './labels';
import { PlaysScreen } from './plays-screen';
import { catalogHandlers, EVENT_ID, eventDetail, participant } from './test-helpers';
import { UsersScreen } from './users-screen';

const ana = participant({ currentLevel: 3, currentScore: 12_345, completedOnce: true });
const participantKey = `GET /api/events/${EVENT_ID}/participants/${ana.id}`;
const playsKey = `${participantKey}/plays`;
const playsRoute = '/admin/users/:eventId/:userId/plays';
const levelId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const at = (day: number, hour: number, minute: number) =>
  new Date(2026, 2, day, hour, minute).toISOString();

const played: ParticipantPlays = {
  levels: [
    {
      levelId: levelId(1),
      name: 'Level 1',
      kind: 'numeric',
      passed: true,
      points: 1250,
      attempts: [
        {
          attempt: 1,
          points: 400,
          passed: false,
          answers: 12,
          startedAt: at(5, 9, 0),
          endedAt: at(5, 9, 10),
        },
        {
          attempt: 2,
          points: 1250,
          passed: true,
          answers: 14,
          startedAt: at(6, 10, 0),
          endedAt: at(6, 10, 12),
        },
      ],
    },
    {
      levelId: levelId(2),
      name: 'Mini 1',
      kind: 'mini',
      passed: false,
      points: null,
      attempts: [
        {
          attempt: 1,
          points: 30,
          passed: false,
          answers: 2,
          startedAt: at(7, 8, 5),
          endedAt: null,
        },
      ],
    },
    {
      levelId: levelId(3),
      name: 'Memory',
      kind: 'cognitive',
      passed: false,
      points: null,
      attempts: [],
    },
  ],
  competencies: [
    { competency: 'Decision Making', percentage: 67 },
    { competency: 'Empathy', percentage: 0 },
  ],
};

function playsApi(plays: ParticipantPlays, handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionOf(makeUser({ role: 'admin', projectType: 'progress' })),
    [`GET /api/events/${EVENT_ID}`]: () => json(200, eventDetail()),
    [participantKey]: () => json(200, ana),
    [playsKey]: () => json(200, plays),
    ...handlers,
  });
}

const renderPlays = () =>
  renderScreen(<PlaysScreen />, { path: playsPath(EVENT_ID, ana.id), route: playsRoute });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('what a user played', () => {
  it('lists the levels in map order with their counted scores, attempts and competencies', async () => {
    playsApi(played);
    await renderPlays();
    expect(await screen.findByRole('heading', { name: 'Played by Ana Lima' })).toBeTruthy();
    const user = screen.getByRole('region', { name: 'User' });
    expect(within(user).getByText('ana@example.com')).toBeTruthy();
    expect(within(user).getByText('12,345')).toBeTruthy();
    expect(within(user).getByText('Yes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe(
      `/admin/users/${EVENT_ID}`,
    );

    const levels = screen.getByRole('table', { name: 'Levels' });
    expect(within(levels).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      // No. is the participant's level number: the map position, as Current Level counts.
      ['1', 'Level 1', 'Level', 'Passed', '1,250', '2'],
      ['2', 'Mini 1', 'Mini game', 'Not passed', '–', '1'],
      ['3', 'Memory', 'Cognitive', 'Not played', '–', '0'],
    ]);

    const toggle = screen.getByRole('button', { name: '2 attempts at Level 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const attempts = screen.getByRole('table', { name: 'Attempts at Level 1' });
    expect(within(attempts).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['1', '400', 'No', '12', '05/Mar/26, 09:00', '05/Mar/26, 09:10'],
      ['2Counted', '1,250', 'Yes', '14', '06/Mar/26, 10:00', '06/Mar/26, 10:12'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: '1 attempt at Mini 1' }));
    const open = screen.getByRole('table', { name: 'Attempts at Mini 1' });
    expect(within(open).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['1', '30', '–', '2', '07/Mar/26, 08:05', 'Not ended'],
    ]);

    const competencies = screen.getByRole('region', { name: 'Competencies' });
    expect(within(competencies).getByText('67%')).toBeTruthy();
    const bar = within(competencies).getByRole('progressbar', { name: 'Decision Making' });
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
    expect(within(competencies).getByText('0%')).toBeTruthy();
  });

  it("says 'Nothing played yet.' when no level has an attempt", async () => {
    playsApi({
      levels: played.levels.map((level) => ({
        ...level,
        passed: false,
        points: null,
        attempts: [],
      })),
      competencies: [{ competency: 'Decision Making', percentage: 0 }],
    });
    await renderPlays();
    expect(await screen.findByText('Nothing played yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Played by Ana Lima' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Levels' })).toBeNull();
  });

  it('says why when the user is not found', async () => {
    const missing = () => apiError(404, 'NOT_FOUND', 'This user does not exist.');
    playsApi(played, { [participantKey]: missing, [playsKey]: missing });
    await renderPlays();
    expect(await screen.findByText('What the user played could not be loaded')).toBeTruthy();
    expect(screen.getByText('This user does not exist.')).toBeTruthy();
  });

  it("shows 'Wrong Event' for another account's event and goes to the dashboard", async () => {
    const wrong = () => apiError(404, 'WRONG_EVENT', accessMessages.wrongEvent);
    playsApi(played, {
      [`GET /api/events/${EVENT_ID}`]: wrong,
      [participantKey]: wrong,
      [playsKey]: wrong,
      'GET /api/events': () => json(200, { items: [], totals: { games: 0, users: 0 } }),
    });
    const { router } = await renderPlays();
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
  });
});

describe('users list', () => {
  it.each([
    ['the admin', 'admin'],
    ['the super admin (read only)', 'superAdmin'],
  ] as const)('links each name to what the user played, for %s', async (_who, role) => {
    playsApi(played, {
      'GET /api/auth/session': sessionOf(makeUser({ role, projectType: 'progress' })),
      [`GET /api/events/${EVENT_ID}/participants`]: () =>
        json(200, { items: [ana], total: 1, page: 1, pageSize: 10 }),
      [`GET /api/events/${EVENT_ID}/participants/filter-values`]: () =>
        json(200, { departments: [], regions: [] }),
      ...catalogHandlers,
    });
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
      routes: [{ path: playsRoute, element: <PlaysScreen /> }],
    });
    const link = await screen.findByRole('link', {
      name: 'What Ana Lima (ana@example.com) played',
    });
    expect(link.textContent).toBe('Ana Lima');
    expect(link.getAttribute('href')).toBe(`/admin/users/${EVENT_ID}/${ana.id}/plays`);
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Played by Ana Lima' })).toBeTruthy();
  });
});
