/**
 * TanStack Query keys of the participants of one event (CONVENTIONS 13). The event itself is
 * read through app/event-query.ts, under the events area's key, so an edit there reaches these
 * screens too.
 */
export const participantKeys = {
  all: ['participants'] as const,
  /** Every page, search and the filter values of one event's list. */
  lists: (eventId: string) => [...participantKeys.all, 'list', eventId] as const,
  list: (eventId: string, params: Record<string, string>) =>
    [...participantKeys.lists(eventId), params] as const,
  /** Under the lists' key, so every add, edit and upload refreshes them with the list. */
  filterValues: (eventId: string) => [...participantKeys.lists(eventId), 'filter-values'] as const,
  detail: (eventId: string, participantId: string) =>
    [...participantKeys.all, 'detail', eventId, participantId] as const,
  /** Only the participant's own play changes it, so no save of the console refreshes it. */
  plays: (eventId: string, participantId: string) =>
    [...participantKeys.all, 'plays', eventId, participantId] as const,
  /** Lets each row find its own pending toggle (useMutationState). */
  setActive: (eventId: string) => [...participantKeys.all, 'active', eventId] as const,
};
