import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  admins,
  candidates,
  events,
  greenhouseInterviews,
  levelRuns,
  outbox,
  participantCompetencyScores,
  participantLevelScores,
  participantLevels,
  participantSessions,
  participants,
  runAnswers,
  runItemPhases,
  storedFiles,
  webhookDeliveries,
} from '../../db/schema';
import type { EventScope } from '../../platform/access';
import { candidatesOwnedBy } from '../../platform/tenancy';

/** Every table that holds rows about a participant, in the order an export lists them. */
export const participantTables = [
  'participants',
  'participant_sessions',
  'level_runs',
  'run_answers',
  'participant_levels',
  'participant_level_scores',
  'participant_competency_scores',
  'run_item_phases',
  'webhook_deliveries',
  'greenhouse_interviews',
  'outbox',
] as const;
export type ParticipantTable = (typeof participantTables)[number];

/**
 * Every table that holds rows about a candidate. A table added to the schema fails
 * privacy-coverage.test.ts until it is listed here, in participantTables or in coverage.ts.
 */
export const candidateTables = [
  'candidates',
  'stored_files',
  'webhook_deliveries',
  'outbox',
] as const;
export type CandidateTable = (typeof candidateTables)[number];

export type TableRows<T extends string> = Record<T, Record<string, unknown>[]>;
export type TableCounts<T extends string> = Record<T, number>;

export type PersonKey = { id: string; emailLower: string };

/**
 * The mails sent to these participants: those that name them, and those that lost their
 * participant (an earlier delete set it to null) but went to the same address with a game link
 * of the same account. Mails naming another participant (the same address invited to another
 * game) are that participant's, not these.
 */
function mailsOf(accountId: string, people: PersonKey[]): SQL {
  const ids = people.map((p) => p.id);
  const emails = people.map((p) => p.emailLower);
  return sql`(${inArray(outbox.participantId, ids)} or (${isNull(outbox.participantId)}
    and ${inArray(sql`lower(${outbox.toAddress})`, emails)}
    and exists (select 1 from ${events} where ${events.accountId} = ${accountId}
      and position('/play/' || ${events.id} || '?' in ${outbox.links}::text) > 0)))`;
}

const runIdsOf = (ids: string[]) =>
  sql`(select ${levelRuns.id} from ${levelRuns} where ${inArray(levelRuns.participantId, ids)})`;
const runsOf = (ids: string[]) => sql`${runAnswers.runId} in ${runIdsOf(ids)}`;
const phasesOf = (ids: string[]) => sql`${runItemPhases.runId} in ${runIdsOf(ids)}`;

/** Every row about one participant (already found in the caller's scope), table by table. */
export async function participantRows(
  db: DbOrTx,
  accountId: string,
  person: PersonKey,
): Promise<TableRows<ParticipantTable>> {
  const ids = [person.id];
  const [
    main,
    sessions,
    runs,
    answers,
    levels,
    levelScores,
    competencyScores,
    phases,
    deliveries,
    interviews,
    mails,
  ] = await Promise.all([
    db.select().from(participants).where(eq(participants.id, person.id)),
    // The token's hash is a credential, not information about the person.
    db
      .select({
        participantId: participantSessions.participantId,
        eventId: participantSessions.eventId,
        createdAt: participantSessions.createdAt,
        expiresAt: participantSessions.expiresAt,
      })
      .from(participantSessions)
      .where(eq(participantSessions.participantId, person.id)),
    db.select().from(levelRuns).where(eq(levelRuns.participantId, person.id)),
    db.select().from(runAnswers).where(runsOf(ids)),
    db.select().from(participantLevels).where(eq(participantLevels.participantId, person.id)),
    db
      .select()
      .from(participantLevelScores)
      .where(eq(participantLevelScores.participantId, person.id)),
    db
      .select()
      .from(participantCompetencyScores)
      .where(eq(participantCompetencyScores.participantId, person.id)),
    db.select().from(runItemPhases).where(phasesOf(ids)),
    // The payloads hold their name, e-mail, department, region and scores.
    db.select().from(webhookDeliveries).where(eq(webhookDeliveries.participantId, person.id)),
    // Their page in Greenhouse and the callback that reports them (an ATS link to the person).
    db.select().from(greenhouseInterviews).where(eq(greenhouseInterviews.participantId, person.id)),
    db
      .select()
      .from(outbox)
      .where(mailsOf(accountId, [person])),
  ]);
  return {
    participants: main,
    participant_sessions: sessions,
    level_runs: runs,
    run_answers: answers,
    participant_levels: levels,
    participant_level_scores: levelScores,
    participant_competency_scores: competencyScores,
    run_item_phases: phases,
    webhook_deliveries: deliveries,
    greenhouse_interviews: interviews,
    outbox: mails,
  };
}

