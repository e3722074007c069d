import { accessMessages } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../app/api-client';
import { clearStoredEventId, readStoredEventId } from '../../app/event-id';

export const DASHBOARD_PATH = '/assessment/dashboard';

export function isWrongEvent(error: unknown): boolean {
  return isApiError(error, 403) && error.code === 'WRONG_EVENT';
}

/**
 * Part B §6: another account's event shows 'Wrong Event' and goes to the dashboard. Returns
 * true when it handled the error, so callers show their own message only for other failures.
 */
export function useWrongEventHandler() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, eventId?: string): boolean => {
      if (!isWrongEvent(error)) {
        return false;
      }
      // A stored id that the server refuses would keep every menu link pointing at it.
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
      return true;
    },
    [navigate],
  );
}
