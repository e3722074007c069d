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
};
