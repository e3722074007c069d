/**
 * TanStack Query keys of the events area (CONVENTIONS 13); every key starts with 'events', so
 * `invalidateQueries({ queryKey: eventKeys.all })` reaches them all. The catalog lists the wizard
 * offers are the catalog's own (features/catalog/query-keys.ts), never copied here.
 */
export const eventKeys = {
  all: ['events'] as const,
  draft: () => [...eventKeys.all, 'draft'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (accountId: string | null) => [...eventKeys.lists(), { accountId }] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
  /** Mutation keys: the dashboard finds a card's pending open or delete (useMutationState). */
  open: () => [...eventKeys.all, 'open'] as const,
  remove: () => [...eventKeys.all, 'delete'] as const,
};
