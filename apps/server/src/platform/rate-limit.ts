import { createHmac } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { rateLimits } from '../db/schema';

/** What a limit needs: the database, and the key its row names are hashed with. */
export type LimitContext = { db: Db; limitKey: Buffer };

export type RateLimit = { maxAttempts: number; windowSeconds: number };

export type RateLimitHit = {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The window this attempt was counted in (its start, as epoch seconds), for a refund. */
  window: string;
  /** Attempts counted in this window, this one included. */
  count: number;
};

/**
 * Fixed-window counter in the database, so every server process sees the same count.
 * One statement counts the attempt and reads the new count, so parallel requests cannot all
 * read a count below the limit before any of them writes: callers count first, then work.
 */
export async function hitRateLimit(
  ctx: LimitContext,
  rawKey: string,
  limit: RateLimit,
): Promise<RateLimitHit> {
  const key = storedKey(ctx, rawKey);
  const window = sql.raw(`interval '${Math.floor(limit.windowSeconds)} seconds'`);
  const result = await ctx.db.execute(sql`
    insert into ${rateLimits} (key, count, window_start, expires_at)
    values (${key}, 1, now(), now() + ${window})
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} <= now() - ${window} then 1
                   else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= now() - ${window} then now()
                          else ${rateLimits.windowStart} end,
      expires_at = case when ${rateLimits.windowStart} <= now() - ${window} then now() + ${window}
                        else greatest(${rateLimits.expiresAt}, ${rateLimits.windowStart} + ${window}) end
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
    count,
  };
}

/**
 * Gives back one counted attempt, for limits on failures only (a sign-in whose password was
 * right). Only within the window it was counted in: a new window starts from zero anyway.
 */
export async function refundRateLimit(
  ctx: LimitContext,
  rawKey: string,
  hit: RateLimitHit,
): Promise<void> {
  const key = storedKey(ctx, rawKey);
  await ctx.db.execute(sql`
    update ${rateLimits} set count = greatest(${rateLimits.count} - 1, 0)
    where key = ${key} and extract(epoch from ${rateLimits.windowStart}) = ${hit.window}::numeric
  `);
}

/** Forgets a counter at once: a password reset lifts the account's sign-in lock. */
export async function clearRateLimit(ctx: LimitContext, rawKey: string): Promise<void> {
  await ctx.db.execute(sql`delete from ${rateLimits} where key = ${storedKey(ctx, rawKey)}`);
}

/** Deletes the counters whose window has passed (a scheduled job): they count nothing now. */
export async function sweepRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/**
 * The row's name: a keyed hash (HMAC-SHA-256 with the server's limit key) of what callers
 * count, so the table never holds an e-mail or a client address, a name cannot be turned back
 * into one by hashing guesses without the key, and any length fits the primary key's index
 * (a key of some kB once broke it, found by the route walk).
 */
export function storedKey(ctx: LimitContext, key: string): string {
  return createHmac('sha256', ctx.limitKey).update(key).digest('base64url');
}
