/**
 * Part A §9's achievement types, awarded by the server when a level ends. The spec names them
 * only; the thresholds are ours (docs/decisions/). Each award adds one to the type's count.
 */
export const ACHIEVEMENT_TYPES = [
  'highAchiever',
  'mostlyRight',
  'speedDemon',
  'streakOf10',
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];
export type Achievements = Record<AchievementType, number>;

export const ACHIEVEMENT_RULES = {
  /** A level's points are at least 90 % of what it could give. */
  highAchiever: { share: 0.9 },
  /** At least 75 % of a level's answers are rated best, with at least 4 answers. */
  mostlyRight: { share: 0.75, minAnswers: 4 },
  /** A level passed within half of its time. */
  speedDemon: { timeShare: 0.5 },
  /** Every 10 best answers in a row, counted across levels in the order they were given. */
  streakOf10: { length: 10 },
} as const;

export const ACHIEVEMENT_LABELS: Readonly<Record<AchievementType, string>> = {
  highAchiever: 'High achiever',
  mostlyRight: 'Mostly right',
  speedDemon: 'Speed demon',
  streakOf10: 'Streak of 10',
};

export const noAchievements = (): Achievements => ({
  highAchiever: 0,
  mostlyRight: 0,
  speedDemon: 0,
  streakOf10: 0,
});

export type EndedLevel = {
  points: number;
  /** The most the level could give (every answer best, every item right). */
  maxPoints: number;
  passed: boolean;
  secondsUsed: number;
  timeSeconds: number;
  /** Whether each answer, in the order given, was a best answer (rated 1 or right). */
  best: readonly boolean[];
};

/**
 * The achievements one ended level earns, and the best-answer streak it leaves for the next
 * level. A streak of 23 earns twice (at 10 and 20) and carries 23 on.
 */
export function levelAchievements(
  level: EndedLevel,
  streakBefore: number,
): { earned: Achievements; streakAfter: number } {
  const earned = noAchievements();
  if (
    level.maxPoints > 0 &&
    level.points >= ACHIEVEMENT_RULES.highAchiever.share * level.maxPoints
  ) {
    earned.highAchiever = 1;
  }
  const bestCount = level.best.filter(Boolean).length;
  if (
    level.best.length >= ACHIEVEMENT_RULES.mostlyRight.minAnswers &&
    bestCount >= ACHIEVEMENT_RULES.mostlyRight.share * level.best.length
  ) {
    earned.mostlyRight = 1;
  }
  if (
    level.passed &&
    level.secondsUsed <= ACHIEVEMENT_RULES.speedDemon.timeShare * level.timeSeconds
  ) {
    earned.speedDemon = 1;
  }
  let streak = streakBefore;
  for (const best of level.best) {
    streak = best ? streak + 1 : 0;
    if (best && streak % ACHIEVEMENT_RULES.streakOf10.length === 0) {
      earned.streakOf10 += 1;
    }
  }
  return { earned, streakAfter: streak };
}

export function addAchievements(a: Achievements, b: Achievements): Achievements {
  return {
    highAchiever: a.highAchiever + b.highAchiever,
    mostlyRight: a.mostlyRight + b.mostlyRight,
    speedDemon: a.speedDemon + b.speedDemon,
    streakOf10: a.streakOf10 + b.streakOf10,
  };
}

export const achievementCount = (a: Achievements) =>
  a.highAchiever + a.mostlyRight + a.speedDemon + a.streakOf10;

/** The longest run of Best (or right) answers in one attempt, in the order they were given. */
export function longestBestRun(best: readonly boolean[]): number {
  let longest = 0;
  let run = 0;
  for (const b of best) {
    run = b ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
