import { auditActionLabels, ssoMessages, ssoSignInMessages } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, auditEntries, authAccounts, authUsers } from '../../db/schema';
import { anAdmin, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { startTestIdp } from '../../test/oidc-idp';
import { useTestApp } from '../../test/test-app';

/**
 * Company sign-in end to end (docs/decisions/0032-company-sign-in.md): a real OpenID Connect
 * provider (oidc-provider) runs beside the app; the admin's browser is played by following its
 * redirects, with state, PKCE and the ID token checked by Better Auth's SSO plugin.
 */
const idp = await startTestIdp();
const file = useTestApp({ ssoInternalIssuers: [new URL(idp.issuer).origin] });
const app = () => file.app;
afterAll(() => idp.close());

/** The TXT records the fake DNS answers with. */
const dns = new Map<string, string[]>();
beforeEach(() => {
  dns.clear();
  app().ctx.resolveTxt = async (name) => dns.get(name) ?? [];
});

const cookiesOf = (response: LightMyRequestResponse) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair?.endsWith('='))
    .join('; ');

type View = {
  providerId: string;
  redirectUri: string;
  domainVerified: boolean;
  passwordSignIn: boolean;
  verificationRecord: { name: string; value: string };
};

const call = (
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  cookie: string,
  payload?: object,
) => app().inject({ method, url, headers: { cookie }, payload });

/** The owner sets up company sign-in for `domain` with the test provider. */
async function setUp(
  owner: TestAdmin,
  domain: string,
  base = '/api/account/sso',
  cookie = owner.cookie,
) {
  const response = await call('PUT', base, cookie, {
    issuer: idp.issuer,
    clientId: `client-${domain}`,
    clientSecret: `secret-${domain}`,
    domain,
  });
  expect(response.statusCode, response.body).toBe(201);
  const provider = response.json<{ provider: View }>().provider;
  idp.useClient({
    clientId: `client-${domain}`,
    clientSecret: `secret-${domain}`,
    redirectUri: provider.redirectUri,
  });
  return provider;
}

async function verify(owner: TestAdmin, provider: View) {
  dns.set(provider.verificationRecord.name, ['v=spf1 -all', provider.verificationRecord.value]);
  const response = await call('POST', '/api/account/sso/verify-domain', owner.cookie, {});
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * "Sign in with your company" as `typed` on the login page, the provider vouching for
 * `asserted`: where the browser lands, and the session it holds then.
 */
async function companySignIn(typed: string, asserted = typed) {
  const start = await app().inject({
    method: 'POST',
    url: '/api/auth/sign-in/sso',
    payload: { email: typed },
  });
  expect(start.statusCode, start.body).toBe(200);
  const back = await idp.signIn(start.json<{ url: string }>().url, asserted);
  const done = await app().inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookiesOf(start) },
  });
  expect(done.statusCode).toBe(302);
  const cookie = cookiesOf(done);
  const session = await app().inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie },
  });
  return {
    location: String(done.headers.location),
    user: session.json<{ user: { email: string; accountId: string; role: string } | null }>().user,
    callback: back,
    stateCookie: cookiesOf(start),
  };
}

