import {
  erasureResultSchema,
  privacyMessages,
  type RetentionSettings,
  retentionSettingsSchema,
} from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut, apiSend, errorMessage } from '../../app/api-client';
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

/**
 * Erases one person and says how it went; the lists under `invalidate` are refetched whatever
 * the outcome. The notices are shown here, not in `mutate`'s callbacks: those run after the
 * refetch, when the erased person's row (and the menu that asked) is gone, and React Query
 * drops the callbacks of an unmounted caller.
 */
export function useErasePerson(eventId: string, kind: PersonKind, invalidate: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => erasePerson(eventId, kind, id),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: privacyMessages.eraseFailed,
        message: errorMessage(error),
      }),
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
