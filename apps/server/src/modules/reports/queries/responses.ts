import { and, asc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  candidates,
  eventLevels,
  eventQuestions,
  levelRuns,
  miniScreens,
  participantCompetencyScores,
  participantLevels,
  participants,
  runAnswers,
} from '../../../db/schema';
import type { EventScope } from '../../../platform/access';
import { ownedBy } from '../../../platform/tenancy';

/** Participants per read of the response matrix: their runs and answers are one batch. */
export const RESPONSE_BATCH = 500;

/** The scope's participants by id, a keyset batch at a time (each batch costs the same). */
export async function* participantIdBatches(
  db: DbOrTx,
  scope: EventScope,
  batch = RESPONSE_BATCH,
): AsyncGenerator<{ id: string; email: string }[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({ id: participants.id, email: participants.email })
      .from(participants)
      .where(
        and(ownedBy(scope, participants.eventId), after ? gt(participants.id, after) : undefined),
      )
      .orderBy(asc(participants.id))
      .limit(batch);
    if (rows.length > 0) {
      yield rows;
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) {
      return;
    }
    after = last.id;
  }
}

// The parts of a plan the matrix needs, without the keys' copied texts (a plan holds every
// drawn question's answers and animations): ids, option orders, each item's drawn value.
const planValues = sql<(number | null)[] | null>`(
  select jsonb_agg(k.v -> 'value' order by k.n)
    from jsonb_array_elements(case when jsonb_typeof(${levelRuns.plan} -> 'keys') = 'array'
                                   then ${levelRuns.plan} -> 'keys' else '[]'::jsonb end)
         with ordinality k(v, n))`;
const planScreens = sql<{ id: string; shown: number[] }[] | null>`(
  select jsonb_agg(jsonb_build_object('id', s.v -> 'id', 'shown', s.v -> 'shown') order by s.n)
    from jsonb_array_elements(case when jsonb_typeof(${levelRuns.plan} -> 'screens') = 'array'
                                   then ${levelRuns.plan} -> 'screens' else '[]'::jsonb end)
         with ordinality s(v, n))`;

/**
 * The ended attempts of these participants at question and mini levels, oldest first per
 * participant (levels in play order, then attempts). An engine's items are generated from a
 * seed and have no identity across attempts, so engine runs are not read.
 */
export function findEndedRuns(db: DbOrTx, scope: EventScope, participantIds: string[]) {
  return db
    .select({
      id: levelRuns.id,
      participantId: levelRuns.participantId,
      levelId: levelRuns.levelId,
      level: eventLevels.tabName,
      attempt: levelRuns.attempt,
      startedAt: levelRuns.startedAt,
      begunAt: levelRuns.begunAt,
      kind: sql<string>`${levelRuns.plan} ->> 'kind'`,
      questionIds: sql<string[] | null>`${levelRuns.plan} -> 'questionIds'`,
      orders: sql<number[][] | null>`${levelRuns.plan} -> 'orders'`,
      values: planValues,
      screens: planScreens,
    })
    .from(levelRuns)
    .innerJoin(eventLevels, eq(eventLevels.id, levelRuns.levelId))
    .where(
      and(
        ownedBy(scope, levelRuns.eventId),
        inArray(levelRuns.participantId, participantIds),
        isNotNull(levelRuns.endedAt),
        ne(sql`${levelRuns.plan} ->> 'kind'`, 'engine'),
      ),
    )
    .orderBy(
      asc(levelRuns.participantId),
      asc(eventLevels.sortingOrder),
      asc(eventLevels.tabName),
      asc(levelRuns.attempt),
    );
}
export type EndedRunRow = Awaited<ReturnType<typeof findEndedRuns>>[number];

/** The stored answers of those attempts. */
export function findRunAnswers(db: DbOrTx, scope: EventScope, participantIds: string[]) {
  return db
    .select({
      runId: runAnswers.runId,
      itemIndex: runAnswers.itemIndex,
      answer: runAnswers.answer,
      rating: runAnswers.rating,
      points: runAnswers.points,
      answeredAt: runAnswers.answeredAt,
    })
    .from(runAnswers)
    .innerJoin(levelRuns, eq(levelRuns.id, runAnswers.runId))
    .where(
      and(
        ownedBy(scope, levelRuns.eventId),
        inArray(levelRuns.participantId, participantIds),
        isNotNull(levelRuns.endedAt),
      ),
    );
}
export type RunAnswerRow = Awaited<ReturnType<typeof findRunAnswers>>[number];

/** The event's questions: what an item id of a plan names (its competency, text, options). */
export function findEventQuestions(db: DbOrTx, scope: EventScope) {
  return db
    .select({
      id: eventQuestions.id,
      position: eventQuestions.position,
      ability: eventQuestions.ability,
      question: eventQuestions.question,
      answers: eventQuestions.answers,
      reward: eventQuestions.reward,
    })
    .from(eventQuestions)
    .where(ownedBy(scope, eventQuestions.eventId));
}
export type ItemQuestionRow = Awaited<ReturnType<typeof findEventQuestions>>[number];

/** The mini screens the event's plans name (catalog rows, shared by every event). */
export function findScreens(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      id: miniScreens.id,
      miniGame: miniScreens.miniGame,
      questionNumber: miniScreens.questionNumber,
      title: miniScreens.title,
      question: miniScreens.question,
      options: miniScreens.options,
      optionsType: miniScreens.optionsType,
    })
    .from(miniScreens)
    .where(inArray(miniScreens.id, ids));
}
export type ItemScreenRow = Awaited<ReturnType<typeof findScreens>>[number];

/**
 * Each participant's gender and date of birth as they gave them (userInfo: the upload's
 * Gender column, the game link's dateOfBirth), with the candidate record of the same e-mail in
 * the event beside them (its form asks both), and their total score if they played a level.
 */
export function findDemographics(db: DbOrTx, scope: EventScope) {
  return db
    .select({
      id: participants.id,
      gender: sql<string | null>`${participants.userInfo} ->> 'Gender'`,
      dob: sql<string | null>`${participants.userInfo} ->> 'dateOfBirth'`,
      candidateGender: candidates.gender,
      candidateDob: candidates.dob,
      currentScore: participants.currentScore,
      played: sql<boolean>`exists (select 1 from ${participantLevels} where ${participantLevels.participantId} = ${participants.id})`,
    })
    .from(participants)
    .leftJoin(
      candidates,
      and(
        eq(candidates.eventId, participants.eventId),
        eq(candidates.emailLower, participants.emailLower),
      ),
    )
    .where(ownedBy(scope, participants.eventId));
}
export type DemographicRow = Awaited<ReturnType<typeof findDemographics>>[number];

/** Each participant's counted attempt per level: passed or not. */
export function findLevelPasses(db: DbOrTx, scope: EventScope) {
  return db
    .select({
      participantId: participantLevels.participantId,
      level: participantLevels.levelName,
      passed: participantLevels.passed,
    })
    .from(participantLevels)
    .where(ownedBy(scope, participantLevels.eventId));
}

/** Each participant's competency averages (the Competency Report's percentages). */
export function findCompetencyAverages(db: DbOrTx, scope: EventScope) {
  return db
    .select({
      participantId: participantCompetencyScores.participantId,
      competency: participantCompetencyScores.competency,
      percentage: participantCompetencyScores.averagePercentage,
    })
    .from(participantCompetencyScores)
    .where(ownedBy(scope, participantCompetencyScores.eventId));
}
