import { useQueryClient } from '@tanstack/react-query';
import { eventReportKeys } from './query-keys';
import { type OpenLiveSource, useLiveEvent } from './use-live-event';

/**
 * While a report screen is open, a play, an added or a removed participant refreshes every
 * report of the event it shows (only the ones on screen refetch at once). Returns whether the
 * stream is connected.
 */
export function useLiveReports(eventId: string, open?: OpenLiveSource): boolean {
  const queryClient = useQueryClient();
  return useLiveEvent(
    eventId,
    () => void queryClient.invalidateQueries({ queryKey: eventReportKeys.event(eventId) }),
    open,
  );
}
