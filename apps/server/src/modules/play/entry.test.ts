import { playMessages } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventLevels, events, outbox, participantSessions, participants } from '../../db/schema';
import { aGame, anAdmin, inDays, type TestAdmin } from '../../test/factories';
import { mailsTo } from '../../test/harness';
import { invite, openInvitation, player } from '../../test/players';
import { useTestApp } from '../../test/test-app';

const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let eventId: string;

const base = () => `/api/play/${eventId}`;

beforeEach(async () => {
  owner = await anAdmin(app(), { account: { maxUsers: 3 } });
  eventId = (await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) })).id;
});

async function countSessions() {
  return (await app().ctx.db.select().from(participantSessions)).length;
}

describe('the invitation link', () => {
  it('starts a participant session that reaches only this game', async () => {
    // Level 1 answerable with its two questions and Mini 1 passing at 400 of 500, so a player
    // could pass them; level 2 has no questions and stays off the map.
    const levels = await app()
      .ctx.db.select()
      .from(eventLevels)
      .where(eq(eventLevels.eventId, eventId));
    for (const level of levels) {
      const playable = level.tabName === '1' ? { minAttempt: '2|0|0' } : { passingScore: 400 };
      await app().ctx.db.update(eventLevels).set(playable).where(eq(eventLevels.id, level.id));
    }
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    const cookie = await openInvitation(app(), eventId, 'ana@example.com');
    expect(cookie).toMatch(/^play_[\w-]{16}=/);
    const me = await player(app(), eventId, cookie).me();
    expect(me.statusCode).toBe(200);
    expect(me.json().participant).toMatchObject({ email: 'ana@example.com', currentLevel: 1 });
    expect(me.json().levels.map((l: { name: string; state: string }) => [l.name, l.state])).toEqual(
      [
        ['1', 'open'],
        ['Mini 1', 'locked'],
      ],
    );
    // The participant cookie is no console session, and a console session is no participant.
    const admin = await app().inject({
      method: 'GET',
      url: `/api/events/${eventId}/participants`,
      headers: { cookie },
    });
    expect(admin.statusCode).toBe(401);
    expect((await player(app(), eventId, owner.cookie).me()).statusCode).toBe(401);
  });

  it('works again, and a forged or altered token starts nothing', async () => {
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    await openInvitation(app(), eventId, 'ana@example.com');
    await openInvitation(app(), eventId, 'ana@example.com');
    expect(await countSessions()).toBe(2);
    const [mail] = await mailsTo(app(), 'ana@example.com');
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token') ?? '';
    for (const bad of [`${token.slice(0, -2)}xx`, token.replace('p1.', 'p2.'), 'nonsense', '']) {
      const response = await app().inject({
        method: 'POST',
        url: `${base()}/session`,
        payload: { token: bad },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'LINK_INVALID',
        message: playMessages.linkInvalid,
      });
    }
    expect(await countSessions()).toBe(2);
  });

  it("does not open another game, and one game's session is not another's", async () => {
    const other = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    const [mail] = await mailsTo(app(), 'ana@example.com');
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token') ?? '';
    const response = await app().inject({
      method: 'POST',
      url: `/api/play/${other.id}/session`,
      payload: { token },
    });
    expect(response.statusCode).toBe(401);
    const cookie = await openInvitation(app(), eventId, 'ana@example.com');
    expect((await player(app(), other.id, cookie).me()).statusCode).toBe(401);
  });

  it.each([
    ['not launched', { launchDate: inDays(3) }, 'EVENT_NOT_LAUNCHED'],
    ['closed', { launchDate: inDays(-9), closingDate: inDays(-2) }, 'EVENT_CLOSED'],
  ])('is refused with the dates when the game is %s', async (_, dates, code) => {
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    await app().ctx.db.update(events).set(dates).where(eq(events.id, eventId));
    const page = (await app().inject({ method: 'GET', url: base() })).json();
    expect(page.statusMessage).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(openInvitation(app(), eventId, 'ana@example.com')).rejects.toThrow(code);
    expect(await countSessions()).toBe(0);
  });

  it.each([
    ['switched off', { isActive: false }, 'PARTICIPANT_INACTIVE'],
    [
      'expired',
      { canExpire: true, expiryDate: new Date(Date.now() - 60_000) },
      'PARTICIPANT_EXPIRED',
    ],
  ])('is refused to a participant who is %s, and so is their session', async (_, change, code) => {
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    const cookie = await openInvitation(app(), eventId, 'ana@example.com');
    await app()
      .ctx.db.update(participants)
      .set(change)
      .where(eq(participants.emailLower, 'ana@example.com'));
    await expect(openInvitation(app(), eventId, 'ana@example.com')).rejects.toThrow(code);
    expect((await player(app(), eventId, cookie).me()).statusCode).toBe(401);
  });

  it('GET /session says whether this browser is signed in, without a 401; /me keeps its 401', async () => {
    const other = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
    const session = async (id: string, cookie?: string) => {
      const response = await app().inject({
        method: 'GET',
        url: `/api/play/${id}/session`,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await session(eventId)).toEqual({ signedIn: false });
    expect((await player(app(), eventId, '').me()).statusCode).toBe(401);
    // A console session is no participant's.
    expect(await session(eventId, owner.cookie)).toEqual({ signedIn: false });
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    const cookie = await openInvitation(app(), eventId, 'ana@example.com');
    expect(await session(eventId, cookie)).toEqual({ signedIn: true });
    expect(await session(other.id, cookie)).toEqual({ signedIn: false });
    await app()
      .ctx.db.update(participants)
      .set({ isActive: false })
      .where(eq(participants.emailLower, 'ana@example.com'));
    expect(await session(eventId, cookie)).toEqual({ signedIn: false });
  });

  it('answers 404 for a game that does not exist', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/play/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(playMessages.eventNotFound);
  });
});

describe('"Send me my link"', () => {
  it('mails an invited address a fresh link, and answers an unknown one the same', async () => {
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    const send = (email: string) =>
      app().inject({ method: 'POST', url: `${base()}/link`, payload: { email } });
    const known = await send('ANA@example.com');
    const unknown = await send('bob@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(playMessages.linkSent);
    expect(await mailsTo(app(), 'ana@example.com')).toHaveLength(2);
    expect(await mailsTo(app(), 'bob@example.com')).toHaveLength(0);
    await openInvitation(app(), eventId, 'ana@example.com');
  });
});

describe('registering on the game link (opened by its admin)', () => {
  // Closed by default; open-registration.test.ts covers the closed game and the limits.
  beforeEach(async () => {
    await app().ctx.db.update(events).set({ openRegistration: true }).where(eq(events.id, eventId));
  });
  const registration = (email: string, extra: Record<string, string> = {}) => ({
    name: 'New Person',
    email,
    dateOfBirth: '1998-04-02',
    department: 'Sales',
    region: 'North',
    ...extra,
  });
  const registerAs = (body: object) =>
    app().inject({ method: 'POST', url: `${base()}/register`, payload: body });

  it('mails the link that proves the address; opening it creates the participant', async () => {
    const response = await registerAs(registration('new@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(playMessages.registered);
    expect(await app().ctx.db.select().from(participants)).toHaveLength(0);
    await openInvitation(app(), eventId, 'new@example.com');
    const [row] = await app()
      .ctx.db.select()
      .from(participants)
      .where(eq(participants.emailLower, 'new@example.com'));
    expect(row).toMatchObject({ name: 'New Person', department: 'Sales', region: 'North' });
    expect(row?.userInfo).toMatchObject({ dateOfBirth: '1998-04-02' });
    // The address already taken: the same answer, a fresh link, no second participant.
    expect((await registerAs(registration('NEW@example.com'))).json().message).toBe(
      playMessages.registered,
    );
    expect(await mailsTo(app(), 'new@example.com')).toHaveLength(2);
    await openInvitation(app(), eventId, 'new@example.com');
    expect(
      await app().ctx.db.select().from(participants).where(eq(participants.eventId, eventId)),
    ).toHaveLength(1);
  });

  it("asks for the event's fields", async () => {
    const response = await registerAs(registration('new@example.com', { department: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('department');
    const future = await registerAs(registration('new@example.com', { dateOfBirth: inDays(2) }));
    expect(future.statusCode).toBe(400);
    expect(await app().ctx.db.select().from(outbox)).toHaveLength(0);
  });

  it('takes no place of the plan when many register at once: only opened links count', async () => {
    await invite(app(), owner.cookie, eventId, 'ana@example.com');
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => registerAs(registration(`p${n}@example.com`))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await app()
      .ctx.db.select()
      .from(participants)
      .where(eq(participants.eventId, eventId));
    expect(rows).toHaveLength(1);
    const mails = await app()
      .ctx.db.select()
      .from(outbox)
      .where(and(eq(outbox.subject, 'Confirm your place in Hiring 2026')));
    expect(mails).toHaveLength(5);
  });
});
