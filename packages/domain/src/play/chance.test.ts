import { describe, expect, it } from 'vitest';
import type { ProjectType } from '../auth';
import {
  type Attempts,
  LEVELS_CONFIG,
  levelPassingScore,
  levelTime,
  levelTotals,
  perCompetencyDraw,
} from '../generation';
import { asksFor, drawItems, drawRotation, optionOrder, type PoolItem } from './draw';
import { type Rng, seededRandom } from './engines/random';
import {
  answeredByKind,
  answerPoints,
  answerValue,
  isRating,
  levelPassed,
  MINI_PASSING_SCORE,
  MINI_POINTS_PER_SCREEN,
  MINI_SCREENS_PER_LEVEL,
  minimumAttempts,
} from './rules';

/**
 * Chance must not pass (docs/decisions/0012-draw-and-scoring.md): players who answer behavioural
 * levels at random, or always pick the first option, through the real draw, option shuffle,
 * answer values and pass rule.
 */

const COMPETENCIES = ['Adaptability', 'Collaboration', 'Customer Focus', 'Integrity', 'Innovation'];
const PLAYERS = 20_000;
const REWARD = 500; // the spec's default, equal to the Question Reward setting

type RatedItem = PoolItem & { ratings: number[] };

/** A level's pool as generation stores it, with each item's ratings from `ratingsOf`. */
function levelPool(
  totals: Attempts,
  competencies: readonly string[],
  ratingsOf: (n: number) => number[],
): RatedItem[] {
  let n = 0;
  return competencies.flatMap((competency) =>
    (
      [
        ['Question', totals.questions],
        ['Email', totals.emails],
        ['SMS', totals.sms],
      ] as const
    ).flatMap(([kind, count]) =>
      Array.from({ length: perCompetencyDraw(count, competencies.length) }, () => {
        n += 1;
        return { id: `${competency}-${kind}-${n}`, kind, competency, ratings: ratingsOf(n) };
      }),
    ),
  );
}

/** Ratings of a bank whose options are spread: one Best, then Ok and Wrong in turn. */
const SPREAD = [
  [1, 2, 3, 3],
  [3, 1, 2, 3],
  [2, 3, 1, 2],
  [3, 2, 3, 1],
];
const spread = (n: number) => SPREAD[n % SPREAD.length] as number[];
/** The hardest bank for the rule: every option but the Best one is Ok. */
const allOkButBest = (n: number) => [2, 2, 2, 2].map((r, i) => (i === n % 4 ? 1 : r));

type Chooser = (rng: Rng, optionCount: number) => number;
const atRandom: Chooser = (rng, count) => Math.floor(rng() * count);
const alwaysFirst: Chooser = () => 0;

function passRate(
  projectType: ProjectType,
  levelIndex: number,
  ratingsOf: (n: number) => number[],
  choose: Chooser,
): number {
  const minimum = LEVELS_CONFIG[projectType][levelIndex] as Attempts;
  const totals = levelTotals(minimum, projectType);
  const level = {
    passingScore: levelPassingScore(minimum, projectType, 250),
    minAttempts: minimum,
  };
  const asks = asksFor(totals, levelTime(minimum));
  const pool = levelPool(totals, COMPETENCIES, ratingsOf);
  const byId = new Map(pool.map((item) => [item.id, item]));
  const asked = asks.questions + asks.emails + asks.sms;
  let passed = 0;
  for (let player = 0; player < PLAYERS; player++) {
    const rng = seededRandom(player * 7919 + levelIndex);
    const drawn = drawItems({
      pool,
      asks,
      rotation: drawRotation(levelIndex + 1, 1, asked),
      seen: new Set(),
      rng,
    });
    let points = 0;
    for (const item of drawn) {
      const ratings = byId.get(item.id)?.ratings ?? [];
      const order = optionOrder(rng, ratings.length);
      const stored = ratings[order[choose(rng, ratings.length)] ?? 0] ?? 3;
      points += answerPoints(answerValue(level, REWARD, REWARD), isRating(stored) ? stored : 3);
    }
    if (
      levelPassed({
        points,
        passingScore: level.passingScore,
        answered: answeredByKind(drawn.map((i) => i.kind)),
        minAttempts: minimum,
      })
    ) {
      passed += 1;
    }
  }
  return passed / PLAYERS;
}

