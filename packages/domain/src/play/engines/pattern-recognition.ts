import { drawRank, pairedNumbers } from './distractors';
import { type Rng, randomInt } from './random';
import { type EngineChoice, type ItemGenerator, textChoice, withDistractors } from './schema';

/** A series: the shown terms then the next one, plus wrong answers a hasty rule would give. */
interface Series {
  terms: number[];
  tempting: number[];
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function build(length: number, first: number[], next: (prev: number[], i: number) => number) {
  const terms = [...first];
  while (terms.length < length) {
    terms.push(next(terms, terms.length));
  }
  return terms;
}

const at = (terms: readonly number[], fromEnd: number) => terms[terms.length - fromEnd] ?? 0;

const arithmetic = (start: number, step: number, shown: number): Series => {
  const terms = build(shown + 1, [start], (t) => at(t, 1) + step);
  const answer = at(terms, 1);
  return { terms, tempting: [answer + 1, answer - 1, answer + step, answer - 2 * step] };
};

/** One rule per difficulty, from plain counting up to doubling-plus-one. */
const RULES: ((rng: Rng) => Series)[] = [
  (rng) => arithmetic(randomInt(rng, 1, 10), randomInt(rng, 2, 5), 5),
  (rng) => arithmetic(randomInt(rng, 40, 60), -randomInt(rng, 3, 7), 5),
  // Letters counted through the alphabet; the step keeps the answer inside A–Z.
  (rng) => {
    const step = randomInt(rng, 2, 4);
    return arithmetic(randomInt(rng, 0, 25 - 5 * step), step, 5);
  },
  (rng) => {
    const factor = randomInt(rng, 2, 3);
    const terms = build(6, [randomInt(rng, 1, 4)], (t) => at(t, 1) * factor);
    const last = at(terms, 2);
    return { terms, tempting: [last + (last - at(terms, 3)), last * (factor + 1), last + factor] };
  },
  // Two series interleaved, one rising and one falling, so it cannot pass for one series.
  (rng) => {
    const up = randomInt(rng, 2, 4);
    const down = randomInt(rng, 1, 3);
    const a = randomInt(rng, 1, 6);
    const b = randomInt(rng, 20, 30);
    const terms = Array.from({ length: 7 }, (_, i) =>
      i % 2 === 0 ? a + (i / 2) * up : b - ((i - 1) / 2) * down,
    );
    const answer = at(terms, 1);
    return { terms, tempting: [at(terms, 2) - down, answer + up, answer - 1, answer + 1] };
  },
  // The gap grows by one each time.
  (rng) => {
    const gap = randomInt(rng, 1, 3);
    const terms = build(6, [randomInt(rng, 1, 10)], (t, i) => at(t, 1) + gap + i - 1);
    const answer = at(terms, 1);
    return {
      terms,
      tempting: [answer - 1, answer + 1, at(terms, 2) + (at(terms, 2) - at(terms, 3))],
    };
  },
  // Each term is the sum of the two before it.
  (rng) => {
    const terms = build(
      7,
      [randomInt(rng, 1, 4), randomInt(rng, 2, 6)],
      (t) => at(t, 1) + at(t, 2),
    );
    const answer = at(terms, 1);
    const last = at(terms, 2);
    return { terms, tempting: [last + (last - at(terms, 3)), last * 2, answer + 1, answer - 1] };
  },
  // Alternately times two and plus a fixed number.
  (rng) => {
    const add = randomInt(rng, 1, 5);
    const terms = build(7, [randomInt(rng, 1, 5)], (t, i) =>
      i % 2 === 1 ? at(t, 1) * 2 : at(t, 1) + add,
    );
    const answer = at(terms, 1);
    const last = at(terms, 2);
    return { terms, tempting: [last * 2, answer + add, answer - 1, answer + 2] };
  },
  // Square numbers shifted by a constant.
  (rng) => {
    const from = randomInt(rng, 1, 4);
    const shift = randomInt(rng, -1, 5);
    const terms = Array.from({ length: 6 }, (_, i) => (from + i) ** 2 + shift);
    const answer = at(terms, 1);
    const last = at(terms, 2);
    return { terms, tempting: [last + (last - at(terms, 3)), answer + 1, answer - 1, answer + 2] };
  },
  // Double and add a constant: the gaps double too.
  (rng) => {
    const add = randomInt(rng, 1, 3);
    const terms = build(6, [randomInt(rng, 1, 5)], (t) => at(t, 1) * 2 + add);
    const answer = at(terms, 1);
    const last = at(terms, 2);
    return { terms, tempting: [last * 2, answer + 1, answer - 1, last + (last - at(terms, 3))] };
  },
];

/** Difficulty 3 is the letter series; every other difficulty uses numbers. */
export const isLetterSeries = (difficulty: number) => difficulty === 3;

/** Numbers from 0 (letters A–Z for the letter series); neighbours 1–5 apart; made up 8–15 away. */
const bounds = (difficulty: number) => ({
  min: 0,
  max: isLetterSeries(difficulty) ? LETTERS.length - 1 : Number.POSITIVE_INFINITY,
  steps: [1, 2, 3, 4, 5],
  far: [8, 10, 12, 15],
});

/**
 * The answer's rank among the four values is drawn once, uniformly, after the first series
 * (distractors.ts); a series too near the ends (0, or Z for letters) for that rank is drawn again.
 */
export const patternRecognition: ItemGenerator = (rng, difficulty) => {
  const rule = RULES[difficulty - 1];
  if (!rule) {
    throw new Error(`no pattern rule for difficulty ${difficulty}`);
  }
  const show = isLetterSeries(difficulty)
    ? (n: number) => LETTERS[n] ?? ''
    : (n: number) => String(n);
  let rank: number | undefined;
  for (let attempt = 0; attempt < 100; attempt++) {
    const { terms, tempting } = rule(rng);
    rank ??= drawRank(rng);
    const values = pairedNumbers(rng, at(terms, 1), rank, tempting, bounds(difficulty));
    if (values) {
      const [right, ...wrong] = values.map((n) => textChoice(show(n)));
      return {
        prompt: 'Which comes next?',
        stimulus: { type: 'sequence', items: terms.slice(0, -1).map(show) },
        ...withDistractors(right as EngineChoice, wrong),
      };
    }
  }
  throw new Error(`no series fits rank ${rank} at difficulty ${difficulty}`);
};
