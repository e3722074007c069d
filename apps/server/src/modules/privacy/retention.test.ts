import { todayIn } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, candidates, events, participants, scheduledJobs } from '../../db/schema';
import {
  anAdmin,
  anEvent,
  aParticipant,
  type TestAdmin,
  theSuperAdmin,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { anOpenFlow, answers, applicationBody, apply } from '../candidates/candidate-fixture';
import { countersAndRecount } from './privacy-fixture';
import { runRetention } from './retention';

const t = useTestApp({ candidateLimit: { maxAttempts: 1000, windowSeconds: 3600 } });
const app = () => t.app;
const daysAgo = (days: number) => todayIn('UTC', new Date(Date.now() - days * 86_400_000));

let owner: TestAdmin;
let keeper: TestAdmin;
/** Closed 400 days ago, 40 days ago, and (another account, no retention) 400 days ago. */
let old: string;
let recent: string;
let kept: string;
let flow: string;

beforeEach(async () => {
  const open = await anOpenFlow(app());
  owner = open.owner;
  flow = open.event.id;
  keeper = await anAdmin(app(), { email: 'keeper@rival.test', companyName: 'Rival' });
  old = (await anEvent(app(), owner, { closingDate: daysAgo(400), launchDate: daysAgo(430) })).id;
  recent = (await anEvent(app(), owner, { closingDate: daysAgo(40), launchDate: daysAgo(70) })).id;
  kept = (await anEvent(app(), keeper, { closingDate: daysAgo(400), launchDate: daysAgo(430) })).id;
  for (const [eventId, n] of [
    [old, 3],
    [recent, 2],
    [kept, 2],
  ] as const) {
    for (let i = 0; i < n; i += 1) {
      await aParticipant(app(), { eventId });
    }
  }
  for (const email of ['a@example.com', 'b@example.com']) {
    const response = await apply(app(), flow, applicationBody({ answers: answers({ email }) }));
    expect(response.statusCode).toBe(201);
  }
  // The application flow closed 400 days ago too (its candidates were taken while open).
  await app()
    .ctx.db.update(events)
    .set({ closingDate: daysAgo(400) })
    .where(eq(events.id, flow));
});

const retention = (cookie: string, body?: object) =>
  app().inject({
    method: body ? 'PUT' : 'GET',
    url: '/api/account/retention',
    payload: body,
    headers: { cookie },
  });

async function peopleOf(eventIds: string[]) {
  const p = await app()
    .ctx.db.select({ eventId: participants.eventId })
    .from(participants)
    .where(inArray(participants.eventId, eventIds));
  const c = await app()
    .ctx.db.select({ eventId: candidates.eventId })
    .from(candidates)
    .where(inArray(candidates.eventId, eventIds));
  const count = (id: string) =>
    p.filter((r) => r.eventId === id).length + c.filter((r) => r.eventId === id).length;
  return Object.fromEntries(eventIds.map((id) => [id, count(id)]));
}

describe('the retention setting', () => {
  it('is null (keep) until set, 1 to 120 months, and audited', async () => {
    expect((await retention(owner.cookie)).json()).toEqual({ retentionMonths: null });
    expect((await retention(owner.cookie, { retentionMonths: 0 })).statusCode).toBe(400);
    expect((await retention(owner.cookie, { retentionMonths: 121 })).statusCode).toBe(400);
    expect((await retention(owner.cookie, { retentionMonths: 1.5 })).statusCode).toBe(400);
    const saved = await retention(owner.cookie, { retentionMonths: 12 });
    expect(saved.json()).toEqual({ retentionMonths: 12 });
    expect((await retention(owner.cookie)).json()).toEqual({ retentionMonths: 12 });
    expect((await retention(keeper.cookie)).json()).toEqual({ retentionMonths: null });
    expect((await retention(owner.cookie, { retentionMonths: null })).json()).toEqual({
      retentionMonths: null,
    });
    const entries = await app()
      .ctx.db.select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'account.retentionChange'));
    expect(entries.map((e) => e.details)).toEqual([{ to: 12 }, { from: 12 }]);
  });

  it("lets the super admin read another account's setting but not change it", async () => {
    const root = await theSuperAdmin(app());
    const url = `/api/account/retention?accountId=${owner.accountId}`;
    const read = await app().inject({ method: 'GET', url, headers: { cookie: root.cookie } });
    expect(read.json()).toEqual({ retentionMonths: null });
    const write = await app().inject({
      method: 'PUT',
      url,
      payload: { retentionMonths: 3 },
      headers: { cookie: root.cookie },
    });
    expect(write.statusCode).toBe(403);
    expect((await retention(owner.cookie)).json()).toEqual({ retentionMonths: null });
  });
});

describe('the retention job', () => {
  it('erases only people of games closed longer than the months, counters true', async () => {
    expect(await runRetention(app().ctx)).toBe(0);
    await retention(owner.cookie, { retentionMonths: 12 });
    expect(await runRetention(app().ctx)).toBe(2);
    expect(await peopleOf([old, recent, kept, flow])).toEqual({
      [old]: 0,
      [recent]: 2,
      [kept]: 2,
      [flow]: 0,
    });
    const { kept: counters, recount } = await countersAndRecount(app());
    expect(counters).toEqual(recount);

    const entries = await app()
      .ctx.db.select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'retention.erase'));
    expect(
      entries.map((e) => [e.targetId, e.details.participants, e.details.candidates]).sort(),
    ).toEqual(
      [
        [old, 3, undefined],
        [flow, undefined, 2],
      ].sort(),
    );
    expect(entries.every((e) => e.actorRole === 'system' && e.accountId === owner.accountId)).toBe(
      true,
    );
    expect(JSON.stringify(entries)).not.toMatch(/@example\.com|Person /);
    // Nothing left to erase: a second run erases nothing and logs nothing.
    expect(await runRetention(app().ctx)).toBe(0);
  });

  it('one month erases the game closed 40 days ago too', async () => {
    await retention(owner.cookie, { retentionMonths: 1 });
    await runRetention(app().ctx);
    expect(await peopleOf([old, recent, kept])).toEqual({ [old]: 0, [recent]: 0, [kept]: 2 });
  });

  it('runs once as a scheduled job, with two processes at the same time', async () => {
    await retention(owner.cookie, { retentionMonths: 12 });
    const [a, b] = await Promise.all([app().ctx.scheduler.runDue(), app().ctx.scheduler.runDue()]);
    expect([...a, ...b].filter((name) => name === 'privacy-retention')).toHaveLength(1);
    expect(await peopleOf([old, flow, recent])).toEqual({ [old]: 0, [flow]: 0, [recent]: 2 });
    const [job] = await app()
      .ctx.db.select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'privacy-retention'));
    expect(job?.lastError).toBeNull();
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 80_000_000);
    const entries = await app()
      .ctx.db.select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'retention.erase'));
    expect(entries).toHaveLength(2);
  });

  it('two sweeps at once erase each person once and keep the counters true', async () => {
    await retention(owner.cookie, { retentionMonths: 12 });
    await Promise.all([runRetention(app().ctx), runRetention(app().ctx)]);
    expect(await peopleOf([old, flow, recent])).toEqual({ [old]: 0, [flow]: 0, [recent]: 2 });
    const { kept: counters, recount } = await countersAndRecount(app());
    expect(counters).toEqual(recount);
    const entries = await app()
      .ctx.db.select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'retention.erase'));
    const erased = entries.reduce(
      (sum, e) => sum + Number(e.details.participants ?? 0) + Number(e.details.candidates ?? 0),
      0,
    );
    expect(erased).toBe(5);
  });
});
