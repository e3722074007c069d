import { type Attempts, sumAttempts } from '../generation';
import { parseAttempts } from '../levels';
import { asksFor, MIN_SECONDS_PER_ITEM } from './draw';
import { ENGINE_MAX_SCORE } from './engines';
import {
  answerValue,
  type LevelKind,
  levelKindOf,
  MINI_POINTS_PER_SCREEN,
  MINI_SCREENS_PER_LEVEL,
  minimumAttempts,
} from './rules';

/**
 * Whether a player could pass a level at all. A level nobody can pass (a numbered level saved
 * with fewer questions than its minimum attempts, or none) would sit on the participants' map
 * and lock every level after it, so the map leaves it out until it is playable, and the admin's
 * Add/Edit Level and Level details say why. The rule follows what a run serves (server
 * `planFor`, docs/decisions/0012-draw-and-scoring.md) and how it is passed (`passCheck`): every
 * kind's minimum answered and the passing score reached.
 */

const KINDS = ['questions', 'emails', 'sms'] as const;
const none: Attempts = { questions: 0, emails: 0, sms: 0 };

export type LevelPlayFacts = {
  kind: LevelKind;
  totalQuestion: string;
  minAttempt: string;
  time: number;
  passingScore: number;
  /**
   * What the level has to serve: a numbered level's questions, e-mails and SMS (its pool); a
   * mini level's screens in the catalog, and a game's engine items (ENGINE_ITEMS_PER_RUN, 0 when
   * no engine plays it), both under `questions`.
   */
  content: Attempts;
};

/** A stored level's facts, with what it has to play (the server reads `content`). */
export function levelPlayFacts(
  level: {
    type: string;
    tabName: string;
    totalQuestion: string;
    minAttempt: string;
    time: number;
    passingScore: number;
  },
  content: Attempts,
): LevelPlayFacts {
  return {
    kind: levelKindOf(level.type, level.tabName),
    totalQuestion: level.totalQuestion,
    minAttempt: level.minAttempt,
    time: level.time,
    passingScore: level.passingScore,
    content,
  };
}

export type LevelPlayProblem =
  /** Fewer questions of a kind than the minimum attempts answer. */
  | { kind: 'questions'; needs: Attempts; has: Attempts; missing: Attempts }
  /** Total questions below the minimum attempts: the draw never asks enough. */
  | { kind: 'total'; total: Attempts; needs: Attempts }
  /** The time fits fewer items (at MIN_SECONDS_PER_ITEM) than the minimum attempts. */
  | { kind: 'time'; time: number; fits: number; needs: number }
  /** Even all Best, the points stay below the passing score. */
  | { kind: 'points'; passingScore: number; most: number }
  /** A numbered level whose total questions cannot be read or are all 0: it asks nothing. */
  | { kind: 'noTotals' }
  /** A numbered level without minimum attempts and without anything to ask. */
  | { kind: 'noItems' }
  /** A mini level whose game has no screens in the catalog. */
  | { kind: 'noScreens' }
  /** A cognitive or aptitude level that no engine of the catalog plays. */
  | { kind: 'noEngine' };

export type LevelPlayability = { playable: boolean; problems: LevelPlayProblem[] };

const result = (problems: LevelPlayProblem[]): LevelPlayability => ({
  playable: problems.length === 0,
  problems,
});

function numberedProblems(facts: LevelPlayFacts): LevelPlayProblem[] {
  const totals = parseAttempts(facts.totalQuestion);
  if (!totals || sumAttempts(totals) === 0) {
    return [{ kind: 'noTotals' }];
  }
  const needs = minimumAttempts('numeric', facts.minAttempt, 0);
  const problems: LevelPlayProblem[] = [];
  const missing = { ...none };
  for (const kind of KINDS) {
    missing[kind] = Math.max(0, needs[kind] - facts.content[kind]);
  }
  if (sumAttempts(missing) > 0) {
    problems.push({ kind: 'questions', needs, has: facts.content, missing });
  }
  if (KINDS.some((kind) => totals[kind] < needs[kind])) {
    problems.push({ kind: 'total', total: totals, needs });
  } else {
    const asks = asksFor(totals, facts.time);
    if (KINDS.some((kind) => asks[kind] < needs[kind])) {
      problems.push({
        kind: 'time',
        time: facts.time,
        fits: sumAttempts(asks),
        needs: sumAttempts(needs),
      });
    }
  }
  if (problems.length > 0) {
    return problems;
  }
  // What a run asks: the draw takes each kind's ask while the pool has items of it.
  const asks = asksFor(totals, facts.time);
  const served = KINDS.reduce((n, kind) => n + Math.min(asks[kind], facts.content[kind]), 0);
  if (served === 0) {
    return [{ kind: 'noItems' }];
  }
  // Every served item answered Best, each at its type's own reward (weight 1).
  const most = served * answerValue({ passingScore: facts.passingScore, minAttempts: needs }, 1, 1);
  return most < facts.passingScore
    ? [{ kind: 'points', passingScore: facts.passingScore, most }]
    : [];
}

