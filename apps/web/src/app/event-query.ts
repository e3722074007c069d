import { eventDetailSchema } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { eventKeys } from '../features/events/query-keys';
import { apiGet } from './api-client';

/**
 * The event as every event-scoped screen first reads it (GET /api/events/:eventId). It shares
 * the events area's detail key, so an edit there refreshes it and the screens ask only once.
 */
export function eventQuery(eventId: string) {
  return queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: ({ signal }) =>
      apiGet(`/api/events/${encodeURIComponent(eventId)}`, eventDetailSchema, signal),
  });
}
