import { accessMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { anAdmin, anEvent } from '../test/factories';
import { accountOf, errorOf } from '../test/harness';
import { useTestApp } from '../test/test-app';
import { EVENT_MISS_LIMIT } from './event-misses';
import { storedKey } from './rate-limit';

const file = useTestApp();
let app: FastifyInstance;
let ownerCookie: string;
let ownerAccountId: string;
let strangerCookie: string;
const eventId = '5151';

// Each test: the owner's event 5151 and a stranger, with no misses counted yet.
beforeEach(async () => {
  app = file.app;
  const owner = await anAdmin(app);
  ownerCookie = owner.cookie;
  ownerAccountId = owner.accountId;
  strangerCookie = (await anAdmin(app, { email: 'eve@other.test', companyName: 'Other Co' }))
    .cookie;
  await anEvent(app, owner, { id: eventId, registrationFields: ['fullName', 'email'] });
});

const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });

describe('the event existence oracle', () => {
  it("answers another account's event exactly like a missing one", async () => {
    for (const path of ['', '/participants']) {
      const foreign = await get(`/api/events/${eventId}${path}`, strangerCookie);
      const missing = await get(`/api/events/9999${path}`, strangerCookie);
      expect(foreign.statusCode).toBe(404);
      expect(missing.statusCode).toBe(foreign.statusCode);
      expect(errorOf(missing)).toEqual(errorOf(foreign));
      expect(foreign.json().error).toMatchObject({
        code: 'WRONG_EVENT',
        message: accessMessages.wrongEvent,
      });
    }
    expect((await get(`/api/events/${eventId}`, ownerCookie)).statusCode).toBe(200);
  });

  it('throttles a caller that keeps missing, and only that caller', async () => {
    await app.ctx.db.delete(rateLimits);
    const statuses: number[] = [];
    for (let id = 1000; id < 1000 + EVENT_MISS_LIMIT.maxAttempts + 2; id++) {
      statuses.push((await get(`/api/events/${id}`, strangerCookie)).statusCode);
    }
    expect(statuses.slice(0, EVENT_MISS_LIMIT.maxAttempts).every((s) => s === 404)).toBe(true);
    const limited = await get(`/api/events/${eventId}`, strangerCookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(accessMessages.tooManyEventMisses);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The owner still reads its own event, and its own misses are counted apart.
    expect((await get(`/api/events/${eventId}`, ownerCookie)).statusCode).toBe(200);
    expect((await get('/api/events/1000', ownerCookie)).statusCode).toBe(404);
  });

  it('counts parallel misses atomically', async () => {
    await app.ctx.db.delete(rateLimits);
    const total = EVENT_MISS_LIMIT.maxAttempts + 10;
    const responses = await Promise.all(
      Array.from({ length: total }, (_, i) => get(`/api/events/${2000 + i}`, strangerCookie)),
    );
    const notFound = responses.filter((r) => r.statusCode === 404).length;
    expect(notFound).toBe(EVENT_MISS_LIMIT.maxAttempts);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(10);
    const [row] = await app.ctx.db
      .select()
      .from(rateLimits)
      .where(
        eq(
          rateLimits.key,
          storedKey(app.ctx, `event-miss:${(await accountOf(app, 'eve@other.test')).user.id}`),
        ),
      );
    expect(row?.count).toBe(total);
  });
});

describe('event ids up to EVENT_ID_MAX', () => {
  it('serves the events and participants routes of a long wizard id alike', async () => {
    const longId = `${'-e3-81-82'.repeat(20)}_quiz`;
    await anEvent(
      app,
      { accountId: ownerAccountId },
      {
        id: longId,
        source: 'wizard',
        assessmentName: 'Quiz',
        assessmentFor: 'Everyone',
        registrationFields: [],
      },
    );
    const path = `/api/events/${encodeURIComponent(longId)}`;
    expect((await get(path, ownerCookie)).statusCode).toBe(200);
    expect((await get(`${path}/participants`, ownerCookie)).statusCode).toBe(200);
  });
});
