import type { Tx } from '../db/client';
import { serverSettings } from '../db/schema';

/**
 * Claims a once-per-database step (a seed, a content refresh) in the caller's transaction: true
 * the first time, false ever after. The flag row is taken in the same transaction as the work,
 * so a restart, or a second process starting at once, never does it twice.
 */
export async function claimOnce(tx: Tx, key: string): Promise<boolean> {
  const flag = await tx
    .insert(serverSettings)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  return flag.length > 0;
}
