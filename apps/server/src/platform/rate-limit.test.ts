import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { useTestApp } from '../test/test-app';
import { hitRateLimit, storedKey, sweepRateLimits } from './rate-limit';

/**
 * The counters keep no address (docs/decisions/0017-sign-in-and-registration-limits.md): a row
 * is named by a keyed hash of what it counts, and swept once its window has passed.
 */
const t = useTestApp();

describe('rate-limit counters', () => {
  it('name their rows by a keyed hash, never by the address they count', async () => {
    const limit = { maxAttempts: 3, windowSeconds: 600 };
    await hitRateLimit(t.app.ctx, 'play-link:email:ev-1:ana@example.com', limit);
    await hitRateLimit(t.app.ctx, 'sign-in:203.0.113.9', limit);
    const rows = await t.app.ctx.db.select().from(rateLimits);
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain('ana@example.com');
    expect(dump).not.toContain('203.0.113.9');
    // Not a plain hash either: without the server's key, guessing addresses finds nothing.
    const { createHash } = await import('node:crypto');
    const plain = createHash('sha256').update('sign-in:203.0.113.9').digest('base64url');
    expect(rows.map((r) => r.key)).not.toContain(plain);
    expect(rows.map((r) => r.key)).toContain(storedKey(t.app.ctx, 'sign-in:203.0.113.9'));
  });

  it('are swept once their window has passed, and keep counting until then', async () => {
    const limit = { maxAttempts: 2, windowSeconds: 60 };
    await hitRateLimit(t.app.ctx, 'old', limit);
    await hitRateLimit(t.app.ctx, 'live', limit);
    await t.app.ctx.db.execute(
      sql`update ${rateLimits} set window_start = now() - interval '2 minutes',
          expires_at = now() - interval '1 minute' where key = ${storedKey(t.app.ctx, 'old')}`,
    );
    expect(await sweepRateLimits(t.app.ctx.db)).toBe(1);
    const left = await t.app.ctx.db.select().from(rateLimits);
    expect(left.map((r) => r.key)).toEqual([storedKey(t.app.ctx, 'live')]);
    expect((await hitRateLimit(t.app.ctx, 'live', limit)).count).toBe(2);
    expect((await hitRateLimit(t.app.ctx, 'live', limit)).allowed).toBe(false);
  });

  it('count from one again once the window has passed', async () => {
    const limit = { maxAttempts: 1, windowSeconds: 10 };
    await hitRateLimit(t.app.ctx, 'sign-in:198.51.100.7', limit);
    expect((await hitRateLimit(t.app.ctx, 'sign-in:198.51.100.7', limit)).allowed).toBe(false);
    // The window began 11 s ago: the clock is moved in the row rather than waited for.
    await t.app.ctx.db.execute(
      sql`update ${rateLimits} set window_start = now() - interval '11 seconds'
          where key = ${storedKey(t.app.ctx, 'sign-in:198.51.100.7')}`,
    );
    const next = await hitRateLimit(t.app.ctx, 'sign-in:198.51.100.7', limit);
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });
});
