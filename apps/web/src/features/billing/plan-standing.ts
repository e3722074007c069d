import {
  type OperatorContact,
  operatorContactSchema,
  type PlanStanding,
  planStandingSchema,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../app/api-client';
import { billingKeys } from './query-keys';

/**
 * GET /api/account/plan: the limits as they apply now and what is used of them, so a screen
 * says a limit before the admin fills a form the plan would refuse
 * (docs/decisions/0020-plan-limits-way-forward.md). `enabled: false` for the super admin, who has
 * no plan.
 */
export function usePlanStanding(enabled = true) {
  return useQuery({
    queryKey: billingKeys.standing(),
    queryFn: ({ signal }) => apiGet('/api/account/plan', planStandingSchema, signal),
    enabled,
    // Read again whenever a screen that shows a limit opens: a game or a user added since
    // changes what is used.
    staleTime: 0,
  });
}

/** 'Request a larger plan': the answer is the new standing, kept as the query's data. */
export function useRequestLargerPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string | null): Promise<PlanStanding> =>
      apiPost('/api/account/plan/requests', { planId }, planStandingSchema),
    onSuccess: (standing) => queryClient.setQueryData(billingKeys.standing(), standing),
  });
}

/** The super admin's setting: where requests for a larger plan are mailed. */
export function useOperatorContact() {
  return useQuery({
    queryKey: billingKeys.operatorContact(),
    queryFn: ({ signal }) => apiGet('/api/admin/operator-contact', operatorContactSchema, signal),
  });
}

export function useSaveOperatorContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: OperatorContact) =>
      apiPut('/api/admin/operator-contact', contact, operatorContactSchema),
    onSuccess: (saved) => queryClient.setQueryData(billingKeys.operatorContact(), saved),
  });
}
