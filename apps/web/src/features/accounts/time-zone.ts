import { accountTimeZoneResponseSchema, accountTimeZoneSavedSchema } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../app/api-client';
import { queryKeys } from '../../app/query-keys';

const timeZoneKey = () => [...queryKeys.auth.all, 'time-zone'] as const;

/** The signed-in account's own time zone (DESIGN §6.14). */
export function useAccountTimeZone() {
  return useQuery({
    queryKey: timeZoneKey(),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/account/time-zone', accountTimeZoneResponseSchema, signal)).timeZone,
  });
}

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) =>
      apiPut('/api/account/time-zone', { timeZone }, accountTimeZoneSavedSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(timeZoneKey(), saved.timeZone);
    },
  });
}

/**
 * Every zone this browser knows, with the stored one first-class even when the browser spells
 * it differently (runtimes disagree on some aliases), so the current value is always listed.
 */
export function timeZoneOptions(current: string | null): string[] {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (current) {
    zones.add(current);
  }
  return [...zones].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}