/**
 * Removes every row about these participants in the caller's transaction, children first so
 * each count is what was removed (the score tables' triggers keep the report totals true).
 * The caller adjusts the event's and account's counters by the `participants` count.
 */
export async function eraseParticipantRows(
  db: DbOrTx,
  accountId: string,
  people: PersonKey[],
): Promise<TableCounts<ParticipantTable>> {
  const ids = people.map((p) => p.id);
  const gone = async (query: Promise<unknown[]>) => (await query).length;
  const one = { n: sql<number>`1` };
  const run_answers = await gone(db.delete(runAnswers).where(runsOf(ids)).returning(one));
  const participant_levels = await gone(
    db
      .delete(participantLevels)
      .where(inArray(participantLevels.participantId, ids))
      .returning(one),
  );
  const participant_level_scores = await gone(
    db
      .delete(participantLevelScores)
      .where(inArray(participantLevelScores.participantId, ids))
      .returning(one),
  );
  const participant_competency_scores = await gone(
    db
      .delete(participantCompetencyScores)
      .where(inArray(participantCompetencyScores.participantId, ids))
      .returning(one),
  );
  const run_item_phases = await gone(db.delete(runItemPhases).where(phasesOf(ids)).returning(one));
  const webhook_deliveries = await gone(
    db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.participantId, ids))
      .returning(one),
  );
  const greenhouse_interviews = await gone(
    db
      .delete(greenhouseInterviews)
      .where(inArray(greenhouseInterviews.participantId, ids))
      .returning(one),
  );
  const level_runs = await gone(
    db.delete(levelRuns).where(inArray(levelRuns.participantId, ids)).returning(one),
  );
  const participant_sessions = await gone(
    db
      .delete(participantSessions)
      .where(inArray(participantSessions.participantId, ids))
      .returning(one),
  );
  const mails = await gone(db.delete(outbox).where(mailsOf(accountId, people)).returning(one));
  const removed = await gone(
    db.delete(participants).where(inArray(participants.id, ids)).returning(one),
  );
  return {
    participants: removed,
    participant_sessions,
    level_runs,
    run_answers,
    participant_levels,
    participant_level_scores,
    participant_competency_scores,
    run_item_phases,
    webhook_deliveries,
    greenhouse_interviews,
    outbox: mails,
  };
}

/** A batch of an event's participants, locked; ones another eraser holds are skipped. */
export async function lockParticipantBatch(
  db: DbOrTx,
  eventId: string,
  size: number,
): Promise<PersonKey[]> {
  return db
    .select({ id: participants.id, emailLower: participants.emailLower })
    .from(participants)
    .where(eq(participants.eventId, eventId))
    .limit(size)
    .for('update', { skipLocked: true });
}

export type CandidateFileRow = typeof storedFiles.$inferSelect;

/** A candidate's row and their files' rows (the candidate already found in scope). */
export async function candidateRows(
  db: DbOrTx,
  candidate: typeof candidates.$inferSelect,
): Promise<{ rows: TableRows<CandidateTable>; files: CandidateFileRow[] }> {
  const fileIds = [candidate.resumeFileId, candidate.drivingLicenseFileId].filter(
    (f): f is string => f !== null,
  );
  const files = fileIds.length
    ? await db
        .select()
        .from(storedFiles)
        .where(
          and(inArray(storedFiles.id, fileIds), eq(storedFiles.accountId, candidate.accountId)),
        )
    : [];
  const [deliveries, mails] = await Promise.all([
    db.select().from(webhookDeliveries).where(eq(webhookDeliveries.candidateId, candidate.id)),
    db.select().from(outbox).where(eq(outbox.candidateId, candidate.id)),
  ]);
  return {
    rows: {
      candidates: [candidate],
      stored_files: files,
      webhook_deliveries: deliveries,
      outbox: mails,
    },
    files,
  };
}

