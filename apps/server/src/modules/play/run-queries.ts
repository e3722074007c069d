import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { byName } from '../../db/prepared';
import {
  aceGames,
  eventCharacters,
  eventLevels,
  eventQuestions,
  eventScoreHistogram,
  levelRuns,
  miniScreens,
  participantCompetencyScores,
  participantLevels,
  participants,
  questionRewards,
  runAnswers,
} from '../../db/schema';
import type { EventScope, PlayerScope } from '../../platform/access';
import { isUuid } from '../../platform/ids';

export type LevelRow = typeof eventLevels.$inferSelect;
export type RunRow = typeof levelRuns.$inferSelect;
export type AnswerRow = typeof runAnswers.$inferSelect;
export type QuestionRow = typeof eventQuestions.$inferSelect;
export type ScreenRow = typeof miniScreens.$inferSelect;
export type ParticipantLevelRow = typeof participantLevels.$inferSelect;
export type PlayerRow = typeof participants.$inferSelect;

/** Every query takes the player's scope and filters by its participant and event. */
const ownRun = (scope: PlayerScope) =>
  and(eq(levelRuns.participantId, scope.participantId), eq(levelRuns.eventId, scope.eventId));

/**
 * The participant's row, locked (every level start and level end of one person is serial),
 * with the levels they have passed.
 */
export async function lockPlayer(
  tx: Tx,
  scope: PlayerScope,
): Promise<{ player: PlayerRow; passed: Set<string> }> {
  const [row] = await byName(
    'lock_player',
    tx
      .select({
        player: participants,
        // In text: a one-table select writes its columns without the table (playable.ts).
        passed: sql<string[]>`(select coalesce(json_agg(pl.level_id), '[]')
          from participant_levels pl
          where pl.participant_id = participants.id and pl.event_id = participants.event_id
            and pl.passed)`,
      })
      .from(participants)
      .where(and(eq(participants.id, scope.participantId), eq(participants.eventId, scope.eventId)))
      .for('update', { of: participants }),
  );
  if (!row) {
    throw new Error('lockPlayer: the session names no participant of this event');
  }
  return { player: row.player, passed: new Set(row.passed) };
}

/** What the map shows of a level's result. */
export type MapResult = Pick<ParticipantLevelRow, 'levelId' | 'points' | 'passed' | 'attempts'>;

/** The participant's run in play, as the map needs it. */
type OpenRunFacts = { id: string; levelId: string; deadlineAt: Date };

/**
 * What the map shows of the participant, in one statement: their row, competency averages and
 * level results, and the run in play. In text inside: a one-table select writes its columns
 * without the table (playable.ts).
 */
export async function playerStanding(db: DbOrTx, scope: PlayerScope) {
  const [row] = await byName(
    'player_standing',
    db
      .select({
        player: participants,
        competencies: sql<{ competency: string; percentage: number }[]>`(select
          coalesce(json_agg(json_build_object('competency', c.competency,
            'percentage', c.average_percentage) order by c.competency), '[]')
          from participant_competency_scores c
          where c.participant_id = participants.id and c.event_id = participants.event_id)`,
        levels: sql<MapResult[]>`(select coalesce(json_agg(json_build_object(
            'levelId', pl.level_id, 'points', pl.points, 'passed', pl.passed,
            'attempts', pl.attempts)), '[]')
          from participant_levels pl
          where pl.participant_id = participants.id and pl.event_id = participants.event_id)`,
        open: sql<{ id: string; levelId: string; deadlineAt: string } | null>`(select
          json_build_object('id', r.id, 'levelId', r.level_id, 'deadlineAt', r.deadline_at)
          from level_runs r
          where r.participant_id = participants.id and r.event_id = participants.event_id
            and r.ended_at is null)`,
      })
      .from(participants)
      .where(
        and(eq(participants.id, scope.participantId), eq(participants.eventId, scope.eventId)),
      ),
  );
  if (!row) {
    return undefined;
  }
  const open: OpenRunFacts | null = row.open && {
    ...row.open,
    deadlineAt: new Date(row.open.deadlineAt),
  };
  return { ...row, open };
}

export async function findPlayer(db: DbOrTx, scope: PlayerScope): Promise<PlayerRow | undefined> {
  const [row] = await byName(
    'find_player',
    db
      .select()
      .from(participants)
      .where(
        and(eq(participants.id, scope.participantId), eq(participants.eventId, scope.eventId)),
      ),
  );
  return row;
}

