import { type PlanStanding, planLimitMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { admins, auditEntries } from '../../db/schema';
import { anAdmin, anEvent, inDays, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { mailsTo } from '../../test/harness';
import { useTestApp } from '../../test/test-app';

// Card payments are not configured here: every way forward is a request to the operator.
const file = useTestApp();
let app: FastifyInstance;
let admin: TestAdmin;
let superAdmin: TestAdmin;
const operator = 'operator@platform.test';

beforeEach(async () => {
  app = file.app;
  admin = await anAdmin(app, { companyName: 'Globex' });
  superAdmin = await theSuperAdmin(app);
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
const standingOf = async (cookie = admin.cookie) =>
  (await call('GET', '/api/account/plan', cookie)).json() as PlanStanding;
const setOperator = (email: string | null) =>
  call('PUT', '/api/admin/operator-contact', superAdmin.cookie, { email });
const requestPlan = (planId: string | null = 'standard', cookie = admin.cookie) =>
  call('POST', '/api/account/plan/requests', cookie, { planId });
async function accountRows(page = '') {
  const list = await call('GET', `/api/admin/accounts?email=${page}`, superAdmin.cookie);
  return list.json().items as {
    email: string;
    upgradeRequestedAt: string | null;
    upgradeRequestedPlan: string | null;
  }[];
}

describe('the plan as it applies now', () => {
  it('gives a free account its limits, what it uses and a way forward that exists', async () => {
    await anEvent(app, admin);
    await app.ctx.db.update(admins).set({ usersCount: 4 }).where(eq(admins.id, admin.accountId));
    await setOperator(operator);
    expect(await standingOf()).toEqual({
      plan: 'free',
      expired: false,
      expiry: null,
      limits: { maxUsers: 15, maxAssessments: 1 },
      used: { users: 4, assessments: 1 },
      wayForward: 'request',
      operatorContact: operator,
      upgradeRequestedAt: null,
    });
  });

  it('says an expired paid plan expired, since when, and holds it to free limits', async () => {
    const expiry = new Date(Date.now() - 3 * 86_400_000);
    await app.ctx.db
      .update(admins)
      .set({ plan: 'standard', maxUsers: 250, maxAssessments: 3, expiry })
      .where(eq(admins.id, admin.accountId));
    expect(await standingOf()).toMatchObject({
      plan: 'standard',
      expired: true,
      expiry: expiry.toISOString(),
      limits: { maxUsers: 15, maxAssessments: 1 },
    });
  });

  it('never tells a progress account or an account without card payments to "upgrade"', async () => {
    await anEvent(app, admin);
    const refused = await call('POST', '/api/events', admin.cookie, {
      assessmentName: 'Second game',
      assessmentFor: 'All',
      launchDate: inDays(0),
      closingDate: inDays(5),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(planLimitMessages.assessments(1, 'request'));
    expect(refused.json().error.message.toLowerCase()).not.toContain('upgrade');
  });
});

describe('Request a larger plan', () => {
  it('mails the operator once a day and shows the request in the accounts list', async () => {
    await setOperator(operator);
    const first = await requestPlan('standard');
    expect(first.statusCode).toBe(200);
    expect((first.json() as PlanStanding).upgradeRequestedAt).not.toBeNull();
    // Pressed again the same day: nothing new is mailed.
    expect((await requestPlan('premium')).statusCode).toBe(200);
    const mails = await mailsTo(app, operator);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(planLimitMessages.requestMailSubject('Globex'));
    expect(mails[0]?.textBody).toContain('Standard');
    expect(mails[0]?.textBody).toContain(admin.email);
    const [row] = await accountRows(encodeURIComponent(admin.email));
    expect(row).toMatchObject({ upgradeRequestedPlan: 'standard' });
    expect(row?.upgradeRequestedAt).not.toBeNull();
  });

  it('is recorded for the super admin even when no operator address is set', async () => {
    expect((await requestPlan(null)).statusCode).toBe(200);
    const [row] = await accountRows(encodeURIComponent(admin.email));
    expect(row?.upgradeRequestedAt).not.toBeNull();
    expect(row?.upgradeRequestedPlan).toBeNull();
  });

  it("is answered by the operator's plan change, which clears it", async () => {
    await requestPlan('premium');
    const change = await call(
      'PUT',
      `/api/admin/accounts/${admin.accountId}/plan`,
      superAdmin.cookie,
      { plan: 'premium', maxUsers: 1000, maxAssessments: 5, expiry: null },
    );
    expect(change.statusCode).toBeLessThan(300);
    expect((await standingOf()).upgradeRequestedAt).toBeNull();
    const [row] = await accountRows(encodeURIComponent(admin.email));
    expect(row).toMatchObject({ upgradeRequestedAt: null, upgradeRequestedPlan: null });
  });

  it('cannot be made by the super admin for another account, and changes nothing', async () => {
    await setOperator(operator);
    const asked = await call(
      'POST',
      `/api/account/plan/requests?accountId=${admin.accountId}`,
      superAdmin.cookie,
      { planId: 'standard' },
    );
    expect(asked.statusCode).toBe(403);
    expect((await standingOf()).upgradeRequestedAt).toBeNull();
    expect(await mailsTo(app, operator)).toHaveLength(0);
  });

  it("reads an account's own standing only: another admin's id in the query is not obeyed", async () => {
    const other = await anAdmin(app, { email: 'other@initech.test', companyName: 'Initech' });
    await anEvent(app, other);
    const mine = await call('GET', `/api/account/plan?accountId=${other.accountId}`, admin.cookie);
    expect(
      mine.statusCode === 200 ? (mine.json() as PlanStanding).used.assessments : 'refused',
    ).not.toBe(1);
  });
});

describe("the operator's contact setting", () => {
  it('is the super admin’s alone, refuses a non-address, and is audited', async () => {
    expect(
      (await call('PUT', '/api/admin/operator-contact', admin.cookie, { email: operator }))
        .statusCode,
    ).toBe(403);
    expect((await setOperator('not an address')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/operator-contact', superAdmin.cookie)).json()).toEqual({
      email: null,
    });
    expect((await setOperator(operator)).json()).toEqual({ email: operator });
    expect((await call('GET', '/api/admin/operator-contact', superAdmin.cookie)).json()).toEqual({
      email: operator,
    });
    const entries = await app.ctx.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'settings.operatorContact'));
    expect(entries).toHaveLength(1);
  });
});
