import { hitRateLimit, type LimitContext } from './rate-limit';

/**
 * Misses (a missing or another account's event) each caller may make per minute before the
 * access check answers 429: enough for stale links and typos, far too few to list every id.
 */
export const EVENT_MISS_LIMIT = { maxAttempts: 30, windowSeconds: 60 } as const;

/** Counts one miss for the caller atomically, in the database every process shares. */
export function countEventMiss(ctx: LimitContext, userId: string) {
  return hitRateLimit(ctx, `event-miss:${userId}`, EVENT_MISS_LIMIT);
}
