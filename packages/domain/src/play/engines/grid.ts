import { pick, type Rng, randomInt } from './random';

/** Square bitmaps as rows of '#' (filled) and '.' (empty), the form a choice or stimulus shows. */
export type Grid = readonly string[];

const cell = (grid: Grid, row: number, col: number) => grid[row]?.[col] ?? '.';

/**
 * A quarter turn clockwise. Plain loops: the generators turn grids thousands of times a run, and
 * Array.from with a callback was most of the spatial and abstract engines' time.
 */
export function rotate(grid: Grid): string[] {
  const n = grid.length;
  const out: string[] = [];
  for (let row = 0; row < n; row++) {
    let line = '';
    for (let col = 0; col < n; col++) {
      line += cell(grid, n - 1 - col, row);
    }
    out.push(line);
  }
  return out;
}

export function rotateTimes(grid: Grid, quarterTurns: number): string[] {
  let out = [...grid];
  for (let i = 0; i < quarterTurns % 4; i++) {
    out = rotate(out);
  }
  return out;
}

/** Left–right mirror image. */
export const mirror = (grid: Grid): string[] => grid.map((row) => [...row].reverse().join(''));

export const sameGrid = (a: Grid, b: Grid) => a.join('/') === b.join('/');

export const filledCount = (grid: Grid) =>
  grid.reduce((sum, row) => sum + [...row].filter((c) => c === '#').length, 0);

export const isMirrorSymmetric = (grid: Grid) => sameGrid(grid, mirror(grid));
export const isFlipSymmetric = (grid: Grid) => sameGrid(grid, [...grid].reverse());
export const isTurnSymmetric = (grid: Grid) => sameGrid(grid, rotateTimes(grid, 2));

/** The 4 turns, then the 4 turns of the mirror image. */
export function allImages(grid: Grid): string[][] {
  const turns = [0, 1, 2, 3].map((t) => rotateTimes(grid, t));
  return [...turns, ...turns.map(mirror)];
}

/**
 * True when all eight turns and mirror images differ: only then is "rotated, not mirrored"
 * a question with exactly one answer among them.
 */
export function isAsymmetric(grid: Grid): boolean {
  return new Set(allImages(grid).map((g) => g.join('/'))).size === 8;
}

/** Same shape up to turning (not mirroring): a canonical id for comparing grids. */
export function turnClass(grid: Grid): string {
  return [0, 1, 2, 3]
    .map((t) => rotateTimes(grid, t).join('/'))
    .sort()
    .join('|');
}

export function gridFromCells(size: number, filled: ReadonlySet<number>): string[] {
  const out: string[] = [];
  for (let row = 0; row < size; row++) {
    let line = '';
    for (let col = 0; col < size; col++) {
      line += filled.has(row * size + col) ? '#' : '.';
    }
    out.push(line);
  }
  return out;
}

/**
 * The empty squares next to the filled ones, in the order of `filled` (up, down, left, right
 * of each), repeats kept: a square beside two filled ones is twice as likely to be picked.
 */
function around(size: number, filled: ReadonlySet<number>, skip = -1): number[] {
  const out: number[] = [];
  const add = (n: number) => {
    if (!filled.has(n) && n !== skip) {
      out.push(n);
    }
  };
  for (const at of filled) {
    const row = Math.floor(at / size);
    const col = at % size;
    if (row > 0) {
      add(at - size);
    }
    if (row < size - 1) {
      add(at + size);
    }
    if (col > 0) {
      add(at - 1);
    }
    if (col < size - 1) {
      add(at + 1);
    }
  }
  return out;
}

/** A connected blob of `cells` squares grown from a random start: reads as one shape. */
export function randomShape(rng: Rng, size: number, cells: number): string[] {
  const filled = new Set([randomInt(rng, 0, size * size - 1)]);
  while (filled.size < cells) {
    filled.add(pick(rng, around(size, filled)));
  }
  return gridFromCells(size, filled);
}

/** A shape whose eight images all differ; most blobs are, so a few tries suffice. */
export function asymmetricShape(rng: Rng, size: number, cells: number): string[] {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const shape = randomShape(rng, size, cells);
    if (isAsymmetric(shape)) {
      return shape;
    }
  }
  throw new Error(`no asymmetric shape of ${cells} in ${size}×${size}`);
}

/** The same shape with one filled square moved to an empty square next to the shape. */
export function nudge(rng: Rng, grid: Grid): string[] {
  const size = grid.length;
  const filled = new Set<number>();
  for (let r = 0; r < size; r++) {
    for (let col = 0; col < size; col++) {
      if (grid[r]?.[col] === '#') {
        filled.add(r * size + col);
      }
    }
  }
  const from = pick(rng, [...filled]);
  filled.delete(from);
  filled.add(pick(rng, around(size, filled, from)));
  return gridFromCells(size, filled);
}
