import { pick, type Rng, randomInt } from './random';

/** Square bitmaps as rows of '#' (filled) and '.' (empty), the form a choice or stimulus shows. */
export type Grid = readonly string[];

const cell = (grid: Grid, row: number, col: number) => grid[row]?.[col] ?? '.';

/** A quarter turn clockwise. */
export function rotate(grid: Grid): string[] {
  const n = grid.length;
  return Array.from({ length: n }, (_, row) =>
    Array.from({ length: n }, (_, col) => cell(grid, n - 1 - col, row)).join(''),
  );
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
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => (filled.has(row * size + col) ? '#' : '.')).join(''),
  );
}

const neighbours = (size: number, at: number) => {
  const row = Math.floor(at / size);
  const col = at % size;
  return [
    row > 0 ? at - size : -1,
    row < size - 1 ? at + size : -1,
    col > 0 ? at - 1 : -1,
    col < size - 1 ? at + 1 : -1,
  ].filter((n) => n >= 0);
};

/** A connected blob of `cells` squares grown from a random start: reads as one shape. */
export function randomShape(rng: Rng, size: number, cells: number): string[] {
  const filled = new Set([randomInt(rng, 0, size * size - 1)]);
  while (filled.size < cells) {
    const frontier = [...filled]
      .flatMap((at) => neighbours(size, at))
      .filter((n) => !filled.has(n));
    filled.add(pick(rng, frontier));
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
  grid.forEach((row, r) => {
    [...row].forEach((c, col) => {
      if (c === '#') {
        filled.add(r * size + col);
      }
    });
  });
  const from = pick(rng, [...filled]);
  filled.delete(from);
  const to = pick(
    rng,
    [...filled].flatMap((at) => neighbours(size, at)).filter((n) => !filled.has(n) && n !== from),
  );
  filled.add(to);
  return gridFromCells(size, filled);
}
