import {
  type PricingPlan,
  pageOf,
  paymentRowSchema,
  pricingPlanSchema,
  type pricingPlanUpdateSchema,
} from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut, type Parser } from '../../app/api-client';
import { billingKeys } from './query-keys';

export type PaymentRow = ReturnType<typeof paymentRowSchema.parse>;
export type PaymentPage = { items: PaymentRow[]; total: number; page: number; pageSize: number };
export type PricingPlanUpdate = ReturnType<typeof pricingPlanUpdateSchema.parse>;

const paymentPage: Parser<PaymentPage> = pageOf(paymentRowSchema);

/** GET /api/admin/payments, newest first; under the accounts keys, as a plan change adds a row. */
export function usePaymentsPage(page: number) {
  return useQuery({
    queryKey: billingKeys.paymentsPage(page),
    queryFn: ({ signal }) => apiGet(`/api/admin/payments?page=${page}`, paymentPage, signal),
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
