import { createHmac, randomBytes } from 'node:crypto';
import {
  accessMessages,
  authMessages,
  emailDomainOf,
  normalizeDomain,
  type SsoProviderForm,
  type SsoProviderView,
  ssoMessages,
  ssoSignInMessages,
} from '@app/domain';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit';
import { type AuditActor, recordAudit } from '../audit/record';
import { resolvePrincipal } from '../auth/service';
import { discoverProvider } from './discovery';
import {
  deleteProviderOfAccount,
  findAccountSignIn,
  findProviderOfAccount,
  findVerifiedProviderId,
  isDomainTaken,
  markDomainVerified,
  type SsoProviderRow,
  setPasswordSignIn,
} from './queries';

/**
 * Company sign-in: an account's OIDC identity provider, set up by its owner or by the super
 * admin for them, usable once the domain is proven (docs/decisions/0032-company-sign-in.md).
 * Every function takes the account it acts for; routes pass the caller's own account, or the
 * one the super admin named.
 */

/** Who is changing an account's company sign-in: its owner, or the super admin. */
export type SsoEditor = { userId: string; role: 'admin' | 'superAdmin'; audit: AuditActor };

const notSetUp = () => new AppError('NOT_FOUND', ssoMessages.notSetUp, { code: 'SSO_NOT_SET_UP' });

/** The account, and a refusal for anyone but its owner or the super admin. */
async function accountFor(ctx: AppContext, accountId: string, editor: SsoEditor | null) {
  const account = await findAccountSignIn(ctx.db, accountId);
  if (!account) {
    throw new AppError('NOT_FOUND', accessMessages.accountNotFound, { code: 'NOT_FOUND' });
  }
  if (editor && editor.role !== 'superAdmin' && editor.userId !== account.ownerId) {
    throw new AppError('FORBIDDEN', ssoMessages.ownerOnly, { code: 'SSO_OWNER_ONLY' });
  }
  return account;
}

/** The DNS TXT record that proves `domain` is the account's: keyed, so nobody else can make it. */
export function verificationRecord(ctx: AppContext, accountId: string, domain: string) {
  const proof = createHmac('sha256', ctx.linkKey)
    .update(`sso-domain-v1:${accountId}:${domain}`)
    .digest('base64url')
    .slice(0, 32);
  return { name: `_assessment-platform.${domain}`, value: `assessment-platform-domain=${proof}` };
}

function redirectUriOf(ctx: AppContext, providerId: string) {
  return `${ctx.config.publicUrl}/api/auth/sso/callback/${providerId}`;
}

function toView(ctx: AppContext, row: SsoProviderRow, passwordSignIn: boolean): SsoProviderView {
  const config = JSON.parse(row.oidcConfig ?? '{}') as { clientId?: string };
  return {
    providerId: row.providerId,
    issuer: row.issuer,
    clientId: config.clientId ?? '',
    domain: row.domain,
    domainVerified: row.domainVerified,
    redirectUri: redirectUriOf(ctx, row.providerId),
    verificationRecord: verificationRecord(ctx, row.accountId, row.domain),
    passwordSignIn,
  };
}

export async function ssoSettings(
  ctx: AppContext,
  accountId: string,
): Promise<SsoProviderView | null> {
  const account = await accountFor(ctx, accountId, null);
  const row = await findProviderOfAccount(ctx.db, accountId);
  return row ? toView(ctx, row, account.passwordSignIn) : null;
}

/**
 * Sets up the account's provider: its OpenID configuration is read and checked here (the
 * plugin's own discovery trusts only configured origins), then Better Auth's SSO plugin
 * stores it with those endpoints. The domain starts unverified; nobody signs in with it yet.
 */
