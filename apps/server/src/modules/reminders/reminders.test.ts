import { type ReminderSettings, reminderMessages } from '@app/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { events, outbox, participants, scheduledJobs } from '../../db/schema';
import { aGame, anAdmin, aParticipant, inDays, type TestAdmin } from '../../test/factories';
import { bodyOf } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { runAutoReminders } from './service';

const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let other: TestAdmin;
let game: Awaited<ReturnType<typeof aGame>>;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Five participants: two to remind, and one each completed, inactive and expired. */
beforeEach(async () => {
  owner = await anAdmin(app());
  other = await anAdmin(app(), { email: 'other@rival.test', companyName: 'Rival' });
  game = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
  await aParticipant(app(), { eventId: game.id }, { email: 'ana@example.com' });
  await aParticipant(app(), { eventId: game.id }, { email: 'ben@example.com' });
  await aParticipant(
    app(),
    { eventId: game.id },
    { email: 'done@example.com', completedAt: hoursAgo(1) },
  );
  await aParticipant(app(), { eventId: game.id }, { email: 'off@example.com', isActive: false });
  await aParticipant(
    app(),
    { eventId: game.id },
    { email: 'gone@example.com', canExpire: true, expiryDate: hoursAgo(1) },
  );
});

const base = () => `/api/events/${game.id}`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
  app().inject({ method, url, payload, headers: { cookie: cookie ?? owner.cookie } });

async function reminderMails() {
  return app().ctx.db.select().from(outbox).where(like(outbox.subject, 'Reminder:%'));
}

describe('Send reminder', () => {
  it('reminds everyone invited and not completed, once a day, through the outbox', async () => {
    const first = await call('POST', `${base()}/reminders`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ reminded: 2, message: reminderMessages.sent(2) });
    const mails = await reminderMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    expect(mails.every((m) => m.participantId !== null && m.links.length === 1)).toBe(true);
    expect(mails[0]?.textBody).toContain('You have not completed it yet.');

    const again = await call('POST', `${base()}/reminders`);
    expect(again.json()).toEqual({ reminded: 0, message: reminderMessages.noneDue });

    // A day later they are due again.
    await app()
      .ctx.db.update(participants)
      .set({ lastRemindedAt: hoursAgo(24) })
      .where(eq(participants.emailLower, 'ana@example.com'));
    expect((await call('POST', `${base()}/reminders`)).json().reminded).toBe(1);
    expect(await reminderMails()).toHaveLength(3);
  });

  it('reminds each person once under 10 parallel clicks', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `${base()}/reminders`)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const total = answers.reduce((sum, a) => sum + (a.json() as { reminded: number }).reminded, 0);
    expect(total).toBe(2);
    expect(await reminderMails()).toHaveLength(2);
  });

  it('refuses a closed game and writes nothing', async () => {
    await app()
      .ctx.db.update(events)
      .set({ launchDate: inDays(-10), closingDate: inDays(-2) })
      .where(eq(events.id, game.id));
    const refused = await call('POST', `${base()}/reminders`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(reminderMessages.gameClosed);
    expect(await reminderMails()).toHaveLength(0);
  });

  it("answers another account's admin as for a missing event, and changes nothing", async () => {
    for (const [method, path, payload] of [
      ['POST', '/reminders', undefined],
      ['PUT', '/reminders/settings', { reminderDaysBeforeClose: 2 }],
      ['GET', '/reminders', undefined],
    ] as const) {
      const theirs = await call(method, `${base()}${path}`, payload, other.cookie);
      const missing = await call(method, `/api/events/nope${path}`, payload, other.cookie);
      expect(theirs.statusCode).toBeGreaterThanOrEqual(400);
      expect({ status: theirs.statusCode, body: bodyOf(theirs) }).toEqual({
        status: missing.statusCode,
        body: bodyOf(missing),
      });
    }
    expect(await reminderMails()).toHaveLength(0);
    const [event] = await app().ctx.db.select().from(events).where(eq(events.id, game.id));
    expect(event?.reminderDaysBeforeClose).toBeNull();
    const stamped = await app()
      .ctx.db.select()
      .from(participants)
      .where(sql`${participants.lastRemindedAt} is not null`);
    expect(stamped).toHaveLength(0);
  });
});

describe('the automatic reminder', () => {
  const setDays = (days: number | null) =>
    call('PUT', `${base()}/reminders/settings`, { reminderDaysBeforeClose: days });

  it('is set in days before closing, 1 to 60, or switched off', async () => {
    const saved = await setDays(3);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject<Partial<ReminderSettings>>({
      reminderDaysBeforeClose: 3,
      closingDate: inDays(7),
      autoReminderDay: inDays(4),
      eligible: 2,
    });
    expect((await setDays(0)).statusCode).toBe(400);
    expect((await setDays(null)).json()).toMatchObject({
      reminderDaysBeforeClose: null,
      autoReminderDay: null,
    });
  });

  it('sends on its day only, and once', async () => {
    await setDays(6);
    expect(await runAutoReminders(app().ctx)).toBe(0);
    await setDays(7);
    expect(await runAutoReminders(app().ctx)).toBe(2);
    // Even a day later (the once-a-day rule passed), the same reminder day is not sent again.
    await app()
      .ctx.db.update(participants)
      .set({ lastRemindedAt: hoursAgo(30) });
    expect(await runAutoReminders(app().ctx)).toBe(0);
    expect(await reminderMails()).toHaveLength(2);
  });

  it('the job run twice in parallel (two processes) sends once', async () => {
    await setDays(7);
    const [a, b] = await Promise.all([app().ctx.scheduler.runDue(), app().ctx.scheduler.runDue()]);
    // Each due job runs once across the two (the retention job is due too on a fresh database).
    const ran = [...a, ...b];
    expect(ran.filter((name) => name === 'auto-reminders')).toEqual(['auto-reminders']);
    expect(new Set(ran).size).toBe(ran.length);
    expect(await reminderMails()).toHaveLength(2);
    const [job] = await app()
      .ctx.db.select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'auto-reminders'));
    expect(job?.lastError).toBeNull();
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
    // The job's own claim aside, the per-event day claim holds too: two sweeps at once.
    await app().ctx.db.update(participants).set({ lastRemindedAt: null });
    await app().ctx.db.update(events).set({ autoReminderSentFor: null });
    const totals = await Promise.all([runAutoReminders(app().ctx), runAutoReminders(app().ctx)]);
    expect(totals[0] + totals[1]).toBe(2);
    expect(await reminderMails()).toHaveLength(4);
  });

  it("uses the account's time zone for its day", async () => {
    // 23:30 UTC is already tomorrow in Karachi (UTC+5).
    const now = new Date(`${inDays(0)}T23:30:00Z`);
    await app()
      .ctx.db.update(events)
      .set({ reminderDaysBeforeClose: 6 })
      .where(eq(events.id, game.id));
    expect(await runAutoReminders(app().ctx, now)).toBe(0);
    await app().ctx.db.execute(
      sql`update admins set time_zone = 'Asia/Karachi' where id = ${owner.accountId}`,
    );
    expect(await runAutoReminders(app().ctx, now)).toBe(2);
    const [event] = await app()
      .ctx.db.select()
      .from(events)
      .where(and(eq(events.id, game.id)));
    expect(event?.autoReminderSentFor).toBe(inDays(1));
  });
});
