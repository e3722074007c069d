/**
 * TanStack Query keys of the catalog (CONVENTIONS 13): the super admin's catalog screens and
 * the event wizard read these lists through the same hooks, so one cache serves both.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  miniGames: () => [...catalogKeys.all, 'mini-games'] as const,
  aceGames: (kind: string) => [...catalogKeys.all, 'ace-games', kind] as const,
  competencies: () => [...catalogKeys.all, 'competencies'] as const,
};
