import { asymmetricShape } from './grid';
import { pick, type Rng, randomInt, shuffle } from './random';
import { gridChoice, type ItemGenerator, withDistractors } from './schema';

/** 3×3 shapes of 4–5 squares, 4×4 of 6–7, 5×5 of 8–9. */
export const spatialSize = (difficulty: number) => (difficulty <= 3 ? 3 : difficulty <= 7 ? 4 : 5);

/**
 * A shape as bits, square (row, col) at bit row × size + col: at most 5 × 5 = 25 of them. The
 * generator turns, mirrors and compares a few thousand shapes an item, which as strings was most
 * of its time.
 */
type Bits = number;

interface Board {
  size: number;
  /** Where each square goes under a quarter turn clockwise, as grid.ts rotate turns. */
  turn: number[];
  /** Where each square goes in the left–right mirror image. */
  flip: number[];
  rows: Bits[];
  cols: Bits[];
}

const boards = new Map<number, Board>();
function boardOf(size: number): Board {
  const known = boards.get(size);
  if (known) {
    return known;
  }
  const squares = Array.from({ length: size * size }, (_, i) => i);
  const rowOf = (i: number) => Math.floor(i / size);
  const colOf = (i: number) => i % size;
  const board: Board = {
    size,
    turn: squares.map((i) => colOf(i) * size + (size - 1 - rowOf(i))),
    flip: squares.map((i) => rowOf(i) * size + (size - 1 - colOf(i))),
    rows: Array.from({ length: size }, (_, r) =>
      squares.filter((i) => rowOf(i) === r).reduce((b, i) => b | (1 << i), 0),
    ),
    cols: Array.from({ length: size }, (_, c) =>
      squares.filter((i) => colOf(i) === c).reduce((b, i) => b | (1 << i), 0),
    ),
  };
  boards.set(size, board);
  return board;
}

function moveSquares(bits: Bits, to: readonly number[]): Bits {
  let out = 0;
  to.forEach((target, i) => {
    if (bits & (1 << i)) {
      out |= 1 << target;
    }
  });
  return out;
}

const turnBits = (board: Board, bits: Bits, quarterTurns: number) => {
  let out = bits;
  for (let i = 0; i < quarterTurns % 4; i++) {
    out = moveSquares(out, board.turn);
  }
  return out;
};
const mirrorBits = (board: Board, bits: Bits) => moveSquares(bits, board.flip);

function countBits(bits: Bits): number {
  let rest = bits;
  let count = 0;
  while (rest !== 0) {
    rest &= rest - 1;
    count++;
  }
  return count;
}

/** The four turns of a shape. */
const turnsOf = (board: Board, bits: Bits) => [0, 1, 2, 3].map((t) => turnBits(board, bits, t));
/** Same shape up to turning (not mirroring): the smallest of its turns. */
const turnId = (board: Board, bits: Bits) => Math.min(...turnsOf(board, bits));
/** All eight turns and mirror images differ: its mirror image is no turn of it. */
const isAsymmetric = (board: Board, bits: Bits) =>
  new Set([...turnsOf(board, bits), ...turnsOf(board, mirrorBits(board, bits))]).size === 8;

/** All squares reachable from one another through their sides. */
function isConnected(board: Board, bits: Bits): boolean {
  const { size, cols } = board;
  const notFirst = ~(cols[0] ?? 0);
  const notLast = ~(cols[size - 1] ?? 0);
  let reached = bits & -bits;
  for (;;) {
    const grown =
      (reached |
        (reached << size) |
        (reached >>> size) |
        ((reached & notLast) << 1) |
        ((reached & notFirst) >>> 1)) &
      bits;
    if (grown === reached) {
      return reached === bits;
    }
    reached = grown;
  }
}

/** Which rows and which columns a shape fills. */
const extent = (board: Board, bits: Bits) =>
  `${board.rows.map((r) => (bits & r ? 1 : 0)).join('')}/${board.cols.map((c) => (bits & c ? 1 : 0)).join('')}`;

const bitsOf = (grid: readonly string[]): Bits =>
  grid.reduce(
    (bits, row, r) =>
      [...row].reduce((b, c, col) => (c === '#' ? b | (1 << (r * grid.length + col)) : b), bits),
    0,
  );
const gridOf = (board: Board, bits: Bits): string[] =>
  board.rows.map((_, r) =>
    Array.from({ length: board.size }, (_, c) =>
      bits & (1 << (r * board.size + c)) ? '#' : '.',
    ).join(''),
  );

/**
 * The shapes one square away from `shape` that a choice may show beside it: connected like it,
 * filling the same rows and columns of the grid (so neither its outline nor where it sits gives
 * it away), asymmetric (its mirror image is no turn of it), and neither a turn of `shape` nor of
 * its mirror image. From difficulty 8 the square only slides to a side neighbour of where it
 * was, the least visible change.
 */
