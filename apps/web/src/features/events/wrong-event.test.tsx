import { accessMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { eventSummary } from './test-fixtures';

/**
 * The server answers another account's event either as today (403 WRONG_EVENT) or exactly like
 * a missing one (404): the dashboard reacts the same to every shape.
 */
describe("the dashboard's Wrong Event, whatever the status", () => {
  it.each([
    [403, 'WRONG_EVENT', accessMessages.wrongEvent],
    [404, 'WRONG_EVENT', accessMessages.wrongEvent],
    [404, 'EVENT_NOT_FOUND', accessMessages.eventNotFound],
  ] as const)(
    'opening a game answered %i %s shows Wrong Event and stores nothing',
    async (status, code, message) => {
      mockApi({
        'GET /api/auth/session': sessionOf(makeUser()),
        'GET /api/events': () =>
          json(200, { items: [eventSummary()], totals: { games: 1, users: 0 } }),
        'POST /api/events/acme_super5/open': () => apiError(status, code, message),
      });
      const { router } = await renderApp('/assessment/dashboard');
      fireEvent.click(await screen.findByRole('button', { name: 'Super 5' }, { timeout: 5000 }));
      expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
      expect(screen.getByText(accessMessages.wrongEvent)).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
      expect(window.localStorage.getItem('eventId')).toBeNull();
    },
  );
});
