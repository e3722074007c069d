import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window counter in the database, so every server process sees the same count.
 * `hit` counts one attempt atomically and says whether it is within the limit.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: { maxAttempts: number; windowSeconds: number },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const window = sql.raw(`interval '${Math.floor(limit.windowSeconds)} seconds'`);
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} <= now() - ${window} then 1
                   else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= now() - ${window} then now()
                          else ${rateLimits.windowStart} end
    returning count, extract(epoch from (window_start + ${window} - now())) as remaining
  `);
  const row = rowsOf<{ count: number; remaining: string | number }>(result)[0];
  const count = Number(row?.count ?? 1);
  return {
    allowed: count <= limit.maxAttempts,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.remaining ?? limit.windowSeconds))),
  };
}

/** Whether another attempt is allowed, without counting one (failures are counted after). */
export async function peekRateLimit(
  db: Db,
  key: string,
  limit: { maxAttempts: number; windowSeconds: number },
): Promise<boolean> {
  const window = sql.raw(`interval '${Math.floor(limit.windowSeconds)} seconds'`);
  const result = await db.execute(sql`
    select count from ${rateLimits}
    where key = ${key} and ${rateLimits.windowStart} > now() - ${window}
  `);
  const row = rowsOf<{ count: number }>(result)[0];
  return !row || Number(row.count) < limit.maxAttempts;
}
