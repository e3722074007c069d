import {
  accessMessages,
  authMessages,
  isLocale,
  type Locale,
  normalizeEmail,
  type RegisterInput,
  resolveRegistrationPlan,
  type SessionUser,
  ssoSignInMessages,
  toCompanyKey,
} from '@app/domain';
import { createEmailVerificationToken } from 'better-auth/api';
import { generateRandomString, hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Principal, SessionLookup } from '../../platform/access';
import { type Auth, RESET_TOKEN_SECONDS, VERIFY_TOKEN_SECONDS } from '../../platform/better-auth';
import type { AppContext } from '../../platform/context';
import { AppError, isDatabaseUnavailable, isUniqueViolation } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { clearRateLimit, hitRateLimit, refundRateLimit } from '../../platform/rate-limit';
import { revokeKeysOfAccount } from '../api-keys/service';
import {
  accountLockedMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from './mails';
import {
  type AdminRow,
  type AuthUserRow,
  accountOwnsEvent,
  findAdminOfUser,
  findPasswordHash,
  findResetTokenUser,
  findSessionWithAdmin,
  findUserByEmail,
  findUserWithAdmin,
  insertAdmin,
  insertAuthUser,
  insertResetToken,
  isCompanyTaken,
  latestPaymentFor,
} from './queries';
import {
  type SessionSettings,
  sessionRefreshDue,
  sessionSettingsOf,
  signedCookieValue,
} from './session-token';

// Other areas (accounts, bootstrap, demo seed) find and create users through the service.
export { findUserByEmail, insertAuthUser };

/** A scrypt hash of a random password, for the unknown-address path of sign-in. */
const DUMMY_HASH = await hashPassword(generateRandomString(16));

export async function verificationLink(ctx: AppContext, user: { id: string; email: string }) {
  const token = await createEmailVerificationToken(
    ctx.auth.options.secret ?? '',
    user.email,
    undefined,
    VERIFY_TOKEN_SECONDS,
    { userId: user.id },
  );
  return `${ctx.config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
}

/**
 * Part B §4 registration: one transaction creates the auth user, its credential, the admin
 * record and the verification e-mail, or nothing at all.
 */
export const REGISTER_LIMIT = { maxAttempts: 10, windowSeconds: 600 };

export async function registerAdmin(
  ctx: AppContext,
  input: RegisterInput,
  clientKey: string,
  locale: Locale | null = null,
): Promise<void> {
  // Each registration mails a link to any address: a client gets a few an hour, not a flood.
  const limit = await hitRateLimit(ctx, `register:${clientKey}`, REGISTER_LIMIT);
  if (!limit.allowed) {
    throw new AppError('RATE_LIMITED', authMessages.tooManyRegistrations, {
      code: 'RATE_LIMITED',
    });
  }
  const email = normalizeEmail(input.email);
  const companyKey = toCompanyKey(input.companyName);
  try {
    await ctx.db.transaction(async (tx) => {
      if (await isCompanyTaken(tx, companyKey)) {
        throw companyExists();
      }
      if (await findUserByEmail(tx, email)) {
        throw emailExists();
      }
      const plan = resolveRegistrationPlan({
        wantsFree: input.free === true,
        edition: ctx.config.edition,
        payment: await latestPaymentFor(tx, email),
      });
      if (!plan.ok) {
        throw new AppError('BAD_REQUEST', authMessages.noPlanPurchased, {
          code: 'NO_PLAN_PURCHASED',
        });
      }
      const user = await insertAuthUser(tx, {
        name: input.name,
        email,
        password: input.password,
        role: 'admin',
        emailVerified: false,
        locale,
      });
      await insertAdmin(tx, {
        userId: user.id,
        companyName: input.companyName,
        companyKey,
        country: input.country,
        // DESIGN §6.14: the account's "today" is in this zone; an API client without one gets UTC.
        timeZone: input.timeZone ?? 'UTC',
        jobTitle: input.jobTitle,
        plan: plan.limits.plan,
        maxUsers: plan.limits.maxUsers,
        maxAssessments: plan.limits.maxAssessments,
        expiry: plan.limits.expiry,
        projectType: ctx.config.edition,
        newUser: true,
      });
      const link = await verificationLink(ctx, user);
      await enqueueMail(tx, verificationMail({ to: email, name: input.name, link, locale }));
    });
  } catch (error) {
    // Two registrations racing past the checks meet the unique indexes instead.
    if (isUniqueViolation(error, 'admins_company_key_key')) {
      throw companyExists();
    }
    if (isUniqueViolation(error, 'auth_users_email_key')) {
      throw emailExists();
    }
    throw error;
  }
}

function companyExists() {
  return new AppError('CONFLICT', authMessages.companyExists, {
    code: 'COMPANY_EXISTS',
    fields: { companyName: authMessages.companyExists },
  });
}

function emailExists() {
  return new AppError('CONFLICT', authMessages.emailExists, {
    code: 'EMAIL_EXISTS',
    fields: { email: authMessages.emailExists },
  });
}

/**
 * Failed sign-ins one account may take in a window, from any number of client addresses
 * (docs/decisions/0017-sign-in-and-registration-limits.md). The per-address limit stays in
 * front of it.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { maxAttempts: 10, windowSeconds: 900 } as const;

const accountLimitKey = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;

/**
 * Counts an attempt on the account an address names, before its password is checked. Past the
 * limit it refuses even a right password until the window ends or a reset lifts it; the first
 * refusal mails the owner. An address with no account is counted and refused the same way, so
 * the lock tells nobody whether an account exists.
 */
async function hitAccountLimit(ctx: AppContext, email: string) {
  const hit = await hitRateLimit(ctx, accountLimitKey(email), ACCOUNT_SIGN_IN_LIMIT);
  if (hit.allowed) {
    return hit;
  }
  const user =
    hit.count === ACCOUNT_SIGN_IN_LIMIT.maxAttempts + 1
      ? await findUserByEmail(ctx.db, email)
      : undefined;
  if (user) {
    await enqueueMail(
      ctx.db,
      accountLockedMail({
        to: user.email,
        name: user.name,
        failures: ACCOUNT_SIGN_IN_LIMIT.maxAttempts,
        minutes: ACCOUNT_SIGN_IN_LIMIT.windowSeconds / 60,
        loginLink: `${ctx.config.publicUrl}/auth/login`,
      }),
    );
  }
  throw new AppError('RATE_LIMITED', authMessages.accountLocked, { code: 'ACCOUNT_LOCKED' });
}

/** Login (part B §4, §8): credentials first, so the other messages never reveal an account. */
export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string; clientKey: string; headers: Headers },
): Promise<{ user: SessionUser; setCookie: string[] }> {
  // Every attempt is counted before its password is checked, in one statement, so parallel
  // guesses cannot all pass a count read before any of them failed. A right password gives
  // back only its own attempt: the failures stay counted, so good sign-ins interleaved with
  // guesses do not reset the limit.
  const limitKey = `sign-in:${input.clientKey}`;
  const hit = await hitRateLimit(ctx, limitKey, ctx.config.signInLimit);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts, { code: 'RATE_LIMITED' });
  }
  const accountHit = await hitAccountLimit(ctx, input.email);
  const failed = () =>
    new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials, {
      code: 'INVALID_CREDENTIALS',
    });
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    // Hash anyway, so an unknown address takes as long as a wrong password.
    await verifyPassword({ hash: DUMMY_HASH, password: input.password }).catch(() => false);
    throw failed();
  }
  const hash = await findPasswordHash(ctx.db, user.id);
  if (!hash || !(await verifyPassword({ hash, password: input.password }))) {
    throw failed();
  }
  await refundRateLimit(ctx, limitKey, hit);
  await refundRateLimit(ctx, accountLimitKey(input.email), accountHit);
  const account = await findAdminOfUser(ctx.db, user.id);
  if (!account) {
    throw new AppError('FORBIDDEN', authMessages.userNotExists, { code: 'USER_NOT_FOUND' });
  }
  if (user.role !== 'superAdmin' && (!account.active || user.banned)) {
    throw new AppError('FORBIDDEN', authMessages.permissionRevoked, {
      code: 'PERMISSION_REVOKED',
    });
  }
  if (!user.emailVerified) {
    throw new AppError('FORBIDDEN', authMessages.accountNotVerified, {
      code: 'EMAIL_NOT_VERIFIED',
    });
  }
  // After the password check, so the answer tells nothing to someone who does not know it.
  if (user.role !== 'superAdmin' && !account.passwordSignIn) {
    throw new AppError('FORBIDDEN', ssoSignInMessages.passwordSignInOff, {
      code: 'PASSWORD_SIGN_IN_OFF',
    });
  }
  const { headers } = await ctx.auth.api.signInEmail({
    body: { email: user.email, password: input.password, rememberMe: true },
    headers: input.headers,
    returnHeaders: true,
  });
  const principal = toPrincipal(user, account);
  return { user: await toSessionUser(ctx, principal), setCookie: headers.getSetCookie() };
}

export async function signOut(ctx: AppContext, headers: Headers): Promise<string[]> {
  const result = await ctx.auth.api.signOut({ headers, returnHeaders: true });
  return result.headers.getSetCookie();
}

function toPrincipal(user: AuthUserRow, account: AdminRow): Principal {
  return {
    userId: user.id,
    accountId: account.id,
    email: user.email,
    name: user.name,
    role: user.role === 'superAdmin' ? 'superAdmin' : 'admin',
    projectType: account.projectType,
    plan: account.plan,
    newUser: account.newUser,
    companyName: account.companyName,
    lastEventId: account.lastEventId,
  };
}

/** Better Auth's session settings, read once per instance. */
const settingsOf = new WeakMap<Auth, Promise<SessionSettings>>();

/**
 * The console session of a request, read from the database on every request (no cookie cache,
 * so a logout, a block, a reset or an e-mail change ends it at once on every process) in one
 * statement with its user, account and, for a route naming an event, the event's account
 * (docs/decisions/0026-thin-request-path.md). The cookie's signature is checked here, as
 * Better Auth checks it; once a day of use the session is handed to Better Auth to extend it.
 * A blocked or record-less user has no principal.
 */
export async function resolvePrincipal(
  ctx: AppContext,
  headers: Headers,
  eventId: string | null = null,
): Promise<SessionLookup | null> {
  let pending = settingsOf.get(ctx.auth);
  if (!pending) {
    pending = sessionSettingsOf(ctx.auth);
    settingsOf.set(ctx.auth, pending);
  }
  const settings = await pending;
  const cookie = headers.get('cookie') ?? undefined;
  const token = signedCookieValue(cookie, settings.cookieName, settings.secret);
  if (!token) {
    return null;
  }
  const row = await findSessionWithAdmin(ctx.db, token, eventId);
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    return null;
  }
  if (
    sessionRefreshDue(row.expiresAt, settings) &&
    !signedCookieValue(cookie, settings.dontRememberName, settings.secret)
  ) {
    await ctx.auth.api.getSession({ headers });
  }
  if (!row.user.emailVerified) {
    return null;
  }
  if (row.user.role !== 'superAdmin' && (!row.account.active || row.user.banned)) {
    return null;
  }
  return { principal: toPrincipal(row.user, row.account), eventAccountId: row.eventAccountId };
}

export async function toSessionUser(ctx: AppContext, p: Principal): Promise<SessionUser> {
  return {
    id: p.userId,
    accountId: p.accountId,
    name: p.name,
    email: p.email,
    role: p.role,
    projectType: p.projectType,
    plan: p.plan,
    newUser: p.newUser,
    companyName: p.companyName,
    defaultEventId: await landingEventId(ctx, p),
  };
}

/**
 * DESIGN §6.3: the last opened event, else the deployment's DEFAULT_EVENT_ID, else none (the
 * dashboard). The deployment default is offered only to the account that owns it: any other
 * admin would land on Wrong Event at every sign-in.
 */
async function landingEventId(ctx: AppContext, p: Principal): Promise<string | null> {
  if (p.role === 'superAdmin') {
    return null;
  }
  if (p.lastEventId) {
    return p.lastEventId;
  }
  const fallback = ctx.config.defaultEventId;
  if (fallback && (await accountOwnsEvent(ctx.db, { accountId: p.accountId, eventId: fallback }))) {
    return fallback;
  }
  return null;
}

/**
 * Reset request: the token row and the e-mail are written in one transaction. An unknown
 * address gets the same answer as a known one, so the form cannot be used to list accounts.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string; clientKey: string; locale?: Locale | null },
): Promise<void> {
  // Its own counter, the sign-in limit's size: asking for resets does not lock a client out of
  // signing in, and failed sign-ins do not stop it from asking for a reset.
  const limit = await hitRateLimit(ctx, `reset:${input.clientKey}`, ctx.config.signInLimit);
  if (!limit.allowed) {
    throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts, { code: 'RATE_LIMITED' });
  }
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    ctx.log.info('password reset asked for an unknown address');
    return;
  }
  const token = generateRandomString(32);
  await ctx.db.transaction(async (tx) => {
    await insertResetToken(tx, {
      token,
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
    });
    const link = `${ctx.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    const locale = input.locale ?? (isLocale(user.locale) ? user.locale : null);
    await enqueueMail(tx, passwordResetMail({ to: user.email, name: user.name, link, locale }));
  });
}

