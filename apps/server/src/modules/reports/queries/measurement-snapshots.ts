import { and, asc, count, eq, isNotNull, isNull, lte, max, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  candidates,
  events,
  measurementSnapshots,
  participantLevels,
  participants,
} from '../../../db/schema';
import type { EventScope } from '../../../platform/access';
import { eventOwnedBy, ownedBy } from '../../../platform/tenancy';

export type SnapshotKind = 'items' | 'fairness';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '-');

/**
 * What the event's answers are at: its newest level end (every level end writes its
 * participant_levels row, one index probe) and its participant count (an erasure or removal).
 * With `people`, also what the fairness report reads beside them: the newest participant edit
 * (their gender and date of birth, one index probe) and the event's candidate count.
 */
export async function findDataVersion(
  db: DbOrTx,
  scope: EventScope,
  people = false,
): Promise<{ version: string; participants: number } | null> {
  const [row] = await db
    .select({
      count: events.participantsCount,
      last: sql<string | null>`(${db
        .select({ last: max(participantLevels.updatedAt) })
        .from(participantLevels)
        .where(ownedBy(scope, participantLevels.eventId))})`,
      edited: people
        ? sql<string | null>`(${db
            .select({ last: max(participants.lastUpdated) })
            .from(participants)
            .where(ownedBy(scope, participants.eventId))})`
        : sql<null>`null`,
      candidates: people
        ? sql<number>`(${db
            .select({ n: count() })
            .from(candidates)
            .where(eq(candidates.eventId, scope.eventId))})`
        : sql<null>`null`,
    })
    .from(events)
    .where(eventOwnedBy(scope));
  if (!row) {
    return null;
  }
  const answers = `${iso(row.last)}|${row.count}`;
  return {
    version: people ? `${answers}|${iso(row.edited)}|${row.candidates}` : answers,
    participants: row.count,
  };
}

export async function findMeasurementSnapshot(db: DbOrTx, scope: EventScope, kind: SnapshotKind) {
  const [row] = await db
    .select({
      version: measurementSnapshots.version,
      computedAt: measurementSnapshots.computedAt,
      figures: measurementSnapshots.figures,
      requestedAt: measurementSnapshots.requestedAt,
    })
    .from(measurementSnapshots)
    .where(and(ownedBy(scope, measurementSnapshots.eventId), eq(measurementSnapshots.kind, kind)));
  return row ?? null;
}

/** Stores figures computed from the data at `version`, whose computation began `computedAt`. */
export async function saveMeasurementSnapshot(
  db: DbOrTx,
  scope: EventScope,
  kind: SnapshotKind,
  figures: { version: string; computedAt: Date; figures: unknown },
) {
  await db
    .insert(measurementSnapshots)
    .values({ eventId: scope.eventId, kind, ...figures })
    .onConflictDoUpdate({
      target: [measurementSnapshots.eventId, measurementSnapshots.kind],
      set: figures,
    });
}

/**
 * Marks the figures as due for a refresh, unless a refresh is already due (the first request
 * since the last computation began keeps its place in the queue's order).
 */
export async function requestMeasurementRefresh(db: DbOrTx, scope: EventScope, kind: SnapshotKind) {
  const now = new Date();
  await db
    .insert(measurementSnapshots)
    .values({ eventId: scope.eventId, kind, version: '', requestedAt: now })
    .onConflictDoUpdate({
      target: [measurementSnapshots.eventId, measurementSnapshots.kind],
      set: { requestedAt: now },
      setWhere: refreshNotDue,
    });
}

/** No refresh requested since the last computation began. */
const refreshNotDue = sql`(${isNull(measurementSnapshots.requestedAt)} or (${isNotNull(
  measurementSnapshots.computedAt,
)} and ${lte(measurementSnapshots.requestedAt, measurementSnapshots.computedAt)}))`;

/**
 * Figures due for a refresh, longest waiting first, across every account: the job queue's
 * recurring refresh (docs/decisions/0025-measurement-refresh.md) runs as the event's owner.
 */
export function findDueRefreshes(db: DbOrTx, limit: number) {
  return db
    .select({
      eventId: measurementSnapshots.eventId,
      kind: measurementSnapshots.kind,
      accountId: events.accountId,
    })
    .from(measurementSnapshots)
    .innerJoin(events, eq(events.id, measurementSnapshots.eventId))
    .where(and(isNotNull(measurementSnapshots.requestedAt), not(refreshNotDue)))
    .orderBy(asc(measurementSnapshots.requestedAt))
    .limit(limit);
}
