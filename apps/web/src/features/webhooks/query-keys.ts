/** TanStack Query keys of the webhooks (CONVENTIONS 13). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (endpointId: string, page: number) =>
    ['webhooks', endpointId, 'deliveries', page] as const,
};