/**
 * A database that cannot be reached is an outage, logged and answered 503: telling the user
 * their link is invalid would send them to ask for another one that fails the same way.
 */
function outage(ctx: AppContext, error: unknown, during: string): AppError | null {
  if (!isDatabaseUnavailable(error)) {
    return null;
  }
  ctx.log.error({ err: error }, `database unavailable during ${during}`);
  return new AppError('SERVICE_UNAVAILABLE', accessMessages.serviceUnavailable, {
    code: 'SERVICE_UNAVAILABLE',
  });
}

/**
 * A new password from a reset link. Account recovery also ends what the old password's holder
 * may have set up: the account's API keys are revoked (audited) and the owner is told by mail,
 * with how many keys went.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
  request: { ip: string | null; requestId: string | null } = { ip: null, requestId: null },
): Promise<void> {
  // Whose link it is, read before Better Auth consumes it.
  const userId = await findResetTokenUser(ctx.db, input.token).catch(() => null);
  try {
    await ctx.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    throw (
      outage(ctx, error, 'password reset') ??
      new AppError('BAD_REQUEST', authMessages.resetLinkInvalid, { code: 'RESET_LINK_INVALID' })
    );
  }
  const owner = userId ? await findUserWithAdmin(ctx.db, userId) : null;
  if (!owner) {
    return;
  }
  const { user, account } = owner;
  // The new password lifts a sign-in lock at once (the owner proved the address).
  await clearRateLimit(ctx, accountLimitKey(user.email));
  await ctx.db.transaction(async (tx) => {
    const actor = {
      userId: user.id,
      email: user.email,
      role: user.role === 'superAdmin' ? ('superAdmin' as const) : ('admin' as const),
      ...request,
    };
    const revokedKeys = await revokeKeysOfAccount(tx, account.id, actor, 'passwordReset');
    await enqueueMail(tx, passwordChangedMail({ to: user.email, name: user.name, revokedKeys }));
  });
}

/** False for a link that is invalid or expired; an outage throws (503) instead. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<boolean> {
  try {
    await ctx.auth.api.verifyEmail({ query: { token } });
    return true;
  } catch (error) {
    const unavailable = outage(ctx, error, 'e-mail verification');
    if (unavailable) {
      throw unavailable;
    }
    return false;
  }
}

/**
 * A new verification link for an unverified account. It asks for the password too, so nobody
 * can use it to mail links to other people's addresses or to learn which ones have accounts.
 */
export async function resendVerification(
  ctx: AppContext,
  input: { email: string; password: string; clientKey: string },
): Promise<void> {
  // Counted like a sign-in (it checks a password): before the check, refunded when right.
  const limitKey = `sign-in:${input.clientKey}`;
  const hit = await hitRateLimit(ctx, limitKey, ctx.config.signInLimit);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts, { code: 'RATE_LIMITED' });
  }
  const accountHit = await hitAccountLimit(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const hash = user ? await findPasswordHash(ctx.db, user.id) : null;
  const isValid = hash
    ? await verifyPassword({ hash, password: input.password })
    : await verifyPassword({ hash: DUMMY_HASH, password: input.password }).then(() => false);
  if (!user || !isValid) {
    throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials, {
      code: 'INVALID_CREDENTIALS',
    });
  }
  await refundRateLimit(ctx, limitKey, hit);
  await refundRateLimit(ctx, accountLimitKey(input.email), accountHit);
  if (user.emailVerified) {
    return;
  }
  const link = await verificationLink(ctx, user);
  const locale = isLocale(user.locale) ? user.locale : null;
  await enqueueMail(ctx.db, verificationMail({ to: user.email, name: user.name, link, locale }));
}
