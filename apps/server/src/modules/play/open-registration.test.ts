import { playMessages } from '@app/domain';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  admins,
  events,
  outbox,
  participantSessions,
  participants,
  rateLimits,
} from '../../db/schema';
import { aGame, anAdmin, aParticipant, inDays, type TestAdmin } from '../../test/factories';
import { gameDraft } from '../../test/games';
import { mailsTo } from '../../test/harness';
import { invite, openInvitation, player } from '../../test/players';
import { useTestApp } from '../../test/test-app';
import { EVENT_REGISTRATION_LIMIT } from './entry-service';

/** docs/decisions/0019-open-registration.md: who may sign up on a game's link, and when they count. */
const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let eventId: string;

const base = () => `/api/play/${eventId}`;

beforeEach(async () => {
  owner = await anAdmin(app(), { account: { maxUsers: 3, maxAssessments: 20 } });
  eventId = (await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) })).id;
});

const registration = (email: string) => ({
  name: 'New Person',
  email,
  dateOfBirth: '1998-04-02',
  department: 'Sales',
  region: 'North',
});

let clientNumber = 0;
/** Each from a client address of its own unless given one, as strangers on the link would be. */
const registerAs = (
  email: string,
  ip = `10.1.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`,
) =>
  app().inject({
    method: 'POST',
    url: `${base()}/register`,
    payload: registration(email),
    remoteAddress: ip,
  });

const openLink = (token: string) =>
  app().inject({ method: 'POST', url: `${base()}/session`, payload: { token } });

async function setOpen(open: boolean, id = eventId) {
  await app().ctx.db.update(events).set({ openRegistration: open }).where(eq(events.id, id));
}

/** The token of the newest link mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await mailsTo(app(), email);
  return new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token') ?? '';
}

async function countOf(table: typeof participants | typeof participantSessions | typeof outbox) {
  const [row] = await app().ctx.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

async function counters() {
  const [account] = await app()
    .ctx.db.select({ users: admins.usersCount })
    .from(admins)
    .where(eq(admins.id, owner.accountId));
  const [event] = await app()
    .ctx.db.select({ participants: events.participantsCount })
    .from(events)
    .where(eq(events.id, eventId));
  return { users: account?.users, eventParticipants: event?.participants };
}

/** Everything a registration or a confirmation could write. */
async function written() {
  return {
    participants: await countOf(participants),
    sessions: await countOf(participantSessions),
    mails: await countOf(outbox),
    ...(await counters()),
  };
}

describe('registration closed (the default)', () => {
  it('is refused with 403, and writes and mails nothing', async () => {
    const page = (await app().inject({ method: 'GET', url: base() })).json();
    expect(page.openRegistration).toBe(false);
    const before = await written();
    const limitRows = await app().ctx.db.select().from(rateLimits);
    const response = await registerAs('stranger@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      message: playMessages.registrationClosed,
    });
    expect(await written()).toEqual(before);
    expect(await app().ctx.db.select().from(rateLimits)).toEqual(limitRows);
    expect(await mailsTo(app(), 'stranger@example.com')).toHaveLength(0);
  });

  it('gives an invited address no sign-up either: the invitation is the way in', async () => {
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    const response = await registerAs('ana@example.com');
    expect(response.statusCode).toBe(403);
    expect(await mailsTo(app(), 'ana@example.com')).toHaveLength(1);
    await openInvitation(app(), eventId, 'ana@example.com');
  });
});

