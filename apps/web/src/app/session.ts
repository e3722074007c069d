import { type SessionUser, sessionResponseSchema } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from './api-client';
import { queryKeys } from './query-keys';

/** The signed-in user, or null when signed out. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    // Signed out is `{ user: null }`; an older 401 is read the same way.
    const { user } = await apiGet('/api/auth/session', sessionResponseSchema, signal);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return null;
    }
    throw error;
  }
}

export function useSessionQuery() {
  return useQuery({
    queryKey: queryKeys.auth.session(),
    queryFn: ({ signal }) => fetchSession(signal),
    // The session changes only through login, logout or a 401, which all write this key.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCurrentUser(): SessionUser | null {
  return useSessionQuery().data ?? null;
}

/** For screens behind RequireSignedIn, where a missing user is a routing bug. */
export function useSignedInUser(): SessionUser {
  const user = useCurrentUser();
  if (!user) {
    throw new Error('useSignedInUser is used outside RequireSignedIn');
  }
  return user;
}
