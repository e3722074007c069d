import { type ApiKeyCreate, apiKeyCreatedSchema, apiKeyListSchema } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../app/api-client';
import { apiKeyKeys } from './query-keys';

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => apiGet('/api/api-keys', apiKeyListSchema, signal),
  });
}

/** The answer holds the key in clear: the only time the console ever sees it. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreate) => apiPost('/api/api-keys', input, apiKeyCreatedSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => apiDelete(`/api/api-keys/${encodeURIComponent(keyId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