/**
 * Could a player pass this level? Numbered levels need their minimum attempts of each kind in
 * their questions, total questions and a time that let the draw ask them, and a passing score
 * that all Best reaches; a mini level needs its game's screens (100 points each, five at most);
 * a cognitive or aptitude level an engine (ENGINE_MAX_SCORE at most).
 *
 * 2|1|1 with 2 questions, no e-mail, no SMS → not playable: add 1 e-mail and 1 SMS.
 */
export function levelPlayability(facts: LevelPlayFacts): LevelPlayability {
  if (facts.kind === 'numeric') {
    return result(numberedProblems(facts));
  }
  if (facts.kind === 'mini') {
    const shown = Math.min(facts.content.questions, MINI_SCREENS_PER_LEVEL);
    if (shown === 0) {
      return result([{ kind: 'noScreens' }]);
    }
    const most = shown * MINI_POINTS_PER_SCREEN;
    return result(
      most < facts.passingScore ? [{ kind: 'points', passingScore: facts.passingScore, most }] : [],
    );
  }
  if (facts.content.questions === 0) {
    return result([{ kind: 'noEngine' }]);
  }
  return result(
    ENGINE_MAX_SCORE < facts.passingScore
      ? [{ kind: 'points', passingScore: facts.passingScore, most: ENGINE_MAX_SCORE }]
      : [],
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const kindWords = (kind: (typeof KINDS)[number], n: number) =>
  kind === 'questions'
    ? count(n, 'question', 'questions')
    : kind === 'emails'
      ? count(n, 'email', 'emails')
      : `${n} SMS`;

/** '2 questions, 1 email and 1 SMS' over the kinds `of` names (by default those above 0). */
function inWords(a: Attempts, of: Attempts = a): string {
  const parts = KINDS.filter((kind) => of[kind] > 0).map((kind) => kindWords(kind, a[kind]));
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const grouped = (n: number) => n.toLocaleString('en-US');

export const playableMessages = {
  /** The warning's title on Add/Edit Level and Level details. */
  offMap: "Not on the participants' map yet",
  /** Under it: why it matters. */
  why: 'Participants could not pass this level, so their map leaves it out until it is fixed.',
} as const;

/** One problem as the admin reads it: what is wrong, then what to change. */
export function levelPlayProblemText(problem: LevelPlayProblem): string {
  switch (problem.kind) {
    case 'questions': {
      const has = sumAttempts(problem.has) === 0 ? 'none yet' : inWords(problem.has, problem.needs);
      return `Its minimum attempts need at least ${inWords(problem.needs)}; it has ${has}. Add ${inWords(problem.missing)}.`;
    }
    case 'total':
      return `Its total questions (${inWords(problem.total, problem.needs)}) are fewer than its minimum attempts (${inWords(problem.needs)}). Raise the total questions or lower the minimum attempts.`;
    case 'time':
      return `Its time, ${problem.time} seconds, fits ${problem.fits} items at ${MIN_SECONDS_PER_ITEM} seconds each, fewer than its ${problem.needs} minimum attempts. Give it more time or lower the minimum attempts.`;
    case 'points':
      return `Its passing score, ${grouped(problem.passingScore)}, is more than the ${grouped(problem.most)} points a player can earn in it. Lower the passing score.`;
    case 'noTotals':
      return 'Its total questions are 0 or cannot be read, so it asks nothing. Set its total questions.';
    case 'noItems':
      return 'It has no questions, emails or SMS to ask. Add some.';
    case 'noScreens':
      return 'The catalog has no screens for this mini game.';
    case 'noEngine':
      return 'No game of the catalog plays this level.';
  }
}
