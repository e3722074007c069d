import { accessMessages } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from './api-client';
import { clearStoredEventId, markEventRefused, readStoredEventId } from './event-id';

export const DASHBOARD_PATH = '/assessment/dashboard';

/**
 * Another account's event and a missing one get the same answer in the UI, and the server
 * answers both alike so ids cannot be probed (403 or 404, WRONG_EVENT or EVENT_NOT_FOUND): only
 * the code counts, never the status.
 */
const WRONG_EVENT_CODES: ReadonlySet<string> = new Set(['WRONG_EVENT', 'EVENT_NOT_FOUND']);

export function isWrongEvent(error: unknown): boolean {
  return isApiError(error) && WRONG_EVENT_CODES.has(error.code);
}

/**
 * Part A §6 / part B §6: another account's event shows 'Wrong Event' and goes to the dashboard.
 * Every event-scoped screen reacts through this one function.
 */
export function useShowWrongEvent() {
  const navigate = useNavigate();
  return useCallback(
    (eventId?: string | null) => {
      // A stored or default id the server refuses would keep every menu link pointing at it.
      if (eventId) {
        markEventRefused(eventId);
        if (readStoredEventId() === eventId) {
          clearStoredEventId();
        }
      }
      notifications.show({
        id: 'wrong-event',
        color: 'red',
        title: accessMessages.wrongEventTitle,
        message: accessMessages.wrongEvent,
      });
      void navigate(DASHBOARD_PATH, { replace: true });
    },
    [navigate],
  );
}

/** Returns true when it handled the error, so callers show their own message only otherwise. */
export function useWrongEventHandler() {
  const show = useShowWrongEvent();
  return useCallback(
    (error: unknown, eventId?: string): boolean => {
      if (!isWrongEvent(error)) {
        return false;
      }
      show(eventId);
      return true;
    },
    [show],
  );
}

/**
 * Watches the errors of a screen's reads and saves; returns true while redirecting, so the
 * screen shows nothing of its own for that error.
 */
export function useWrongEventRedirect(errors: unknown[], eventId: string | null) {
  const show = useShowWrongEvent();
  const wrong = errors.some(isWrongEvent);
  useEffect(() => {
    if (wrong) {
      show(eventId);
    }
  }, [wrong, eventId, show]);
  return wrong;
}