export async function setUpSso(
  ctx: AppContext,
  accountId: string,
  form: SsoProviderForm,
  editor: SsoEditor,
  headers: Headers,
): Promise<SsoProviderView> {
  const account = await accountFor(ctx, accountId, editor);
  const domain = normalizeDomain(form.domain) ?? '';
  if (await findProviderOfAccount(ctx.db, accountId)) {
    throw new AppError('CONFLICT', ssoMessages.alreadySetUp, { code: 'SSO_EXISTS' });
  }
  if (await isDomainTaken(ctx.db, domain)) {
    throw domainTaken();
  }
  const endpoints = await discoverProvider(form.issuer, ctx.config.ssoInternalIssuers);
  const providerId = `sso-${randomBytes(9).toString('base64url')}`;
  try {
    await ctx.auth.api.registerSSOProvider({
      headers,
      body: {
        providerId,
        issuer: endpoints.issuer,
        domain,
        accountId,
        oidcConfig: {
          clientId: form.clientId,
          clientSecret: form.clientSecret,
          skipDiscovery: true,
          discoveryEndpoint: endpoints.discoveryEndpoint,
          authorizationEndpoint: endpoints.authorizationEndpoint,
          tokenEndpoint: endpoints.tokenEndpoint,
          jwksEndpoint: endpoints.jwksEndpoint,
          userInfoEndpoint: endpoints.userInfoEndpoint,
          tokenEndpointAuthentication: endpoints.tokenEndpointAuthentication,
          pkce: true,
          scopes: ['openid', 'email', 'profile'],
        },
      },
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sso_providers_domain_key')) {
      throw domainTaken();
    }
    if (isUniqueViolation(error, 'sso_providers_account_key')) {
      throw new AppError('CONFLICT', ssoMessages.alreadySetUp, { code: 'SSO_EXISTS' });
    }
    throw error;
  }
  const row = await findProviderOfAccount(ctx.db, accountId);
  if (!row) {
    throw notSetUp();
  }
  await ctx.db.transaction((tx) =>
    recordAudit(tx, editor.audit, {
      accountId,
      action: 'sso.setUp',
      target: { type: 'ssoProvider', id: row.providerId },
      details: { domain },
    }),
  );
  return toView(ctx, row, account.passwordSignIn);
}

function domainTaken() {
  return new AppError('CONFLICT', ssoMessages.domainTaken, {
    code: 'SSO_DOMAIN_TAKEN',
    fields: { domain: ssoMessages.domainTaken },
  });
}

/**
 * Proves the domain by its TXT record; the super admin may instead vouch for it by hand (a
 * company without access to its DNS, checked some other way).
 */
export async function verifySsoDomain(
  ctx: AppContext,
  accountId: string,
  editor: SsoEditor,
  byHand: boolean,
): Promise<SsoProviderView> {
  const account = await accountFor(ctx, accountId, editor);
  const row = await findProviderOfAccount(ctx.db, accountId);
  if (!row) {
    throw notSetUp();
  }
  if (!row.domainVerified) {
    if (!(byHand && editor.role === 'superAdmin')) {
      const record = verificationRecord(ctx, accountId, row.domain);
      const found = await ctx.resolveTxt(record.name).catch(() => [] as string[]);
      if (!found.includes(record.value)) {
        throw new AppError('BAD_REQUEST', ssoMessages.recordNotFound(record.name), {
          code: 'SSO_RECORD_NOT_FOUND',
        });
      }
    }
    await ctx.db.transaction(async (tx) => {
      await markDomainVerified(tx, accountId);
      await recordAudit(tx, editor.audit, {
        accountId,
        action: 'sso.domainVerify',
        target: { type: 'ssoProvider', id: row.providerId },
        details: { domain: row.domain, byHand },
      });
    });
  }
  return toView(ctx, { ...row, domainVerified: true }, account.passwordSignIn);
}

/** Turns password sign-in off (company sign-in only) or back on, for the account's admins. */
export async function setSsoPasswordSignIn(
  ctx: AppContext,
  accountId: string,
  editor: SsoEditor,
  passwordSignIn: boolean,
): Promise<SsoProviderView> {
  await accountFor(ctx, accountId, editor);
  const row = await findProviderOfAccount(ctx.db, accountId);
  if (!row) {
    throw notSetUp();
  }
  if (!passwordSignIn && !row.domainVerified) {
    throw new AppError('BAD_REQUEST', ssoMessages.passwordSignInNeedsVerified, {
      code: 'SSO_NOT_VERIFIED',
    });
  }
  await ctx.db.transaction(async (tx) => {
    await setPasswordSignIn(tx, accountId, passwordSignIn);
    await recordAudit(tx, editor.audit, {
      accountId,
      action: 'sso.passwordSignIn',
      target: { type: 'ssoProvider', id: row.providerId },
      details: { passwordSignIn },
    });
  });
  return toView(ctx, row, passwordSignIn);
}

export async function removeSso(
  ctx: AppContext,
  accountId: string,
  editor: SsoEditor,
): Promise<void> {
  await accountFor(ctx, accountId, editor);
  await ctx.db.transaction(async (tx) => {
    const row = await findProviderOfAccount(tx, accountId);
    if (!row || !(await deleteProviderOfAccount(tx, accountId))) {
      throw notSetUp();
    }
    await recordAudit(tx, editor.audit, {
      accountId,
      action: 'sso.remove',
      target: { type: 'ssoProvider', id: row.providerId },
      details: { domain: row.domain },
    });
  });
}

/**
 * The login page's "Sign in with your company": finds the verified provider of the e-mail's
 * domain and asks Better Auth for the provider's sign-in address, with state, PKCE and the
 * state cookie as the plugin makes them.
 */
export async function startSsoSignIn(
  ctx: AppContext,
  input: { email: string; clientKey: string; headers: Headers },
): Promise<{ url: string; setCookie: string[] }> {
  const limit = await hitRateLimit(ctx, `sso:${input.clientKey}`, ctx.config.signInLimit);
  if (!limit.allowed) {
    throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts, { code: 'RATE_LIMITED' });
  }
  const providerId = await findVerifiedProviderId(ctx.db, emailDomainOf(input.email));
  if (!providerId) {
    throw new AppError('BAD_REQUEST', ssoSignInMessages.noProvider, {
      code: 'SSO_NO_PROVIDER',
      fields: { email: ssoSignInMessages.noProvider },
    });
  }
  const { response, headers } = await ctx.auth.api.signInSSO({
    body: {
      providerId,
      loginHint: input.email,
      callbackURL: `${ctx.config.publicUrl}/`,
      errorCallbackURL: `${ctx.config.publicUrl}/auth/login`,
    },
    headers: input.headers,
    returnHeaders: true,
  });
  return { url: response.url, setCookie: headers.getSetCookie() };
}