/**
 * Removes candidates and their file rows in the caller's transaction (the counts trigger keeps
 * candidate_counts true); returns the counts and the storage keys to remove after commit.
 */
export async function eraseCandidateRows(
  db: DbOrTx,
  where: SQL,
): Promise<{ counts: TableCounts<CandidateTable>; keys: string[] }> {
  // Their deliveries and mails would go with them (foreign keys); deleted first to be counted.
  const about = (column: typeof outbox.candidateId | typeof webhookDeliveries.candidateId) =>
    sql`${column} in (select ${candidates.id} from ${candidates} where ${where})`;
  const deliveries = await db
    .delete(webhookDeliveries)
    .where(about(webhookDeliveries.candidateId))
    .returning({ id: webhookDeliveries.id });
  const mails = await db
    .delete(outbox)
    .where(about(outbox.candidateId))
    .returning({ id: outbox.id });
  const removed = await db
    .delete(candidates)
    .where(where)
    .returning({ resume: candidates.resumeFileId, licence: candidates.drivingLicenseFileId });
  const fileIds = removed
    .flatMap((r) => [r.resume, r.licence])
    .filter((f): f is string => f !== null);
  const files = fileIds.length
    ? await db
        .delete(storedFiles)
        .where(inArray(storedFiles.id, fileIds))
        .returning({ key: storedFiles.storageKey })
    : [];
  return {
    counts: {
      candidates: removed.length,
      stored_files: files.length,
      webhook_deliveries: deliveries.length,
      outbox: mails.length,
    },
    keys: files.map((f) => f.key),
  };
}

/** One candidate of the scope, as eraseCandidateRows does it; a zero count when not found. */
export function eraseScopedCandidate(
  db: DbOrTx,
  scope: EventScope,
  id: string,
): Promise<{ counts: TableCounts<CandidateTable>; keys: string[] }> {
  return eraseCandidateRows(db, and(candidatesOwnedBy(scope), eq(candidates.id, id)) as SQL);
}

/** A batch of an event's candidates' ids, locked; ones another eraser holds are skipped. */
export async function lockCandidateBatch(
  db: DbOrTx,
  eventId: string,
  size: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.eventId, eventId))
    .limit(size)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/**
 * Events past their account's retention: closed (a YYYY-MM-DD closing date) more than the
 * account's months ago on `today`, with someone left to erase.
 */
export async function eventsPastRetention(
  db: DbOrTx,
  today: string,
): Promise<{ eventId: string; accountId: string }[]> {
  return rowsOf<{ eventId: string; accountId: string }>(
    await db.execute(sql`
      select e.id as "eventId", e.account_id as "accountId"
        from events e join admins a on a.id = e.account_id
       where a.retention_months is not null
         and (case when e.closing_date ~ '^\\d{4}-\\d{2}-\\d{2}$' then e.closing_date::date end)
             < ${today}::date - make_interval(months => a.retention_months)
         and (exists (select 1 from participants p where p.event_id = e.id)
           or exists (select 1 from candidates c where c.event_id = e.id))
       order by e.closing_date, e.id`),
  );
}

/** The account's retention in months; null when it keeps people for ever (or has no row). */
export async function findRetentionMonths(db: DbOrTx, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ retentionMonths: admins.retentionMonths })
    .from(admins)
    .where(eq(admins.id, accountId));
  return row?.retentionMonths ?? null;
}

export async function setRetentionMonths(
  db: DbOrTx,
  accountId: string,
  retentionMonths: number | null,
): Promise<void> {
  await db.update(admins).set({ retentionMonths }).where(eq(admins.id, accountId));
}
