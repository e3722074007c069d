import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { admins, events, outbox, participants } from '../../db/schema';
import type { Mail } from '../../platform/mail';

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

export async function findParticipantById(db: DbOrTx, eventId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) {
    return undefined;
  }
  const [row] = await db
    .select()
    .from(participants)
    .where(and(eq(participants.eventId, eventId), eq(participants.id, id)));
  return row;
}

export async function findParticipantByEmail(db: DbOrTx, eventId: string, emailLower: string) {
  const [row] = await db
    .select()
    .from(participants)
    .where(and(eq(participants.eventId, eventId), eq(participants.emailLower, emailLower)));
  return row;
}

export async function insertRegistrant(
  tx: Tx,
  eventId: string,
  p: {
    email: string;
    name: string;
    department: string;
    region: string;
    userInfo: Record<string, string>;
  },
) {
  const [row] = await tx
    .insert(participants)
    .values({
      eventId,
      email: p.email,
      emailLower: p.email.toLowerCase(),
      name: p.name,
      nameLower: p.name.toLowerCase(),
      department: p.department,
      region: p.region,
      userInfo: p.userInfo,
    })
    .returning({ id: participants.id });
  if (!row) {
    throw new Error('insertRegistrant: no row');
  }
  return row;
}

/** The event's and the account's participant counters, as every add moves them. */
export async function adjustEventCounters(
  tx: Tx,
  event: { id: string; accountId: string },
  delta: number,
) {
  await tx
    .update(events)
    .set({ participantsCount: sql`greatest(${events.participantsCount} + ${delta}, 0)` })
    .where(and(eq(events.id, event.id), eq(events.accountId, event.accountId)));
  await tx
    .update(admins)
    .set({ usersCount: sql`greatest(${admins.usersCount} + ${delta}, 0)` })
    .where(eq(admins.id, event.accountId));
}

export async function queueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db
    .insert(outbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, links: mail.links });
}
