import { accountMessages, authMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { anAdmin, theSuperAdmin } from '../../test/factories';
import { accountOf, cookieFrom, linkFromLatestMail, login } from '../../test/harness';
import { useTestApp } from '../../test/test-app';

let app: FastifyInstance;
let superCookie: string;
let adminCookie: string;

const people = [
  {
    email: 'a@alpha.test',
    companyName: 'Alpha Foods',
    plan: 'free' as const,
    expiry: new Date('2020-01-01'),
  },
  { email: 'b@beta.test', companyName: 'Beta Motors', plan: 'premium' as const, expiry: null },
  {
    email: 'c@gamma.test',
    companyName: 'Gamma Foods',
    plan: 'standard' as const,
    expiry: new Date(Date.now() - 1000),
  },
  {
    email: 'd@delta.test',
    companyName: 'Delta Bank',
    plan: 'standard' as const,
    expiry: new Date(Date.now() + 86_400_000),
  },
];

const file = useTestApp();

// Each test: the super admin, a customer admin (Ayesha, UTC) and the four people above, each
// registered on the free preset and then given the plan and expiry listed.
beforeEach(async () => {
  app = file.app;
  superCookie = (await theSuperAdmin(app)).cookie;
  adminCookie = (await anAdmin(app)).cookie;
  for (const p of people) {
    await anAdmin(app, {
      email: p.email,
      companyName: p.companyName,
      password: 'password-123',
      account: { plan: p.plan, expiry: p.expiry },
    });
  }
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = superCookie) {
  return app.inject({ method, url, payload, headers: { cookie } });
}

const emailsOf = async (query: string) =>
  ((await call('GET', `/api/admin/accounts?${query}`)).json().items as { email: string }[])
    .map((a) => a.email)
    .sort();

describe('accounts list', () => {
  it('lists customer admins only, with their columns', async () => {
    const page = (await call('GET', '/api/admin/accounts')).json();
    expect(page.total).toBe(5);
    const beta = page.items.find((a: { email: string }) => a.email === 'b@beta.test');
    expect(beta).toMatchObject({
      name: 'Ayesha Khan',
      companyName: 'Beta Motors',
      usersCount: 0,
      assessmentsCount: 0,
      active: true,
      plan: 'premium',
      expired: false,
    });
  });

  it('marks expired only a paid plan whose expiry is set and past, at the edges', async () => {
    expect(await emailsOf('expiry=expired')).toEqual(['c@gamma.test']);
  });

  it('filters by e-mail, company and package, and their combination', async () => {
    expect(await emailsOf('email=ALPHA')).toEqual(['a@alpha.test']);
    expect(await emailsOf('company=foods')).toEqual(['a@alpha.test', 'c@gamma.test']);
    expect(await emailsOf('package=standard')).toEqual(['c@gamma.test', 'd@delta.test']);
    expect(await emailsOf('package=standard&company=foods')).toEqual(['c@gamma.test']);
    expect(await emailsOf('package=free&expiry=expired')).toEqual([]);
    expect(await emailsOf('email=%25')).toEqual([]);
  });
});

describe('block and unblock', () => {
  it('ends existing sessions at once and restores sign-in on unblock', async () => {
    const cookie = cookieFrom(await login(app, 'd@delta.test', 'password-123'));
    const { account } = await accountOf(app, 'd@delta.test');
    expect(
      (await call('PUT', `/api/admin/accounts/${account.id}/active`, { active: false })).json()
        .message,
    ).toBe(accountMessages.blocked);
    expect((await app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({
      user: null,
    });
    const refused = await login(app, 'd@delta.test', 'password-123');
    expect(refused.json().error.message).toBe(authMessages.permissionRevoked);
    expect((await emailsOf('')).includes('d@delta.test')).toBe(true);

    await call('PUT', `/api/admin/accounts/${account.id}/active`, { active: true });
    expect((await login(app, 'd@delta.test', 'password-123')).statusCode).toBe(200);
  });
});

describe('upgrade', () => {
  it.each([
    {
      plan: 'standard',
      maxUsers: 250,
      maxAssessments: 1,
      expected: { plan: 'standard', maxUsers: 250, maxAssessments: 1 },
    },
    {
      plan: 'premium',
      maxUsers: 9999,
      maxAssessments: 999,
      expected: { plan: 'premium', maxUsers: 9999, maxAssessments: 999 },
    },
    {
      plan: 'free',
      maxUsers: 500,
      maxAssessments: 5,
      expected: { plan: 'free', maxUsers: 15, maxAssessments: 1 },
    },
  ])(
    'to $plan writes exactly one payment and the limits',
    async ({ plan, maxUsers, maxAssessments, expected }) => {
      const { account, user } = await accountOf(app, 'b@beta.test');
      const before = await app.ctx.db.select().from(payments).where(eq(payments.email, user.email));
      const response = await call('PUT', `/api/admin/accounts/${account.id}/plan`, {
        plan,
        maxUsers,
        maxAssessments,
      });
      expect(response.statusCode).toBe(200);
      const after = await app.ctx.db.select().from(payments).where(eq(payments.email, user.email));
      expect(after).toHaveLength(before.length + 1);
      expect((await accountOf(app, 'b@beta.test')).account).toMatchObject(expected);
    },
  );

  it('keeps Max Users within 1–9999 and Max Assessments within 1–999, and changes nothing otherwise', async () => {
    const { account } = await accountOf(app, 'b@beta.test');
    const paymentsBefore = (await call('GET', '/api/admin/payments')).json().total;
    for (const body of [
      { plan: 'premium', maxUsers: 0, maxAssessments: 1 },
      { plan: 'premium', maxUsers: 10000, maxAssessments: 1 },
      { plan: 'premium', maxUsers: 10, maxAssessments: 1000 },
      { plan: 'standard', maxUsers: 10 },
    ]) {
      expect((await call('PUT', `/api/admin/accounts/${account.id}/plan`, body)).statusCode).toBe(
        400,
      );
    }
    expect((await accountOf(app, 'b@beta.test')).account).toMatchObject({
      plan: account.plan,
      maxUsers: account.maxUsers,
      maxAssessments: account.maxAssessments,
    });
    expect((await call('GET', '/api/admin/payments')).json().total).toBe(paymentsBefore);
  });

  it('lists the payments with the amount in currency units', async () => {
    const { account } = await accountOf(app, 'b@beta.test');
    for (const plan of [
      { plan: 'standard', maxUsers: 250, maxAssessments: 1 },
      { plan: 'premium', maxUsers: 9999, maxAssessments: 999 },
      { plan: 'free', maxUsers: 15, maxAssessments: 1 },
    ]) {
      expect((await call('PUT', `/api/admin/accounts/${account.id}/plan`, plan)).statusCode).toBe(
        200,
      );
    }
    const page = (await call('GET', '/api/admin/payments')).json();
    expect(page.total).toBe(3);
    expect(page.items.map((p: { amount: number }) => p.amount).sort()).toEqual([0, 49, 99]);
  });
});

describe('change e-mail', () => {
  it('says each problem before anything changes', async () => {
    const { account } = await accountOf(app, 'a@alpha.test');
    const url = `/api/admin/accounts/${account.id}/email`;
    expect((await call('POST', url, { newEmail: ' ' })).json().error.message).toBe(
      accountMessages.enterNewEmail,
    );
    expect((await call('POST', url, { newEmail: 'A@Alpha.test' })).json().error.message).toBe(
      accountMessages.sameEmail,
    );
    const clash = await call('POST', url, { newEmail: 'b@beta.test' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(accountMessages.emailInUse);
  });

  it('voids reset links mailed to the old address', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'c@gamma.test' },
    });
    const oldLink = new URL(`http://x${await linkFromLatestMail(app, 'c@gamma.test')}`);
    const { account } = await accountOf(app, 'c@gamma.test');
    await call('POST', `/api/admin/accounts/${account.id}/email`, { newEmail: 'c2@gamma.test' });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: oldLink.searchParams.get('token'),
        password: 'stolen-pass-1',
        confirmPassword: 'stolen-pass-1',
      },
    });
    expect(reset.statusCode).toBe(400);
    expect((await login(app, 'c2@gamma.test', 'stolen-pass-1')).statusCode).toBe(401);
  });

  it('moves the sign-in to the new address through the reset e-mail in the outbox', async () => {
    const { account } = await accountOf(app, 'a@alpha.test');
    const response = await call('POST', `/api/admin/accounts/${account.id}/email`, {
      newEmail: 'new@alpha.test',
    });
    expect(response.json().message).toBe(accountMessages.checkResetEmail);
    expect((await login(app, 'a@alpha.test', 'password-123')).statusCode).toBe(401);
    const token = new URL(
      `http://x${await linkFromLatestMail(app, 'new@alpha.test')}`,
    ).searchParams.get('token');
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' },
    });
    const signedIn = await login(app, 'new@alpha.test', 'fresh-pass-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe('new@alpha.test');
  });
});

