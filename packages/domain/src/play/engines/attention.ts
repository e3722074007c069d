import { pick, randomInt, shuffle } from './random';
import { type ItemGenerator, placeAnswer, textChoice } from './schema';

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

export const attention: ItemGenerator = (rng, difficulty) => {
  const [target, filler] = pick(rng, PAIRS[difficulty <= 3 ? 0 : difficulty <= 7 ? 1 : 2] ?? []);
  const { rows, cols } = attentionSize(difficulty);
  const cells = rows * cols;
  const count = randomInt(rng, Math.max(1, Math.round(cells * 0.1)), Math.round(cells * 0.35));
  const flat = shuffle(rng, [
    ...Array<string>(count).fill(target),
    ...Array<string>(cells - count).fill(filler),
  ]);
  const grid = Array.from({ length: rows }, (_, r) =>
    flat.slice(r * cols, (r + 1) * cols).join(''),
  );
  const near = shuffle(rng, [count - 1, count + 1, count - 2, count + 2])
    .concat([count + 3, count + 4])
    .filter((n) => n >= 0)
    .map((n) => textChoice(String(n)));
  return {
    prompt: `How many times does ${target} appear?`,
    stimulus: { type: 'grid', rows: grid },
    ...placeAnswer(rng, textChoice(String(count)), near),
  };
};
