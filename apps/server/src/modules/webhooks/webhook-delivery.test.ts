import type { CreatedWebhookEndpoint, WebhookDeliveryPage } from '@app/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventLevels, webhookDeliveries } from '../../db/schema';
import { aGame, anAdmin, type TestAdmin } from '../../test/factories';
import { invite, openInvitation, player, playLevel } from '../../test/players';
import { useTestApp } from '../../test/test-app';
import { anOpenFlow, applicationBody, apply } from '../candidates/candidate-fixture';
import { enqueueWebhook } from './enqueue';
import { createWebhookSender } from './sender';
import { startReceiver } from './webhook-receiver';

const file = useTestApp({
  webhookAllowPrivate: true,
  candidateLimit: { maxAttempts: 1000, windowSeconds: 3600 },
});
const app = () => file.app;
let receiver: Awaited<ReturnType<typeof startReceiver>> | null = null;
let secret = '';

afterEach(async () => {
  await receiver?.close();
  receiver = null;
});

async function anEndpoint(owner: TestAdmin, url: string, eventTypes: string[]) {
  const created = await app().inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { cookie: owner.cookie },
    payload: { url, eventTypes },
  });
  expect(created.statusCode).toBe(201);
  const body = created.json() as CreatedWebhookEndpoint;
  secret = body.secret;
  return body;
}

const allDeliveries = () => app().ctx.db.select().from(webhookDeliveries);
/** Makes every pending delivery due now, as the clock passing its backoff would. */
const makeDue = () => app().ctx.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` });

describe('result webhooks: queued with their cause, signed, delivered', () => {
  let owner: TestAdmin;
  let game: Awaited<ReturnType<typeof aGame>>;

  beforeEach(async () => {
    owner = await anAdmin(app());
    game = await aGame(app(), owner, { launchDate: '2020-01-01', closingDate: '2099-12-31' });
    // One level passed by its two best answers: finishing it completes the game.
    await app()
      .ctx.db.delete(eventLevels)
      .where(inArray(eventLevels.id, [game.levelIds['Mini 1'] ?? '', game.levelIds['2'] ?? '']));
    await app()
      .ctx.db.update(eventLevels)
      .set({ minAttempt: '2|0|0', passingScore: 1000 })
      .where(eq(eventLevels.id, game.levelIds['1'] ?? ''));
  });

  it('a level end sends participant.level_completed and the game completion participant.completed, signed', async () => {
    receiver = await startReceiver(() => secret);
    const endpoint = await anEndpoint(owner, receiver.url, [
      'participant.level_completed',
      'participant.completed',
    ]);
    const { id: participantId } = await invite(app(), owner.cookie, game.id, 'ana@example.com');
    const cookie = await openInvitation(app(), game.id, 'ana@example.com');
    const before = Math.floor(Date.now() / 1000);
    await playLevel(app(), player(app(), game.id, cookie), game.levelIds['1'] ?? '');

    const queued = await allDeliveries();
    expect(queued.map((d) => d.eventType).sort()).toEqual([
      'participant.completed',
      'participant.level_completed',
    ]);
    expect(queued.every((d) => d.status === 'pending' && d.endpointId === endpoint.id)).toBe(true);

    expect(await app().ctx.webhooks.deliverDue()).toBe(2);
    expect(receiver.received).toHaveLength(2);
    for (const request of receiver.received) {
      expect(request.signatureValid).toBe(true);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.timestampSeconds).toBeGreaterThanOrEqual(before);
      expect(request.timestampSeconds).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    }
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    const level = bodies.find((b) => b.type === 'participant.level_completed');
    expect(level).toMatchObject({
      data: {
        gameId: game.id,
        participant: { id: participantId, email: 'ana@example.com' },
        level: { id: game.levelIds['1'], name: '1', passed: true, points: 1000 },
        scores: { completed: true },
      },
    });
    expect(
      receiver.received.find((r) => r.body.includes('"participant.completed"'))?.headers,
    ).toMatchObject({ 'webhook-id': `completed_${participantId}` });
    // No answers go out: only ids, who, and scores.
    expect(JSON.stringify(bodies)).not.toContain('answers');

    const after = await allDeliveries();
    expect(after.every((d) => d.status === 'succeeded' && d.attempts === 1)).toBe(true);
    expect(after.every((d) => d.lastStatusCode === 200 && d.lastResponse === 'ok')).toBe(true);
  });

  it('queues only the subscribed types, for active endpoints of the same account', async () => {
    receiver = await startReceiver(() => secret);
    await anEndpoint(owner, receiver.url, ['participant.completed']);
    const paused = await anEndpoint(owner, receiver.url, ['participant.level_completed']);
    await app().inject({
      method: 'PATCH',
      url: `/api/webhooks/${paused.id}`,
      headers: { cookie: owner.cookie },
      payload: { active: false },
    });
    const other = await anAdmin(app(), { email: 'other@example.com', companyName: 'Rival' });
    await anEndpoint(other, receiver.url, ['participant.completed']);
    await invite(app(), owner.cookie, game.id, 'ana@example.com');
    const cookie = await openInvitation(app(), game.id, 'ana@example.com');
    await playLevel(app(), player(app(), game.id, cookie), game.levelIds['1'] ?? '');
    const queued = await allDeliveries();
    expect(queued.map((d) => [d.eventType, d.accountId])).toEqual([
      ['participant.completed', owner.accountId],
    ]);
  });

  it('retries an endpoint that answered 500 and ends succeeded after attempt 2', async () => {
    receiver = await startReceiver(() => secret, [500, 200]);
    const endpoint = await anEndpoint(owner, receiver.url, ['participant.completed']);
    await invite(app(), owner.cookie, game.id, 'ana@example.com');
    const cookie = await openInvitation(app(), game.id, 'ana@example.com');
    await playLevel(app(), player(app(), game.id, cookie), game.levelIds['1'] ?? '');

    await app().ctx.webhooks.deliverDue();
    const [failed] = await allDeliveries();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    // The status is kept; what a failing receiver answered is not (it could be any service).
    expect(failed?.lastResponse).toBeNull();
    // The first backoff is 30 s: nothing is due yet.
    const waitMs = (failed?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(20_000);
    expect(await app().ctx.webhooks.deliverDue()).toBe(0);

    await makeDue();
    await app().ctx.webhooks.deliverDue();
    const [done] = await allDeliveries();
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, lastStatusCode: 200 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    // The same event id both times, so the receiver can tell a retry from a new event.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

    const page = await app().inject({
      method: 'GET',
      url: `/api/webhooks/${endpoint.id}/deliveries`,
      headers: { cookie: owner.cookie },
    });
    expect((page.json() as WebhookDeliveryPage).items).toMatchObject([
      { status: 'succeeded', attempts: 2, lastStatusCode: 200, lastResponse: 'ok' },
    ]);
  });

  it('gives up after the last attempt, and a re-send delivers it again', async () => {
    receiver = await startReceiver(() => secret, [503]);
    const endpoint = await anEndpoint(owner, receiver.url, ['participant.completed']);
    await invite(app(), owner.cookie, game.id, 'ana@example.com');
    const cookie = await openInvitation(app(), game.id, 'ana@example.com');
    await playLevel(app(), player(app(), game.id, cookie), game.levelIds['1'] ?? '');
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await makeDue();
      await app().ctx.webhooks.deliverDue();
    }
    const [failed] = await allDeliveries();
    expect(failed).toMatchObject({ status: 'failed', attempts: 6, lastStatusCode: 503 });
    await makeDue();
    expect(await app().ctx.webhooks.deliverDue()).toBe(0);

    await receiver.close();
    receiver = await startReceiver(() => secret, [204]);
    await app().inject({
      method: 'PATCH',
      url: `/api/webhooks/${endpoint.id}`,
      headers: { cookie: owner.cookie },
      payload: { url: receiver.url },
    });
    const resent = await app().inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${failed?.id}/resend`,
      headers: { cookie: owner.cookie },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'pending', attempts: 0 });
    await app().ctx.webhooks.deliverDue();
    const [done] = await allDeliveries();
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 204 });
    expect(receiver.received[0]?.signatureValid).toBe(true);
  });

  it('two senders in parallel deliver each delivery once', async () => {
    receiver = await startReceiver(() => secret);
    await anEndpoint(owner, receiver.url, ['participant.completed', 'participant.level_completed']);
    await invite(app(), owner.cookie, game.id, 'ana@example.com');
    const cookie = await openInvitation(app(), game.id, 'ana@example.com');
    await playLevel(app(), player(app(), game.id, cookie), game.levelIds['1'] ?? '');
    const second = createWebhookSender({ db: app().ctx.db, log: app().log, allowPrivate: true });
    const handled = await Promise.all([
      app().ctx.webhooks.deliverDue(),
      second.deliverDue(),
      app().ctx.webhooks.deliverDue(),
    ]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(2);
    expect(receiver.received).toHaveLength(2);
    expect((await allDeliveries()).every((d) => d.attempts === 1)).toBe(true);
  });
});

