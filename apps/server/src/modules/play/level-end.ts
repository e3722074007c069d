import {
  ACHIEVEMENT_TYPES,
  type AchievementType,
  achievementCount,
  addAchievements,
  answeredByKind,
  competencyLevelScores,
  competencyPercentage,
  countsOver,
  type LevelOutcome,
  levelAchievements,
  longestBestRun,
  minimumAttempts,
  type PassCheck,
  participantScores,
  passCheck,
  poolCompetencyRows,
} from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { levelRuns, participantLevels, participants } from '../../db/schema';
import type { PlayerScope } from '../../platform/access';
import { enqueueLevelEnd } from '../webhooks/enqueue';
import { kindOfLevel, loadScoringContent } from './content';
import { itemCount, itemValue, maxPoints, type ScoringContent } from './items';
import { playableLevelsInOrder } from './playable';
import {
  type AnswerRow,
  competencyLevelPercentages,
  competencyRowsOfLevel,
  eventLevelsInOrder,
  type LevelRow,
  lockPlayer,
  markCompetenciesCompleted,
  type PlayerRow,
  playerLevelResults,
  type RunRow,
  replaceCompetencyRows,
  runAnswersInOrder,
  upsertCompetencyScores,
} from './run-queries';

type Measured = ReturnType<typeof competencyLevelScores>;

export type EndedRun = {
  run: RunRow;
  player: PlayerRow;
  earned: AchievementType[];
  passingScore: number;
  maxPoints: number;
  check: PassCheck;
  breakdown: {
    asked: number;
    answered: number;
    best: number;
    streak: number;
    secondsUsed: number;
    time: number;
  };
  measured: Measured;
};

/** What an attempt came to, from its plan and stored answers: the same on every call. */
function attemptFacts(
  run: RunRow,
  level: LevelRow,
  answers: AnswerRow[],
  content: ScoringContent,
  endedAt: Date,
) {
  const points = answers.reduce((sum, a) => sum + a.points, 0);
  const check = passCheck({
    points,
    passingScore: level.passingScore,
    answered: answeredByKind(answers.map((a) => a.kind)),
    minAttempts: minimumAttempts(kindOfLevel(level), level.minAttempt, itemCount(run.plan)),
  });
  const plan = run.plan;
  const byIndex = new Map(answers.map((a) => [a.itemIndex, a.points]));
  // Scored over what this attempt asked: a competency it did not ask has no row (not 0 %).
  const measured =
    plan.kind === 'numeric'
      ? competencyLevelScores(
          plan.questionIds.flatMap((id, index) => {
            const q = content.questions.get(id);
            return q
              ? [
                  {
                    competency: q.ability,
                    reward: itemValue(plan, index, q.reward),
                    points: byIndex.get(index) ?? null,
                  },
                ]
              : [];
          }),
        ).sort((a, b) => a.competency.localeCompare(b.competency))
      : [];
  const begun = run.begunAt ?? run.startedAt;
  return {
    points,
    check,
    measured,
    maxPoints: maxPoints(plan, content),
    breakdown: {
      asked: itemCount(plan),
      answered: answers.length,
      best: answers.filter((a) => a.rating === 1).length,
      streak: longestBestRun(answers.map((a) => a.rating === 1)),
      secondsUsed: Math.max(0, Math.round((endedAt.getTime() - begun.getTime()) / 1000)),
      time: level.time,
    },
  };
}

/**
 * Ends a run: the one transaction of DESIGN §6.16. It writes the attempt's result, the level's
 * counted attempt, the per-level per-competency rows and their averages, and the participant's
 * aggregates and achievements, all from the stored answers. Ending an ended run changes nothing.
 * The caller's transaction must not have locked the run yet (the participant is locked first).
 */
