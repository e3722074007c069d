import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateLimit = { maxAttempts: number; windowSeconds: number };

export type RateLimitHit = {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The window this attempt was counted in (its start, as epoch seconds), for a refund. */
  window: string;
};

/**
 * Fixed-window counter in the database, so every server process sees the same count.
 * One statement counts the attempt and reads the new count, so parallel requests cannot all
 * read a count below the limit before any of them writes: callers count first, then work.
 */
export async function hitRateLimit(
  db: Db,
  rawKey: string,
  limit: RateLimit,
): Promise<RateLimitHit> {
  const key = storedKey(rawKey);
  const window = sql.raw(`interval '${Math.floor(limit.windowSeconds)} seconds'`);
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} <= now() - ${window} then 1
                   else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= now() - ${window} then now()
                          else ${rateLimits.windowStart} end
    returning count,
      extract(epoch from (window_start + ${window} - now())) as remaining,
      extract(epoch from window_start)::text as window
  `);
  const row = rowsOf<{ count: number; remaining: string | number; window: string }>(result)[0];
  const count = Number(row?.count ?? 1);
  return {
    allowed: count <= limit.maxAttempts,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.remaining ?? limit.windowSeconds))),
    window: row?.window ?? '',
  };
}

/**
 * Gives back one counted attempt, for limits on failures only (a sign-in whose password was
 * right). Only within the window it was counted in: a new window starts from zero anyway.
 */
export async function refundRateLimit(db: Db, rawKey: string, hit: RateLimitHit): Promise<void> {
  const key = storedKey(rawKey);
  await db.execute(sql`
    update ${rateLimits} set count = greatest(${rateLimits.count} - 1, 0)
    where key = ${key} and extract(epoch from ${rateLimits.windowStart}) = ${hit.window}::numeric
  `);
}

/**
 * Keys carry what callers send (an e-mail, a forwarded client address): a key of some kB broke
 * the primary key's index and the request answered 500 (found by the route walk). Long keys
 * are kept as their hash; short ones stay readable.
 */
function storedKey(key: string): string {
  return key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
