import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, events } from '../../db/schema';

/** An event with its account's time zone: whether it is open depends on the account's today. */
export type PlayEventRow = typeof events.$inferSelect & { timeZone: string };

export async function findEventWithZone(
  db: DbOrTx,
  eventId: string,
): Promise<PlayEventRow | undefined> {
  const [row] = await db
    .select({ event: events, timeZone: admins.timeZone })
    .from(events)
    .innerJoin(admins, eq(admins.id, events.accountId))
    .where(eq(events.id, eventId));
  return row ? { ...row.event, timeZone: row.timeZone } : undefined;
}
