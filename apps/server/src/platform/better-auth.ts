import { PASSWORD_MIN } from '@app/domain';
import { type SSOOptions, sso } from '@better-auth/sso';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { Db } from '../db/client';
import {
  authAccounts,
  authSessions,
  authUsers,
  authVerifications,
  ssoProviders,
} from '../db/schema';

export const RESET_TOKEN_SECONDS = 60 * 60;
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60;

/**
 * Better Auth owns passwords, sessions and tokens. Its HTTP handler is not mounted: our own
 * routes call `auth.api.*`, so every auth endpoint carries the spec's messages, our access
 * rules and the outbox, and nothing (like a bare sign-up) bypasses the registration rules.
 */
export function createAuth(input: {
  db: Db;
  secret: string;
  publicUrl: string;
  /**
   * Origins of identity providers on a private network that company sign-in may reach
   * (SSO_INTERNAL_ISSUERS): the SSO plugin refuses any other non-public address.
   */
  internalIssuers: string[];
  /** Who a company sign-in signs in (modules/sso/resolve-user.ts). */
  resolveSsoUser: NonNullable<SSOOptions['resolveUser']>;
}) {
  return betterAuth({
    appName: 'Assessment Platform',
    secret: input.secret,
    baseURL: input.publicUrl,
    basePath: '/api/auth',
    trustedOrigins: [input.publicUrl, ...input.internalIssuers],
    database: drizzleAdapter(input.db, {
      provider: 'pg',
      schema: {
        auth_users: authUsers,
        auth_sessions: authSessions,
        auth_accounts: authAccounts,
        auth_verifications: authVerifications,
        sso_providers: ssoProviders,
      },
      // Company sign-in links an identity and opens its session in one transaction.
      transaction: true,
    }),
    user: {
      modelName: 'auth_users',
      additionalFields: {
        // The account the user is an admin of (docs/decisions/0032-company-sign-in.md).
        accountId: { type: 'string', required: false, input: false },
      },
    },
    session: {
      modelName: 'auth_sessions',
      // Always read sessions from the database so a logout or a block ends them at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'auth_accounts' },
    verification: { modelName: 'auth_verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 250,
      // Verification is checked by our login route, which gives the spec's message.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
    },
    // We count attempts ourselves in the shared rate_limits table (see rate-limit.ts).
    rateLimit: { enabled: false },
    // Better Auth's own "admin" powers (ban, impersonate…) belong to our super admin only; a
    // customer admin is an ordinary user to it.
    plugins: [
      admin({
        defaultRole: 'admin',
        adminRoles: ['superAdmin'],
        roles: { admin: userAc, superAdmin: adminAc },
      }),
      // Company sign-in (docs/decisions/0032-company-sign-in.md): OIDC only, one provider per
      // account, usable once its domain is verified; resolveSsoUser keeps every sign-in inside
      // the provider's own account.
      sso({
        modelName: 'sso_providers',
        domainVerification: { enabled: true },
        // One per account is our rule (a unique index); the plugin counts per user, and the
        // super admin sets providers up for many accounts.
        providersLimit: () => Number.POSITIVE_INFINITY,
        resolveUser: input.resolveSsoUser,
        schema: {
          ssoProvider: {
            additionalFields: { accountId: { type: 'string', required: true, input: true } },
          },
        },
      }),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
