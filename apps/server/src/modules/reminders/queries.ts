import { REMINDER_INTERVAL_HOURS } from '@app/domain';
import { and, count, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { admins, events, outbox, participants } from '../../db/schema';
import type { EventScope, OwnEventScope } from '../../platform/access';
import { eventOwnedBy, ownedBy } from '../../platform/tenancy';

/**
 * The domain's reminderEligible in SQL: not completed, active, not expired, and not reminded in
 * the last 24 hours. It is the WHERE clause of the reminding UPDATE itself, so a second click,
 * process or job run waits for the first's row locks and then finds those rows reminded.
 */
function eligible(): SQL {
  return sql`${participants.completedAt} is null
    and ${participants.isActive}
    and not (${participants.canExpire} and ${participants.expiryDate} is not null
      and ${participants.expiryDate} <= now())
    and (${participants.lastRemindedAt} is null
      or ${participants.lastRemindedAt} <= now() - make_interval(hours => ${REMINDER_INTERVAL_HOURS}))`;
}

/** Stamps every eligible participant of the event as reminded now; returns who they are. */
export function stampReminded(tx: Tx, scope: EventScope) {
  return tx
    .update(participants)
    .set({ lastRemindedAt: sql`now()` })
    .where(and(ownedBy(scope, participants.eventId), eligible()))
    .returning({
      id: participants.id,
      email: participants.email,
      name: participants.name,
      locale: participants.locale,
    });
}

export async function countEligible(db: DbOrTx, scope: EventScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(participants)
    .where(and(ownedBy(scope, participants.eventId), eligible()));
  return Number(row?.n ?? 0);
}

export type NewOutboxRow = typeof outbox.$inferInsert;

export async function insertMails(tx: Tx, mails: NewOutboxRow[]): Promise<void> {
  for (let start = 0; start < mails.length; start += 1000) {
    await tx.insert(outbox).values(mails.slice(start, start + 1000));
  }
}

export async function setReminderDays(
  db: DbOrTx,
  scope: OwnEventScope,
  days: number | null,
): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({ reminderDaysBeforeClose: days, updatedAt: new Date() })
    .where(eventOwnedBy(scope))
    .returning({ id: events.id });
  return rows.length > 0;
}

/**
 * Events whose automatic reminder may fall today somewhere: switched on and not closed before
 * yesterday (UTC), with their account's zone. ISO dates compare as strings.
 */
export function autoReminderCandidates(db: DbOrTx, fromDate: string) {
  return db
    .select({
      id: events.id,
      accountId: events.accountId,
      closingDate: events.closingDate,
      reminderDaysBeforeClose: events.reminderDaysBeforeClose,
      autoReminderSentFor: events.autoReminderSentFor,
      timeZone: admins.timeZone,
    })
    .from(events)
    .innerJoin(admins, eq(admins.id, events.accountId))
    .where(
      and(
        isNotNull(events.reminderDaysBeforeClose),
        isNotNull(events.closingDate),
        gte(events.closingDate, fromDate),
      ),
    );
}

/**
 * Claims the event's automatic reminder for its day: true for exactly one caller per day, the
 * others (waiting on the row, or later) finding it already claimed. Run in the transaction
 * that sends the reminders, so a failed run leaves the day unclaimed.
 */
export async function claimAutoReminder(tx: Tx, scope: OwnEventScope, day: string) {
  const rows = await tx
    .update(events)
    .set({ autoReminderSentFor: day })
    .where(and(eventOwnedBy(scope), sql`${events.autoReminderSentFor} is distinct from ${day}`))
    .returning({ id: events.id });
  return rows.length > 0;
}
