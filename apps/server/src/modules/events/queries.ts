import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { byName } from '../../db/prepared';
import {
  admins,
  candidates,
  eventDrafts,
  eventLevels,
  events,
  outbox,
  participants,
  storedFiles,
} from '../../db/schema';
import type { EventScope, OwnEventScope } from '../../platform/access';
import {
  candidatesOwnedBy,
  type EventTenancy,
  eventOwnedBy,
  scopeEventOwned,
} from '../../platform/tenancy';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** The account an event belongs to, or null when there is no such event (the access check). */
export async function eventAccount(db: DbOrTx, eventId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: events.accountId })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.accountId ?? null;
}

export async function findEvent(db: DbOrTx, scope: EventScope): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eventOwnedBy(scope));
  return row;
}

export async function findAccountEvents(db: DbOrTx, accountId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.accountId, accountId))
    .orderBy(desc(events.createdAt));
}

export async function countAccountEvents(db: DbOrTx, accountId: string): Promise<number> {
  const [owned] = await db
    .select({ n: count() })
    .from(events)
    .where(eq(events.accountId, accountId));
  return Number(owned?.n ?? 0);
}

export async function accountUsersCount(db: DbOrTx, accountId: string): Promise<number> {
  const [account] = await db
    .select({ n: admins.usersCount })
    .from(admins)
    .where(eq(admins.id, accountId));
  return account?.n ?? 0;
}

export async function accountTimeZone(db: DbOrTx, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: admins.timeZone })
    .from(admins)
    .where(eq(admins.id, accountId));
  return row?.timeZone ?? null;
}

/** Levels per event, for the dashboard's cards. */
export async function levelCounts(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ eventId: eventLevels.eventId, n: count() })
    .from(eventLevels)
    .where(inArray(eventLevels.eventId, ids))
    .groupBy(eventLevels.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
}

export async function insertEvent(tx: Tx, values: NewEventRow): Promise<void> {
  await tx.insert(events).values(values);
}

/** A new game counts against the plan and becomes the account's default event. */
export async function countEventCreated(tx: Tx, accountId: string, eventId: string) {
  await tx
    .update(admins)
    .set({
      assessmentsCount: sql`${admins.assessmentsCount} + 1`,
      newUser: false,
      lastEventId: eventId,
      updatedAt: new Date(),
    })
    .where(eq(admins.id, accountId));
}

export async function updateEvent(
  db: DbOrTx,
  scope: OwnEventScope,
  values: Partial<NewEventRow>,
): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eventOwnedBy(scope))
    .returning({ id: events.id });
  return rows.length > 0;
}

/** Deletes the event (levels, questions, characters and participants cascade) and their mails. */
export async function deleteEventRow(tx: Tx, scope: OwnEventScope): Promise<EventRow | undefined> {
  // The participants' mails go too (the outbox only sets their link to null on its own).
  await tx
    .delete(outbox)
    .where(
      inArray(
        outbox.participantId,
        tx
          .select({ id: participants.id })
          .from(participants)
          .innerJoin(events, eq(events.id, participants.eventId))
          .where(eventOwnedBy(scope)),
      ),
    );
  const [row] = await tx.delete(events).where(eventOwnedBy(scope)).returning();
  return row;
}

/** The account's counters after one of its games went, with that game's participants. */
export async function countEventDeleted(tx: Tx, row: EventRow) {
  await tx
    .update(admins)
    .set({
      assessmentsCount: sql`greatest(${admins.assessmentsCount} - 1, 0)`,
      usersCount: sql`greatest(${admins.usersCount} - ${row.participantsCount}, 0)`,
      lastEventId: sql`case when ${admins.lastEventId} = ${row.id} then null else ${admins.lastEventId} end`,
    })
    .where(eq(admins.id, row.accountId));
}

/** Removes stored-file rows; answers their storage keys, whose bytes go after the commit. */
export async function deleteFileRows(tx: Tx, ids: string[]): Promise<{ key: string }[]> {
  if (ids.length === 0) {
    return [];
  }
  return tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .returning({ key: storedFiles.storageKey });
}

/** Makes the event the account's default, only while the account owns it. */
export async function rememberOpenedEvent(db: DbOrTx, scope: OwnEventScope) {
  await db
    .update(admins)
    .set({ lastEventId: scope.eventId })
    .where(and(eq(admins.id, scope.accountId), scopeEventOwned(scope)));
}

/** The account's wizard draft as stored (checked by the caller). */
export async function findDraft(db: DbOrTx, accountId: string): Promise<unknown> {
  const [row] = await db.select().from(eventDrafts).where(eq(eventDrafts.accountId, accountId));
  return row?.data ?? null;
}

export async function upsertDraft(
  db: DbOrTx,
  accountId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(eventDrafts)
    .values({ accountId, data })
    .onConflictDoUpdate({ target: eventDrafts.accountId, set: { data, updatedAt: new Date() } });
}

export async function deleteDraft(db: DbOrTx, accountId: string): Promise<void> {
  await db.delete(eventDrafts).where(eq(eventDrafts.accountId, accountId));
}

/**
 * Candidate files of one event (its deletion takes the candidates with it): their rows go in
 * the caller's transaction, in one statement; the keys come back for the storage.
 */
export async function deleteEventCandidateFiles(
  db: DbOrTx,
  scope: EventTenancy,
): Promise<string[]> {
  const ofEvent = (column: AnyPgColumn) =>
    sql`select ${column} from ${candidates} where ${candidatesOwnedBy(scope)}`;
  const removed = await db
    .delete(storedFiles)
    .where(
      sql`${storedFiles.id} in (${ofEvent(candidates.resumeFileId)} union ${ofEvent(candidates.drivingLicenseFileId)})`,
    )
    .returning({ key: storedFiles.storageKey });
  return removed.map((r) => r.key);
}

/** An event with its account's time zone: whether it is open depends on the account's today. */
export type PlayEventRow = typeof events.$inferSelect & { timeZone: string };

export async function findEventWithZone(
  db: DbOrTx,
  eventId: string,
): Promise<PlayEventRow | undefined> {
  // Sent by name: every level start and map reads it (db/prepared.ts).
  const [row] = await byName(
    'event_with_zone',
    db
      .select({ event: events, timeZone: admins.timeZone })
      .from(events)
      .innerJoin(admins, eq(admins.id, events.accountId))
      .where(eq(events.id, eventId)),
  );
  return row ? { ...row.event, timeZone: row.timeZone } : undefined;
}
