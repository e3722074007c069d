import { accessMessages, authMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admins, authSessions, authUsers, payments } from '../../db/schema';
import { anAdmin } from '../../test/factories';
import {
  accountOf,
  cookieFrom,
  createTestApp,
  linkFromLatestMail,
  login,
  mailsTo,
  register,
  registerAndSignIn,
  validRegistration,
} from '../../test/harness';
import { useTestApp } from '../../test/test-app';

// One app for the file, back to its start-up state before each test: every test registers the
// accounts it signs in with (these tests are about that flow), and starts with no rate limits.
// Its sign-in window is long: the limit's tests hash a password per sign-in, and on a loaded
// machine a few of them outlast the default 10 s window (config.test.ts holds the default), so
// the count would start again and the test would fail on the clock instead of the rule.
const file = useTestApp({ signInLimit: { maxAttempts: 3, windowSeconds: 600 } });
let app: FastifyInstance;
beforeEach(() => {
  app = file.app;
});

const { email, password } = validRegistration;

describe('register → verify → login → logout', () => {
  it('walks the whole flow through the outbox and refuses the old cookie afterwards', async () => {
    const registered = await register(app);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ message: authMessages.registrationSuccess });

    const [mail] = await mailsTo(app, email);
    expect(mail?.subject).toBe('Verify your e-mail address');
    expect(mail?.textBody).toContain(mail?.links[0]);

    const beforeVerify = await login(app, email, password);
    expect(beforeVerify.statusCode).toBe(403);
    expect(beforeVerify.json().error.message).toBe(authMessages.accountNotVerified);

    const verified = await app.inject({ method: 'GET', url: await linkFromLatestMail(app, email) });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/auth/login?verified=1');

    const signedIn = await login(app, email, password);
    expect(signedIn.statusCode).toBe(200);
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(signedIn.json().user).toMatchObject({
      email,
      name: validRegistration.name,
      role: 'admin',
      plan: 'free',
      newUser: true,
      projectType: 'ace',
      companyName: 'Acme Corp.',
    });
    const cookie = cookieFrom(signedIn);

    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(email);

    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(after.json()).toEqual({ user: null });
    const outAgain = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(outAgain.statusCode).toBe(401);
  });

  it('mails a new verification link to an unverified account that gives its password', async () => {
    await register(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await mailsTo(app, email)).toHaveLength(1);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email, password },
    });
    expect(again.json()).toEqual({ message: authMessages.registrationSuccess });
    expect(await mailsTo(app, email)).toHaveLength(2);
    await app.inject({ method: 'GET', url: await linkFromLatestMail(app, email) });
    expect((await login(app, email, password)).statusCode).toBe(200);
  });

  it('refuses a tampered verification link and leaves the account unverified', async () => {
    await register(app);
    const link = await linkFromLatestMail(app, email);
    const response = await app.inject({ method: 'GET', url: `${link.slice(0, -3)}xyz` });
    expect(response.headers.location).toBe('/auth/login?verifyError=1');
    expect((await accountOf(app, email)).user.emailVerified).toBe(false);
  });
});

