import { publicConfigSchema } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { queryKeys } from './query-keys';

/** Deployment settings (edition, payments, mail delivery); they change only on a restart. */
export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.config.public(),
    queryFn: ({ signal }) => apiGet('/api/public-config', publicConfigSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
