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
import type { Tx } from '../../db/client';
import type { PlayerScope } from '../../platform/access';
import { greenhouseCompleted } from '../greenhouse/service';
import { enqueueLevelEnd } from '../webhooks/enqueue';
import { kindOfLevel, loadScoringContent } from './content';
import { itemCount, itemValue, maxPoints, type ScoringContent } from './items';
import {
  type AttemptAnswer,
  type Competency,
  closeRun,
  countAttempt,
  type LevelResult,
  lockPlayerStanding,
  lockRunWithAnswers,
  writeCompetencyScores,
  writePlayer,
} from './level-end-queries';
import { eventMap, onMap } from './playable';
import {
  type LevelRow,
  markCompetenciesCompleted,
  type PlayerRow,
  type RunRow,
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
  /** The participant's competency averages as written; null when the run had ended before. */
  competencies: Competency[] | null;
};

/** What an attempt came to, from its plan and stored answers: the same on every call. */
function attemptFacts(
  run: RunRow,
  level: LevelRow,
  answers: AttemptAnswer[],
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
 * Null when the run is not this participant's. Reads are few and whole (the participant with
 * their standing, the run with its answers, the levels with their contents); each table is
 * written once.
 */
export async function endRunInTx(
  tx: Tx,
  scope: PlayerScope,
  runId: string,
  now: Date,
): Promise<EndedRun | null> {
  const standing = await lockPlayerStanding(tx, scope);
  const playerBefore = standing.player;
  const locked = await lockRunWithAnswers(tx, scope, runId);
  if (!locked) {
    return null;
  }
  const { run, answers } = locked;
  const map = await eventMap(tx, scope.eventId);
  const level = map.find((m) => m.level.id === run.levelId)?.level;
  if (!level) {
    throw new Error('endRunInTx: the run names no level of this event');
  }
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
    return {
      ...result,
      run,
      player: playerBefore,
      earned: run.earned as AchievementType[],
      competencies: null,
    };
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
  const ended = await closeRun(tx, run.id, {
    endedAt,
    points,
    maxPoints: facts.maxPoints,
    passed,
    earned: earnedTypes,
  });
  const results = new Map(standing.levels.map((r) => [r.levelId, r]));
  const counted = await countAttempt(
    tx,
    scope,
    { id: level.id, tabName: level.tabName, kind: kindOfLevel(level) },
    ended,
    countsOver(ended, results.get(level.id) ?? null),
  );
  results.set(level.id, counted);
  if (run.plan.kind === 'numeric') {
    // Every ended attempt is evidence: its rows are added to the level's (poolCompetencyRows).
    const before = standing.scores.filter((r) => r.level === level.tabName);
    const pooled = poolCompetencyRows(before, facts.measured);
    const all = [...standing.scores.filter((r) => r.level !== level.tabName), ...pooled];
    await writeCompetencyScores(tx, scope, level.tabName, pooled, competencyAverages(all));
  }
  // The level number and completion count the levels on the map, as the map shows them.
  const levels = onMap(map);
  const { player, competencies } = await writeAggregates(tx, scope, levels, results, playerBefore, {
    earned,
    streakAfter,
    lastCompletedScore: points,
    now,
  });
  if (player.completedOnce) {
    await markCompetenciesCompleted(tx, scope);
  }
  if (player.completedOnce && !playerBefore.completedOnce) {
    // Greenhouse hears that its candidate has finished (docs/decisions/0031-greenhouse-partner-api.md).
    await greenhouseCompleted(tx, scope.participantId);
  }
  await enqueueLevelEnd(tx, scope.accountId, {
    run: ended,
    level,
    before: playerBefore,
    after: player,
  });
  return { ...result, run: ended, player, earned: earnedTypes, competencies };
}

/** Part B §9: each competency's average over the levels that measured it. */
function competencyAverages(rows: readonly { competency: string; percentage: number }[]) {
  const byCompetency = new Map<string, number[]>();
  for (const row of rows) {
    byCompetency.set(row.competency, [...(byCompetency.get(row.competency) ?? []), row.percentage]);
  }
  return [...byCompetency].map(([competency, percentages]) => ({
    competency,
    averagePercentage: competencyPercentage(percentages),
    levelsPlayed: percentages.length,
  }));
}

async function writeAggregates(
  tx: Tx,
  scope: PlayerScope,
  levels: LevelRow[],
  results: ReadonlyMap<string, LevelResult>,
  before: PlayerRow,
  change: {
    earned: ReturnType<typeof levelAchievements>['earned'];
    streakAfter: number;
    lastCompletedScore: number;
    now: Date;
  },
) {
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
  return writePlayer(tx, scope, {
    ...scores,
    completedOnce: before.completedOnce || scores.completed,
    completedAtIfCompleted: scores.completed,
    lastCompletedScore: change.lastCompletedScore,
    achievements,
    achievementCount: achievementCount(achievements),
    answerStreak: change.streakAfter,
    lastUpdated: change.now,
  });
}
