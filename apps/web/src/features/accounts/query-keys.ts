/** TanStack Query keys of the super admin's accounts list (CONVENTIONS 13). */
export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (params: Record<string, string>) => [...accountKeys.lists(), params] as const,
  /** Lets each row find its own pending block or unblock (useMutationState). */
  setActive: () => [...accountKeys.all, 'active'] as const,
};
