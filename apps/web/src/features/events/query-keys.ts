/**
 * TanStack Query keys of the events area (CONVENTIONS 13). Kept beside the feature so the shared
 * factory in app/query-keys.ts is not edited by two issues at once; every key starts with
 * 'events', so `invalidateQueries({ queryKey: eventKeys.all })` reaches them all.
 */
export const eventKeys = {
  all: ['events'] as const,
  draft: () => [...eventKeys.all, 'draft'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (accountId: string | null) => [...eventKeys.lists(), { accountId }] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
  /** The wizard's own copies of the catalog reads (the super admin's catalog screens own theirs). */
  competencies: () => [...eventKeys.all, 'catalog', 'competencies'] as const,
  miniGames: () => [...eventKeys.all, 'catalog', 'mini-games'] as const,
  aceGames: (kind: string) => [...eventKeys.all, 'catalog', 'ace-games', kind] as const,
};
