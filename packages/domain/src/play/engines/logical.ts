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

/**
 * Premise and conclusion templates with A, B, C; each verdict holds in every possible world
 * (sets may be empty: aptitude.test.ts checks all 2⁸ ways to fill the regions), and each needs
 * both premises. Why each holds is noted beside it.
 *
 * Balanced against reading the surface. In any valid two-premise syllogism the conclusion's
 * quantifier occurs in a premise, so "True when the conclusion's All, No or Some echoes a
 * premise, else False" (the atmosphere of the premises) would pick out every True item: half
 * the True conclusions here are "Some … are not" (which that reading takes for new, and calls
 * False), and three of eight False ones are an "All" conclusion beside an "All" premise. That
 * reading is right on 4 of 8 True, 5 of 8 False and no Cannot say templates (37.5 %, a guess
 * 33 %), and the conclusion's form (All, No, Some, Some … not) comes 2/1/1/4 times among the True
 * ones, 3/1/1/3 among the False and Cannot say ones, so answering by form alone does no better.
 * What stays is the logic itself: a negative conclusion follows only with a negative premise
 * (and is refuted only without one), and a "Some" conclusion follows only with a "Some" premise
 * (sets may be empty); those are rules of the task, not of these templates.
 */
export const SYLLOGISMS: readonly (readonly [string, string, string, Verdict])[] = [
  // A ⊆ B ⊆ C.
  ['All A are B.', 'All B are C.', 'All A are C.', 'True'],
  ['All B are C.', 'All A are B.', 'All A are C.', 'True'],
  // A ⊆ B and B shares nothing with C, so A shares nothing with C.
  ['All A are B.', 'No B are C.', 'No A are C.', 'True'],
  // An A that is B is, being B, also C.
  ['Some A are B.', 'All B are C.', 'Some A are C.', 'True'],
  // An A that is B cannot be C, since no B is.
  ['Some A are B.', 'No B are C.', 'Some A are not C.', 'True'],
  // An A outside B is outside C too, since C lies inside B.
  ['All C are B.', 'Some A are not B.', 'Some A are not C.', 'True'],
  // A B that is not C is an A (all B are), so an A that is not C.
  ['Some B are not C.', 'All B are A.', 'Some A are not C.', 'True'],
  // An A that is B is no C, since no C is B.
  ['No C are B.', 'Some A are B.', 'Some A are not C.', 'True'],
  // An A outside B is outside C (C lies inside B), so not every A is C.
  ['All C are B.', 'Some A are not B.', 'All A are C.', 'False'],
  // A B that is not C is an A, so not every A is C.
  ['Some B are not C.', 'All B are A.', 'All A are C.', 'False'],
  // A C outside B is outside A too (A lies inside B), so not every C is A.
  ['All A are B.', 'Some C are not B.', 'All C are A.', 'False'],
  // An A that is B is also C: some A are C.
  ['Some A are B.', 'All B are C.', 'No A are C.', 'False'],
  // Every A is B and no B is C: no A is C.
  ['All A are B.', 'No B are C.', 'Some A are C.', 'False'],
  // A ⊆ B ⊆ C: every A is C.
  ['All A are B.', 'All B are C.', 'Some A are not C.', 'False'],
  ['All B are C.', 'All A are B.', 'Some A are not C.', 'False'],
  // C ⊆ B ⊆ A: every C is A.
  ['All C are B.', 'All B are A.', 'Some C are not A.', 'False'],
  // A = B = C fits, and so does A ⊂ B = C with some C not A.
  ['All A are B.', 'All B are C.', 'All C are A.', 'Cannot say'],
  // A and C inside B: they may be the same set or apart.
  ['All A are B.', 'All C are B.', 'All A are C.', 'Cannot say'],
  // A = B = C = {x} fits; so does A = {x}, B = {x, y}, C = {y}, where no A is C.
  ['Some A are B.', 'Some B are C.', 'All A are C.', 'Cannot say'],
  // A = {x}, B = {x, y}, C = {y} fits (no A is C); A = B = C = {x} too (an A is C).
  ['All A are B.', 'Some B are C.', 'No A are C.', 'Cannot say'],
  // A = B = C = {x}: an A is C; A = {x}, B = {x, y}, C = {y}: none is.
  ['Some A are B.', 'Some B are C.', 'Some A are C.', 'Cannot say'],
  // A = {x}, B = {x, y}, C = {y}: x is an A not C; A = B = C = {x}: every A is C.
  ['All A are B.', 'Some B are C.', 'Some A are not C.', 'Cannot say'],
  ['Some A are B.', 'Some B are C.', 'Some A are not C.', 'Cannot say'],
  // A and C inside B: C may lie inside A or apart from it.
  ['All A are B.', 'All C are B.', 'Some C are not A.', 'Cannot say'],
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

/**
 * People ranked first (most) to last, told as the chain of neighbours plus first against last:
 * every name comes up exactly twice, so how often a name is mentioned says nothing of where it
 * ranks (a bare chain names its ends once and its middles twice). The premises come in a random
 * order (from difficulty 2 also said either way round), so neither is the first or the last
 * name mentioned a clue.
 */
function ordering(rng: Rng, difficulty: number) {
  const people = shuffle(rng, NAMES).slice(0, difficulty <= 2 ? 3 : 4);
  const scale = pick(rng, SCALES);
  const last = people.length - 1;
  const pairs = [...people.slice(1).map((_, i) => [i, i + 1] as const), [0, last] as const];
  const premises = pairs.map(([m, l]) =>
    compare(rng, scale, people[m] as string, people[l] as string, difficulty >= 2),
  );
  const ask = difficulty <= 4 ? randomInt(rng, 0, 1) * last : randomInt(rng, 1, 2);
  const question =
    ask === 0
      ? `Who is ${scale[2]}?`
      : ask === last
        ? `Who is ${scale[3]}?`
        : `Who is ${ask === 1 ? 'second' : 'third'} ${scale[2]}?`;
  return {
    prompt: question,
    stimulus: { type: 'text' as const, text: shuffle(rng, premises).join(' ') },
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

/** The people on the one path between `from` and `to` in a tree given as pairs, both ends in. */
function pathIn(pairs: readonly (readonly [number, number])[], from: number, to: number): number[] {
  const walk = (at: number, path: number[]): number[] | null => {
    if (at === to) {
      return path;
    }
    for (const [u, w] of pairs) {
      const next = u === at ? w : w === at ? u : -1;
      if (next >= 0 && !path.includes(next)) {
        const found = walk(next, [...path, next]);
        if (found) {
          return found;
        }
      }
    }
    return null;
  };
  return walk(from, [from]) ?? [];
}

/**
 * Five people and four comparisons in a tree, which leaves some pairs open; the statement joins
 * two people two comparisons apart (three at difficulty 10), never a premise. Only the ranking
 * depends on the verdict: the tree, the two people asked about and how often each is named are
 * drawn first, and the two are always named equally often, so counting names says nothing. The
 * ranking is then drawn at random among those giving the verdict: True when it falls along the
 * path from the first person to the second, False when it rises, Cannot say otherwise (in a tree
 * the path is the only way to compare them). Which way round each premise is said is random.
 */
function partialOrder(rng: Rng, difficulty: number) {
  const verdict = pick(rng, VERDICTS);
  const steps = difficulty >= 10 ? 3 : 2;
  for (let attempt = 0; attempt < 1000; attempt++) {
    // Each person after the first is compared with one before: a random tree.
    const pairs = [1, 2, 3, 4].map((i) => [randomInt(rng, 0, i - 1), i] as const);
    const named = (p: number) => pairs.filter((pair) => pair.includes(p)).length;
    const asked: number[][] = [];
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const path = pathIn(pairs, x, y);
        if (x !== y && path.length === steps + 1 && named(x) === named(y)) {
          asked.push(path);
        }
      }
    }
    if (asked.length === 0) {
      continue;
    }
    const path = pick(rng, asked);
    const x = path[0] as number;
    const y = path.at(-1) as number;
    // rank[p]: 0 is the most; the path's ranks sorted one way or the other, or left unsorted.
    let rank = shuffle(rng, [0, 1, 2, 3, 4]);
    const along = path.map((p) => rank[p] as number);
    const falls = along.every((r, i) => i === 0 || r > (along[i - 1] as number));
    const rises = along.every((r, i) => i === 0 || r < (along[i - 1] as number));
    if (verdict === 'Cannot say' && (falls || rises)) {
      continue;
    }
    if (verdict !== 'Cannot say') {
      const sorted = [...along].sort((a, b) => (verdict === 'True' ? a - b : b - a));
      rank = rank.map((r, p) => (path.includes(p) ? (sorted[path.indexOf(p)] as number) : r));
    }
    const people = shuffle(rng, NAMES).slice(0, 5);
    const scale = pick(rng, SCALES);
    const premises = pairs.map(([u, w]) => {
      const [more, less] = (rank[u] as number) < (rank[w] as number) ? [u, w] : [w, u];
      return compare(rng, scale, people[more] as string, people[less] as string, true);
    });
    return {
      prompt: `True, false or cannot say: ${people[x]} is ${scale[0]} than ${people[y]}?`,
      stimulus: { type: 'text' as const, text: shuffle(rng, premises).join(' ') },
      choices: VERDICTS.map(textChoice),
      key: VERDICTS.indexOf(verdict),
    };
  }
  throw new Error(`no ${verdict} statement after many trees`);
}

/** Orders of three then four people, syllogisms, then open-ended orders of five. */
export const logical: ItemGenerator = (rng, difficulty) =>
  difficulty <= 6
    ? ordering(rng, difficulty)
    : difficulty <= 8
      ? syllogism(rng)
      : partialOrder(rng, difficulty);
