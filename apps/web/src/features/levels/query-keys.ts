/**
 * TanStack Query keys of an event's levels (CONVENTIONS 13). The overview and every level's
 * detail (its questions included) sit under `event(eventId)`, so a save can refresh them all.
 */
export const levelKeys = {
  all: ['levels'] as const,
  event: (eventId: string) => [...levelKeys.all, eventId] as const,
  overview: (eventId: string) => [...levelKeys.event(eventId), 'overview'] as const,
  detail: (eventId: string, levelName: string) =>
    [...levelKeys.event(eventId), 'detail', levelName] as const,
  /** Mutation keys: a row finds its own pending delete or rename (useMutationState). */
  removeLevel: (eventId: string) => [...levelKeys.event(eventId), 'delete-level'] as const,
  removeQuestion: (eventId: string, levelName: string) =>
    [...levelKeys.detail(eventId, levelName), 'delete-question'] as const,
};
