import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  admins,
  events,
  levelRuns,
  participantCompetencyScores,
  participantLevelScores,
  participantLevels,
  participants,
  runAnswers,
} from '../db/schema';
import type { PlayedLevel, PlayedParticipant } from './demo-event-play';

/**
 * Writes simulated participants in bulk: each table's rows go as one JSON parameter expanded by
 * json_to_recordset (one statement per table, whatever the chunk size, far below the 65,535
 * bound parameters one statement may carry). A chunk is one transaction with its counters, so a
 * crash leaves whole participants and counters that match them.
 */

/** The e-mails (lower-cased) of `emails` the event already has. */
export async function existingEmails(
  db: DbOrTx,
  eventId: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ email: participants.emailLower })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), inArray(participants.emailLower, emails)));
  return new Set(rows.map((r) => r.email));
}

/**
 * Participant ids in the order they are made (the UUID version 7 layout: milliseconds, then a
 * sequence, then random bits): each chunk's rows then land at the end of the uuid-led indexes
 * instead of all over them, so the inserts keep to a few index pages as the tables outgrow the
 * cache (100,000 participants: about 8 % quicker on PostgreSQL here). The last byte stays
 * random, as the report totals' shard (report_shard) expects.
 */
export function idSequence(): (count: number) => string[] {
  const start = Date.now();
  let made = 0;
  return (count) =>
    Array.from({ length: count }, () => {
      const ms = start + Math.floor(made / 4096);
      const sequence = made % 4096;
      made += 1;
      const b = randomBytes(16);
      b.writeUIntBE(ms, 0, 6);
      b[6] = 0x70 | (sequence >> 8);
      b[7] = sequence & 0xff;
      b[8] = 0x80 | ((b[8] ?? 0) & 0x3f);
      const hex = b.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    });
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;

/** Attempt ids, made in order like the participants' (their answers' index stays local). */
const nextRunIds = idSequence();

/**
 * A level's ended attempts as the player leaves them (the measurement reads' response matrix):
 * the plan with what the matrix reads (question ids and each one's value; screen ids), without
 * the copied key texts an ended attempt no longer needs. Engine levels keep no attempts here:
 * their items have no identity across attempts, and no report reads them.
 */
function attemptsOf(participantId: string, l: PlayedLevel) {
  if (l.level.kind !== 'numeric' && l.level.kind !== 'mini') {
    return { runs: [], answers: [], bestRunId: randomUUID() };
  }
  const ids = nextRunIds(l.runs.length);
  const runs = l.runs.map((run, i) => ({
    id: ids[i],
    participant_id: participantId,
    level_id: l.level.id,
    attempt: i + 1,
    plan:
      l.level.kind === 'numeric'
        ? {
            kind: 'numeric',
            questionIds: run.asked.map((q) => q.id),
            keys: run.asked.map((q) => ({
              type: q.kind,
              reward: q.reward,
              value: q.value,
              competency: q.ability,
              ratings: q.ratings,
            })),
          }
        : { kind: 'mini', screens: l.level.miniScreens.map((s) => ({ id: s.id, shown: [] })) },
    started_at: new Date(run.startedAt).toISOString(),
    deadline_at: new Date(run.startedAt + l.level.time * 1000).toISOString(),
    ended_at: new Date(run.startedAt + run.secondsUsed * 1000).toISOString(),
    points: run.points,
    max_points: run.maxPoints,
    passed: run.passed,
  }));
  const answers = l.runs.flatMap((run, i) =>
    run.answers.map((a) => ({
      run_id: ids[i],
      item_index: a.index,
      kind: a.kind,
      answer: a.answer,
      rating: a.rating,
      points: a.points,
      answered_at: new Date(a.at).toISOString(),
    })),
  );
  const counted = l.runs.indexOf(l.counted);
  return { runs, answers, bestRunId: ids[counted] ?? randomUUID() };
}

export async function writeParticipants(
  db: Db,
  scope: { accountId: string; eventId: string },
  played: readonly PlayedParticipant[],
  ids: readonly string[],
): Promise<void> {
  if (played.length === 0) {
    return;
  }
  const { eventId } = scope;
  const people = played.map((p, i) => ({
    id: ids[i],
    email: p.person.email,
    email_lower: p.person.email.toLowerCase(),
    name: p.person.name,
    name_lower: p.person.name.toLowerCase(),
    department: p.person.department,
    region: p.person.region,
    user_info: p.person.userInfo,
    current_level: p.scores.currentLevel,
    current_score: p.scores.currentScore,
    cognitive_score: p.scores.cognitiveScore,
    aptitude_score: p.scores.aptitudeScore,
    behaviour_score: p.scores.behaviourScore,
    mini_game_score: p.scores.miniGameScore,
    last_completed_score: p.lastCompletedScore,
    attempts: p.attempts,
    completed: p.scores.completed,
    completed_once: p.completedOnce,
    achievements: p.achievements,
    achievement_count: p.achievementCount,
    answer_streak: p.answerStreak,
    user_created: p.userCreated.toISOString(),
    last_updated: p.lastUpdated.toISOString(),
    // Invitation tracking: the link followed and a level begun by the first level's play.
    first_play: p.levels.length
      ? new Date(Math.min(...p.levels.map((l) => l.updatedAt.getTime()))).toISOString()
      : null,
  }));
  const attempts = played.map((p, i) => p.levels.map((l) => attemptsOf(ids[i] ?? '', l)));
  const runs = attempts.flatMap((a) => a.flatMap((l) => l.runs));
  const answers = attempts.flatMap((a) => a.flatMap((l) => l.answers));
  const levels = played.flatMap((p, i) =>
    p.levels.map((l, j) => ({
      participant_id: ids[i],
      level_id: l.level.id,
      level_name: l.level.tabName,
      kind: l.level.kind,
      points: l.counted.points,
      max_points: l.counted.maxPoints,
      all_points: l.allAttempts.points,
      all_max_points: l.allAttempts.maxPoints,
      passed: l.counted.passed,
      attempts: l.attempts,
      best_run_id: attempts[i]?.[j]?.bestRunId ?? randomUUID(),
      updated_at: l.updatedAt.toISOString(),
    })),
  );
  const levelScores = played.flatMap((p, i) =>
    p.levels.flatMap((l) =>
      l.competencyRows.map((r) => ({
        participant_id: ids[i],
        competency: r.competency,
        level: l.level.tabName,
        achieved_score: r.achievedScore,
        total_score: r.totalScore,
        total_questions: r.totalQuestions,
        percentage: r.percentage,
      })),
    ),
  );
  const competencyScores = played.flatMap((p, i) =>
    p.competencies.map((c) => ({
      participant_id: ids[i],
      competency: c.competency,
      average_percentage: c.averagePercentage,
      levels_played: c.levelsPlayed,
      completed: p.completedOnce,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${participants} (id, event_id, email, email_lower, name, name_lower, department,
        region, user_info, current_level, current_score, cognitive_score, aptitude_score,
        behaviour_score, mini_game_score, last_completed_score, attempts, completed,
        completed_once, achievements, achievement_count, answer_streak, user_created, last_updated,
        sent_at, delivered_at, opened_at, started_at, completed_at)
      select id, ${eventId}, email, email_lower, name, name_lower, department, region, user_info,
        current_level, current_score, cognitive_score, aptitude_score, behaviour_score,
        mini_game_score, last_completed_score, attempts, completed, completed_once, achievements,
        achievement_count, answer_streak, user_created, last_updated,
        user_created, user_created, first_play, null, null
      from json_to_recordset(${json(people)}) as r(id uuid, email text, email_lower text,
        name text, name_lower text, department text, region text, user_info jsonb,
        current_level int, current_score int, cognitive_score int, aptitude_score int,
        behaviour_score int, mini_game_score int, last_completed_score int, attempts int,
        completed boolean, completed_once boolean, achievements jsonb, achievement_count int,
        answer_streak int, user_created timestamptz, last_updated timestamptz,
        first_play timestamptz)`);
    if (runs.length > 0) {
      await tx.execute(sql`
        insert into ${levelRuns} (id, participant_id, event_id, level_id, attempt, plan,
          started_at, begun_at, deadline_at, ended_at, points, max_points, passed)
        select id, participant_id, ${eventId}, level_id, attempt, plan, started_at, started_at,
          deadline_at, ended_at, points, max_points, passed
        from json_to_recordset(${json(runs)}) as r(id uuid, participant_id uuid, level_id uuid,
          attempt int, plan jsonb, started_at timestamptz, deadline_at timestamptz,
          ended_at timestamptz, points int, max_points int, passed boolean)`);
    }
    if (answers.length > 0) {
      await tx.execute(sql`
        insert into ${runAnswers} (run_id, item_index, client_id, kind, answer, rating, points,
          answered_at)
        select run_id, item_index, gen_random_uuid(), kind, answer, rating, points, answered_at
        from json_to_recordset(${json(answers)}) as r(run_id uuid, item_index int, kind text,
          answer jsonb, rating int, points int, answered_at timestamptz)`);
    }
    // The score tables' statement triggers upsert the event's report totals, whose rows every
    // chunk shares and holds until it commits, each statement in an order of its own (their
    // GROUP BY's): two chunks at once could each wait for the other (a deadlock, seen at
    // 100,000 participants on PostgreSQL). So from here to its commit one chunk writes at a
    // time; the participants' insert above still overlaps. The biggest insert goes first, so
    // less of a chunk's work waits behind the others'.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo_event_totals'))`);
    // Started and completed only now, inside the one-chunk-at-a-time part: the players per
    // score (docs/decisions/0028-rank-from-score-histogram.md) follow these two columns, and
    // their rows, like the totals', would otherwise be held by each chunk from its first
    // statement, so no two chunks could overlap at all.
    await tx.execute(sql`
      update ${participants} as p
      set started_at = r.first_play,
        completed_at = case when r.completed_once then r.last_updated end
      from json_to_recordset(${json(people)}) as r(id uuid, first_play timestamptz,
        completed_once boolean, last_updated timestamptz)
      where p.id = r.id and (r.first_play is not null or r.completed_once)`);
    if (levelScores.length > 0) {
      await tx.execute(sql`
        insert into ${participantLevelScores} (participant_id, event_id, competency, level,
          achieved_score, total_score, total_questions, percentage)
        select participant_id, ${eventId}, competency, level, achieved_score, total_score,
          total_questions, percentage
        from json_to_recordset(${json(levelScores)}) as r(participant_id uuid, competency text,
          level text, achieved_score int, total_score int, total_questions int, percentage int)`);
    }
    if (levels.length > 0) {
      await tx.execute(sql`
        insert into ${participantLevels} (participant_id, event_id, level_id, level_name, kind,
          points, max_points, all_points, all_max_points, passed, attempts, best_run_id,
          updated_at)
        select participant_id, ${eventId}, level_id, level_name, kind, points, max_points,
          all_points, all_max_points, passed, attempts, best_run_id, updated_at
        from json_to_recordset(${json(levels)}) as r(participant_id uuid, level_id uuid,
          level_name text, kind text, points int, max_points int, all_points int,
          all_max_points int, passed boolean, attempts int, best_run_id uuid,
          updated_at timestamptz)`);
    }
    if (competencyScores.length > 0) {
      await tx.execute(sql`
        insert into ${participantCompetencyScores} (participant_id, event_id, competency,
          average_percentage, levels_played, completed)
        select participant_id, ${eventId}, competency, average_percentage, levels_played, completed
        from json_to_recordset(${json(competencyScores)}) as r(participant_id uuid,
          competency text, average_percentage int, levels_played int, completed boolean)`);
    }
    // The account row first, as every counted write does (platform/account-limits.ts lockAccount).
    await tx
      .update(admins)
      .set({ usersCount: sql`${admins.usersCount} + ${played.length}` })
      .where(eq(admins.id, scope.accountId));
    await tx
      .update(events)
      .set({ participantsCount: sql`${events.participantsCount} + ${played.length}` })
      .where(eq(events.id, eventId));
  });
}
