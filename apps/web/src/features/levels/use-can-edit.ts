import { useEventDetail } from '../../app/event-query';

/**
 * Only the event's own account changes its levels and questions; the super admin reads another
 * account's event (the server says which: `editable`). While the event loads nothing is offered.
 */
export function useCanEditLevels(eventId: string): boolean {
  return useEventDetail(eventId).data?.editable ?? false;
}
