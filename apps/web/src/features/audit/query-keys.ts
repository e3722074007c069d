/** TanStack Query keys of the audit log (CONVENTIONS 13). */
export const auditKeys = {
  all: ['audit'] as const,
  page: (scope: 'all' | 'account', query: string) => [...auditKeys.all, scope, query] as const,
};
