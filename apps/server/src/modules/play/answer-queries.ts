import type { Db } from '../../db/client';
import { hotStatement } from '../../db/prepared';
import type { PlayerScope } from '../../platform/access';
import { isUuid } from '../../platform/ids';

/** An answer's verdict as stored: what the response repeats to a retry. */
export type StoredAnswer = {
  itemIndex: number;
  rating: number;
  points: number;
  answer: Record<string, unknown>;
};

/** What one answer statement found and did; null when the run is not this participant's. */
export type AnswerOutcome = {
  /** The run's points after this statement (the locked, newest row's). */
  runPoints: number;
  ended: boolean;
  /** Not ended and within the time and its grace. */
  live: boolean;
  /** The item's memory choices were out (false when it has no phases). */
  choicesOut: boolean;
  /** Another answer held the item when the statement began. */
  itemTaken: boolean;
  /** This request's answer, stored now. */
  stored: StoredAnswer | null;
  /** The answer stored before under this client id: a retry. */
  earlier: StoredAnswer | null;
};

type OutcomeRow = {
  run_points: number;
  ended: boolean;
  live: boolean;
  choices_out: boolean;
  item_taken: boolean;
  stored: StoredAnswer | null;
  earlier: StoredAnswer | null;
};

/** recordAnswer's statement: the run locked, the answer inserted, the points added. */
const recordAnswerStatement = hotStatement<OutcomeRow>(
  'record_answer',
  `with target as (
    select id, points, ended_at is not null as ended,
      ended_at is null and deadline_at + make_interval(secs => $4::int) >= $5::timestamptz as live
    from level_runs
    where id = $1::uuid and participant_id = $2::uuid and event_id = $3::text
    for no key update
  ),
  phase as (
    select choices_at is not null as choices_out from run_item_phases
    where run_id = $1::uuid and item_index = $6::int
  ),
  earlier as (
    select item_index as "itemIndex", rating, points, answer from run_answers
    where run_id = $1::uuid and client_id = $7::uuid
  ),
  stored as (
    insert into run_answers
      (run_id, item_index, client_id, kind, answer, rating, points, answered_at)
    select id, $6::int, $7::uuid, $8::text, $9::jsonb, $10::int, $11::int, $5::timestamptz
    from target
    where $12::boolean and live
      and (not $13::boolean or coalesce((select choices_out from phase), false))
    on conflict do nothing
    returning item_index as "itemIndex", rating, points, answer
  ),
  scored as (
    update level_runs set points = level_runs.points + stored.points
    from stored where level_runs.id = $1::uuid
    returning level_runs.points
  )
  select coalesce((select points from scored), target.points) as run_points, ended, live,
    coalesce((select choices_out from phase), false) as choices_out,
    exists (
      select 1 from run_answers where run_id = $1::uuid and item_index = $6::int
    ) as item_taken,
    (select to_jsonb(stored) from stored) as stored,
    (select to_jsonb(earlier) from earlier) as earlier
  from target`,
  13,
);

/**
 * Records one rated answer in one statement (docs/decisions/0012-draw-and-scoring.md): the run's
 * row is locked first, so a level end waits for the answer or wins it (then the run is no
 * longer live and nothing is stored); the answer is inserted only into a live run of this
 * participant, once per item and client id, with a memory item's choices out; the run's points
 * grow by what was inserted. `verdict` null stores nothing and only reports (a retry of an
 * answer that does not fit). The same statement reports the earlier answer of this client id.
 * Sent by name (hotStatement): every answer runs it.
 */
export async function recordAnswer(
  db: Db,
  scope: PlayerScope,
  input: {
    runId: string;
    index: number;
    clientId: string;
    verdict: { kind: string; rating: number; points: number; answer: unknown } | null;
    /** A memory item: stored only once its choices were out. */
    memory: boolean;
    now: Date;
    graceSeconds: number;
  },
): Promise<AnswerOutcome | null> {
  if (!isUuid(input.runId)) {
    return null;
  }
  const { verdict } = input;
  const [row] = await recordAnswerStatement(db, [
    input.runId,
    scope.participantId,
    scope.eventId,
    input.graceSeconds,
    input.now.toISOString(),
    input.index,
    input.clientId,
    verdict?.kind ?? '',
    JSON.stringify(verdict?.answer ?? null),
    verdict?.rating ?? 0,
    verdict?.points ?? 0,
    verdict !== null,
    input.memory,
  ]);
  return row
    ? {
        runPoints: row.run_points,
        ended: row.ended,
        live: row.live,
        choicesOut: row.choices_out,
        itemTaken: row.item_taken,
        stored: row.stored,
        earlier: row.earlier,
      }
    : null;
}
