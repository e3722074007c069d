import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { authSessions } from '../../db/schema';
import { anAdmin, anEvent, type TestAdmin } from '../../test/factories';
import { bodyOf } from '../../test/harness';
import { useTestApp } from '../../test/test-app';

/**
 * The console's request path (docs/decisions/0026-thin-request-path.md): one statement reads
 * the session, its user and account and the named event's owner; nothing is cached, so every
 * way a session ends is seen by the next request.
 */
const file = useTestApp();
let owner: TestAdmin;
let eventId: string;

beforeEach(async () => {
  owner = await anAdmin(file.app);
  ({ id: eventId } = await anEvent(file.app, owner));
});

/** Every statement sent to the database (either driver) while `body` runs. */
async function statementsOf(body: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const pgQuery = pg.Client.prototype.query;
  const pgliteQuery = PGlite.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them on.
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    const first = args[0] as string | { text?: string };
    seen.push(typeof first === 'string' ? first : (first.text ?? ''));
    return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pgQuery;
  PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    seen.push(args[0]);
    return pgliteQuery.apply(this, args);
  } as typeof pgliteQuery;
  try {
    await body();
  } finally {
    pg.Client.prototype.query = pgQuery;
    PGlite.prototype.query = pgliteQuery;
  }
  return seen;
}

const get = (url: string, cookie = owner.cookie) => file.app.inject({ url, headers: { cookie } });

describe('the console request path', () => {
  it('reads the session, user, account and the event’s owner in one statement', async () => {
    const statements = await statementsOf(async () => {
      const response = await get(`/api/events/${eventId}/leaderboard`);
      expect(response.statusCode, response.body).toBe(200);
    });
    const auth = statements.filter((s) => /auth_sessions|auth_users|"admins"/.test(s));
    expect(auth).toHaveLength(1);
    expect(statements[0]).toBe(auth[0]);
    expect(auth[0]).toMatch(/"events"/);
    // The event's owner is not read again by the access rule.
    const ownerReads = statements.filter((s) =>
      /^select "account_id" from "events" where "events"."id" = \$1$/.test(s.trim()),
    );
    expect(ownerReads).toEqual([]);
  });

  it('answers another account’s event as a missing one from the same statement', async () => {
    const other = await anAdmin(file.app, {
      email: 'other.admin@elsewhere.test',
      companyName: 'Elsewhere',
    });
    const theirs = await get(`/api/events/${eventId}/leaderboard`, other.cookie);
    const missing = await get('/api/events/no-such-event/leaderboard', other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(bodyOf(theirs)).toEqual(bodyOf(missing));
  });

  it('refuses a cookie whose signature is not the server’s, and an expired session', async () => {
    const [token, signature] = decodeURIComponent(owner.cookie.split('=')[1] ?? '').split('.');
    const name = owner.cookie.split('=')[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`)}`;
    expect((await get(`/api/events/${eventId}`, forged)).statusCode).toBe(401);
    expect((await get(`/api/events/${eventId}`, `${name}=${token}`)).statusCode).toBe(401);
    expect((await get(`/api/events/${eventId}`)).statusCode).toBe(200);
    await file.app.ctx.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, owner.userId));
    expect((await get(`/api/events/${eventId}`)).statusCode).toBe(401);
  });

  it('ends at once when the session is signed out, and extends a day-old session', async () => {
    // Used a day ago: Better Auth extends it to a full week again.
    const inFiveDays = new Date(Date.now() + 5 * 86_400_000);
    await file.app.ctx.db
      .update(authSessions)
      .set({ expiresAt: inFiveDays })
      .where(eq(authSessions.userId, owner.userId));
    expect((await get(`/api/events/${eventId}`)).statusCode).toBe(200);
    const [extended] = await file.app.ctx.db
      .select({ expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(eq(authSessions.userId, owner.userId));
    expect(extended?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    const out = await file.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: owner.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await get(`/api/events/${eventId}`)).statusCode).toBe(401);
  });
});
