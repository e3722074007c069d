/**
 * TanStack Query keys of company sign-in (CONVENTIONS 13): one per API base path, so an admin's
 * own account and each account the super admin opens are cached apart.
 */
export const ssoKeys = {
  all: ['sso'] as const,
  settings: (base: string) => [...ssoKeys.all, base] as const,
};
