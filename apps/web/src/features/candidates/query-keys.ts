/**
 * TanStack Query keys of the Candidate Report (CONVENTIONS 13). Every page and filter set of one
 * event's list sits under `lists(eventId)`, so a shortlist or a delete refreshes them all.
 */
export const candidateKeys = {
  all: ['candidates'] as const,
  lists: (eventId: string) => [...candidateKeys.all, 'list', eventId] as const,
  list: (eventId: string, params: Record<string, string>) =>
    [...candidateKeys.lists(eventId), params] as const,
  detail: (eventId: string, candidateId: string) =>
    [...candidateKeys.all, 'detail', eventId, candidateId] as const,
  /** Lets each row find its own pending shortlist change or delete (useMutationState). */
  shortlist: (eventId: string) => [...candidateKeys.all, 'shortlist', eventId] as const,
  remove: (eventId: string) => [...candidateKeys.all, 'delete', eventId] as const,
};