describe('company sign-in', () => {
  it('signs the owner in, and brings a new colleague into the same account', async () => {
    const owner = await anAdmin(app(), { email: 'owner@acme.test', companyName: 'Acme' });
    const provider = await setUp(owner, 'Acme.test');
    expect(provider).toMatchObject({ domainVerified: false, passwordSignIn: true });
    expect(provider.redirectUri).toBe(
      `http://localhost:3000/api/auth/sso/callback/${provider.providerId}`,
    );

    // Until the domain is proven, the login page knows no company sign-in for it.
    const early = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in/sso',
      payload: { email: 'owner@acme.test' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(ssoSignInMessages.noProvider);
    const wrongRecord = await call('POST', '/api/account/sso/verify-domain', owner.cookie, {});
    expect(wrongRecord.json().error.message).toBe(
      ssoMessages.recordNotFound('_assessment-platform.acme.test'),
    );
    await verify(owner, provider);

    const ownerIn = await companySignIn('owner@acme.test');
    expect(ownerIn.location).toBe('http://localhost:3000/');
    expect(ownerIn.user).toMatchObject({ email: 'owner@acme.test', accountId: owner.accountId });

    const colleague = await companySignIn('Sana.Malik@ACME.test');
    expect(colleague.user).toMatchObject({
      email: 'sana.malik@acme.test',
      accountId: owner.accountId,
      role: 'admin',
    });
    const [created] = await app()
      .ctx.db.select()
      .from(authUsers)
      .where(eq(authUsers.email, 'sana.malik@acme.test'));
    expect(created).toMatchObject({ emailVerified: true, accountId: owner.accountId });
    // Still one account, owned by its owner; the colleague has no password to guess.
    expect(
      await app().ctx.db.select().from(admins).where(eq(admins.companyKey, 'acme')),
    ).toHaveLength(1);
    const credentials = await app()
      .ctx.db.select()
      .from(authAccounts)
      .where(
        and(eq(authAccounts.userId, created?.id ?? ''), eq(authAccounts.providerId, 'credential')),
      );
    expect(credentials).toEqual([]);

    // The callback's code and state are spent: replaying them signs no one in.
    const replay = await app().inject({
      method: 'GET',
      url: `${colleague.callback.pathname}${colleague.callback.search}`,
      headers: { cookie: colleague.stateCookie },
    });
    expect(String(replay.headers.location)).toContain('/auth/login?ssoError=');
    expect(cookiesOf(replay)).not.toContain('session_token=');

    const actions = await app()
      .ctx.db.select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.accountId, owner.accountId));
    expect(actions.map((a) => a.action).sort()).toEqual(['sso.domainVerify', 'sso.setUp']);
    expect(auditActionLabels['sso.setUp']).toBe('Company sign-in set up');
  });

  it('never signs anyone into another account, whatever the provider vouches for', async () => {
    const victim = await anAdmin(app(), { email: 'boss@beta.test', companyName: 'Beta' });
    const attacker = await anAdmin(app(), { email: 'eve@acme.test', companyName: 'Acme' });
    // The worst case: the attacker's provider holds the victim's domain, verified.
    const superAdmin = await theSuperAdmin(app());
    const provider = await setUp(attacker, 'beta.test');
    const byHand = await call(
      'POST',
      `/api/admin/accounts/${attacker.accountId}/sso/verify-domain`,
      superAdmin.cookie,
      { byHand: true },
    );
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(provider.domainVerified).toBe(false);

    const attempt = await companySignIn('boss@beta.test');
    expect(attempt.location).toBe('http://localhost:3000/auth/login?ssoError=SSO_OTHER_ACCOUNT');
    expect(attempt.user).toBeNull();
    const linked = await app()
      .ctx.db.select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, victim.userId));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);

    // Nor does it sign in an address outside its domain, or the super admin.
    const outside = await companySignIn('x@beta.test', 'eve@acme.test');
    expect(outside.location).toContain('ssoError=SSO_WRONG_DOMAIN');
    expect(outside.user).toBeNull();
  });

  it('keeps a blocked account out, and lets password sign-in be turned off and on', async () => {
    const owner = await anAdmin(app(), { email: 'owner@gamma.test', companyName: 'Gamma' });
    const provider = await setUp(owner, 'gamma.test');
    const early = await call('PATCH', '/api/account/sso', owner.cookie, { passwordSignIn: false });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(ssoMessages.passwordSignInNeedsVerified);
    await verify(owner, provider);

    const off = await call('PATCH', '/api/account/sso', owner.cookie, { passwordSignIn: false });
    expect(off.json().provider.passwordSignIn).toBe(false);
    const password = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().error).toMatchObject({
      message: ssoSignInMessages.passwordSignInOff,
      code: 'PASSWORD_SIGN_IN_OFF',
    });
    // A wrong password still says only that: the setting tells nothing to a guesser.
    const guess = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'not-the-password' },
    });
    expect(guess.json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await companySignIn(owner.email)).user?.email).toBe(owner.email);

    const superAdmin = await theSuperAdmin(app());
    await call('PUT', `/api/admin/accounts/${owner.accountId}/active`, superAdmin.cookie, {
      active: false,
    });
    const blocked = await companySignIn(owner.email);
    expect(blocked.location).toBe('http://localhost:3000/auth/login?ssoError=SSO_BLOCKED');
    expect(blocked.user).toBeNull();

    // The super admin turns password sign-in back on; removing the provider does too.
    const on = await call(
      'PATCH',
      `/api/admin/accounts/${owner.accountId}/sso`,
      superAdmin.cookie,
      {
        passwordSignIn: true,
      },
    );
    expect(on.json().provider.passwordSignIn).toBe(true);
    await call('PATCH', '/api/account/sso', owner.cookie, { passwordSignIn: false });
  });

  it('lets only the owner change it, and removing it unlinks every identity', async () => {
    const owner = await anAdmin(app(), { email: 'owner@delta.test', companyName: 'Delta' });
    const provider = await setUp(owner, 'delta.test');
    await verify(owner, provider);
    await call('PATCH', '/api/account/sso', owner.cookie, { passwordSignIn: false });
    const colleague = await companySignIn('ali@delta.test');
    expect(colleague.user?.accountId).toBe(owner.accountId);
    const start = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in/sso',
      payload: { email: 'ali@delta.test' },
    });
    const back = await idp.signIn(start.json<{ url: string }>().url, 'ali@delta.test');
    const done = await app().inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookiesOf(start) },
    });
    const colleagueCookie = cookiesOf(done);
    for (const [method, payload] of [
      ['PATCH', { passwordSignIn: true }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(method, '/api/account/sso', colleagueCookie, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(ssoMessages.ownerOnly);
    }
    expect(
      (await call('GET', '/api/account/sso', colleagueCookie)).json().provider.providerId,
    ).toBe(provider.providerId);

    const removed = await call('DELETE', '/api/account/sso', owner.cookie);
    expect(removed.json().message).toBe(ssoMessages.removed);
    expect((await call('GET', '/api/account/sso', owner.cookie)).json().provider).toBeNull();
    const [account] = await app()
      .ctx.db.select()
      .from(admins)
      .where(eq(admins.id, owner.accountId));
    expect(account?.passwordSignIn).toBe(true);
    const links = await app()
      .ctx.db.select()
      .from(authAccounts)
      .where(eq(authAccounts.providerId, provider.providerId));
    expect(links).toEqual([]);
  });

  it('refuses a taken domain, a second provider, and an issuer it may not or cannot read', async () => {
    const first = await anAdmin(app(), { email: 'a@eps.test', companyName: 'Eps' });
    const second = await anAdmin(app(), { email: 'b@zeta.test', companyName: 'Zeta' });
    await setUp(first, 'eps.test');
    const form = { issuer: idp.issuer, clientId: 'c', clientSecret: 's', domain: 'EPS.test' };
    const taken = await call('PUT', '/api/account/sso', second.cookie, form);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ domain: ssoMessages.domainTaken });
    const again = await call('PUT', '/api/account/sso', first.cookie, {
      ...form,
      domain: 'x.test',
    });
    expect(again.json().error.message).toBe(ssoMessages.alreadySetUp);

    const privateIssuer = await call('PUT', '/api/account/sso', second.cookie, {
      ...form,
      issuer: 'https://127.0.0.1:9/',
      domain: 'zeta.test',
    });
    expect(privateIssuer.statusCode).toBe(400);
    expect(privateIssuer.json().error.fields).toEqual({ issuer: ssoMessages.privateIssuer });
    const unreadable = await call('PUT', '/api/account/sso', second.cookie, {
      ...form,
      issuer: `${idp.issuer}/nowhere`,
      domain: 'zeta.test',
    });
    expect(unreadable.json().error.fields).toEqual({ issuer: ssoMessages.discoveryFailed });
    expect((await call('GET', '/api/account/sso', second.cookie)).json().provider).toBeNull();
  });
});
