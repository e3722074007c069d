import { and, count, eq, max, sql } from 'drizzle-orm';
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
): Promise<string | null> {
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
  return people ? `${answers}|${iso(row.edited)}|${row.candidates}` : answers;
}

export async function findMeasurementSnapshot(db: DbOrTx, scope: EventScope, kind: SnapshotKind) {
  const [row] = await db
    .select({
      version: measurementSnapshots.version,
      computedAt: measurementSnapshots.computedAt,
      figures: measurementSnapshots.figures,
    })
    .from(measurementSnapshots)
    .where(and(ownedBy(scope, measurementSnapshots.eventId), eq(measurementSnapshots.kind, kind)));
  return row ?? null;
}

export async function saveMeasurementSnapshot(
  db: DbOrTx,
  scope: EventScope,
  kind: SnapshotKind,
  version: string,
  figures: unknown,
) {
  await db
    .insert(measurementSnapshots)
    .values({ eventId: scope.eventId, kind, version, figures, computedAt: new Date() })
    .onConflictDoUpdate({
      target: [measurementSnapshots.eventId, measurementSnapshots.kind],
      set: { version, figures, computedAt: new Date() },
    });
}
