import {
  type AccountPage,
  type AccountRow,
  accountPageSchema,
  messageSchema,
  type PlanForm,
} from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../app/api-client';
import { billingKeys } from '../billing/query-keys';
import { accountKeys } from './query-keys';

export type { AccountPage, AccountRow };

const accountPath = (id: string) => `/api/admin/accounts/${encodeURIComponent(id)}`;

/** `params` is the list's query as name → value (page and filters, see filters.ts). */
export function useAccountsPage(params: Record<string, string>) {
  return useQuery({
    queryKey: accountKeys.list(params),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/accounts?${new URLSearchParams(params)}`, accountPageSchema, signal),
    // Keeps the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** Lets each row find its own pending block or unblock (useMutationState). */
export const activeMutationKey = accountKeys.setActive();
export type ActiveChange = { id: string; active: boolean };

export function useSetAccountActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: activeMutationKey,
    mutationFn: ({ id, active }: ActiveChange) =>
      apiPut(`${accountPath(id)}/active`, { active }, messageSchema),
    // Returned, so the row's spinner lasts until the list shows the new state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  });
}

export function useChangePlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PlanForm) => apiPut(`${accountPath(id)}/plan`, form, messageSchema),
    // The list shows the new plan, and the payments page has the payment the change wrote.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.payments() }),
      ]),
  });
}

export function useChangeEmail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newEmail: string) =>
      apiPost(`${accountPath(id)}/email`, { newEmail }, messageSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  });
}
