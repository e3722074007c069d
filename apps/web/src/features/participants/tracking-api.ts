import {
  type ReminderSettings,
  reminderResultSchema,
  reminderSettingsSchema,
  trackingCountsSchema,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../app/api-client';
import { eventPath, participantsPath } from './api';
import { participantKeys } from './query-keys';

/*
 * Invitation tracking and reminders. Both live under the lists' key, so an add, an upload or a
 * reminder refreshes the counts and the eligible number with the list.
 */
const trackingKey = (eventId: string) => [...participantKeys.lists(eventId), 'tracking'] as const;
const remindersKey = (eventId: string) => [...participantKeys.lists(eventId), 'reminders'] as const;

export function useTrackingCounts(eventId: string) {
  return useQuery({
    queryKey: trackingKey(eventId),
    queryFn: ({ signal }) =>
      apiGet(`${participantsPath(eventId)}/tracking`, trackingCountsSchema, signal),
  });
}

export function useReminderSettings(eventId: string) {
  return useQuery({
    queryKey: remindersKey(eventId),
    queryFn: ({ signal }) =>
      apiGet(`${eventPath(eventId)}/reminders`, reminderSettingsSchema, signal),
  });
}

export function useSendReminder(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(`${eventPath(eventId)}/reminders`, {}, reminderResultSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: participantKeys.lists(eventId) }),
  });
}

export function useSaveReminderSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number | null) =>
      apiPut(
        `${eventPath(eventId)}/reminders/settings`,
        { reminderDaysBeforeClose: days },
        reminderSettingsSchema,
      ),
    onSuccess: (saved: ReminderSettings) => queryClient.setQueryData(remindersKey(eventId), saved),
  });
}
