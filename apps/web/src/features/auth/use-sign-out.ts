import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../../app/api-client';
import { clearStoredEventId } from '../../app/event-id';
import { leaveConsoleFor } from '../../app/leave-console';
import { logout } from './api';

/**
 * Logout: end the session, forget the stored event, and load the sign-in page afresh. A page
 * load drops every cached answer with the console itself; clearing the cache in place instead
 * re-rendered console screens without a user before the guard could send them away.
 */
export function useSignOut(leave: (url: string) => void = leaveConsoleFor) {
  return useMutation({
    mutationFn: logout,
    onSettled: (_data, error) => {
      // 401 means the session had already ended, which is what the user asked for.
      if (error && !isApiError(error, 401)) {
        notifications.show({ color: 'red', message: errorMessage(error) });
        return;
      }
      clearStoredEventId();
      leave('/auth/login');
    },
  });
}
