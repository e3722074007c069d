/**
 * TanStack Query keys, one factory per area (CONVENTIONS 13). Every key of an area starts with
 * the area's name, so `invalidateQueries({ queryKey: queryKeys.<area>.all })` reaches them all.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    session: () => [...queryKeys.auth.all, 'session'] as const,
  },
  config: {
    all: ['config'] as const,
    public: () => [...queryKeys.config.all, 'public'] as const,
  },
  billing: {
    all: ['billing'] as const,
    plans: () => [...queryKeys.billing.all, 'plans'] as const,
  },
  outbox: {
    all: ['outbox'] as const,
    page: (page: number, pageSize: number) =>
      [...queryKeys.outbox.all, 'page', { page, pageSize }] as const,
  },
  settings: {
    all: ['settings'] as const,
    departments: () => [...queryKeys.settings.all, 'departments'] as const,
    regions: () => [...queryKeys.settings.all, 'regions'] as const,
    difficulties: () => [...queryKeys.settings.all, 'difficulties'] as const,
    questionRewards: () => [...queryKeys.settings.all, 'question-rewards'] as const,
    characters: () => [...queryKeys.settings.all, 'characters'] as const,
  },
  catalog: {
    all: ['catalog'] as const,
    miniGames: () => [...queryKeys.catalog.all, 'mini-games'] as const,
    aceGames: (kind: string) => [...queryKeys.catalog.all, 'ace-games', kind] as const,
    competencies: () => [...queryKeys.catalog.all, 'competencies'] as const,
  },
  participants: {
    all: ['participants'] as const,
    lists: (eventId: string) => [...queryKeys.participants.all, 'list', eventId] as const,
    list: (eventId: string, params: Record<string, string>) =>
      [...queryKeys.participants.lists(eventId), params] as const,
    detail: (eventId: string, participantId: string) =>
      [...queryKeys.participants.all, 'detail', eventId, participantId] as const,
    /** The event as these screens read it (labels, required fields, game link). */
    event: (eventId: string) => [...queryKeys.participants.all, 'event', eventId] as const,
  },
  /** The super admin's accounts and payments: a plan change writes a payment, so both refresh. */
  accounts: {
    all: ['accounts'] as const,
    lists: () => [...queryKeys.accounts.all, 'list'] as const,
    list: (params: Record<string, string>) => [...queryKeys.accounts.lists(), params] as const,
    payments: (page: number) => [...queryKeys.accounts.all, 'payments', page] as const,
  },
};
