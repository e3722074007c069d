import { emailDomainOf, normalizeEmail, type SsoFailureCode } from '@app/domain';
import type {
  SSOUserResolution,
  SSOUserResolutionContext,
  SSOUserResolutionInput,
} from '@better-auth/sso';

type ProviderRow = { accountId: string; domain: string; domainVerified: boolean };
type UserRow = { id: string; accountId: string | null; role: string; emailVerified: boolean };

const reject = (code: SsoFailureCode): SSOUserResolution => ({ action: 'reject', code });

/**
 * Who a company sign-in signs in (docs/decisions/0032-company-sign-in.md). Better Auth calls it
 * inside the transaction that links the identity and opens the session, after it has checked
 * the ID token, and passes that transaction's adapter: every read and write here is in it.
 *
 * An e-mail at the provider's verified domain signs in the user with that address when the
 * user is an admin of the provider's account, and creates one in that account when there is
 * none. A user of another account, or the super admin, is never signed in by it: an identity
 * provider speaks for its own account only.
 */
export async function resolveSsoUser(
  input: SSOUserResolutionInput,
  { database }: SSOUserResolutionContext,
): Promise<SSOUserResolution> {
  const provider = await database.findOne<ProviderRow>({
    model: 'ssoProvider',
    where: [{ field: 'providerId', value: input.providerId }],
  });
  if (!provider?.domainVerified || input.protocol !== 'oidc') {
    return reject('SSO_NOT_READY');
  }
  const email = normalizeEmail(input.providerUser.email);
  if (emailDomainOf(email) !== provider.domain) {
    return reject('SSO_WRONG_DOMAIN');
  }
  const user = await database.findOne<UserRow>({
    model: 'user',
    where: [{ field: 'email', value: email }],
  });
  if (user) {
    if (user.accountId !== provider.accountId || user.role === 'superAdmin') {
      return reject('SSO_OTHER_ACCOUNT');
    }
    if (!user.emailVerified) {
      // The verified domain's provider vouches for the address, as the e-mail link would.
      await database.update({
        model: 'user',
        where: [{ field: 'id', value: user.id }],
        update: { emailVerified: true, updatedAt: new Date() },
      });
    }
    return { action: 'link', userId: user.id, profile: 'preserve' };
  }
  const now = new Date();
  const created = await database.create<Record<string, unknown>, { id: string }>({
    model: 'user',
    data: {
      name: input.providerUser.name.trim() || email,
      email,
      emailVerified: true,
      role: 'admin',
      banned: false,
      accountId: provider.accountId,
      createdAt: now,
      updatedAt: now,
    },
  });
  return { action: 'link', userId: created.id, profile: 'preserve' };
}