/** The event's levels in map order (the levels' sorting order). */
export async function eventLevelsInOrder(db: DbOrTx, eventId: string): Promise<LevelRow[]> {
  return db
    .select()
    .from(eventLevels)
    .where(eq(eventLevels.eventId, eventId))
    .orderBy(asc(eventLevels.sortingOrder), asc(eventLevels.tabName));
}

export async function playerLevelResults(
  db: DbOrTx,
  scope: PlayerScope,
): Promise<ParticipantLevelRow[]> {
  return byName(
    'player_level_results',
    db
      .select()
      .from(participantLevels)
      .where(
        and(
          eq(participantLevels.participantId, scope.participantId),
          eq(participantLevels.eventId, scope.eventId),
        ),
      ),
  );
}

export async function findRun(
  db: DbOrTx,
  scope: PlayerScope,
  runId: string,
  lock = false,
): Promise<RunRow | undefined> {
  if (!isUuid(runId)) {
    return undefined;
  }
  const query = db
    .select()
    .from(levelRuns)
    .where(and(ownRun(scope), eq(levelRuns.id, runId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Starts a run's clock in one statement: begun now, the deadline now + the level's time (never
 * later than before). Null when the run is not this player's, has ended, or had begun already.
 */
export async function beginClock(
  db: DbOrTx,
  scope: PlayerScope,
  runId: string,
  now: Date,
): Promise<Date | null> {
  if (!isUuid(runId)) {
    return null;
  }
  const [row] = await byName(
    'begin_clock',
    db
      .update(levelRuns)
      .set({
        begunAt: now,
        deadlineAt: sql`least(${levelRuns.deadlineAt}, ${now}::timestamptz + make_interval(secs => (
        select ${eventLevels.time} from ${eventLevels} where ${eventLevels.id} = ${levelRuns.levelId})))`,
      })
      .where(
        and(
          ownRun(scope),
          eq(levelRuns.id, runId),
          isNull(levelRuns.begunAt),
          isNull(levelRuns.endedAt),
        ),
      )
      .returning({ deadlineAt: levelRuns.deadlineAt }),
  );
  return row?.deadlineAt ?? null;
}

/**
 * What a level start reads of this participant's runs, in one statement: the run in play (on
 * any level) and every attempt of this level so far.
 */
export async function runsToStart(
  tx: Tx,
  scope: PlayerScope,
  levelId: string,
): Promise<{ open: RunRow | undefined; ofLevel: RunRow[] }> {
  const rows = await byName(
    'runs_to_start',
    tx
      .select()
      .from(levelRuns)
      .where(and(ownRun(scope), or(isNull(levelRuns.endedAt), eq(levelRuns.levelId, levelId)))),
  );
  return {
    open: rows.find((r) => r.endedAt === null),
    ofLevel: rows.filter((r) => r.levelId === levelId),
  };
}

export async function insertRun(tx: Tx, values: typeof levelRuns.$inferInsert): Promise<RunRow> {
  const [row] = await byName('insert_run', tx.insert(levelRuns).values(values).returning());
  if (!row) {
    throw new Error('insertRun: no row');
  }
  return row;
}

export async function runAnswersInOrder(db: DbOrTx, runId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(runAnswers)
    .where(eq(runAnswers.runId, runId))
    .orderBy(asc(runAnswers.answeredAt), asc(runAnswers.itemIndex));
}

export async function answerByClientId(db: DbOrTx, runId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(runAnswers)
    .where(and(eq(runAnswers.runId, runId), eq(runAnswers.clientId, clientId)));
  return row;
}

export async function levelQuestions(db: DbOrTx, eventId: string, levelId: string) {
  return byName(
    'level_questions',
    db
      .select()
      .from(eventQuestions)
      .where(and(eq(eventQuestions.eventId, eventId), eq(eventQuestions.levelId, levelId)))
      .orderBy(asc(eventQuestions.position)),
  );
}

/**
 * The participant's place among the event's players (those who started a level) by score: 1 +
 * those scoring more, read from the players per score (migration 0031) rather than every
 * participant. Only the numbers leave the server, never another player's name.
 */
export async function playerRank(db: DbOrTx, scope: PlayerScope, score: number) {
  const h = eventScoreHistogram;
  const [row] = await db
    .select({
      ahead: sql<number>`coalesce(sum(${h.players}) filter (where ${h.score} > ${score}), 0)::int`,
      players: sql<number>`coalesce(sum(${h.players}), 0)::int`,
    })
    .from(h)
    .where(eq(h.eventId, scope.eventId));
  return { position: (row?.ahead ?? 0) + 1, of: row?.players ?? 0 };
}

/** The Question Reward setting (part A §3 optionRewards): a reward per question type. */
export async function typeRewards(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await byName(
    'type_rewards',
    db.select({ type: questionRewards.type, value: questionRewards.value }).from(questionRewards),
  );
  return new Map(rows.map((r) => [r.type, r.value]));
}

export async function questionsByIds(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(eventQuestions)
    .where(and(eq(eventQuestions.eventId, eventId), inArray(eventQuestions.id, ids)));
}

/** Mini-game screens are catalog content shared by every event (DESIGN §6.15). */
export async function screensOfGame(db: DbOrTx, miniGame: string) {
  return db
    .select()
    .from(miniScreens)
    .where(eq(miniScreens.miniGame, miniGame))
    .orderBy(asc(miniScreens.questionNumber));
}

export async function screensByIds(db: DbOrTx, ids: string[]) {
  return ids.length === 0 ? [] : db.select().from(miniScreens).where(inArray(miniScreens.id, ids));
}

export async function charactersOf(db: DbOrTx, eventId: string) {
  return byName(
    'event_characters',
    db
      .select({ key: eventCharacters.key, name: eventCharacters.name })
      .from(eventCharacters)
      .where(eq(eventCharacters.eventId, eventId))
      .orderBy(asc(eventCharacters.key)),
  );
}

export async function aceGameNamed(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ name: aceGames.name, secondName: aceGames.secondName, engine: aceGames.engine })
    .from(aceGames)
    .where(sql`lower(${aceGames.name}) = lower(${name})`)
    // As the map reads it (playable.ts): a name in two kinds plays the first kind's game.
    .orderBy(asc(aceGames.kind))
    .limit(1);
  return row;
}

export async function playerCompetencies(db: DbOrTx, scope: PlayerScope) {
  return byName(
    'player_competencies',
    db
      .select({
        competency: participantCompetencyScores.competency,
        percentage: participantCompetencyScores.averagePercentage,
      })
      .from(participantCompetencyScores)
      .where(
        and(
          eq(participantCompetencyScores.participantId, scope.participantId),
          eq(participantCompetencyScores.eventId, scope.eventId),
        ),
      )
      .orderBy(asc(participantCompetencyScores.competency)),
  );
}

/**
 * Copies completedOnce to the participant's competency rows (the competency report's Only
 * Completed reads them alone); a no-op once copied.
 */
export async function markCompetenciesCompleted(tx: Tx, scope: PlayerScope): Promise<void> {
  await tx
    .update(participantCompetencyScores)
    .set({ completed: true })
    .where(
      and(
        eq(participantCompetencyScores.participantId, scope.participantId),
        eq(participantCompetencyScores.completed, false),
      ),
    );
}

/** Part A §3's attempts: 1 for a new participant, one more for each replay. */
export async function countReplay(tx: Tx, scope: PlayerScope): Promise<void> {
  await tx
    .update(participants)
    .set({ attempts: sql`${participants.attempts} + 1` })
    .where(and(eq(participants.id, scope.participantId), eq(participants.eventId, scope.eventId)));
}

/** Every attempt of one participant in the scope's event, with its answer count, oldest first. */
export function participantAttempts(db: DbOrTx, scope: EventScope, participantId: string) {
  return db
    .select({
      levelId: levelRuns.levelId,
      attempt: levelRuns.attempt,
      points: levelRuns.points,
      passed: levelRuns.passed,
      startedAt: levelRuns.startedAt,
      endedAt: levelRuns.endedAt,
      answers: sql<number>`(select count(*)::int from ${runAnswers} where ${runAnswers.runId} = ${levelRuns.id})`,
    })
    .from(levelRuns)
    .where(and(eq(levelRuns.participantId, participantId), eq(levelRuns.eventId, scope.eventId)))
    .orderBy(asc(levelRuns.attempt));
}
