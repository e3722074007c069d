import { drawRank } from './distractors';
import { pick, randomInt, shuffle } from './random';
import { type ItemGenerator, textChoice, withDistractors } from './schema';

/** [target, filler]: the pairs look more alike as difficulty rises. */
const PAIRS: readonly (readonly [string, string])[][] = [
  [
    ['X', 'O'],
    ['T', 'O'],
    ['K', 'O'],
  ],
  [
    ['Q', 'O'],
    ['F', 'E'],
    ['R', 'P'],
  ],
  [
    ['G', 'C'],
    ['8', 'B'],
    ['M', 'N'],
  ],
];

/** 3×4 at difficulty 1 up to 7×9 at difficulty 10. */
export const attentionSize = (difficulty: number) => ({
  rows: 3 + Math.floor((difficulty - 1) / 2),
  cols: 4 + Math.floor(difficulty / 2),
});

/** Fewest and most targets a grid of this many cells holds: about 10 % to 35 % of it. */
export const targetRange = (cells: number) => ({
  least: Math.max(1, Math.round(cells * 0.1)),
  most: Math.round(cells * 0.35),
});

/**
 * The four choices are four counts in a row that all lie in the range the grid can hold, and the
 * true count is any of them with equal chance: the window is drawn first, then the count's place
 * in it. So neither the smallest, the middle nor a count the grid could not hold gives the answer
 * away; only counting does.
 */
export const attention: ItemGenerator = (rng, difficulty) => {
  const [target, filler] = pick(rng, PAIRS[difficulty <= 3 ? 0 : difficulty <= 7 ? 1 : 2] ?? []);
  const { rows, cols } = attentionSize(difficulty);
  const cells = rows * cols;
  const { least, most } = targetRange(cells);
  const lowest = randomInt(rng, least, most - 3);
  const rank = drawRank(rng);
  const count = lowest + rank;
  const flat = shuffle(rng, [
    ...Array<string>(count).fill(target),
    ...Array<string>(cells - count).fill(filler),
  ]);
  const grid = Array.from({ length: rows }, (_, r) =>
    flat.slice(r * cols, (r + 1) * cols).join(''),
  );
  const others = [0, 1, 2, 3].filter((i) => i !== rank).map((i) => textChoice(String(lowest + i)));
  return {
    prompt: `How many times does ${target} appear?`,
    stimulus: { type: 'grid', rows: grid },
    ...withDistractors(textChoice(String(count)), others),
  };
};
