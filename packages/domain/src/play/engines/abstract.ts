import {
  asymmetricShape,
  filledCount,
  type Grid,
  gridFromCells,
  isFlipSymmetric,
  isMirrorSymmetric,
  isTurnSymmetric,
  mirror,
  rotateTimes,
  turnClass,
} from './grid';
import { pick, type Rng, randomInt, shuffle } from './random';
import { gridChoice, type ItemGenerator } from './schema';

type Rule = 'mirror' | 'count' | 'turn' | 'shape';

/** What each difficulty's odd one out breaks, and the grid size. */
const PLAN: readonly (readonly [Rule, number])[] = [
  ['mirror', 3],
  ['count', 3],
  ['turn', 3],
  ['count', 3],
  ['mirror', 4],
  ['count', 4],
  ['turn', 4],
  ['count', 4],
  ['shape', 4],
  ['shape', 5],
];

/**
 * Every way a grid can stand out. An item is fair only if each of these that singles out one
 * grid singles out the keyed one, so no second rule gives a different answer.
 */
export const ABSTRACT_PROPERTIES: readonly ((g: Grid) => string)[] = [
  (g) => String(filledCount(g)),
  (g) => String(isMirrorSymmetric(g)),
  (g) => String(isFlipSymmetric(g)),
  (g) => String(isTurnSymmetric(g)),
  turnClass,
];

/** The index that differs when three share a value and one does not, else null. */
export function oddIndex(values: readonly string[]): number | null {
  const odd = values.findIndex((v) => values.filter((w) => w === v).length === 1);
  const rest = values.filter((_, i) => i !== odd);
  return odd >= 0 && rest.every((v) => v === rest[0]) ? odd : null;
}

function randomGrid(rng: Rng, size: number, cells: number) {
  const all = shuffle(
    rng,
    Array.from({ length: size * size }, (_, i) => i),
  );
  return gridFromCells(size, new Set(all.slice(0, cells)));
}

/** Fills one cell and its partner under `partner`, so the grid comes out symmetric. */
function symmetricGrid(rng: Rng, size: number, cells: number, partner: (i: number) => number) {
  const filled = new Set<number>();
  for (const i of shuffle(
    rng,
    Array.from({ length: size * size }, (_, k) => k),
  )) {
    if (filled.size + (partner(i) === i ? 1 : 2) <= cells) {
      filled.add(i);
      filled.add(partner(i));
    }
  }
  return gridFromCells(size, filled);
}

/** Three grids that keep the rule, then the one that breaks it. */
function draw(rng: Rng, rule: Rule, size: number): string[][] {
  const cells = randomInt(rng, size + 1, size * 2);
  if (rule === 'count') {
    const odd = cells + pick(rng, [-1, 1]);
    return [...[0, 1, 2].map(() => randomGrid(rng, size, cells)), randomGrid(rng, size, odd)];
  }
  if (rule === 'shape') {
    const shape = asymmetricShape(rng, size, cells);
    const turns = shuffle(rng, [0, 1, 2, 3]);
    return [
      ...turns.slice(0, 3).map((t) => rotateTimes(shape, t)),
      rotateTimes(mirror(shape), turns[3] ?? 0),
    ];
  }
  const n = size - 1;
  const partner =
    rule === 'mirror'
      ? (i: number) => i - (i % size) + (n - (i % size))
      : (i: number) => size * size - 1 - i;
  const even = cells - (cells % 2);
  return [
    ...[0, 1, 2].map(() => symmetricGrid(rng, size, even, partner)),
    randomGrid(rng, size, even),
  ];
}

export const abstract: ItemGenerator = (rng, difficulty) => {
  const [rule, size] = PLAN[difficulty - 1] ?? ['mirror', 3];
  // A fair draw comes up within a few dozen tries; the cap turns a broken rule into an error.
  for (let attempt = 0; attempt < 5000; attempt++) {
    const grids = draw(rng, rule, size);
    const distinct = new Set(grids.map((g) => g.join('/'))).size === 4;
    const splits = ABSTRACT_PROPERTIES.map((p) => oddIndex(grids.map(p)));
    // The rule must single out the fourth grid, and nothing may single out another.
    if (distinct && splits.includes(3) && splits.every((s) => s === null || s === 3)) {
      // The odd one is drawn last; run() (index.ts) shuffles the choices.
      return {
        prompt: 'Which is the odd one out?',
        stimulus: { type: 'text', text: 'Three of these follow the same rule.' },
        choices: grids.map(gridChoice),
        key: 3,
      };
    }
  }
  throw new Error(`no fair odd-one-out for difficulty ${difficulty}`);
};
