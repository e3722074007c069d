/** TanStack Query keys of the API keys (CONVENTIONS 13). */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
};
