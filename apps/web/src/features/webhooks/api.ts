import {
  createdWebhookEndpointSchema,
  type WebhookEndpointInput,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
} from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../app/api-client';
import { webhookKeys } from './query-keys';

export const DELIVERIES_PAGE_SIZE = 10;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.all,
    queryFn: ({ signal }) => apiGet('/api/webhooks', webhookEndpointListSchema, signal),
  });
}

/** The answer holds the signing secret: the only time the console sees it. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      apiPost('/api/webhooks', input, createdWebhookEndpointSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/webhooks/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId, page),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/webhooks/${encodeURIComponent(endpointId)}/deliveries?page=${page}&pageSize=${DELIVERIES_PAGE_SIZE}`,
        webhookDeliveryPageSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useResendWebhookDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiPost(
        `/api/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        {},
        webhookDeliverySchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...webhookKeys.all, endpointId] }),
  });
}
