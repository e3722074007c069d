import { erasureResultSchema, type RetentionSettings, retentionSettingsSchema } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut, apiSend } from '../../app/api-client';
import { queryKeys } from '../../app/query-keys';

export type PersonKind = 'participants' | 'candidates';

const personPath = (eventId: string, kind: PersonKind, id: string) =>
  `/api/events/${encodeURIComponent(eventId)}/${kind}/${encodeURIComponent(id)}`;

/** A plain link: the browser downloads the zip under the server's name, with the cookie. */
export const exportPath = (eventId: string, kind: PersonKind, id: string) =>
  `${personPath(eventId, kind, id)}/export.zip`;

export async function erasePerson(eventId: string, kind: PersonKind, id: string) {
  const response = await apiSend('DELETE', `${personPath(eventId, kind, id)}/personal-data`);
  return erasureResultSchema.parse(await response.json());
}

/** Erases one person; the lists under `invalidate` are refetched whatever the outcome. */
export function useErasePerson(eventId: string, kind: PersonKind, invalidate: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => erasePerson(eventId, kind, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}

const retentionKey = () => [...queryKeys.auth.all, 'retention'] as const;

export function useRetention() {
  return useQuery({
    queryKey: retentionKey(),
    queryFn: ({ signal }) => apiGet('/api/account/retention', retentionSettingsSchema, signal),
  });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RetentionSettings) =>
      apiPut('/api/account/retention', input, retentionSettingsSchema),
    onSuccess: (saved) => queryClient.setQueryData(retentionKey(), saved),
  });
}