function oneSquareAway(board: Board, shape: Bits, difficulty: number): Bits[] {
  const { size } = board;
  const box = extent(board, shape);
  const taken = new Set([turnId(board, shape), turnId(board, mirrorBits(board, shape))]);
  const slide = difficulty >= 8;
  const out: Bits[] = [];
  for (let from = 0; from < size * size; from++) {
    for (let to = 0; to < size * size; to++) {
      const sideBySide =
        (Math.abs(from - to) === 1 && Math.floor(from / size) === Math.floor(to / size)) ||
        Math.abs(from - to) === size;
      if (!(shape & (1 << from)) || shape & (1 << to) || (slide && !sideBySide)) {
        continue;
      }
      const moved = (shape & ~(1 << from)) | (1 << to);
      if (
        isConnected(board, moved) &&
        extent(board, moved) === box &&
        !taken.has(turnId(board, moved)) &&
        !taken.has(turnId(board, mirrorBits(board, moved))) &&
        isAsymmetric(board, moved)
      ) {
        out.push(moved);
      }
    }
  }
  return out;
}

const TURN_CHOICES = [1, 2, 3].flatMap((a) =>
  [1, 2, 3].flatMap((b) => [1, 2, 3].flatMap((c) => [1, 2, 3].map((d) => [a, b, c, d]))),
);

/** How likely the first of `values` is to come `rank`-th smallest when ties fall at random. */
function chanceAt(values: readonly number[], rank: number): number {
  const [first = 0, ...others] = values;
  const below = others.filter((v) => v < first).length;
  const tied = others.filter((v) => v === first).length;
  return below <= rank && rank <= below + tied ? 1 / (tied + 1) : 0;
}

function weightedPick<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T | undefined {
  let left = rng() * weights.reduce((a, b) => a + b, 0);
  return items.find((_, i) => {
    left -= weights[i] ?? 0;
    return left < 0 && (weights[i] ?? 0) > 0;
  });
}

/**
 * The shapes (the answer's first) each turned 1–3 quarter turns, picked so that the answer's
 * rank among the four is about uniform both by squares shared with the source and by squares
 * shared with the other choices. Drawn at random, a turn of a shape tends to share fewer squares
 * with it than its turned mirror image does (a mirror across a diagonal or the middle keeps a
 * line of squares in place, a turn at most the centre), so "shares the least with the source"
 * would be right more often than a guess (30–34 %). The two ranks are drawn first, then turns
 * likely to give them (ties broken at random, as a script would); where no turns can, turns for
 * the rank by the source alone, else any. The answer can seldom share the most with the source,
 * so that rank comes up less than a quarter of the time (about 17 %).
 */
function turned(rng: Rng, board: Board, source: Bits, shapes: readonly Bits[]): Bits[] {
  const rankBySource = randomInt(rng, 0, 3);
  const rankByOthers = randomInt(rng, 0, 3);
  const turns = shapes.map((shape) => turnsOf(board, shape));
  const fours = TURN_CHOICES.map((combo) => combo.map((t, i) => turns[i]?.[t] ?? 0));
  const bySource = fours.map((four) =>
    chanceAt(
      four.map((b) => countBits(b & source)),
      rankBySource,
    ),
  );
  const byOthers = fours.map((four) =>
    chanceAt(
      four.map((b, i) =>
        four.reduce((sum, other, j) => sum + (i === j ? 0 : countBits(b & other)), 0),
      ),
      rankByOthers,
    ),
  );
  const both = bySource.map((w, i) => w * (byOthers[i] ?? 0));
  const weights = [both, bySource, fours.map(() => 1)].find((ws) => ws.some((w) => w > 0)) ?? [];
  return weightedPick(rng, fours, weights) ?? fours[0] ?? [];
}

/**
 * Four choices in two mirror pairs: a turn of the source (the answer) and a turn of its mirror
 * image, and a turn of a look-alike one square away from the source and a turn of the
 * look-alike's mirror image. Every choice is turned 1–3 quarter turns, mirror images too, so
 * that none shows its shape where the source shows it. Which of the drawn shape and the one moved
 * from it becomes the source is random, and so is whether both are mirrored: without the source
 * the four are alike in kind (each is one square from one of the others and the mirror image of
 * another), so only comparing them with the source finds the answer. Harder items have larger
 * grids and more squares, and from difficulty 8 the moved square only slides one place.
 */
export const spatial: ItemGenerator = (rng, difficulty) => {
  const size = spatialSize(difficulty);
  const board = boardOf(size);
  const cells =
    size === 3 ? randomInt(rng, 4, 5) : size === 4 ? randomInt(rng, 6, 7) : randomInt(rng, 8, 9);
  for (let attempt = 0; attempt < 1000; attempt++) {
    const shape = bitsOf(asymmetricShape(rng, size, cells));
    const near = oneSquareAway(board, shape, difficulty);
    if (near.length === 0) {
      continue;
    }
    const [pair = shape, other = shape] = shuffle(rng, [shape, pick(rng, near)]);
    const [source, lookAlike] =
      rng() < 0.5 ? [pair, other] : [mirrorBits(board, pair), mirrorBits(board, other)];
    const [answer = source, ...wrong] = turned(rng, board, source, [
      source,
      mirrorBits(board, source),
      lookAlike,
      mirrorBits(board, lookAlike),
    ]);
    return {
      prompt: 'Which is this shape turned?',
      stimulus: { type: 'grids', grids: [gridOf(board, source)] },
      ...withDistractors(
        gridChoice(gridOf(board, answer)),
        wrong.map((bits) => gridChoice(gridOf(board, bits))),
      ),
    };
  }
  throw new Error(`no shape of ${cells} in ${size}×${size} with a look-alike`);
};
