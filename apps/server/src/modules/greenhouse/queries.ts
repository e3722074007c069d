import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { admins, events, greenhouseInterviews, participants } from '../../db/schema';
import type { AccountScope } from '../../platform/access';

export type InterviewRow = typeof greenhouseInterviews.$inferSelect;

/** The account's events with the candidate flow switched on, with the account's time zone. */
export function candidateFlowEvents(db: DbOrTx, scope: AccountScope) {
  return db
    .select({
      id: events.id,
      assessmentName: events.assessmentName,
      launchDate: events.launchDate,
      closingDate: events.closingDate,
      timeZone: admins.timeZone,
    })
    .from(events)
    .innerJoin(admins, eq(admins.id, events.accountId))
    .where(
      and(
        eq(events.accountId, scope.accountId),
        eq(events.projectType, 'ace'),
        eq(events.candidateFlow, true),
      ),
    )
    .orderBy(asc(events.assessmentName), asc(events.id));
}

/** The account's interview for this Greenhouse callback URL, if it sent this test before. */
export async function findInterviewByCallback(
  tx: Tx,
  scope: AccountScope,
  callbackUrl: string,
): Promise<InterviewRow | undefined> {
  const [row] = await tx
    .select()
    .from(greenhouseInterviews)
    .where(
      and(
        eq(greenhouseInterviews.accountId, scope.accountId),
        eq(greenhouseInterviews.callbackUrl, callbackUrl),
      ),
    );
  return row;
}

export async function insertInterview(
  tx: Tx,
  values: typeof greenhouseInterviews.$inferInsert,
): Promise<InterviewRow> {
  const [row] = await tx.insert(greenhouseInterviews).values(values).returning();
  if (!row) {
    throw new Error('insertInterview: no row');
  }
  return row;
}

/** One interview of the account with its participant's standing, or undefined. */
export async function findInterviewStatus(db: DbOrTx, scope: AccountScope, id: string) {
  const [row] = await db
    .select({
      interview: greenhouseInterviews,
      trackingState: participants.trackingState,
      currentScore: participants.currentScore,
      competencies: sql<{ competency: string; percentage: number }[]>`(
        select coalesce(json_agg(json_build_object('competency', s.competency,
          'percentage', s.average_percentage) order by s.competency), '[]')
        from participant_competency_scores s where s.participant_id = ${participants.id})`,
    })
    .from(greenhouseInterviews)
    .innerJoin(participants, eq(participants.id, greenhouseInterviews.participantId))
    .where(
      and(eq(greenhouseInterviews.id, id), eq(greenhouseInterviews.accountId, scope.accountId)),
    );
  return row;
}

/**
 * The participant completed the game: their interviews' callbacks become due, once (a
 * participant who completes again changes nothing already sent).
 */
export async function callbacksDue(tx: Tx, participantId: string): Promise<void> {
  await tx
    .update(greenhouseInterviews)
    .set({ callbackStatus: 'pending', callbackNextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(greenhouseInterviews.participantId, participantId),
        eq(greenhouseInterviews.callbackStatus, 'waiting'),
      ),
    );
}
