import {
  messageSchema,
  type SsoProviderForm,
  type SsoSettings,
  ssoMessages,
  ssoProviderSavedSchema,
  ssoSettingsSchema,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost, apiPut, apiSend } from '../../app/api-client';
import { ssoKeys } from './query-keys';

/** Where an account's company sign-in is read and changed. */
export type SsoBase = '/api/account/sso' | `/api/admin/accounts/${string}/sso`;

/** The admin's own account (the user menu's Company sign-in). */
export const ownSsoBase: SsoBase = '/api/account/sso';

/** Any customer account, for the super admin (the accounts screen). */
export const accountSsoBase = (accountId: string): SsoBase =>
  `/api/admin/accounts/${encodeURIComponent(accountId)}/sso`;

export function useSsoSettings(base: SsoBase) {
  return useQuery({
    queryKey: ssoKeys.settings(base),
    queryFn: ({ signal }) => apiGet(base, ssoSettingsSchema, signal),
  });
}

/**
 * The answer's provider goes into the cache at once (the card changes state without waiting for
 * a read), and the read that follows confirms it.
 */
function useProviderChange<I>(
  base: SsoBase,
  send: (input: I) => Promise<{ message: string; provider: SsoSettings['provider'] }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ provider }) =>
      queryClient.setQueryData<SsoSettings>(ssoKeys.settings(base), { provider }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKeys.settings(base) }),
  });
}

export function useSetUpSso(base: SsoBase) {
  return useProviderChange(base, (form: SsoProviderForm) =>
    apiPut(base, form, ssoProviderSavedSchema),
  );
}

/** Looks the TXT record up; the super admin may instead vouch for the domain (`byHand`). */
export function useVerifySsoDomain(base: SsoBase) {
  return useProviderChange(base, ({ byHand }: { byHand: boolean }) =>
    apiPost(`${base}/verify-domain`, byHand ? { byHand: true } : {}, ssoProviderSavedSchema),
  );
}

export function useSetPasswordSignIn(base: SsoBase) {
  return useProviderChange(base, (passwordSignIn: boolean) =>
    apiPatch(base, { passwordSignIn }, ssoProviderSavedSchema),
  );
}

export function useRemoveSso(base: SsoBase) {
  const queryClient = useQueryClient();
  return useMutation({
    // This DELETE answers 200 with its message, where the API's others answer 204: the card
    // shows the server's words when there are some, the same text when there are none.
    mutationFn: async () => {
      const body: unknown = await (await apiSend('DELETE', base)).json().catch(() => null);
      return messageSchema.safeParse(body).data ?? { message: ssoMessages.removed };
    },
    onSuccess: () =>
      queryClient.setQueryData<SsoSettings>(ssoKeys.settings(base), { provider: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKeys.settings(base) }),
  });
}