const levelsOf = (projectType: ProjectType) =>
  LEVELS_CONFIG[projectType].map((_, index) => ({ projectType, level: index + 1, index }));

describe('behavioural levels: chance does not pass', () => {
  it.each([...levelsOf('progress'), ...levelsOf('ace')])(
    '$projectType level $level: random and first-option players pass at most 5 %',
    ({ projectType, index }) => {
      for (const ratingsOf of [spread, allOkButBest]) {
        expect(passRate(projectType, index, ratingsOf, atRandom)).toBeLessThanOrEqual(0.05);
        expect(passRate(projectType, index, ratingsOf, alwaysFirst)).toBeLessThanOrEqual(0.05);
      }
    },
  );

  it('passes a player who answers every asked item Best, and one whose minimum is all Best', () => {
    for (const projectType of ['progress', 'ace'] as const) {
      LEVELS_CONFIG[projectType].forEach((minimum) => {
        const passingScore = levelPassingScore(minimum, projectType, 250);
        const value = answerValue({ passingScore, minAttempts: minimum }, REWARD, REWARD);
        const asked = levelTotals(minimum, projectType);
        const all = asked.questions + asked.emails + asked.sms;
        const atMinimum = minimum.questions + minimum.emails + minimum.sms;
        expect(
          levelPassed({ points: all * value, passingScore, answered: asked, minAttempts: minimum }),
        ).toBe(true);
        // The rest answered Wrong: the minimum's Best answers alone reach the passing score.
        expect(
          levelPassed({
            points: atMinimum * value,
            passingScore,
            answered: asked,
            minAttempts: minimum,
          }),
        ).toBe(true);
      });
    }
  });

  it('passes no first-option player through all six ace levels', () => {
    // With the options shuffled per attempt, "always A" is a random player: the chance of
    // passing every level is the product of the levels' (each ≤ 5 %).
    const rates = levelsOf('ace').map((l) => passRate(l.projectType, l.index, spread, alwaysFirst));
    expect(rates.reduce((a, b) => a * b, 1) * PLAYERS).toBeLessThan(1);
  });
});

describe('mini levels: chance does not pass', () => {
  // A guess is right one time in n: Mini 1 has 4 options, Mini 2 5 or 8, Mini 4 orders 3–7
  // pictures (1 in 3! at least); shown orders are shuffled, so always-first is a guess too.
  it.each([
    ['Mini 1', 4],
    ['Mini 2 (5 options)', 5],
    ['Mini 4 (3 pictures)', 6],
  ])('%s: random players pass at most 5 %', (_, outcomes) => {
    const rng = seededRandom(outcomes);
    let passed = 0;
    for (let player = 0; player < PLAYERS; player++) {
      let right = 0;
      for (let screen = 0; screen < MINI_SCREENS_PER_LEVEL; screen++) {
        right += Math.floor(rng() * outcomes) === 0 ? 1 : 0;
      }
      const answered = MINI_SCREENS_PER_LEVEL;
      if (
        levelPassed({
          points: right * MINI_POINTS_PER_SCREEN,
          passingScore: MINI_PASSING_SCORE,
          answered: { questions: answered, emails: 0, sms: 0 },
          minAttempts: minimumAttempts('mini', '5', MINI_SCREENS_PER_LEVEL),
        })
      ) {
        passed += 1;
      }
    }
    expect(passed / PLAYERS).toBeLessThanOrEqual(0.05);
  });

  it('passes a player with four of five screens right', () => {
    expect(
      levelPassed({
        points: 4 * MINI_POINTS_PER_SCREEN,
        passingScore: MINI_PASSING_SCORE,
        answered: { questions: 5, emails: 0, sms: 0 },
        minAttempts: minimumAttempts('mini', '5', MINI_SCREENS_PER_LEVEL),
      }),
    ).toBe(true);
  });
});
