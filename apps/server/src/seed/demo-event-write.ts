import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
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
import type { ChunkWriter, Row } from './bulk-rows';
import type { PlayedLevel, PlayedParticipant } from './demo-event-play';

/**
 * Writes simulated participants in bulk: one statement per table whatever the chunk size (COPY
 * on PostgreSQL, a JSON parameter on the embedded database: seed/bulk-rows.ts). A chunk is one
 * transaction with its counters, so a crash leaves whole participants and counters that match
 * them.
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
  return (count) => {
    // One call to the random source for the whole batch: one per id was 3 % of the seed's time.
    const random = randomBytes(16 * count);
    return Array.from({ length: count }, (_, k) => {
      const ms = start + Math.floor(made / 4096);
      const sequence = made % 4096;
      made += 1;
      const b = random.subarray(16 * k, 16 * k + 16);
      b.writeUIntBE(ms, 0, 6);
      b[6] = 0x70 | (sequence >> 8);
      b[7] = sequence & 0xff;
      b[8] = 0x80 | ((b[8] ?? 0) & 0x3f);
      const hex = b.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    });
  };
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
function attemptsOf(eventId: string, participantId: string, l: PlayedLevel) {
  if (l.level.kind !== 'numeric' && l.level.kind !== 'mini') {
    return { runs: [] as Row[], answers: [] as Row[], bestRunId: randomUUID() };
  }
  const ids = nextRunIds(l.runs.length);
  const runs: Row[] = l.runs.map((run, i) => ({
    id: ids[i] ?? null,
    participant_id: participantId,
    event_id: eventId,
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
    begun_at: new Date(run.startedAt).toISOString(),
    deadline_at: new Date(run.startedAt + l.level.time * 1000).toISOString(),
    ended_at: new Date(run.startedAt + run.secondsUsed * 1000).toISOString(),
    points: run.points,
    max_points: run.maxPoints,
    passed: run.passed,
  }));
  const answers: Row[] = l.runs.flatMap((run, i) =>
    run.answers.map((a) => ({
      run_id: ids[i] ?? null,
      item_index: a.index,
      client_id: randomUUID(),
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
  writer: ChunkWriter,
  scope: { accountId: string; eventId: string },
  played: readonly PlayedParticipant[],
  ids: readonly string[],
): Promise<void> {
  if (played.length === 0) {
    return;
  }
  const { eventId } = scope;
  const people: Row[] = played.map((p, i) => ({
    id: ids[i] ?? null,
    event_id: eventId,
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
    // Invited (sent and delivered) when made; see `starts` for the rest of the tracking.
    sent_at: p.userCreated.toISOString(),
    delivered_at: p.userCreated.toISOString(),
  }));
  // Invitation tracking: the link followed and a level begun by the first level's play.
  const starts = played.flatMap((p, i) => {
    const firstPlay = p.levels.length
      ? new Date(Math.min(...p.levels.map((l) => l.updatedAt.getTime()))).toISOString()
      : null;
    return firstPlay || p.completedOnce
      ? [
          {
            id: ids[i],
            first_play: firstPlay,
            completed_at: p.completedOnce ? p.lastUpdated.toISOString() : null,
          },
        ]
      : [];
  });
  const attempts = played.map((p, i) => p.levels.map((l) => attemptsOf(eventId, ids[i] ?? '', l)));
  const runs = attempts.flatMap((a) => a.flatMap((l) => l.runs));
  const answers = attempts.flatMap((a) => a.flatMap((l) => l.answers));
  const levels: Row[] = played.flatMap((p, i) =>
    p.levels.map((l, j) => ({
      participant_id: ids[i] ?? null,
      event_id: eventId,
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
  const levelScores: Row[] = played.flatMap((p, i) =>
    p.levels.flatMap((l) =>
      l.competencyRows.map((r) => ({
        participant_id: ids[i] ?? null,
        event_id: eventId,
        competency: r.competency,
        level: l.level.tabName,
        achieved_score: r.achievedScore,
        total_score: r.totalScore,
        total_questions: r.totalQuestions,
        percentage: r.percentage,
      })),
    ),
  );
  const competencyScores: Row[] = played.flatMap((p, i) =>
    p.competencies.map((c) => ({
      participant_id: ids[i] ?? null,
      event_id: eventId,
      // Given here, so the insert trigger has nothing to look up (migration 0032).
      email_lower: p.person.email.toLowerCase(),
      competency: c.competency,
      average_percentage: c.averagePercentage,
      levels_played: c.levelsPlayed,
      completed: p.completedOnce,
    })),
  );
  await writer.transaction(async (tx, insert) => {
    await insert(participants, people);
    await insert(levelRuns, runs);
    await insert(runAnswers, answers);
    // The score tables' statement triggers upsert the event's report totals, whose rows every
    // chunk shares and holds until it commits, each statement in an order of its own (their
    // GROUP BY's): two chunks at once could each wait for the other (a deadlock, seen at
    // 100,000 participants on PostgreSQL). So from here to its commit one chunk writes at a
    // time; the inserts above still overlap. The biggest insert goes first, so less of a
    // chunk's work waits behind the others'.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo_event_totals'))`);
    // Started and completed only now, inside the one-chunk-at-a-time part: the players per
    // score (docs/decisions/0028-rank-from-score-histogram.md) follow these two columns, and
    // their rows, like the totals', would otherwise be held by each chunk from its first
    // statement, so no two chunks could overlap at all.
    if (starts.length > 0) {
      await tx.execute(sql`
        update ${participants} as p
        set opened_at = r.first_play, started_at = r.first_play, completed_at = r.completed_at
        from json_to_recordset(${json(starts)}) as r(id uuid, first_play timestamptz,
          completed_at timestamptz)
        where p.id = r.id`);
    }
    await insert(participantLevelScores, levelScores);
    await insert(participantLevels, levels);
    await insert(participantCompetencyScores, competencyScores);
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
