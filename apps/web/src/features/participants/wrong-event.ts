import { accessMessages } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../app/api-client';
import { clearStoredEventId, readStoredEventId } from '../../app/event-id';

export const DASHBOARD_PATH = '/assessment/dashboard';

export function isWrongEvent(error: unknown): boolean {
  return isApiError(error, 403) && error.code === 'WRONG_EVENT';
}

/**
 * Part A §6: another account's event shows 'Wrong Event' and goes to the dashboard. Watches the
 * errors of the screen's reads and saves; returns true while redirecting, so the screen shows
 * nothing of its own for that error.
 */
export function useWrongEventRedirect(errors: unknown[], eventId: string | null) {
  const navigate = useNavigate();
  const wrong = errors.some(isWrongEvent);
  useEffect(() => {
    if (!wrong) {
      return;
    }
    // A stored id the server refuses would keep every menu link pointing at it.
    if (eventId && readStoredEventId() === eventId) {
      clearStoredEventId();
    }
    notifications.show({
      id: 'wrong-event',
      color: 'red',
      title: accessMessages.wrongEventTitle,
      message: accessMessages.wrongEvent,
    });
    void navigate(DASHBOARD_PATH, { replace: true });
  }, [wrong, eventId, navigate]);
  return wrong;
}
