/** TanStack Query keys of the outbox (CONVENTIONS 13). */
export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number, pageSize: number) =>
    [...outboxKeys.all, 'page', { page, pageSize }] as const,
};
