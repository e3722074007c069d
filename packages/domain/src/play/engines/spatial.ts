import { allImages, asymmetricShape, mirror, nudge, rotateTimes, sameGrid } from './grid';
import { randomInt, shuffle } from './random';
import { gridChoice, type ItemGenerator, withDistractors } from './schema';

/** 3×3 shapes of 4–5 squares, 4×4 of 6–7, 5×5 of 8–9. */
export const spatialSize = (difficulty: number) => (difficulty <= 3 ? 3 : difficulty <= 7 ? 4 : 5);

/** More mirror images among the choices make the turn harder to tell apart. */
const mirrorCount = (difficulty: number) => (difficulty <= 3 ? 1 : difficulty <= 7 ? 2 : 3);

export const spatial: ItemGenerator = (rng, difficulty) => {
  const size = spatialSize(difficulty);
  const cells =
    size === 3 ? randomInt(rng, 4, 5) : size === 4 ? randomInt(rng, 6, 7) : randomInt(rng, 8, 9);
  const source = asymmetricShape(rng, size, cells);
  const answer = rotateTimes(source, randomInt(rng, 1, 3));
  // Any turn of the mirror image is wrong; shuffling the turns spreads them out.
  const mirrored = shuffle(rng, [0, 1, 2, 3])
    .slice(0, mirrorCount(difficulty))
    .map((t) => rotateTimes(mirror(source), t));
  // Other shapes: one square moved, then turned, and never a turn of the source itself.
  const turns = allImages(source).slice(0, 4);
  const others: string[][] = [];
  for (let i = 0; i < 20; i++) {
    const other = rotateTimes(nudge(rng, source), randomInt(rng, 0, 3));
    if (!turns.some((t) => sameGrid(t, other))) {
      others.push(other);
    }
  }
  return {
    prompt: 'Which is this shape turned?',
    stimulus: { type: 'grids', grids: [source] },
    ...withDistractors(gridChoice(answer), [...mirrored, ...others].map(gridChoice)),
  };
};
