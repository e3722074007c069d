import { and, asc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../db/client';
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
 * An attempt's stored answers as [item index, answer, rating, points, answered at] (compact:
 * ~5 a run). A subquery per run probes the answers' run index; joined as a whole, the planner
 * scanned every answer of the database for each batch of participants.
 */
const runAnswerList = sql<[number, Record<string, unknown>, number, number, string][]>`(
  select coalesce(jsonb_agg(jsonb_build_array(a.item_index, a.answer, a.rating, a.points,
                                              a.answered_at)), '[]'::jsonb)
    from ${runAnswers} a where a.run_id = ${levelRuns.id})`;

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
      answers: runAnswerList,
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

export type RunAnswer = {
  itemIndex: number;
  answer: Record<string, unknown>;
  rating: number;
  points: number;
  answeredAt: Date;
};

/** A run's answers as `findEndedRuns` reads them. */
export function runAnswersOf(run: EndedRunRow): RunAnswer[] {
  return run.answers.map(([itemIndex, answer, rating, points, at]) => ({
    itemIndex,
    answer,
    rating,
    points,
    answeredAt: new Date(at),
  }));
}

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

export type FairnessCountRow = {
  decision: 'levelPass' | 'topBand' | 'scoringRate';
  /** A level, a competency, or null: the total score. */
  subject: string | null;
  gender: string | null;
  candidateGender: string | null;
  /** Whole years on `today` from the first date of birth that is a date (ageOn's rule). */
  age: number | null;
  selected: boolean;
  count: number;
};

/**
 * The fairness report's outcomes counted in the database, per decision, subject, the groups'
 * inputs and selected or not (a few thousand rows instead of one per participant and
 * decision): each level's pass, each competency's top band [start, end], and above the median
 * (percentile_cont(0.5): the mean of the two middle values, as the domain's median) of the total
 * score over those who played and of each competency's percentage. The age is the domain's
 * ageOn on the text of a yyyy-mm-dd date, compared byte by byte.
 */
export async function findFairnessCounts(
  db: DbOrTx,
  scope: EventScope,
  input: { today: string; top: { start: number; end: number } | null },
): Promise<FairnessCountRow[]> {
  const { today } = input;
  const result = await db.execute(sql`
    with people as (
      select participants.id, participants.current_score,
             participants.user_info ->> 'Gender' as gender, c.gender as candidate_gender,
             case when (participants.user_info ->> 'dateOfBirth') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
                  then participants.user_info ->> 'dateOfBirth'
                  when c.dob::text ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then c.dob::text end as dob
        from ${participants}
        left join ${candidates} c
          on c.event_id = participants.event_id and c.email_lower = participants.email_lower
       where ${ownedBy(scope, participants.eventId)}
    ),
    aged as (
      select id, current_score, gender, candidate_gender,
             case when dob is not null then
               substr(${today}::text, 1, 4)::int - substr(dob, 1, 4)::int
               - case when substr(${today}::text, 6) collate "C" >= substr(dob, 6) collate "C"
                      then 0 else 1 end end as age
        from people
    ),
    scores as (
      select participant_id, competency, average_percentage as score
        from ${participantCompetencyScores}
       where ${ownedBy(scope, participantCompetencyScores.eventId)}
    ),
    played as (
      select a.id, a.current_score as score from aged a
       where exists (select 1 from ${participantLevels} l where l.participant_id = a.id)
    ),
    medians as (
      select competency, percentile_cont(0.5) within group (order by score) as mid
        from scores group by competency
      union all
      select null, percentile_cont(0.5) within group (order by score) from played
    ),
    outcomes as (
      select 'levelPass' as decision, level_name as subject, participant_id, passed as selected
        from ${participantLevels}
       where ${ownedBy(scope, participantLevels.eventId)}
      union all
      select 'topBand', s.competency, s.participant_id,
             s.score between ${input.top?.start ?? 0}::int and ${input.top?.end ?? -1}::int
        from scores s where ${input.top !== null}::boolean
      union all
      select 'scoringRate', s.competency, s.participant_id, s.score > m.mid
        from scores s join medians m on m.competency = s.competency
      union all
      select 'scoringRate', null, p.id, p.score > m.mid
        from played p join medians m on m.competency is null
    )
    select o.decision, o.subject, a.gender, a.candidate_gender as "candidateGender", a.age,
           o.selected, count(*)::int as count
      from outcomes o join aged a on a.id = o.participant_id
     group by 1, 2, 3, 4, 5, 6`);
  return rowsOf<FairnessCountRow>(result);
}
