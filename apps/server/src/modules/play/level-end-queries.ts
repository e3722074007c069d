import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { byName, hotStatement } from '../../db/prepared';
import { levelRuns, participantLevels, participants } from '../../db/schema';
import type { PlayerScope } from '../../platform/access';
import type { PlayerRow, RunRow } from './run-queries';

/** What a level end needs of a level's counted attempt and its totals over every attempt. */
export type LevelResult = {
  levelId: string;
  points: number;
  maxPoints: number | null;
  allPoints: number;
  allMaxPoints: number;
  passed: boolean;
  attempts: number;
};

/** One per-level per-competency row (participant_level_scores). */
export type LevelScoreRow = {
  competency: string;
  level: string;
  achievedScore: number;
  totalScore: number;
  totalQuestions: number;
  percentage: number;
};

/** What scoring needs of an answer, in the order answered. */
export type AttemptAnswer = { itemIndex: number; kind: string; rating: number; points: number };

export type Competency = { competency: string; percentage: number };

const levelResultJson = sql`json_build_object('levelId', level_id, 'points', points,
  'maxPoints', max_points, 'allPoints', all_points, 'allMaxPoints', all_max_points,
  'passed', passed, 'attempts', attempts)`;

/**
 * The participant's row, locked (every level start and level end of one person is serial), with
 * their levels' results and per-level competency rows: everything a level end reads of them.
 */
export async function lockPlayerStanding(tx: Tx, scope: PlayerScope) {
  const [row] = await byName(
    'lock_player_standing',
    tx
      .select({
        player: participants,
        levels: sql<LevelResult[]>`(select coalesce(json_agg(${levelResultJson}), '[]')
        from participant_levels
        where participant_id = ${participants.id} and event_id = ${participants.eventId})`,
        scores: sql<LevelScoreRow[]>`(select coalesce(json_agg(json_build_object(
          'competency', competency, 'level', level, 'achievedScore', achieved_score,
          'totalScore', total_score, 'totalQuestions', total_questions,
          'percentage', percentage)), '[]')
        from participant_level_scores
        where participant_id = ${participants.id} and event_id = ${participants.eventId})`,
      })
      .from(participants)
      .where(and(eq(participants.id, scope.participantId), eq(participants.eventId, scope.eventId)))
      .for('update', { of: participants }),
  );
  if (!row) {
    throw new Error('lockPlayerStanding: the session names no participant of this event');
  }
  return row;
}

/** This participant's run, locked (after the participant), with its answers in order. */
export async function lockRunWithAnswers(tx: Tx, scope: PlayerScope, runId: string) {
  const [row] = await byName(
    'lock_run_with_answers',
    tx
      .select({
        run: levelRuns,
        answers: sql<AttemptAnswer[]>`(select coalesce(json_agg(json_build_object(
          'itemIndex', item_index, 'kind', kind, 'rating', rating, 'points', points)
          order by answered_at, item_index), '[]')
        from run_answers where run_id = ${levelRuns.id})`,
      })
      .from(levelRuns)
      .where(
        and(
          eq(levelRuns.id, runId),
          eq(levelRuns.participantId, scope.participantId),
          eq(levelRuns.eventId, scope.eventId),
        ),
      )
      .for('update', { of: levelRuns }),
  );
  return row;
}

export async function closeRun(
  tx: Tx,
  runId: string,
  set: Pick<RunRow, 'endedAt' | 'points' | 'maxPoints' | 'passed' | 'earned'>,
): Promise<RunRow> {
  const [row] = await byName(
    'close_run',
    tx.update(levelRuns).set(set).where(eq(levelRuns.id, runId)).returning(),
  );
  if (!row) {
    throw new Error('closeRun: the run vanished');
  }
  return row;
}

/**
 * Records the attempt on the level: `counts` makes it the counted attempt; its points and most
 * are added to the level's totals over every attempt either way. Returns the level's result.
 */