/** Better Auth's error codes that mean the person may not come in. */
const blockedCodes = new Set(['banned', 'BANNED_USER']);

/**
 * The identity provider's return: Better Auth checks state, PKCE and the ID token, runs
 * resolveSsoUser and opens the session; whether that session may enter the console is then
 * ours to say, as for a password (a blocked account or admin stays out). Every failure lands
 * on the login page with a code it explains.
 */
export async function finishSsoSignIn(
  ctx: AppContext,
  input: { providerId: string; query: Record<string, string | undefined>; headers: Headers },
): Promise<{ location: string; setCookie: string[] }> {
  const failed = (code: string, setCookie: string[] = []) => ({
    location: `${ctx.config.publicUrl}/auth/login?ssoError=${encodeURIComponent(code)}`,
    setCookie,
  });
  let response: Response;
  try {
    response = await ctx.auth.api.callbackSSO({
      params: { providerId: input.providerId },
      query: input.query,
      headers: input.headers,
      asResponse: true,
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'company sign-in callback failed');
    return failed('other');
  }
  const location = response.headers.get('location');
  const setCookie = response.headers.getSetCookie();
  if (response.status < 300 || response.status >= 400 || !location) {
    // The plugin answers an unverified domain with 401 instead of a redirect.
    return failed(response.status === 401 ? 'SSO_NOT_READY' : 'other', setCookie);
  }
  const error = new URL(location, ctx.config.publicUrl).searchParams.get('error');
  if (error) {
    return failed(blockedCodes.has(error) ? 'SSO_BLOCKED' : error, setCookie);
  }
  const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  if (!(await resolvePrincipal(ctx, new Headers({ cookie })))) {
    const signedOut = await ctx.auth.api.signOut({
      headers: new Headers({ cookie }),
      returnHeaders: true,
    });
    return failed('SSO_BLOCKED', signedOut.headers.getSetCookie());
  }
  return { location: `${ctx.config.publicUrl}/`, setCookie };
}
