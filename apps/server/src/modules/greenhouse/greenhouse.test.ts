import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { greenhouseMessages } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, eventLevels, greenhouseInterviews, participants } from '../../db/schema';
import {
  aGame,
  anAdmin,
  anEvent,
  inDays,
  type TestAdmin,
  withEmailAndSms,
} from '../../test/factories';
import { mailsTo } from '../../test/harness';
import { openInvitation, player, playLevel } from '../../test/players';
import { useTestApp } from '../../test/test-app';

/**
 * Greenhouse's Assessment Partner API, driven as Greenhouse drives it: HTTP Basic with the
 * account's API key as the user name and no password, its field names, its callback URL
 * (docs/decisions/0031-greenhouse-partner-api.md).
 */
const file = useTestApp({ webhookAllowPrivate: true, greenhouseCallbackHosts: ['127.0.0.1'] });
const app = () => file.app;

/** Greenhouse's side of the callback: records every request to /complete/:n. */
let receiver: Server;
let receiverUrl = '';
const calls: { method: string; url: string; headers: Record<string, unknown> }[] = [];
let answerWith = 200;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    calls.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    response.statusCode = answerWith;
    response.end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

let owner: TestAdmin;
let other: TestAdmin;
let key: string;
let game: Awaited<ReturnType<typeof aGame>>;

async function keyOf(admin: TestAdmin): Promise<{ key: string; id: string }> {
  const created = await app().inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { cookie: admin.cookie },
    payload: { name: 'Greenhouse' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { key: created.json().key, id: created.json().apiKey.id };
}

const basic = (apiKey: string) => `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;

function greenhouse(method: 'GET' | 'POST', path: string, payload?: object, apiKey = key) {
  return app().inject({
    method,
    url: `/api/partners/greenhouse/${path}`,
    headers: { authorization: basic(apiKey) },
    ...(payload ? { payload } : {}),
  });
}

const sendTestBody = (n: number, overrides: Record<string, unknown> = {}) => ({
  partner_test_id: game.id,
  candidate: {
    first_name: 'Ayesha',
    last_name: 'Khan',
    preferred_name: null,
    email: 'ayesha.khan@example.com',
    phone_number: '+92 300 1234567',
    resume_url: 'https://example.com/resume.pdf',
    greenhouse_profile_url: `https://app.greenhouse.io/people/${n}?application_id=${n}`,
  },
  url: `${receiverUrl}/complete/${n}`,
  ...overrides,
});

/** An error answer without its request id (each request has its own). */
const answerOf = (response: { statusCode: number; json: () => { error: object } }) => ({
  status: response.statusCode,
  ...response.json().error,
  requestId: undefined,
});

const peopleIn = (eventId: string) =>
  app().ctx.db.select().from(participants).where(eq(participants.eventId, eventId));

beforeEach(async () => {
  calls.length = 0;
  answerWith = 200;
  owner = await anAdmin(app(), { account: { projectType: 'ace' } });
  other = await anAdmin(app(), {
    email: 'bilal@other.test',
    companyName: 'Other Co',
    account: { projectType: 'ace' },
  });
  game = await aGame(app(), owner, {
    projectType: 'ace',
    candidateFlow: true,
    assessmentName: 'Graduate hiring',
    launchDate: inDays(0),
    closingDate: inDays(30),
  });
  ({ key } = await keyOf(owner));
});

