import {
  type PaymentPage,
  type PaymentRow,
  type PricingPlan,
  type PricingPlanUpdate,
  paymentPageSchema,
  pricingPlanSchema,
} from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../app/api-client';
import { billingKeys } from './query-keys';

export type { PaymentPage, PaymentRow, PricingPlanUpdate };

/** GET /api/admin/payments, newest first; under the accounts keys, as a plan change adds a row. */
export function usePaymentsPage(page: number) {
  return useQuery({
    queryKey: billingKeys.paymentsPage(page),
    queryFn: ({ signal }) => apiGet(`/api/admin/payments?page=${page}`, paymentPageSchema, signal),
    // Keeps the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useUpdatePlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PricingPlanUpdate): Promise<PricingPlan> =>
      apiPut(`/api/admin/plans/${encodeURIComponent(planId)}`, update, pricingPlanSchema),
    // The order may have changed, so the whole list is read again rather than patched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.plans() }),
  });
}