describe('the session cookie over plain http', () => {
  it('is HttpOnly and not Secure on an http PUBLIC_URL (a browser would drop it)', async () => {
    const admin = await anAdmin(app);
    const response = await login(app, admin.email, admin.password);
    const cookie =
      [response.headers['set-cookie'] ?? []].flat().find((c) => /session_token=/.test(c)) ?? '';
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('registration rules', () => {
  it("says 'Password do not match' and writes nothing", async () => {
    const response = await register(app, { confirmPassword: 'something-else' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.confirmPassword).toBe(authMessages.passwordMismatch);
    expect(await mailsTo(app, email)).toHaveLength(0);
  });

  it('asks for at least 8 characters of password', async () => {
    const response = await register(app, { password: 'short', confirmPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBe(authMessages.passwordTooShort);
  });

  it('caps text fields at 250 characters and requires the terms', async () => {
    const tooLong = await register(app, { jobTitle: 'x'.repeat(251) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.jobTitle).toBe(authMessages.tooLong(250));
    const noTerms = await register(app, { terms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error.fields.terms).toBe(authMessages.termsRequired);
  });

  it("refuses a company whose key is taken: 'Company already registered'", async () => {
    expect((await register(app)).statusCode).toBe(201);
    // "Acme Corp." and "ACME corp." share the key "acmecorp_".
    const clash = await register(app, { email: 'other@acme.test', companyName: 'ACME  corp.' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: 'COMPANY_EXISTS',
      message: authMessages.companyExists,
    });
    expect(await mailsTo(app, 'other@acme.test')).toHaveLength(0);
  });

  it("refuses a registered e-mail in any case: 'Email already exists'", async () => {
    await register(app);
    const clash = await register(app, { email: 'AYESHA@acme.test', companyName: 'Other Ltd' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(authMessages.emailExists);
  });

  it('limits registrations per client', async () => {
    for (let i = 0; i < 10; i++) {
      await register(app, { email: `r${i}@acme.test`, companyName: `Co ${i}` });
    }
    const eleventh = await register(app, { email: 'r10@acme.test', companyName: 'Co 10' });
    expect(eleventh.statusCode).toBe(429);
    // Its own words: this client was registering, not signing in.
    expect(eleventh.json().error.message).toBe(authMessages.tooManyRegistrations);
    expect(await mailsTo(app, 'r10@acme.test')).toHaveLength(0);
  });

  it("stores the browser's time zone, and UTC when the client sends none", async () => {
    await register(app, { timeZone: 'America/Chicago' });
    expect((await accountOf(app, email)).account.timeZone).toBe('America/Chicago');
    await register(app, { email: 'b@beta.test', companyName: 'Beta' });
    expect((await accountOf(app, 'b@beta.test')).account.timeZone).toBe('UTC');
  });

  it('refuses a time zone that is not one, naming the field, and creates nothing', async () => {
    for (const timeZone of ['Mars/Olympus', '+05:00', 42]) {
      const response = await register(app, { timeZone });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.timeZone).toBe(authMessages.invalidTimeZone);
    }
    expect(await app.ctx.db.select().from(authUsers).where(eq(authUsers.email, email))).toEqual([]);
    expect(await mailsTo(app, email)).toHaveLength(0);
  });

  it('gives the free preset for the free query', async () => {
    await register(app);
    const { account } = await accountOf(app, email);
    expect(account).toMatchObject({ plan: 'free', maxUsers: 15, maxAssessments: 1, expiry: null });
  });

  it("needs a payment outside the free query in the ace edition: 'You have not purchased any plan'", async () => {
    const response = await register(app, { free: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(authMessages.noPlanPurchased);
    const users = await app.ctx.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(users).toHaveLength(0);
  });

  it('takes standard or premium from the payment record', async () => {
    const next = new Date('2027-01-31T00:00:00Z');
    await app.ctx.db.insert(payments).values([
      {
        email: 'std@a.test',
        plan: 'standard',
        maxUsers: 250,
        maxAssessments: 1,
        nextPaymentDate: next,
      },
      { email: 'PRE@b.test', plan: 'premium', maxUsers: 1000, maxAssessments: 5 },
    ]);
    await register(app, { free: false, email: 'std@a.test', companyName: 'A' });
    await register(app, { free: false, email: 'pre@b.test', companyName: 'B' });
    expect((await accountOf(app, 'std@a.test')).account).toMatchObject({
      plan: 'standard',
      maxUsers: 250,
      maxAssessments: 1,
      expiry: next,
    });
    expect((await accountOf(app, 'pre@b.test')).account).toMatchObject({
      plan: 'premium',
      maxUsers: 1000,
      maxAssessments: 5,
    });
  });

  it('gives the free preset in the progress edition without the free query', async () => {
    const progress = await createTestApp({ edition: 'progress' });
    try {
      expect((await register(progress, { free: false })).statusCode).toBe(201);
      expect((await accountOf(progress, email)).account).toMatchObject({
        plan: 'free',
        projectType: 'progress',
      });
    } finally {
      await progress.close();
    }
  });
});

describe('login messages, each from its own cause', () => {
  it("answers 'Invalid username or password' for an unknown e-mail and a wrong password", async () => {
    await registerAndSignIn(app);
    for (const attempt of [
      { email: 'nobody@acme.test', password },
      { email, password: 'wrong-password' },
    ]) {
      const response = await login(app, attempt.email, attempt.password);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(authMessages.invalidCredentials);
    }
  });

  it("answers 'User not exists.' when the sign-in has no admin record", async () => {
    await registerAndSignIn(app);
    const { account } = await accountOf(app, email);
    await app.ctx.db.delete(admins).where(eq(admins.id, account.id));
    const response = await login(app, email, password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(authMessages.userNotExists);
  });

  it("blocks a revoked admin ('Permission revoked by SuperAdmin.') and ends its sessions", async () => {
    const cookie = await registerAndSignIn(app);
    const { account } = await accountOf(app, email);
    await app.ctx.db.update(admins).set({ active: false }).where(eq(admins.id, account.id));

    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.json()).toEqual({ user: null });
    const response = await login(app, email, password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(authMessages.permissionRevoked);
    const sessions = await app.ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, account.userId));
    expect(sessions).toHaveLength(1); // only the one from before the block; no new one
  });

  it('answers 429 to the 4th failed sign-in within the window from one client', async () => {
    await registerAndSignIn(app);
    for (let i = 0; i < 3; i++) {
      expect((await login(app, email, 'wrong-password')).statusCode).toBe(401);
    }
    const fourth = await login(app, email, 'wrong-password');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(authMessages.tooManyAttempts);
    // The right password is refused too until the window passes: the limit is per client.
    expect((await login(app, email, password)).statusCode).toBe(429);
  });

  it('is not reset by good sign-ins interleaved with guesses', async () => {
    await registerAndSignIn(app);
    await login(app, email, 'wrong-1');
    await login(app, email, password);
    await login(app, email, 'wrong-2');
    await login(app, email, password);
    await login(app, email, 'wrong-3');
    expect((await login(app, email, 'wrong-4')).statusCode).toBe(429);
  });

  it('checks at most 3 of 40 parallel wrong passwords; the rest get 429', async () => {
    await registerAndSignIn(app);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(app, email, `wrong-password-${i}`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
    expect((await login(app, email, password)).statusCode).toBe(429);
  });

  it('checks at most 3 of 20 parallel resend-verification guesses', async () => {
    await register(app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/resend-verification',
          payload: { email, password: `wrong-password-${i}` },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(17);
  });

  it('does not use up the limit with right passwords', async () => {
    await registerAndSignIn(app);
    for (let i = 0; i < 5; i++) {
      expect((await login(app, email, password)).statusCode).toBe(200);
    }
    await login(app, email, 'wrong-1');
    await login(app, email, 'wrong-2');
    expect((await login(app, email, password)).statusCode).toBe(200);
    expect((await login(app, email, 'wrong-3')).statusCode).toBe(401);
    expect((await login(app, email, 'wrong-4')).statusCode).toBe(429);
  });

  it('counts attempts in the database, so a second server process sees them', async () => {
    const { hitRateLimit } = await import('../../platform/rate-limit');
    const limit = { maxAttempts: 3, windowSeconds: 10 };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => hitRateLimit(app.ctx, 'sign-in:9.9.9.9', limit)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password and ends old sessions', async () => {
    const cookie = await registerAndSignIn(app);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
    });
    expect(asked.json()).toEqual({ message: authMessages.resetEmailSent });
    const link = new URL(`http://x${await linkFromLatestMail(app, email)}`);
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token');

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(app, email, password)).statusCode).toBe(401);
    expect((await login(app, email, 'brand-new-pass')).statusCode).toBe(200);
    const old = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(old.json()).toEqual({ user: null });

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'another-pass-1', confirmPassword: 'another-pass-1' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(authMessages.resetLinkInvalid);
  });

  it("answers 'Invalid email, Please use valid e-mail address' to a malformed address", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(authMessages.resetEmailInvalid);
  });

  it('counts reset requests on their own, apart from sign-ins', async () => {
    await registerAndSignIn(app);
    const ask = () =>
      app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    for (let i = 0; i < 4; i++) {
      await login(app, email, 'wrong-password');
    }
    expect((await login(app, email, password)).statusCode).toBe(429);
    // Locked out of signing in, the client can still ask for a reset: 3 per window.
    for (let i = 0; i < 3; i++) {
      expect((await ask()).statusCode).toBe(200);
    }
    const fourth = await ask();
    expect(fourth.statusCode).toBe(429);
    expect(await mailsTo(app, email)).toHaveLength(4); // verification + 3 resets
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'ghost@acme.test' },
    });
    expect(response.json()).toEqual({ message: authMessages.resetEmailSent });
    expect(await mailsTo(app, 'ghost@acme.test')).toHaveLength(0);
  });
});

describe('a database outage is not a bad link', () => {
  /** Ends the app's database connection, as an outage would; closing the app still works. */
  async function breakDatabase() {
    const client = (app.ctx.db as unknown as { $client: { close?: () => Promise<void> } }).$client;
    const pool = client as { end?: () => Promise<void> };
    await (pool.end ? pool.end() : client.close?.());
  }

  it('answers 503 to a reset and a verification during an outage, and logs it', async () => {
    // An app of its own: the outage outlives the test, and the file's app must not share it.
    app = await createTestApp();
    try {
      await outageAnswers503();
    } finally {
      await app.close();
    }
  });

  async function outageAnswers503() {
    await registerAndSignIn(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
    });
    const token = new URL(`http://x${await linkFromLatestMail(app, email)}`).searchParams.get(
      'token',
    );
    const other = 'unverified@acme.test';
    await register(app, { email: other, companyName: 'Other Co' });
    const verifyLink = await linkFromLatestMail(app, other);
    const logged = vi.spyOn(app.ctx.log, 'error');
    await breakDatabase();

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(503);
    expect(reset.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: accessMessages.serviceUnavailable,
    });

    const verify = await app.inject({ method: 'GET', url: verifyLink });
    expect(verify.statusCode).toBe(503);
    expect(verify.json().error.code).toBe('SERVICE_UNAVAILABLE');

    const messages = logged.mock.calls.map((call) => call[1]);
    expect(messages).toContain('database unavailable during password reset');
    expect(messages).toContain('database unavailable during e-mail verification');
  }
});

describe('social links (part B §2)', () => {
  it('lists none when none is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/social-links' });
    expect(response.json()).toEqual({ items: [] });
  });

  it('lists only the configured links', async () => {
    const links = [{ network: 'linkedin' as const, url: 'https://www.linkedin.com/company/acme' }];
    const configured = await createTestApp({ socialLinks: links });
    try {
      const response = await configured.inject({ method: 'GET', url: '/api/auth/social-links' });
      expect(response.json()).toEqual({ items: links });
    } finally {
      await configured.close();
    }
  });
});
