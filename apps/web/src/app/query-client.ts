import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { queryKeys } from './query-keys';

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended elsewhere (expired, signed out in another tab):
  // marking the session as signed out lets the guards send the user to the login page.
  const onError = (error: unknown) => {
    if (isApiError(error, 401)) {
      client.setQueryData(queryKeys.auth.session(), null);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== queryKeys.auth.all[0]) {
          onError(error);
        }
      },
    }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry; network and server errors might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
  return client;
}