export async function countAttempt(
  tx: Tx,
  scope: PlayerScope,
  level: { id: string; tabName: string; kind: string },
  run: RunRow,
  counts: boolean,
): Promise<LevelResult> {
  const best = counts
    ? { points: run.points, maxPoints: run.maxPoints, passed: run.passed, bestRunId: run.id }
    : {};
  // Two texts: the counted attempt's upsert sets its result too.
  const [row] = await byName(
    counts ? 'count_attempt_counted' : 'count_attempt',
    tx
      .insert(participantLevels)
      .values({
        participantId: scope.participantId,
        eventId: scope.eventId,
        levelId: level.id,
        levelName: level.tabName,
        kind: level.kind,
        points: run.points,
        maxPoints: run.maxPoints,
        allPoints: run.points,
        allMaxPoints: run.maxPoints ?? 0,
        passed: run.passed,
        attempts: 1,
        bestRunId: run.id,
      })
      .onConflictDoUpdate({
        target: [participantLevels.participantId, participantLevels.levelId],
        set: {
          ...best,
          attempts: sql`${participantLevels.attempts} + 1`,
          allPoints: sql`${participantLevels.allPoints} + ${run.points}`,
          allMaxPoints: sql`${participantLevels.allMaxPoints} + ${run.maxPoints ?? 0}`,
          updatedAt: new Date(),
        },
      })
      .returning({
        levelId: participantLevels.levelId,
        points: participantLevels.points,
        maxPoints: participantLevels.maxPoints,
        allPoints: participantLevels.allPoints,
        allMaxPoints: participantLevels.allMaxPoints,
        passed: participantLevels.passed,
        attempts: participantLevels.attempts,
      }),
  );
  if (!row) {
    throw new Error('countAttempt: no row');
  }
  return row;
}

/** writeCompetencyScores' statement: the level's rows upserted, then the averages. */
const competencyScoresStatement = hotStatement<never>(
  'write_competency_scores',
  `with level_rows as (
    insert into participant_level_scores (participant_id, event_id, competency, level,
      achieved_score, total_score, total_questions, percentage)
    select $1::uuid, $2::text, r.competency, $3::text,
      r."achievedScore", r."totalScore", r."totalQuestions", r.percentage
    from jsonb_to_recordset($4::jsonb) as r(competency text,
      "achievedScore" int, "totalScore" int, "totalQuestions" int, percentage int)
    on conflict (participant_id, competency, level) do update set
      achieved_score = excluded.achieved_score, total_score = excluded.total_score,
      total_questions = excluded.total_questions, percentage = excluded.percentage
    returning 1
  )
  insert into participant_competency_scores (participant_id, event_id, competency,
    average_percentage, levels_played)
  select $1::uuid, $2::text, a.competency, a."averagePercentage", a."levelsPlayed"
  from jsonb_to_recordset($5::jsonb) as a(competency text,
    "averagePercentage" int, "levelsPlayed" int)
  on conflict (participant_id, competency) do update set
    average_percentage = excluded.average_percentage, levels_played = excluded.levels_played`,
  5,
);

/**
 * A level's per-competency rows (pooled over its attempts) and the participant's averages, in
 * one statement: a pooled row set holds every competency the level had, so upserts replace it.
 */
export async function writeCompetencyScores(
  tx: Tx,
  scope: PlayerScope,
  levelName: string,
  rows: Omit<LevelScoreRow, 'level'>[],
  averages: { competency: string; averagePercentage: number; levelsPlayed: number }[],
): Promise<void> {
  await competencyScoresStatement(tx, [
    scope.participantId,
    scope.eventId,
    levelName,
    JSON.stringify(rows),
    JSON.stringify(averages),
  ]);
}

/** The participant's aggregates written, returned with their competency averages as now. */
export async function writePlayer(
  tx: Tx,
  scope: PlayerScope,
  set: Partial<typeof participants.$inferInsert> & { completedAtIfCompleted: boolean },
): Promise<{ player: PlayerRow; competencies: Competency[] }> {
  const { completedAtIfCompleted, ...values } = set;
  // Two texts: the first completion sets its time too.
  const [row] = await byName(
    completedAtIfCompleted ? 'write_player_completed' : 'write_player',
    tx
      .update(participants)
      .set({
        ...values,
        // The first completion's time stays: a later replay does not move it.
        ...(completedAtIfCompleted
          ? { completedAt: sql`coalesce(${participants.completedAt}, now())` }
          : {}),
      })
      .where(and(eq(participants.id, scope.participantId), eq(participants.eventId, scope.eventId)))
      .returning({
        ...getTableColumns(participants),
        competencies: sql<Competency[]>`(select coalesce(json_agg(json_build_object(
          'competency', competency, 'percentage', average_percentage) order by competency), '[]')
        from participant_competency_scores
        where participant_id = ${scope.participantId} and event_id = ${scope.eventId})`,
      }),
  );
  if (!row) {
    throw new Error('writePlayer: the participant vanished');
  }
  const { competencies, ...player } = row;
  return { player, competencies };
}