export async function endRunInTx(
  tx: Tx,
  scope: PlayerScope,
  runId: string,
  now: Date,
): Promise<EndedRun> {
  const playerBefore = await lockPlayer(tx, scope);
  const [run] = await tx
    .select()
    .from(levelRuns)
    .where(and(eq(levelRuns.id, runId), eq(levelRuns.participantId, scope.participantId)))
    .for('update');
  if (!run) {
    throw new Error('endRunInTx: no such run of this participant');
  }
  const level = (await eventLevelsInOrder(tx, scope.eventId)).find((l) => l.id === run.levelId);
  if (!level) {
    throw new Error('endRunInTx: the run names no level of this event');
  }
  const answers = await runAnswersInOrder(tx, run.id);
  const content = await loadScoringContent(tx, scope.eventId, run.plan);
  const endedAt = run.endedAt ?? (now < run.deadlineAt ? now : run.deadlineAt);
  const facts = attemptFacts(run, level, answers, content, endedAt);
  const result = {
    passingScore: level.passingScore,
    maxPoints: facts.maxPoints,
    check: facts.check,
    breakdown: facts.breakdown,
    measured: facts.measured,
  };
  if (run.endedAt) {
    return { ...result, run, player: playerBefore, earned: run.earned as AchievementType[] };
  }
  const { points } = facts;
  const passed = facts.check.passed;
  const { earned, streakAfter } = levelAchievements(
    {
      points,
      maxPoints: facts.maxPoints,
      passed,
      secondsUsed: facts.breakdown.secondsUsed,
      timeSeconds: level.time,
      best: answers.map((a) => a.rating === 1),
    },
    playerBefore.answerStreak,
  );
  const earnedTypes = ACHIEVEMENT_TYPES.filter((t) => earned[t] > 0);
  const [ended] = await tx
    .update(levelRuns)
    .set({ endedAt, points, maxPoints: facts.maxPoints, passed, earned: earnedTypes })
    .where(eq(levelRuns.id, run.id))
    .returning();
  if (!ended) {
    throw new Error('endRunInTx: the run vanished');
  }
  await countAttempt(tx, scope, level, ended);
  if (run.plan.kind === 'numeric') {
    // Every ended attempt is evidence: its rows are added to the level's (poolCompetencyRows).
    const before = await competencyRowsOfLevel(tx, scope, level.tabName);
    await replaceCompetencyRows(
      tx,
      scope,
      level.tabName,
      poolCompetencyRows(before, facts.measured),
    );
    await refreshCompetencyAverages(tx, scope);
  }
  // The level number and completion count the levels on the map, as the map shows them.
  const onMap = await playableLevelsInOrder(tx, scope.eventId);
  const player = await writeAggregates(tx, scope, onMap, playerBefore, {
    earned,
    streakAfter,
    lastCompletedScore: points,
    now,
  });
  if (player.completedOnce) {
    await markCompetenciesCompleted(tx, scope);
  }
  await enqueueLevelEnd(tx, scope.accountId, {
    run: ended,
    level,
    before: playerBefore,
    after: player,
  });
  return { ...result, run: ended, player, earned: earnedTypes };
}

/**
 * Records the attempt on the level: it becomes the counted attempt when it is the best so far,
 * and its points and most are added to the level's totals over every attempt either way.
 */
async function countAttempt(tx: Tx, scope: PlayerScope, level: LevelRow, run: RunRow) {
  const [current] = await tx
    .select()
    .from(participantLevels)
    .where(
      and(
        eq(participantLevels.participantId, scope.participantId),
        eq(participantLevels.levelId, level.id),
      ),
    );
  const counts = countsOver(run, current ?? null);
  const best = counts
    ? { points: run.points, maxPoints: run.maxPoints, passed: run.passed, bestRunId: run.id }
    : {};
  await tx
    .insert(participantLevels)
    .values({
      participantId: scope.participantId,
      eventId: scope.eventId,
      levelId: level.id,
      levelName: level.tabName,
      kind: kindOfLevel(level),
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
    });
}

async function refreshCompetencyAverages(tx: Tx, scope: PlayerScope) {
  const rows = await competencyLevelPercentages(tx, scope);
  const byCompetency = new Map<string, number[]>();
  for (const row of rows) {
    byCompetency.set(row.competency, [...(byCompetency.get(row.competency) ?? []), row.percentage]);
  }
  await upsertCompetencyScores(
    tx,
    scope,
    [...byCompetency].map(([competency, percentages]) => ({
      competency,
      averagePercentage: competencyPercentage(percentages),
      levelsPlayed: percentages.length,
    })),
  );
}

async function writeAggregates(
  tx: Tx,
  scope: PlayerScope,
  levels: LevelRow[],
  before: PlayerRow,
  change: {
    earned: ReturnType<typeof levelAchievements>['earned'];
    streakAfter: number;
    lastCompletedScore: number;
    now: Date;
  },
): Promise<PlayerRow> {
  const results = new Map((await playerLevelResults(tx, scope)).map((r) => [r.levelId, r]));
  const outcomes: LevelOutcome[] = levels.map((l) => ({
    kind: kindOfLevel(l),
    points: results.get(l.id)?.points ?? null,
    allAttempts: ((r) => (r ? { points: r.allPoints, maxPoints: r.allMaxPoints } : null))(
      results.get(l.id),
    ),
    passed: results.get(l.id)?.passed ?? false,
  }));
  const scores = participantScores(outcomes);
  const achievements = addAchievements(before.achievements, change.earned);
  const [row] = await tx
    .update(participants)
    .set({
      ...scores,
      completedOnce: before.completedOnce || scores.completed,
      // The first completion's time stays: a later replay does not move it.
      ...(scores.completed
        ? { completedAt: sql`coalesce(${participants.completedAt}, now())` }
        : {}),
      lastCompletedScore: change.lastCompletedScore,
      achievements,
      achievementCount: achievementCount(achievements),
      answerStreak: change.streakAfter,
      lastUpdated: change.now,
    })
    .where(and(eq(participants.id, scope.participantId), eq(participants.eventId, scope.eventId)))
    .returning();
  if (!row) {
    throw new Error('writeAggregates: the participant vanished');
  }
  return row;
}
