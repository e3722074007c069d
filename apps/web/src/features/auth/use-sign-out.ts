import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../app/api-client';
import { clearStoredEventId } from '../../app/event-id';
import { queryKeys } from '../../app/query-keys';
import { logout } from './api';

/** Logout: end the session, forget every cached answer and the stored event, go to login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: (_data, error) => {
      // 401 means the session had already ended, which is what the user asked for.
      if (error && !isApiError(error, 401)) {
        notifications.show({ color: 'red', message: errorMessage(error) });
        return;
      }
      clearStoredEventId();
      queryClient.setQueryData(queryKeys.auth.session(), null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.auth.all[0],
      });
      void navigate('/auth/login', { replace: true });
    },
  });
}