describe('candidate.submitted', () => {
  it('a stored application queues and delivers candidate.submitted; a refused one queues nothing', async () => {
    const { owner, event } = await anOpenFlow(app());
    receiver = await startReceiver(() => secret);
    await anEndpoint(owner, receiver.url, ['candidate.submitted']);
    const applied = await apply(app(), event.id);
    expect(applied.statusCode).toBe(201);
    const { candidateId } = applied.json() as { candidateId: string };
    // The same e-mail again is not stored (answered as new, so nobody learns who applied): its
    // transaction rolls back, with its delivery.
    const again = await apply(app(), event.id, applicationBody({}));
    expect(again.statusCode).toBe(201);
    expect(again.json().candidateId).not.toBe(candidateId);
    expect(await allDeliveries()).toHaveLength(1);

    await app().ctx.webhooks.deliverDue();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request?.signatureValid).toBe(true);
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({
      id: `candidate_submitted_${candidateId}`,
      type: 'candidate.submitted',
      data: { gameId: event.id, candidate: { id: candidateId } },
    });
    expect(typeof body.occurredAt).toBe('string');
    expect(body.data.candidate).not.toHaveProperty('cgpa');
  });

  it('a rolled-back cause leaves no delivery', async () => {
    const { owner } = await anOpenFlow(app());
    await anEndpoint(owner, 'http://127.0.0.1:9/hook', ['candidate.submitted']);
    await expect(
      app().ctx.db.transaction(async (tx) => {
        await enqueueWebhook(tx, {
          accountId: owner.accountId,
          type: 'candidate.submitted',
          id: 'x',
          data: {},
        });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await allDeliveries()).toHaveLength(0);
  });
});
