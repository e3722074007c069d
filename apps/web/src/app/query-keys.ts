/**
 * TanStack Query keys of what the app shell itself reads (CONVENTIONS 13). Each feature keeps
 * its own factory beside its hooks (features/<area>/query-keys.ts); every key starts with the
 * area's name, so `invalidateQueries({ queryKey: <area>Keys.all })` reaches them all.
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
};
