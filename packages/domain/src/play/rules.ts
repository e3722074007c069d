import { type Attempts, sumAttempts } from '../generation';
import { parseAttempts } from '../levels';

/**
 * How play is scored. The spec names the fields (part A §3) and the feedback codes (part A §4)
 * but not how points, passing, achievements and replays work; these are our rules, listed in
 * docs/decisions/0002-the-player.md and docs/decisions/0012-draw-and-scoring.md, with worked
 * examples in rules.test.ts.
 */

/** Part A §4: the answer feedback codes. */
export const ANSWER_FEEDBACK = { 1: 'BEST', 2: 'OK', 3: 'WRONG' } as const;
export type Rating = keyof typeof ANSWER_FEEDBACK;
export const isRating = (n: number): n is Rating => n === 1 || n === 2 || n === 3;

/**
 * A Best answer earns the item's whole value, an Ok one a quarter of it (rounded down), a
 * Wrong one nothing. A quarter, not a half: with a half, a level that asks 1.5 × its minimum
 * attempts could be passed by guessing (docs/decisions/0012-draw-and-scoring.md has the arithmetic).
 */
export const RATING_SHARE: Readonly<Record<Rating, number>> = { 1: 1, 2: 0.25, 3: 0 };

export function answerPoints(value: number, rating: Rating): number {
  return Math.floor(Math.max(0, value) * RATING_SHARE[rating]);
}

/** A level whose passing score is 0 still scores its answers at the progress edition's rate. */
export const FALLBACK_POINTS_PER_ANSWER = 100;

/**
 * What a Best answer to one item earns in a level: the passing score shared over the level's
 * minimum attempts, weighted by the item's reward against its type's Question Reward setting.
 * So answering the minimum attempts all Best reaches the passing score exactly.
 *
 * Progress level 2|1|1, passing 400, reward 500 of 500 → 100.
 * Ace Easy level 2|1|1, passing 1,000 (4 × 250) → 250; an item rewarded 1,000 of 500 → 500.
 */
export function answerValue(
  level: { passingScore: number; minAttempts: Attempts },
  reward: number,
  typeReward: number,
): number {
  const minimum = sumAttempts(level.minAttempts);
  const perAnswer =
    level.passingScore > 0 && minimum > 0
      ? level.passingScore / minimum
      : FALLBACK_POINTS_PER_ANSWER;
  const weight = typeReward > 0 ? Math.max(0, reward) / typeReward : 1;
  // Rounded up, so that the minimum attempts all Best never fall a point short of passing.
  return Math.ceil(perAnswer * weight);
}

/** An answer may arrive this long after the level's time (network, a slow phone). */
export const ANSWER_GRACE_SECONDS = 5;

/** Past the deadline and its grace: a level due at 10:00:00 still takes answers at 10:00:05. */
export const pastAnswerGrace = (deadlineAt: Date, now: Date) =>
  now.getTime() > deadlineAt.getTime() + ANSWER_GRACE_SECONDS * 1000;

/**
 * The level's clock starts when its first item is on screen (the browser says so); a level
 * opened and never shown ends this long after its time anyway.
 */
export const BEGIN_ALLOWANCE_SECONDS = 10;

/** Part B §9: a mini level is 5 screens (`L=n`, min attempt 5); each right screen earns this. */
export const MINI_SCREENS_PER_LEVEL = 5;
export const MINI_POINTS_PER_SCREEN = 100;
/**
 * A mini level passes with 4 of its 5 screens right (it was 1): guessing Mini 1's four
 * options passes 1.6 % of the time, Mini 2's five 0.7 % (chance.test.ts).
 */
export const MINI_PASSING_SCORE = 4 * MINI_POINTS_PER_SCREEN;

/** Part A §5: the strength score maxima. */
export const SCORE_MAXIMA = {
  behaviour: 30_000,
  aptitude: 5_000,
  cognitive: 5_000,
  total: 40_000,
} as const;

/** What a level is played as, from its stored type (Level, Game, Cognitive, Aptitude). */
export type LevelKind = 'numeric' | 'mini' | 'cognitive' | 'aptitude';
export function levelKindOf(type: string, tabName: string): LevelKind {
  if (type === 'Cognitive') {
    return 'cognitive';
  }
  if (type === 'Aptitude') {
    return 'aptitude';
  }
  return /^Mini \d+$/.test(tabName) ? 'mini' : 'numeric';
}