describe('access', () => {
  it('answers 403 to an admin on every accounts route', async () => {
    const { account } = await accountOf(app, 'b@beta.test');
    for (const [method, url, body] of [
      ['GET', '/api/admin/accounts'],
      ['PUT', `/api/admin/accounts/${account.id}/active`, { active: false }],
      ['PUT', `/api/admin/accounts/${account.id}/plan`, { plan: 'free' }],
      ['POST', `/api/admin/accounts/${account.id}/email`, { newEmail: 'x@y.test' }],
      ['GET', '/api/admin/payments'],
    ] as const) {
      expect((await call(method, url, body, adminCookie)).statusCode, url).toBe(403);
    }
    expect((await accountOf(app, 'b@beta.test')).account.active).toBe(true);
  });
});

describe("the account's own time zone", () => {
  it("changes the caller's account only, and is read back", async () => {
    const before = await call('GET', '/api/account/time-zone', undefined, adminCookie);
    expect(before.json()).toEqual({ timeZone: 'UTC' });
    const saved = await call(
      'PUT',
      '/api/account/time-zone',
      { timeZone: 'Asia/Karachi' },
      adminCookie,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: accountMessages.timeZoneSaved,
      timeZone: 'Asia/Karachi',
    });
    const after = await call('GET', '/api/account/time-zone', undefined, adminCookie);
    expect(after.json()).toEqual({ timeZone: 'Asia/Karachi' });
    expect((await accountOf(app, 'ayesha@acme.test')).account.timeZone).toBe('Asia/Karachi');
    expect((await accountOf(app, 'b@beta.test')).account.timeZone).toBe('UTC');
  });

  it('refuses what is not a time zone with a 400 on the field and keeps the old one', async () => {
    const saved = { timeZone: 'Asia/Karachi' };
    expect((await call('PUT', '/api/account/time-zone', saved, adminCookie)).statusCode).toBe(200);
    for (const timeZone of ['Atlantis/Capital', '', 'UTC+5', null]) {
      const response = await call('PUT', '/api/account/time-zone', { timeZone }, adminCookie);
      expect(response.statusCode, String(timeZone)).toBe(400);
      expect(response.json().error.fields.timeZone).toBe(authMessages.invalidTimeZone);
    }
    expect((await accountOf(app, 'ayesha@acme.test')).account.timeZone).toBe('Asia/Karachi');
  });
});