describe('registration open', () => {
  beforeEach(() => setOpen(true));

  it('counts nobody until the mailed link is opened, then exactly one participant', async () => {
    expect((await app().inject({ method: 'GET', url: base() })).json().openRegistration).toBe(true);
    const before = await written();
    const response = await registerAs('New.Person@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(playMessages.registered);
    // Only the mail: no participant, no place of the plan taken.
    expect(await written()).toEqual({ ...before, mails: before.mails + 1 });
    const [mail] = await mailsTo(app(), 'New.Person@example.com');
    expect(mail).toMatchObject({
      subject: 'Confirm your place in Hiring 2026',
      participantId: null,
    });
    expect(mail?.links[0]).toMatch(new RegExp(`/play/${eventId}\\?token=r1\\.[\\w-]+$`));
    expect(mail?.textBody).toContain('within 48 hours');

    const token = await mailedToken('New.Person@example.com');
    const opened = await openLink(token);
    expect(opened.statusCode).toBe(204);
    const cookie = String(opened.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const me = await player(app(), eventId, cookie).me();
    expect(me.statusCode).toBe(200);
    expect(me.json().participant).toMatchObject({ email: 'New.Person@example.com' });
    const [row] = await app().ctx.db.select().from(participants);
    expect(row).toMatchObject({
      name: 'New Person',
      department: 'Sales',
      region: 'North',
      userInfo: { dateOfBirth: '1998-04-02' },
      trackingState: 'opened',
    });
    // Counted once, and no invitation mailed: the person is on the game page already.
    expect(await written()).toEqual({
      participants: 1,
      sessions: 1,
      mails: before.mails + 1,
      users: (before.users ?? 0) + 1,
      eventParticipants: (before.eventParticipants ?? 0) + 1,
    });

    // Opened again: the same participant, a second session.
    expect((await openLink(token)).statusCode).toBe(204);
    expect(await countOf(participants)).toBe(1);
    expect(await countOf(participantSessions)).toBe(2);
    expect((await counters()).users).toBe((before.users ?? 0) + 1);
  });

  it('makes one participant when the same link is opened many times at once', async () => {
    await registerAs('twice@example.com');
    const token = await mailedToken('twice@example.com');
    const responses = await Promise.all(Array.from({ length: 6 }, () => openLink(token)));
    expect(responses.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(await countOf(participants)).toBe(1);
    expect(await countOf(participantSessions)).toBe(6);
    expect(await counters()).toEqual({ users: 1, eventParticipants: 1 });
  });

  it('signs in the one participant when an address registered twice or was invited since', async () => {
    await registerAs('pat@example.com');
    const first = await mailedToken('pat@example.com');
    await registerAs('PAT@example.com');
    const second = await mailedToken('PAT@example.com');
    expect((await openLink(second)).statusCode).toBe(204);
    expect((await openLink(first)).statusCode).toBe(204);
    expect(await countOf(participants)).toBe(1);

    await registerAs('lee@example.com');
    const token = await mailedToken('lee@example.com');
    const invited = await invite(app(), owner.cookie, eventId, 'lee@example.com');
    expect((await openLink(token)).statusCode).toBe(204);
    const rows = await app()
      .ctx.db.select({ id: participants.id })
      .from(participants)
      .where(eq(participants.emailLower, 'lee@example.com'));
    expect(rows).toEqual([{ id: invited.id }]);
    expect(await counters()).toEqual({ users: 2, eventParticipants: 2 });
  });

  it('answers an invited address the same, and mails it its sign-in link', async () => {
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    const invitedAnswer = await registerAs('ana@example.com');
    const newAnswer = await registerAs('bob@example.com');
    expect(invitedAnswer.statusCode).toBe(200);
    expect(invitedAnswer.body).toBe(newAnswer.body);
    expect(await mailedToken('ana@example.com')).toMatch(/^p1\./);
    expect(await mailedToken('bob@example.com')).toMatch(/^r1\./);
    expect(await countOf(participants)).toBe(1);
  });

  it('refuses a confirmation when the plan is full by then, and writes nothing', async () => {
    await registerAs('late@example.com');
    for (const n of [1, 2, 3]) {
      await aParticipant(app(), { eventId }, { email: `p${n}@example.com` });
    }
    const before = await written();
    const response = await openLink(await mailedToken('late@example.com'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'MAX_USERS',
      message: playMessages.gameFull,
    });
    expect(await written()).toEqual(before);
  });

  it('keeps to the plan limit when many confirm at once', async () => {
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    const emails = [1, 2, 3, 4, 5].map((n) => `p${n}@example.com`);
    for (const email of emails) {
      expect((await registerAs(email)).statusCode).toBe(200);
    }
    const tokens = await Promise.all(emails.map(mailedToken));
    const responses = await Promise.all(tokens.map(openLink));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([204, 204, 403, 403, 403]);
    expect(await countOf(participants)).toBe(3);
    expect(await counters()).toEqual({ users: 3, eventParticipants: 3 });
    expect(await countOf(participantSessions)).toBe(2);
  });

  it('is refused once the admin has closed registration, and writes nothing', async () => {
    await registerAs('slow@example.com');
    await setOpen(false);
    const before = await written();
    const response = await openLink(await mailedToken('slow@example.com'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('REGISTRATION_CLOSED');
    expect(await written()).toEqual(before);
  });

  it('refuses a forged, altered or other game’s registration token, and writes nothing', async () => {
    const other = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
    await setOpen(true, other.id);
    await registerAs('eve@example.com');
    const token = await mailedToken('eve@example.com');
    await app().inject({
      method: 'POST',
      url: `/api/play/${other.id}/register`,
      payload: registration('mallory@example.com'),
      remoteAddress: '10.9.9.9',
    });
    const otherGames = await mailedToken('mallory@example.com');
    const bytes = Buffer.from(token.slice(3), 'base64url');
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1;
    const before = await written();
    for (const bad of [
      `r1.${bytes.toString('base64url')}`,
      `${token}A`,
      `${token}=`,
      token.slice(0, -4),
      otherGames,
      `r1.${Buffer.from(JSON.stringify(registration('x@example.com'))).toString('base64url')}`,
    ]) {
      const response = await openLink(bad);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'LINK_INVALID',
        message: playMessages.linkInvalid,
      });
    }
    expect(await written()).toEqual(before);
  });

  it('takes at most 120 registrations an hour on one game, from any clients', async () => {
    expect(EVENT_REGISTRATION_LIMIT).toEqual({ maxAttempts: 120, windowSeconds: 3600 });
    const statuses: number[] = [];
    for (let batch = 0; batch < 121; batch += 20) {
      const responses = await Promise.all(
        Array.from({ length: Math.min(20, 121 - batch) }, (_, i) =>
          registerAs(`r${batch + i}@example.com`, `10.2.${batch}.${i}`),
        ),
      );
      statuses.push(...responses.map((r) => r.statusCode));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    const last = await registerAs('one-more@example.com', '10.3.0.1');
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({
      code: 'TOO_MANY_REGISTRATIONS',
      message: playMessages.tooManyRequests,
    });
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(await countOf(outbox)).toBe(120);
    // Another game's link is counted apart.
    const other = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
    await setOpen(true, other.id);
    const elsewhere = await app().inject({
      method: 'POST',
      url: `/api/play/${other.id}/register`,
      payload: registration('elsewhere@example.com'),
      remoteAddress: '10.3.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('the admin opens registration', () => {
  const detail = async (id: string) =>
    (
      await app().inject({
        method: 'GET',
        url: `/api/events/${id}`,
        headers: { cookie: owner.cookie },
      })
    ).json();
  const form = {
    assessmentName: 'Open Day',
    assessmentFor: 'Everyone',
    launchDate: inDays(0),
    closingDate: inDays(7),
  };

  it('in the event form: off unless chosen, kept when an edit does not say', async () => {
    const create = (body: object) =>
      app().inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: owner.cookie },
        payload: body,
      });
    const closed = (await create(form)).json().id as string;
    expect((await detail(closed)).openRegistration).toBe(false);
    const open = (
      await create({ ...form, assessmentName: 'Open Day 2', openRegistration: true })
    ).json().id as string;
    expect((await detail(open)).openRegistration).toBe(true);
    const edit = (id: string, body: object) =>
      app().inject({
        method: 'PATCH',
        url: `/api/events/${id}`,
        headers: { cookie: owner.cookie },
        payload: body,
      });
    expect((await edit(closed, { ...form, openRegistration: true })).statusCode).toBe(204);
    expect((await detail(closed)).openRegistration).toBe(true);
    expect((await edit(closed, form)).statusCode).toBe(204);
    expect((await detail(closed)).openRegistration).toBe(true);
    expect((await edit(closed, { ...form, openRegistration: false })).statusCode).toBe(204);
    expect((await detail(closed)).openRegistration).toBe(false);
    const list = await app().inject({
      method: 'GET',
      url: '/api/events',
      headers: { cookie: owner.cookie },
    });
    expect(
      list
        .json()
        .items.map((e: { id: string; openRegistration: boolean }) => [e.id, e.openRegistration]),
    ).toEqual(
      expect.arrayContaining([
        [closed, false],
        [open, true],
      ]),
    );
  });

  it('in the wizard: a game generated with it on takes registrations', async () => {
    const admin = await anAdmin(app(), {
      email: 'wizard@example.com',
      companyName: 'Wizard Co',
      account: { projectType: 'progress' },
    });
    const draft = { ...(await gameDraft(app(), admin.cookie, 'progress')), openRegistration: true };
    const put = await app().inject({
      method: 'PUT',
      url: '/api/wizard/draft',
      payload: draft,
      headers: { cookie: admin.cookie },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().draft.openRegistration).toBe(true);
    const generated = await app().inject({
      method: 'POST',
      url: '/api/wizard/generate',
      headers: { cookie: admin.cookie },
    });
    const last = JSON.parse(generated.body.trim().split('\n').at(-1) ?? '{}');
    expect(last.eventId).toEqual(expect.any(String));
    const event = await app().inject({
      method: 'GET',
      url: `/api/events/${last.eventId}`,
      headers: { cookie: admin.cookie },
    });
    expect(event.json().openRegistration).toBe(true);
    const page = await app().inject({ method: 'GET', url: `/api/play/${last.eventId}` });
    expect(page.json().openRegistration).toBe(true);
  });
});
