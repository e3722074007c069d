import { type Rng, randomInt, shuffle } from './random';

/**
 * Wrong answers that give nothing away by their values. run() (index.ts) shuffles where the
 * answer sits among the choices; this is about what the choices say. A script that sorts the
 * numbers and always takes the second smallest, or the one nearest the others, must do no better
 * than a guess, so the answer's rank among the values is drawn first, uniformly, and the wrong
 * answers are placed below and above it to match.
 */

/** How many of `count` choices lie below the answer: uniform over 0..count-1. */
export const drawRank = (rng: Rng, count = 4) => randomInt(rng, 0, count - 1);

export interface NumberBounds {
  /** Smallest value a choice may show (1 where zero or less makes no sense). */
  min: number;
  max?: number;
  /** Distances from a value to its close neighbour: small slips, listed in any order. */
  steps: readonly number[];
  /**
   * Distances for a made-up tempting value when the problem has none on the side needed; closer
   * ones (from 3) are tried after them, so a small answer still gets its rank.
   */
  far: readonly number[];
}

/**
 * Four numbers in two look-alike pairs: the answer and a close neighbour, and a tempting wrong
 * value (the first of `tempting` that fits, else one made up `far` from the answer) with a
 * neighbour of its own. `rank` (0–3, from drawRank) is how many of the four lie below the
 * answer: the tempting pair lies above it for ranks 0 and 1 and below it for 2 and 3, and the
 * answer's neighbour lies above it for even ranks and below for odd ones. Both pairs are the
 * same distance apart inside and further apart from each other, so the four read as x, x + d,
 * y, y + d whichever of them is right: nearest pair, middle value or smallest gap all point at
 * the answer one time in four. Returns the answer first, or null when the bounds leave no room
 * (the caller then draws another problem).
 */
export function pairedNumbers(
  rng: Rng,
  answer: number,
  rank: number,
  tempting: readonly number[],
  { min, max = Number.POSITIVE_INFINITY, steps, far }: NumberBounds,
): number[] | null {
  const side = rank <= 1 ? 1 : -1;
  const inBounds = (n: number) => Number.isInteger(n) && n >= min && n <= max;
  const onSide = (n: number) => inBounds(n) && Math.sign(n - answer) === side;
  // Made up: `far` away, else as close as still keeps the pairs apart (for small answers).
  const closer = Array.from({ length: Math.max(0, Math.min(...far) - 3) }, (_, i) => i + 3);
  const madeUp = [...shuffle(rng, far), ...closer].map((d) => answer + side * d);
  const gaps = shuffle(rng, steps);
  const sign = rng() < 0.5 ? 1 : -1;
  // A real slip at any gap before a made-up one.
  for (const lure of [...tempting, ...madeUp].filter(onSide)) {
    for (const gap of gaps) {
      const pair = [answer, answer + (rank % 2 === 0 ? gap : -gap)];
      for (const other of [
        [lure, lure + sign * gap],
        [lure, lure - sign * gap],
      ]) {
        const apart = other.every((n) => onSide(n) && pair.every((m) => Math.abs(n - m) > gap));
        if (apart && pair.every(inBounds)) {
          return [...pair, ...other];
        }
      }
    }
  }
  return null;
}
