import { auditPageSchema } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { aGame, anAdmin, aParticipant, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { allEntries, call } from './audit-fixture';

const file = useTestApp();
let app: FastifyInstance;
let root: TestAdmin;
let alpha: TestAdmin;
let beta: TestAdmin;

/** One participant deleted in a new game of the admin's account: one entry for it. */
async function deleteOneParticipant(admin: TestAdmin) {
  const game = await aGame(app, admin);
  const person = await aParticipant(app, { eventId: game.id });
  const response = await call(
    app,
    admin,
    'DELETE',
    `/api/events/${game.id}/participants/${person.id}`,
  );
  expect(response.statusCode).toBe(204);
}

// Each test: two accounts with one entry each (a participant deleted), and one super-admin
// action on alpha (its plan changed).
beforeEach(async () => {
  app = file.app;
  root = await theSuperAdmin(app);
  alpha = await anAdmin(app, { email: 'ann@alpha.test', companyName: 'Alpha Foods' });
  beta = await anAdmin(app, { email: 'ben@beta.test', companyName: 'Beta Motors' });
  await deleteOneParticipant(alpha);
  await deleteOneParticipant(beta);
  const plan = await call(app, root, 'PUT', `/api/admin/accounts/${alpha.accountId}/plan`, {
    plan: 'standard',
    maxUsers: 20,
    maxAssessments: 3,
    expiry: null,
  });
  expect(plan.statusCode).toBe(200);
});

async function page(who: TestAdmin, url: string) {
  const response = await call(app, who, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json());
}

describe("an admin's own audit log", () => {
  it("lists only the caller's account, newest first, with who, what, where", async () => {
    const own = await page(alpha, '/api/audit');
    expect(own.total).toBe(2);
    expect(own.items.map((e) => e.action)).toEqual(['account.planChange', 'participant.delete']);
    expect(own.items.every((e) => e.accountId === alpha.accountId)).toBe(true);
    expect(own.items[1]).toMatchObject({
      actorEmail: 'ann@alpha.test',
      actorRole: 'admin',
      companyName: 'Alpha Foods',
      ip: '203.0.113.7',
      targetType: 'participant',
    });
  });

  it("never shows another account's entries, whatever the query names", async () => {
    const theirs = await page(beta, `/api/audit?accountId=${alpha.accountId}&pageSize=50`);
    expect(theirs.total).toBe(1);
    expect(theirs.items.map((e) => e.accountId)).toEqual([beta.accountId]);
    expect(JSON.stringify(theirs)).not.toContain('ann@alpha.test');
  });

  it("answers 403 to an admin on the super admin's route", async () => {
    const response = await call(app, alpha, 'GET', '/api/admin/audit');
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 signed out', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });
});

describe("the super admin's audit log", () => {
  it('lists every account, and one when named', async () => {
    expect((await page(root, '/api/admin/audit')).total).toBe(3);
    const one = await page(root, `/api/admin/audit?accountId=${beta.accountId}`);
    expect(one.items.map((e) => e.companyName)).toEqual(['Beta Motors']);
  });

  it('filters by action, by the start of the actor e-mail, and by time', async () => {
    const deletes = await page(root, '/api/admin/audit?action=participant.delete');
    expect(deletes.total).toBe(2);
    const byRoot = await page(root, '/api/admin/audit?actor=ROOT@');
    expect(byRoot.items.map((e) => e.action)).toEqual(['account.planChange']);
    // A % in the prefix is a character, not a wildcard.
    expect((await page(root, '/api/admin/audit?actor=%25')).total).toBe(0);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const past = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    expect((await page(root, `/api/admin/audit?from=${future}`)).total).toBe(0);
    expect((await page(root, `/api/admin/audit?from=${past}&to=${future}`)).total).toBe(3);
    expect((await page(root, `/api/admin/audit?to=${past}`)).total).toBe(0);
  });

  it('pages on the server', async () => {
    for (let i = 0; i < 9; i += 1) {
      await call(app, root, 'PUT', `/api/admin/accounts/${beta.accountId}/active`, {
        active: i % 2 === 1,
      });
    }
    const first = await page(root, '/api/admin/audit?pageSize=10');
    const second = await page(root, '/api/admin/audit?pageSize=10&page=2');
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(2);
    const ids = new Set([...first.items, ...second.items].map((e) => e.id));
    expect(ids.size).toBe(12);
  });

  it('refuses a range that ends before it starts, and an unknown action', async () => {
    const bad = await call(
      app,
      root,
      'GET',
      '/api/admin/audit?from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z',
    );
    expect(bad.statusCode).toBe(400);
    expect((await call(app, root, 'GET', '/api/admin/audit?action=drop')).statusCode).toBe(400);
  });

  it("keeps an account's entries after the account is deleted", async () => {
    await app.ctx.db.execute(sql`delete from admins where id = ${beta.accountId}`);
    const one = await page(root, `/api/admin/audit?accountId=${beta.accountId}`);
    expect(one.items).toMatchObject([{ accountId: beta.accountId, companyName: null }]);
  });
});

/** The database's own refusal, under the query builder's wrapper. */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    return String(
      error instanceof Error && error.cause instanceof Error ? error.cause.message : error,
    );
  }
  return 'no refusal';
}

describe('the table is append-only', () => {
  it('refuses UPDATE and DELETE, and changes nothing', async () => {
    const before = await allEntries(app);
    expect(await refusal(app.ctx.db.update(auditEntries).set({ action: 'event.delete' }))).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(app.ctx.db.delete(auditEntries))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    expect(await allEntries(app)).toEqual(before);
  });
});
