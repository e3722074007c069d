import {
  type BulkReport,
  bulkReportSchema,
  type EventDetail,
  messageSchema,
  type Participant,
  type ParticipantFilterValues,
  type ParticipantInput,
  type ParticipantPage,
  type ParticipantPlays,
  type ParticipantUpdateInput,
  participantFilterValuesSchema,
  participantPageSchema,
  participantPlaysSchema,
  participantSchema,
} from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost, apiPut } from '../../app/api-client';
import { uploadWithProgress } from '../../app/upload-with-progress';
import { participantKeys } from './query-keys';

export type {
  BulkReport,
  EventDetail,
  Participant,
  ParticipantFilterValues,
  ParticipantPage,
  ParticipantPlays,
};

export const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
export const participantsPath = (eventId: string) => `${eventPath(eventId)}/participants`;
/** Participant ids are uuids; encoded anyway, as every path segment is. */
export const participantPath = (eventId: string, id: string) =>
  `${participantsPath(eventId)}/${encodeURIComponent(id)}`;

/** `params` is the list's query string as name → value (page, search, filters). */
export function useParticipantsPage(eventId: string, params: Record<string, string>) {
  return useQuery({
    queryKey: participantKeys.list(eventId, params),
    queryFn: ({ signal }) =>
      apiGet(
        `${participantsPath(eventId)}?${new URLSearchParams(params)}`,
        participantPageSchema,
        signal,
      ),
    // Keeps the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * The department and region filter choices (Settings values plus those the event's participants
 * hold). Kept under the lists' key, so every add, edit and upload refreshes them with the list.
 */
export function useFilterValues(eventId: string) {
  return useQuery({
    queryKey: participantKeys.filterValues(eventId),
    queryFn: ({ signal }) =>
      apiGet(`${participantsPath(eventId)}/filter-values`, participantFilterValuesSchema, signal),
  });
}

export function useParticipant(eventId: string | null, id: string) {
  return useQuery({
    queryKey: participantKeys.detail(eventId ?? '', id),
    queryFn: ({ signal }) => apiGet(participantPath(eventId ?? '', id), participantSchema, signal),
    enabled: eventId !== null,
  });
}

/** Each level of the map with the participant's attempts at it, and their competencies. */
export function useParticipantPlays(eventId: string, id: string) {
  return useQuery({
    queryKey: participantKeys.plays(eventId, id),
    queryFn: ({ signal }) =>
      apiGet(`${participantPath(eventId, id)}/plays`, participantPlaysSchema, signal),
  });
}

export function useAddParticipant(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParticipantInput) =>
      apiPost(participantsPath(eventId), input, participantSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.lists(eventId) }),
  });
}

export function useUpdateParticipant(eventId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParticipantUpdateInput) =>
      apiPatch(participantPath(eventId, id), input, participantSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(participantKeys.detail(eventId, id), saved);
      return queryClient.invalidateQueries({ queryKey: participantKeys.lists(eventId) });
    },
  });
}

/** Lets each row find its own pending toggle (useMutationState). */
export const activeMutationKey = participantKeys.setActive;

export function useSetActive(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: activeMutationKey(eventId),
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiPut(`${participantPath(eventId, id)}/active`, { isActive }, participantSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: participantKeys.lists(eventId) }),
  });
}

/** Bulk upload (users list) and bulk invite share one report; `onProgress` gets percentages. */
export function uploadParticipants(
  eventId: string,
  kind: 'participants' | 'invitations',
  file: File,
  onProgress: (percent: number) => void,
): Promise<BulkReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = `${eventPath(eventId)}/${kind === 'participants' ? 'participants' : 'invitations'}/bulk`;
  return uploadWithProgress(path, form, bulkReportSchema, onProgress);
}

export function useInvite(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiPost(`${eventPath(eventId)}/invitations`, { email }, messageSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.lists(eventId) }),
  });
}