/**
 * The screens of mini level `L=n`: the n-th block of five of the mini game's screens (in
 * question-number order), or the first five when the catalog has no such block.
 */
export function miniScreenSlice<T>(screens: readonly T[], levelNumber: number): T[] {
  const start = (Math.max(1, levelNumber) - 1) * MINI_SCREENS_PER_LEVEL;
  const block = screens.slice(start, start + MINI_SCREENS_PER_LEVEL);
  return block.length === MINI_SCREENS_PER_LEVEL ? block : screens.slice(0, MINI_SCREENS_PER_LEVEL);
}

export type LevelRunFacts = {
  points: number;
  passingScore: number;
  /** Answers given, by kind (numeric levels); mini and engine levels count under `questions`. */
  answered: Attempts;
  /** The level's minimum attempts by kind; zero where the level asks none. */
  minAttempts: Attempts;
};

export type PassKind = keyof Attempts;
export type PassCheck = {
  passed: boolean;
  points: number;
  passingScore: number;
  /** Points still missing to the passing score; 0 when reached. */
  pointsShort: number;
  /** Each kind the level asks a minimum of, with what was answered. */
  kinds: { kind: PassKind; answered: number; minimum: number; met: boolean }[];
};

/**
 * Why a level was passed or not: its points against the passing score, and each kind's
 * answers against its minimum. A level is passed when the points reach the passing score and
 * every minimum is met.
 *
 * 1,000 points, passing 400, e-mails 0 of 1 → not passed, kinds shows emails unmet.
 */
export function passCheck(run: LevelRunFacts): PassCheck {
  const kinds = (['questions', 'emails', 'sms'] as const)
    .filter((kind) => run.minAttempts[kind] > 0)
    .map((kind) => ({
      kind,
      answered: run.answered[kind],
      minimum: run.minAttempts[kind],
      met: run.answered[kind] >= run.minAttempts[kind],
    }));
  const pointsShort = Math.max(0, run.passingScore - run.points);
  return {
    passed: pointsShort === 0 && kinds.every((k) => k.met),
    points: run.points,
    passingScore: run.passingScore,
    pointsShort,
    kinds,
  };
}

export function levelPassed(run: LevelRunFacts): boolean {
  return passCheck(run).passed;
}

const noAttempts: Attempts = { questions: 0, emails: 0, sms: 0 };

/**
 * The answers a level asks at least, by kind: a numbered level's stored minimum attempts
 * (questions|emails|sms); a mini level its stored number (5) of its screens, at most as many as
 * it shows; a cognitive or aptitude game none (points only).
 */
export function minimumAttempts(kind: LevelKind, minAttempt: string, items: number): Attempts {
  if (kind === 'numeric') {
    return parseAttempts(minAttempt) ?? noAttempts;
  }
  if (kind === 'mini') {
    const asked = Number.parseInt(minAttempt, 10);
    const wanted = Number.isFinite(asked) ? asked : MINI_SCREENS_PER_LEVEL;
    return { ...noAttempts, questions: Math.min(wanted, items) };
  }
  return noAttempts;
}

/** Answers given by kind: Email and SMS apart, everything else counts as a question. */
export function answeredByKind(kinds: readonly string[]): Attempts {
  return {
    questions: kinds.filter((k) => k !== 'Email' && k !== 'SMS').length,
    emails: kinds.filter((k) => k === 'Email').length,
    sms: kinds.filter((k) => k === 'SMS').length,
  };
}

/** Replays: a failed level may be played again; its best attempt is the one that counts. */
export const COUNTED_ATTEMPT = 'best' as const;

type Attempt = { points: number; passed: boolean };

/**
 * Which of two ended attempts counts: a passing one over a failing one, then more points; on a
 * tie the earlier one stays.
 */
export function countsOver(candidate: Attempt, current: Attempt | null): boolean {
  if (current === null || candidate.passed !== current.passed) {
    return current === null || candidate.passed;
  }
  return candidate.points > current.points;
}

/** Part B §9: a percentage of a score, rounded up, 0 when nothing could be scored. */
export function percentageOf(achieved: number, total: number): number {
  return total <= 0 ? 0 : Math.min(100, Math.ceil((100 * Math.max(0, achieved)) / total));
}

