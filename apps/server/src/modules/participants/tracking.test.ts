import type { Participant, TrackingCounts } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventLevels, outbox, participants } from '../../db/schema';
import { createMailer, type MailTransport } from '../../platform/mail';
import { aGame, anAdmin, inDays, type TestAdmin } from '../../test/factories';
import { bodyOf } from '../../test/harness';
import { invite, openInvitation, player, playLevel } from '../../test/players';
import { useTestApp } from '../../test/test-app';

const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let game: Awaited<ReturnType<typeof aGame>>;

beforeEach(async () => {
  owner = await anAdmin(app());
  game = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
  // One level only, passed by its two best answers (2 × 500): finishing it completes the game.
  await app()
    .ctx.db.delete(eventLevels)
    .where(inArray(eventLevels.id, [game.levelIds['Mini 1'] ?? '', game.levelIds['2'] ?? '']));
  await app()
    .ctx.db.update(eventLevels)
    .set({ minAttempt: '2|0|0', passingScore: 1000 })
    .where(eq(eventLevels.id, game.levelIds['1'] ?? ''));
});

const get = (url: string, cookie = owner.cookie) =>
  app().inject({ method: 'GET', url, headers: { cookie } });

async function trackingOf(email: string): Promise<Participant['tracking']> {
  const list = await get(`/api/events/${game.id}/participants?search=${email}`);
  const found = (list.json().items as Participant[]).find((p) => p.email === email);
  if (!found) {
    throw new Error(`no participant ${email}`);
  }
  return found.tracking;
}

async function counts(): Promise<TrackingCounts> {
  return (await get(`/api/events/${game.id}/participants/tracking`)).json();
}

/** A mail sender whose SMTP server accepts every mail (or refuses every one). */
function sender(accepts: boolean) {
  const accepted: string[] = [];
  const transport: MailTransport = {
    send: async (m) => {
      if (!accepts) {
        throw new Error('550 mailbox unavailable');
      }
      accepted.push(m.to);
    },
  };
  const mailer = createMailer({ db: app().ctx.db, log: app().log, from: 'x@y.test', transport });
  return { mailer, accepted };
}

describe('invitation tracking: each state by its real cause', () => {
  it('walks sent → delivered → opened → started → completed, each time kept from the first', async () => {
    const { id } = await invite(app(), owner.cookie, game.id, 'ana@example.com');
    const sent = await trackingOf('ana@example.com');
    expect(sent).toMatchObject({ state: 'sent', deliveredAt: null, openedAt: null });
    expect(sent.sentAt).not.toBeNull();
    const [mail] = await app().ctx.db.select().from(outbox).where(eq(outbox.participantId, id));
    expect(mail?.toAddress).toBe('ana@example.com');

    // No SMTP server: the mail is only logged, which is not a delivery.
    await app().ctx.mailer.deliverDue();
    expect((await trackingOf('ana@example.com')).state).toBe('sent');

    // The SMTP server accepts a copy of the invitation (the sender's own statement records it).
    await app()
      .ctx.db.update(outbox)
      .set({ status: 'pending', nextAttemptAt: new Date(0) })
      .where(eq(outbox.participantId, id));
    const smtp = sender(true);
    await smtp.mailer.deliverDue();
    expect(smtp.accepted).toEqual(['ana@example.com']);
    const delivered = await trackingOf('ana@example.com');
    expect(delivered.state).toBe('delivered');

    const cookie = await openInvitation(app(), game.id, 'ana@example.com');
    const opened = await trackingOf('ana@example.com');
    expect(opened.state).toBe('opened');
    // Following the link again keeps the first time.
    await openInvitation(app(), game.id, 'ana@example.com');
    expect((await trackingOf('ana@example.com')).openedAt).toBe(opened.openedAt);

    const p = player(app(), game.id, cookie);
    const run = await p.start(game.levelIds['1'] ?? '');
    expect(run.statusCode).toBe(200);
    const started = await trackingOf('ana@example.com');
    expect(started.state).toBe('started');
    expect(started.deliveredAt).toBe(delivered.deliveredAt);

    await p.end(run.json().id);
    const { result } = await playLevel(app(), p, game.levelIds['1'] ?? '');
    expect(result.participant).toMatchObject({ completed: true });
    const completed = await trackingOf('ana@example.com');
    expect(completed.state).toBe('completed');
    // The replay that passed did not move the first start.
    expect(completed.startedAt).toBe(started.startedAt);
    expect(completed.completedAt).not.toBeNull();
  });

  it('records no delivery when the SMTP server refuses the mail', async () => {
    await invite(app(), owner.cookie, game.id, 'ben@example.com');
    const smtp = sender(false);
    await smtp.mailer.deliverDue();
    expect((await trackingOf('ben@example.com')).deliveredAt).toBeNull();
  });
});

describe('tracking counts and the state filter', () => {
  beforeEach(async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      await invite(app(), owner.cookie, game.id, email);
    }
    await sender(true).mailer.deliverDue();
    await openInvitation(app(), game.id, 'a@example.com');
    const cookie = await openInvitation(app(), game.id, 'b@example.com');
    await player(app(), game.id, cookie).start(game.levelIds['1'] ?? '');
    // d was added before tracking began: neither delivered nor anything else.
    await app()
      .ctx.db.update(participants)
      .set({ deliveredAt: null })
      .where(eq(participants.emailLower, 'd@example.com'));
  });

  it('counts each participant once, in its current state', async () => {
    expect(await counts()).toEqual({
      sent: 1,
      delivered: 1,
      opened: 1,
      started: 1,
      completed: 0,
      total: 4,
    });
  });

  it('filters the users list by state on the server', async () => {
    const list = await get(`/api/events/${game.id}/participants?states=opened,started`);
    expect(list.json().total).toBe(2);
    expect((list.json().items as Participant[]).map((p) => p.email).sort()).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
    const none = await get(`/api/events/${game.id}/participants?states=completed`);
    expect(none.json()).toMatchObject({ total: 0, items: [] });
  });

  it("answers another account's admin as for a missing event", async () => {
    const other = await anAdmin(app(), { email: 'other@rival.test', companyName: 'Rival' });
    const theirs = await get(`/api/events/${game.id}/participants/tracking`, other.cookie);
    const missing = await get('/api/events/no-such-event/participants/tracking', other.cookie);
    expect(theirs.statusCode).toBeGreaterThanOrEqual(400);
    expect({ status: theirs.statusCode, body: bodyOf(theirs) }).toEqual({
      status: missing.statusCode,
      body: bodyOf(missing),
    });
  });
});