describe('list_tests', () => {
  it("lists the account's games that take candidates, and nothing of another account's", async () => {
    await anEvent(app(), owner, { projectType: 'ace', candidateFlow: false });
    await anEvent(app(), owner, {
      projectType: 'ace',
      candidateFlow: true,
      assessmentName: 'Closed drive',
      launchDate: inDays(-30),
      closingDate: inDays(-1),
    });
    await anEvent(app(), other, { projectType: 'ace', candidateFlow: true });
    const response = await greenhouse('GET', 'list_tests');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { partner_test_id: game.id, partner_test_name: 'Graduate hiring' },
    ]);
  });

  it('refuses a missing, wrong or revoked key with 401', async () => {
    const none = await app().inject({ method: 'GET', url: '/api/partners/greenhouse/list_tests' });
    expect(none.statusCode).toBe(401);
    expect((await greenhouse('GET', 'list_tests', undefined, 'ak_00000000_nope')).statusCode).toBe(
      401,
    );
    const { key: revoked, id } = await keyOf(owner);
    await app().inject({
      method: 'DELETE',
      url: `/api/api-keys/${id}`,
      headers: { cookie: owner.cookie },
    });
    const response = await greenhouse('POST', 'send_test', sendTestBody(1), revoked);
    expect(response.statusCode).toBe(401);
    expect(await peopleIn(game.id)).toHaveLength(0);
    // Basic is the partner endpoints' alone: elsewhere a key comes as a Bearer token.
    const elsewhere = await app().inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: basic(key) },
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('send_test', () => {
  it('makes the candidate a participant, mails the invitation, and answers the interview id', async () => {
    const response = await greenhouse('POST', 'send_test', sendTestBody(1));
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().partner_interview_id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [person] = await peopleIn(game.id);
    expect(person).toMatchObject({ name: 'Ayesha Khan', email: 'ayesha.khan@example.com' });
    expect(await mailsTo(app(), 'ayesha.khan@example.com')).toHaveLength(1);
    const status = await greenhouse('GET', `test_status?partner_interview_id=${id}`);
    expect(status.json()).toEqual({ partner_status: 'not_started' });
  });

  it('answers a repeated send with the same interview, and links a candidate the game already has', async () => {
    const first = (await greenhouse('POST', 'send_test', sendTestBody(1))).json();
    const again = (await greenhouse('POST', 'send_test', sendTestBody(1))).json();
    expect(again.partner_interview_id).toBe(first.partner_interview_id);
    // Another application of the same person (another callback): a second interview, the
    // same participant, no second invitation.
    const other = await greenhouse('POST', 'send_test', sendTestBody(2));
    expect(other.statusCode).toBe(200);
    expect(other.json().partner_interview_id).not.toBe(first.partner_interview_id);
    expect(await peopleIn(game.id)).toHaveLength(1);
    expect(await mailsTo(app(), 'ayesha.khan@example.com')).toHaveLength(1);
  });

  it('makes one participant and one interview of the same send made five times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => greenhouse('POST', 'send_test', sendTestBody(3))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().partner_interview_id)).size).toBe(1);
    expect(await peopleIn(game.id)).toHaveLength(1);
    expect(await app().ctx.db.select().from(greenhouseInterviews)).toHaveLength(1);
    expect(await mailsTo(app(), 'ayesha.khan@example.com')).toHaveLength(1);
  });

  it("refuses a candidate past the plan's users, as Add User does, changing nothing", async () => {
    await app().ctx.db.update(admins).set({ maxUsers: 0 }).where(eq(admins.id, owner.accountId));
    const response = await greenhouse('POST', 'send_test', sendTestBody(4));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('MAX_USERS');
    expect(await peopleIn(game.id)).toHaveLength(0);
    expect(await app().ctx.db.select().from(greenhouseInterviews)).toHaveLength(0);
  });

  it("answers an unknown test and another account's test alike, changing nothing", async () => {
    const theirs = await anEvent(app(), other, {
      projectType: 'ace',
      candidateFlow: true,
      launchDate: inDays(0),
      closingDate: inDays(5),
    });
    const unknown = await greenhouse(
      'POST',
      'send_test',
      sendTestBody(1, { partner_test_id: 'nope' }),
    );
    const foreign = await greenhouse(
      'POST',
      'send_test',
      sendTestBody(2, { partner_test_id: theirs.id }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(answerOf(foreign)).toEqual(answerOf(unknown));
    expect(unknown.json().error.message).toBe(greenhouseMessages.unknownTest);
    expect(await peopleIn(theirs.id)).toHaveLength(0);
    expect(await peopleIn(game.id)).toHaveLength(0);
  });

  it('refuses a callback url off the Greenhouse hosts, and a candidate e-mail a participant cannot have', async () => {
    const offHost = await greenhouse(
      'POST',
      'send_test',
      sendTestBody(1, { url: 'http://169.254.169.254/latest/meta-data' }),
    );
    expect(offHost.statusCode).toBe(400);
    expect(offHost.json().error.message).toBe(greenhouseMessages.callbackNotAllowed);
    const long = sendTestBody(2);
    long.candidate.email = `${'a'.repeat(40)}@example.com`;
    const tooLong = await greenhouse('POST', 'send_test', long);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(greenhouseMessages.emailTooLong(40));
    expect(await peopleIn(game.id)).toHaveLength(0);
    const interviews = await app().ctx.db.select().from(greenhouseInterviews);
    expect(interviews).toHaveLength(0);
  });
});

describe('test_status and the completion callback', () => {
  it("is another account's interview as it is an unknown one", async () => {
    const { partner_interview_id: id } = (
      await greenhouse('POST', 'send_test', sendTestBody(1))
    ).json();
    const { key: theirKey } = await keyOf(other);
    const theirs = await greenhouse(
      'GET',
      `test_status?partner_interview_id=${id}`,
      undefined,
      theirKey,
    );
    const unknown = await greenhouse(
      'GET',
      'test_status?partner_interview_id=00000000-0000-4000-8000-000000000000',
    );
    expect(theirs.statusCode).toBe(404);
    expect(answerOf(theirs)).toEqual(answerOf(unknown));
  });

  it('says complete with the score once the candidate finishes, and PATCHes Greenhouse once', async () => {
    const { partner_interview_id: id } = (
      await greenhouse('POST', 'send_test', sendTestBody(7))
    ).json();
    // The game is level 1 alone here (with an Email and an SMS beside its two questions, one
    // of each asked): passing it completes the game.
    await app()
      .ctx.db.delete(eventLevels)
      .where(inArray(eventLevels.id, [game.levelIds['Mini 1'] ?? '', game.levelIds['2'] ?? '']));
    await withEmailAndSms(app(), game);
    const cookie = await openInvitation(app(), game.id, 'ayesha.khan@example.com');
    const opened = await greenhouse('GET', `test_status?partner_interview_id=${id}`);
    expect(opened.json()).toEqual({ partner_status: 'in_progress' });
    await app().ctx.greenhouseCallbacks.deliverDue();
    expect(calls).toHaveLength(0);
    const played = await playLevel(app(), player(app(), game.id, cookie), game.levelIds['1'] ?? '');
    expect(played.result.participant).toMatchObject({ completedOnce: true });
    const status = await greenhouse('GET', `test_status?partner_interview_id=${id}`);
    expect(status.statusCode, status.body).toBe(200);
    const [person] = await peopleIn(game.id);
    expect(status.json()).toEqual({
      partner_status: 'complete',
      partner_profile_url: `${app().ctx.config.publicUrl}/api/events/${game.id}/user-strengths/${person?.id}/report.pdf`,
      partner_score: person?.currentScore,
      metadata: Object.fromEntries(game.competencies.map((c) => [c, 100])),
    });
    // Greenhouse answers 500 once: the callback is tried again after its wait, then succeeds.
    answerWith = 500;
    await app().ctx.greenhouseCallbacks.deliverDue();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/complete/7' });
    expect(calls[0]?.headers['webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    await app()
      .ctx.db.update(greenhouseInterviews)
      .set({ callbackNextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(greenhouseInterviews.id, id));
    answerWith = 204;
    await app().ctx.greenhouseCallbacks.deliverDue();
    await app().ctx.greenhouseCallbacks.deliverDue();
    expect(calls).toHaveLength(2);
    const [interview] = await app()
      .ctx.db.select()
      .from(greenhouseInterviews)
      .where(eq(greenhouseInterviews.id, id));
    expect(interview).toMatchObject({ callbackStatus: 'succeeded', callbackAttempts: 2 });
  });

  it('goes with the participant when they are erased', async () => {
    await greenhouse('POST', 'send_test', sendTestBody(1));
    const [person] = await peopleIn(game.id);
    const erased = await app().inject({
      method: 'DELETE',
      url: `/api/events/${game.id}/participants/${person?.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(await app().ctx.db.select().from(greenhouseInterviews)).toHaveLength(0);
  });
});
