import { pick, type Rng, randomInt, shuffle } from './random';
import { type ItemGenerator, textChoice, withDistractors } from './schema';

const NAMES = ['Ann', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kim', 'Max'];
/** [more, less, most, least] */
const SCALES = [
  ['taller', 'shorter', 'tallest', 'shortest'],
  ['older', 'younger', 'oldest', 'youngest'],
  ['faster', 'slower', 'fastest', 'slowest'],
  ['heavier', 'lighter', 'heaviest', 'lightest'],
] as const;
/** Made-up words, so only the premises decide, never what the player knows about the world. */
const NONSENSE = ['bloops', 'razzies', 'lazzies', 'wugs', 'daxes', 'feps', 'zorbs', 'glims'];

export const VERDICTS = ['True', 'False', 'Cannot say'] as const;
type Verdict = (typeof VERDICTS)[number];

/** Premise and conclusion templates with A, B, C; each verdict holds in every possible world. */
const SYLLOGISMS: readonly (readonly [string, string, string, Verdict])[] = [
  ['All A are B.', 'All B are C.', 'All A are C.', 'True'],
  ['All A are B.', 'No B are C.', 'No A are C.', 'True'],
  ['No A are B.', 'All C are A.', 'No C are B.', 'True'],
  ['Some A are B.', 'All B are C.', 'Some A are C.', 'True'],
  ['All A are B.', 'Some C are A.', 'Some C are B.', 'True'],
  ['All A are B.', 'No B are C.', 'Some A are C.', 'False'],
  ['No A are B.', 'All C are A.', 'Some C are B.', 'False'],
  ['All A are B.', 'All B are C.', 'Some A are not C.', 'False'],
  ['Some A are B.', 'All B are C.', 'No A are C.', 'False'],
  ['All A are B.', 'All B are C.', 'All C are A.', 'Cannot say'],
  ['All A are B.', 'All C are B.', 'All A are C.', 'Cannot say'],
  ['Some A are B.', 'Some B are C.', 'Some A are C.', 'Cannot say'],
  ['All A are B.', 'Some B are C.', 'Some A are C.', 'Cannot say'],
];

/** "X is taller than Y", said either way round once difficulty allows. */
function compare(
  rng: Rng,
  scale: (typeof SCALES)[number],
  more: string,
  less: string,
  mix: boolean,
) {
  return mix && rng() < 0.5
    ? `${less} is ${scale[1]} than ${more}.`
    : `${more} is ${scale[0]} than ${less}.`;
}

/** People ranked first (most) to last, told as a chain of neighbours: a full order. */
function ordering(rng: Rng, difficulty: number) {
  const people = shuffle(rng, NAMES).slice(0, difficulty <= 2 ? 3 : 4);
  const scale = pick(rng, SCALES);
  const premises = people
    .slice(1)
    .map((less, i) => compare(rng, scale, people[i] as string, less, difficulty >= 2));
  const ask = difficulty <= 4 ? randomInt(rng, 0, 1) * (people.length - 1) : randomInt(rng, 1, 2);
  const question =
    ask === 0
      ? `Who is ${scale[2]}?`
      : ask === people.length - 1
        ? `Who is ${scale[3]}?`
        : `Who is ${ask === 1 ? 'second' : 'third'} ${scale[2]}?`;
  return {
    prompt: question,
    stimulus: {
      type: 'text' as const,
      text: (difficulty >= 4 ? shuffle(rng, premises) : premises).join(' '),
    },
    ...withDistractors(textChoice(people[ask] as string), people.map(textChoice), people.length),
  };
}

function syllogism(rng: Rng) {
  const verdict = pick(rng, VERDICTS);
  const [p1, p2, conclusion] = pick(
    rng,
    SYLLOGISMS.filter((s) => s[3] === verdict),
  );
  const [a, b, c] = shuffle(rng, NONSENSE);
  const fill = (s: string) =>
    s.replace(/\b[ABC]\b/g, (t) => (t === 'A' ? a : t === 'B' ? b : c) ?? t);
  return {
    prompt: `True, false or cannot say: ${fill(conclusion).replace(/\.$/, '')}?`,
    stimulus: { type: 'text' as const, text: `${fill(p1)} ${fill(p2)}` },
    // Listed in reading order; run() (index.ts) shuffles them like every item's choices.
    choices: VERDICTS.map(textChoice),
    key: VERDICTS.indexOf(verdict),
  };
}

/**
 * Five people and four comparisons that leave some pairs open; the statement is never a
 * premise, so True and False need a chain of two or more steps.
 */
function partialOrder(rng: Rng) {
  const people = shuffle(rng, NAMES).slice(0, 5);
  const scale = pick(rng, SCALES);
  const verdict = pick(rng, VERDICTS);
  for (let attempt = 0; attempt < 1000; attempt++) {
    const edges = new Set<string>();
    // Each person after the first is compared with one earlier (higher-ranked) person: a tree.
    const pairs = people.slice(1).map((_, i) => [randomInt(rng, 0, i), i + 1] as const);
    for (const [m, l] of pairs) {
      edges.add(`${m}>${l}`);
    }
    const above = (m: number, l: number): boolean =>
      pairs.some(([pm, pl]) => pl === l && (pm === m || above(m, pm)));
    const candidates: [number, number][] = [];
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const known = above(x, y) || above(y, x);
        const fits =
          x !== y &&
          !edges.has(`${x}>${y}`) &&
          !edges.has(`${y}>${x}`) &&
          (verdict === 'Cannot say' ? !known : verdict === 'True' ? above(x, y) : above(y, x));
        if (fits) {
          candidates.push([x, y]);
        }
      }
    }
    if (candidates.length > 0) {
      const [x, y] = pick(rng, candidates);
      const premises = pairs.map(([m, l]) =>
        compare(rng, scale, people[m] as string, people[l] as string, true),
      );
      return {
        prompt: `True, false or cannot say: ${people[x]} is ${scale[0]} than ${people[y]}?`,
        stimulus: { type: 'text' as const, text: shuffle(rng, premises).join(' ') },
        choices: VERDICTS.map(textChoice),
        key: VERDICTS.indexOf(verdict),
      };
    }
  }
  throw new Error(`no ${verdict} statement after many orders`);
}

/** Orders of three then four people, syllogisms, then open-ended orders of five. */
export const logical: ItemGenerator = (rng, difficulty) =>
  difficulty <= 6
    ? ordering(rng, difficulty)
    : difficulty <= 8
      ? syllogism(rng)
      : partialOrder(rng);
