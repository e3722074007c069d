import type { ProjectType } from '../auth';
import type { Attempts } from '../generation';
import { parseAttempts } from '../levels';

/**
 * How play is scored (issue 12). The spec names the fields (part A §3) and the feedback codes
 * (part A §4) but not how points, passing, achievements and replays work; these are our rules,
 * listed in the README's Decisions, with worked examples in rules.test.ts.
 */

/** Part A §4: the answer feedback codes. */
export const ANSWER_FEEDBACK = { 1: 'BEST', 2: 'OK', 3: 'WRONG' } as const;
export type Rating = keyof typeof ANSWER_FEEDBACK;
export const isRating = (n: number): n is Rating => n === 1 || n === 2 || n === 3;

/** A best answer earns the question's whole reward, an ok one half of it (rounded down). */
export const RATING_SHARE: Readonly<Record<Rating, number>> = { 1: 1, 2: 0.5, 3: 0 };

export function answerPoints(reward: number, rating: Rating): number {
  return Math.floor(Math.max(0, reward) * RATING_SHARE[rating]);
}

/** An answer may arrive this long after the level's time (network, a slow phone). */
export const ANSWER_GRACE_SECONDS = 5;

/** Part B §9: a mini level is 5 screens (`L=n`, min attempt 5); each right screen earns this. */
export const MINI_SCREENS_PER_LEVEL = 5;
export const MINI_POINTS_PER_SCREEN = 100;

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

/** A level is passed when its points reach the passing score and every minimum is met. */
export function levelPassed(run: LevelRunFacts): boolean {
  return (
    run.points >= run.passingScore &&
    run.answered.questions >= run.minAttempts.questions &&
    run.answered.emails >= run.minAttempts.emails &&
    run.answered.sms >= run.minAttempts.sms
  );
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
  /** The counted attempt's points; null when the level was never ended. */
  points: number | null;
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
 * The participant's aggregates from each level's counted attempt, levels in map order. Numbered
 * levels make the behaviour score, mini levels the mini-game score, and the ace edition's games
 * the cognitive and aptitude scores, each capped at the spec's maximum. currentLevel is the
 * position of the first level not yet passed (the last level once all are passed).
 */
export function participantScores(
  levels: readonly LevelOutcome[],
  projectType: ProjectType,
): ParticipantScores {
  const sum = (kind: LevelKind) =>
    levels.filter((l) => l.kind === kind).reduce((total, l) => total + (l.points ?? 0), 0);
  const behaviourScore = Math.min(SCORE_MAXIMA.behaviour, sum('numeric'));
  const miniGameScore = sum('mini');
  const cognitiveScore = Math.min(SCORE_MAXIMA.cognitive, sum('cognitive'));
  const aptitudeScore = Math.min(SCORE_MAXIMA.aptitude, sum('aptitude'));
  const raw = behaviourScore + miniGameScore + cognitiveScore + aptitudeScore;
  const passedCount = levels.findIndex((l) => !l.passed);
  const completed = levels.length > 0 && passedCount === -1;
  return {
    behaviourScore,
    miniGameScore,
    cognitiveScore,
    aptitudeScore,
    // The ace edition's total (behaviour, cognitive and aptitude; it has no mini levels) is capped
    // at the spec's 40,000; a progress game's single Score is not.
    currentScore: projectType === 'ace' ? Math.min(SCORE_MAXIMA.total, raw) : raw,
    currentLevel: completed ? levels.length : Math.max(1, passedCount + 1),
    completed,
  };
}

/** May this level be started now? Levels open in map order, each after the one before passed. */
export function levelOpen(levels: readonly { passed: boolean }[], index: number): boolean {
  return index >= 0 && index < levels.length && levels.slice(0, index).every((l) => l.passed);
}
