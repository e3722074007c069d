import { eventDetailSchema } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '../features/events/query-keys';
import { apiGet } from './api-client';

/**
 * The event as every event-scoped screen reads it (GET /api/events/:eventId): the shell's gate,
 * the events area's forms and the participants screens alike. It sits under the events area's
 * detail key, so one read serves them all and an edit there refreshes every one of them.
 */
export function eventQuery(eventId: string) {
  return queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: ({ signal }) =>
      apiGet(`/api/events/${encodeURIComponent(eventId)}`, eventDetailSchema, signal),
  });
}

/** The event, or an idle query while there is no id yet. */
export function useEventDetail(eventId: string | null) {
  return useQuery({ ...eventQuery(eventId ?? ''), enabled: eventId !== null });
}
