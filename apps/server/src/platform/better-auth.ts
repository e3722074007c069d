import { PASSWORD_MIN } from '@app/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { Db } from '../db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '../db/schema';

export const RESET_TOKEN_SECONDS = 60 * 60;
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60;

/**
 * Better Auth owns passwords, sessions and tokens. Its HTTP handler is not mounted: our own
 * routes call `auth.api.*`, so every auth endpoint carries the spec's messages, our access
 * rules and the outbox, and nothing (like a bare sign-up) bypasses the registration rules.
 */
export function createAuth(input: { db: Db; secret: string; publicUrl: string }) {
  return betterAuth({
    appName: 'Assessment Platform',
    secret: input.secret,
    baseURL: input.publicUrl,
    basePath: '/api/auth',
    trustedOrigins: [input.publicUrl],
    database: drizzleAdapter(input.db, {
      provider: 'pg',
      schema: {
        auth_users: authUsers,
        auth_sessions: authSessions,
        auth_accounts: authAccounts,
        auth_verifications: authVerifications,
      },
    }),
    user: { modelName: 'auth_users' },
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
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
