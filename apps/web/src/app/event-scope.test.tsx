import { accessMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../test/api-mock';
import { renderApp } from '../test/render';
import { eventDetail } from './test-event-fixtures';

const FOREIGN = '9999';
const OWN = '1111';

/** The first screen of a test waits for its lazy chunk, which a loaded machine loads slowly. */
const slow = { timeout: 5000 };

const emptyDashboard = () => json(200, { items: [], totals: { games: 0, users: 0 } });
const foreign = () => apiError(403, 'WRONG_EVENT', accessMessages.wrongEvent);

/** Every event-scoped screen that is still a placeholder, with the heading it shows. */
const scopedScreens = [
  ['/admin/leaderboard/:id', 'Leaderboard'],
  ['/admin/level-statistics/:id', 'Level Statistics'],
  ['/admin/level-strengths/:id', 'Level Strength Report'],
  ['/admin/user-strengths/:id', 'User Strength Report'],
  ['/admin/strength-details/:id', 'Assessor Board'],
  ['/admin/competency-report/:id', 'Competency Report'],
  ['/admin/levels/:id', 'Levels Info'],
  ['/admin/levels/:id/Level1/edit', 'Edit Level'],
  ['/admin/levelDetails/:id/Level1', 'Level Details'],
  ['/admin/candidatereport/:id', 'Candidate Report'],
] as const;

async function expectWrongEvent(router: Awaited<ReturnType<typeof renderApp>>['router']) {
  expect(await screen.findByText(accessMessages.wrongEventTitle, {}, slow)).toBeTruthy();
  expect(screen.getByText(accessMessages.wrongEvent)).toBeTruthy();
  await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
}

describe('event-scoped screens load their event first', () => {
  it.each(scopedScreens)(
    "%s shows 'Wrong Event' for another account's event, goes to the dashboard and stores nothing",
    async (path, heading) => {
      mockApi({
        'GET /api/auth/session': sessionOf(makeUser()),
        [`GET /api/events/${FOREIGN}`]: foreign,
        'GET /api/events': emptyDashboard,
      });
      const { router } = await renderApp(path.replace(':id', FOREIGN));
      await expectWrongEvent(router);
      expect(screen.queryByRole('heading', { name: heading })).toBeNull();
      expect(window.localStorage.getItem('eventId')).toBeNull();
    },
  );

  it.each([
    ['403 WRONG_EVENT (today)', 403, 'WRONG_EVENT', accessMessages.wrongEvent],
    [
      '404 WRONG_EVENT (a foreign event answered like a missing one)',
      404,
      'WRONG_EVENT',
      accessMessages.wrongEvent,
    ],
    ['404 EVENT_NOT_FOUND (a missing event)', 404, 'EVENT_NOT_FOUND', accessMessages.eventNotFound],
  ] as const)("reacts to %s with 'Wrong Event'", async (_name, status, code, message) => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      [`GET /api/events/${FOREIGN}`]: () => apiError(status, code, message),
      'GET /api/events': emptyDashboard,
    });
    const { router } = await renderApp(`/admin/leaderboard/${FOREIGN}`);
    await expectWrongEvent(router);
    expect(screen.queryByRole('heading', { name: 'Leaderboard' })).toBeNull();
  });

  it('keeps the menu on the event opened before a foreign id', async () => {
    window.localStorage.setItem('eventId', OWN);
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      [`GET /api/events/${FOREIGN}`]: foreign,
      'GET /api/events': emptyDashboard,
    });
    const { router } = await renderApp(`/admin/leaderboard/${FOREIGN}`);
    await expectWrongEvent(router);
    expect(window.localStorage.getItem('eventId')).toBe(OWN);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe(
      `/admin/leaderboard/${OWN}`,
    );
  });

  it("never links the menu to a default event the server refuses (another account's DEFAULT_EVENT_ID)", async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ defaultEventId: FOREIGN })),
      [`GET /api/events/${FOREIGN}`]: foreign,
      'GET /api/events': emptyDashboard,
    });
    // A returning admin lands on the default event's leaderboard.
    const { router } = await renderApp('/');
    await expectWrongEvent(router);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).queryByRole('link', { name: 'Leaderboard' })).toBeNull();
    expect(within(menu).getByText('Leaderboard').closest('[aria-disabled]')).toBeTruthy();
  });

  it("shows its own event's screen and remembers the event once it has loaded", async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      [`GET /api/events/${OWN}`]: () => json(200, eventDetail(OWN)),
    });
    await renderApp(`/admin/level-statistics/${OWN}`);
    expect(await screen.findByRole('heading', { name: 'Level Statistics' }, slow)).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('eventId')).toBe(OWN));
    // The gate and the menu share one read.
    expect(api.callsTo(`GET /api/events/${OWN}`)).toHaveLength(1);
  });

  it('offers a retry, not the screen, when the event cannot be read', async () => {
    let fail = true;
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      [`GET /api/events/${OWN}`]: () =>
        fail ? apiError(400, 'BAD_REQUEST', 'Bad input') : json(200, eventDetail(OWN)),
    });
    await renderApp(`/admin/leaderboard/${OWN}`);
    const alert = await screen.findByText('The event could not be loaded', {}, slow);
    expect(screen.queryByRole('heading', { name: 'Leaderboard' })).toBeNull();
    expect(window.localStorage.getItem('eventId')).toBeNull();
    fail = false;
    fireEvent.click(
      within(alert.closest('[role="alert"]') ?? document.body).getByRole('button', {
        name: 'Try again',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeTruthy();
  });
});