/** Part B §9: a competency's percentage is the sum of its level percentages / their number. */
export function competencyPercentage(levelPercentages: readonly number[]): number {
  if (levelPercentages.length === 0) {
    return 0;
  }
  const sum = levelPercentages.reduce((total, p) => total + p, 0);
  return Math.ceil(sum / levelPercentages.length);
}

export type LevelOutcome = {
  kind: LevelKind;
  /** The counted attempt's points (the map, the mini-game score); null when never ended. */
  points: number | null;
  /**
   * Every ended attempt of the level added up: its points and the most it could earn. The
   * scaled scores read these, so a replay adds evidence instead of erasing it; null when the
   * level was never ended.
   */
  allAttempts: { points: number; maxPoints: number } | null;
  passed: boolean;
};

export type ParticipantScores = {
  behaviourScore: number;
  miniGameScore: number;
  cognitiveScore: number;
  aptitudeScore: number;
  currentScore: number;
  currentLevel: number;
  completed: boolean;
};

/**
 * A score of one kind scaled to its maximum: each level of the kind weighs the same, and
 * contributes the share it earned of the most its attempts could earn, all attempts added up
 * (a pass after a replay does not wipe out the first try); a level not played contributes
 * nothing. So a perfect game reaches the spec's maximum and half Best about half.
 *
 * Six numbered levels, three played at 100 %, 50 % and 0 %, three not → 30,000 × 1.5 / 6 = 7,500.
 * A level failed at 100 of 400, then passed at 400 of 400 → its share is 500 / 800.
 */
export function scaledScore(levels: readonly LevelOutcome[], maximum: number): number {
  if (levels.length === 0) {
    return 0;
  }
  const shares = levels.reduce(
    (sum, l) =>
      sum +
      (l.allAttempts && l.allAttempts.maxPoints > 0
        ? Math.min(1, Math.max(0, l.allAttempts.points) / l.allAttempts.maxPoints)
        : 0),
    0,
  );
  return Math.round((maximum * shares) / levels.length);
}

/**
 * The participant's level number, counted one way everywhere (header, map, reports): the
 * levels in map order, numbered and mini levels alike, and the position (from 1) of the first
 * one not yet passed; the last level's once all are passed.
 *
 * Map 1 2 Mini 1 3, levels 1 and 2 passed → 3 (Mini 1 is played next).
 */
export function currentLevelNumber(levels: readonly { passed: boolean }[]): number {
  const next = levels.findIndex((l) => !l.passed);
  return next === -1 ? Math.max(1, levels.length) : next + 1;
}

/** What the participant reads for level number n, on the header, the map and a level alike. */
export const levelLabel = (number: number) => `Level ${number}`;

/**
 * The participant's aggregates from each level's counted attempt, levels in map order.
 * Numbered levels make the behaviour score, mini levels the mini-game score, and the ace
 * edition's games the cognitive and aptitude scores; behaviour, cognitive and aptitude are
 * scaled to the spec's maxima (part A §5), the mini-game score is the sum of its points.
 */
export function participantScores(levels: readonly LevelOutcome[]): ParticipantScores {
  const ofKind = (kind: LevelKind) => levels.filter((l) => l.kind === kind);
  const behaviourScore = scaledScore(ofKind('numeric'), SCORE_MAXIMA.behaviour);
  const miniGameScore = ofKind('mini').reduce((total, l) => total + (l.points ?? 0), 0);
  const cognitiveScore = scaledScore(ofKind('cognitive'), SCORE_MAXIMA.cognitive);
  const aptitudeScore = scaledScore(ofKind('aptitude'), SCORE_MAXIMA.aptitude);
  const completed = levels.length > 0 && levels.every((l) => l.passed);
  return {
    behaviourScore,
    miniGameScore,
    cognitiveScore,
    aptitudeScore,
    currentScore: behaviourScore + miniGameScore + cognitiveScore + aptitudeScore,
    currentLevel: currentLevelNumber(levels),
    completed,
  };
}

/** May this level be started now? Levels open in map order, each after the one before passed. */
export function levelOpen(levels: readonly { passed: boolean }[], index: number): boolean {
  return index >= 0 && index < levels.length && levels.slice(0, index).every((l) => l.passed);
}
