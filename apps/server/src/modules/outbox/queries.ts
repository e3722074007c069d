import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

/*
 * The outbox is the platform's own mail log, read by the super admin only, so these queries
 * take no tenant.
 */

/** One page of mails, newest first (the id breaks ties of one instant). */
export function listOutboxPage(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOutbox(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outbox);
  return row?.total ?? 0;
}
