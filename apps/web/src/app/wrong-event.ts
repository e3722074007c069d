import { accessMessages } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from './api-client';
import { clearStoredEventId, readStoredEventId } from './event-id';

export const DASHBOARD_PATH = '/assessment/dashboard';

export function isWrongEvent(error: unknown): boolean {
  return isApiError(error, 403) && error.code === 'WRONG_EVENT';
}

/**
 * Part A §6 / part B §6: another account's event shows 'Wrong Event' and goes to the dashboard.
 * Every event-scoped screen reacts through this one function.
 */
export function useShowWrongEvent() {
  const navigate = useNavigate();
  return useCallback(
    (eventId?: string | null) => {
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
    },
    [navigate],
  );
}
