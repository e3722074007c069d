import { describe, expect, it } from 'vitest';
import {
  ENGINE_KINDS,
  ENGINE_MAX_SCORE,
  ENGINE_PASSING_SCORE,
  type EngineItem,
  type EngineKind,
  engineAnswerKey,
  engineItemPoints,
  engineItems,
  engineScore,
  seededRandom,
} from './index';

/**
 * Nobody should pass a cognitive or aptitude level by luck: not by guessing, not by answering
 * the same position everywhere, and not by a rule a script can apply to what the choices say,
 * such as always taking the second smallest number. Every number here is drawn from fixed seeds,
 * so a run replays.
 *
 * Each engine plays GAMES attempts of its real generator, ten random players each: 20,000
 * random players an engine. A random player's chance on an item is 1/(its choices) whatever the
 * item says, so sharing an attempt among ten players changes nothing of what is measured, and
 * keeps the file to a few seconds (a spatial attempt takes about half a millisecond to build).
 * The engines whose choices have values play VALUED_GAMES attempts against the rules on values.
 */
const GAMES = 2000;
const VALUED_GAMES = 4000;
const PLAYERS_PER_GAME = 10;
const MOST_BY_LUCK = 0.05;

/** A choice as a script could read it without solving the item: see valuesOf. */
type Value = number | string;

interface Game {
  seed: number;
  choices: number[];
  key: number[];
  /** Each item's choice values, or null where they are not all values. */
  values: (Value[] | null)[];
}

/**
 * What the choices of an item are worth to a script that sorts them: whole numbers (the counts,
 * sums and series terms; a trailing % is dropped), or sequences of one-character tokens of one
 * length (the letter series, working memory), compared token by token, which for digits is
 * their numerical order. Null for words, names, verdicts and grids.
 */
function valuesOf(choices: readonly EngineItem['choices'][number][]): Value[] | null {
  const texts = choices.map((c) => (c.type === 'text' ? c.text : ''));
  if (texts.every((t) => /^\d+%?$/.test(t))) {
    return texts.map((t) => Number.parseInt(t, 10));
  }
  const length = texts[0]?.length ?? 0;
  return texts.every((t) => /^\S( \S)*$/.test(t) && t.length === length) ? texts : null;
}

const seedAt = (i: number) => (i * 2654435761 + 12345) >>> 0;

/** Built once per engine and shared by every test of the file; more only when asked for. */
const built = new Map<EngineKind, Game[]>();
function gamesOf(kind: EngineKind, count = GAMES): Game[] {
  const games = built.get(kind) ?? [];
  for (let i = games.length; i < count; i++) {
    const seed = seedAt(i);
    const items = engineItems(kind, seed);
    games.push({
      seed,
      choices: items.map((item) => item.choices.length),
      key: engineAnswerKey(kind, seed),
      values: items.map((item) => valuesOf(item.choices)),
    });
  }
  built.set(kind, games);
  return games.slice(0, count);
}

/** What engineScore gives, without building the items again for every player. */
const pointsOf = (game: Game, answers: readonly number[]) =>
  game.key.reduce((sum, key, i) => (answers[i] === key ? sum + engineItemPoints(i + 1) : sum), 0);

const passRate = (scores: readonly number[]) =>
  scores.filter((points) => points >= ENGINE_PASSING_SCORE).length / scores.length;

describe.each(ENGINE_KINDS)('%s by chance', (kind) => {
  const games = gamesOf(kind);

  it(`lets at most 5 % of ${GAMES * PLAYERS_PER_GAME} random players pass`, () => {
    const scores = games.flatMap((game, g) =>
      Array.from({ length: PLAYERS_PER_GAME }, (_, p) => {
        const rng = seededRandom(g * PLAYERS_PER_GAME + p + 1);
        return pointsOf(
          game,
          game.choices.map((n) => Math.floor(rng() * n)),
        );
      }),
    );
    expect(scores).toHaveLength(20_000);
    expect(passRate(scores)).toBeLessThanOrEqual(MOST_BY_LUCK);
  });

  it('lets at most 5 % of players pass who always answer the first, or always the last, choice', () => {
    const first = games.map((game) =>
      pointsOf(
        game,
        game.choices.map(() => 0),
      ),
    );
    const last = games.map((game) =>
      pointsOf(
        game,
        game.choices.map((n) => n - 1),
      ),
    );
    expect(passRate(first)).toBeLessThanOrEqual(MOST_BY_LUCK);
    expect(passRate(last)).toBeLessThanOrEqual(MOST_BY_LUCK);
  });

  it(`spreads the key over the positions of each choice count in ${GAMES} attempts`, () => {
    // byCount[n][position]: how often an item of n choices is keyed at that position.
    const byCount = new Map<number, number[]>();
    for (const game of games) {
      game.key.forEach((key, i) => {
        const n = game.choices[i] ?? 0;
        const tally = byCount.get(n) ?? Array<number>(n).fill(0);
        tally[key] = (tally[key] ?? 0) + 1;
        byCount.set(n, tally);
      });
    }
    expect(byCount.size).toBeGreaterThan(0);
    for (const [n, tally] of byCount) {
      const items = tally.reduce((a, b) => a + b, 0);
      expect(tally).toHaveLength(n);
      for (const keyed of tally) {
        expect(keyed / items).toBeLessThanOrEqual(1 / n + 0.05);
      }
    }
  });

  it('gives all 2,500 points and a pass to a player right on every item', () => {
    for (const game of games) {
      expect(pointsOf(game, game.key)).toBe(ENGINE_MAX_SCORE);
    }
    for (const { seed, key } of games.slice(0, 20)) {
      expect(engineScore(kind, seed, key)).toBe(ENGINE_MAX_SCORE);
    }
    expect(ENGINE_MAX_SCORE).toBeGreaterThanOrEqual(ENGINE_PASSING_SCORE);
  });

  it('passes a player right on the harder two thirds (difficulties 4–10, or even only 5–10)', () => {
    for (const { seed, key } of games.slice(0, 20)) {
      const rightFrom = (difficulty: number) => key.map((k, i) => (i + 1 >= difficulty ? k : null));
      expect(engineScore(kind, seed, rightFrom(4))).toBe(2228);
      expect(engineScore(kind, seed, rightFrom(5))).toBe(2046);
      expect(engineScore(kind, seed, rightFrom(5))).toBeGreaterThanOrEqual(ENGINE_PASSING_SCORE);
    }
  });
});

/**
 * The engines whose every item offers choices with values (valuesOf); the others offer words,
 * names, verdicts or grids on every item.
 */
const VALUED_KINDS: readonly EngineKind[] = [
  'workingMemory',
  'patternRecognition',
  'attention',
  'numerical',
];

const compare = (a: Value, b: Value) => (a < b ? -1 : a > b ? 1 : 0);

/** An item's choice positions from the smallest value to the largest (ties by position). */
const byValue = (values: readonly Value[]) =>
  values.map((_, i) => i).sort((a, b) => compare(values[a] ?? 0, values[b] ?? 0) || a - b);

/** How far apart two values are: the difference of two numbers, the tokens two sequences differ in. */
const distance = (a: Value, b: Value) =>
  typeof a === 'number' && typeof b === 'number'
    ? Math.abs(a - b)
    : [...String(a)].filter((c, i) => c !== String(b)[i]).length;

/** The position whose total distance to the other choices is least (or, with -1, most). */
const byTotalDistance = (values: readonly Value[], sign: 1 | -1) => {
  const totals = values.map(
    (v) => sign * values.reduce<number>((sum, w) => sum + distance(v, w), 0),
  );
  return totals.indexOf(Math.min(...totals));
};

/** Of the two choices closest together, the smaller (or the larger) one. */
const closestPair = (values: readonly Value[], larger: boolean) => {
  let best: [number, number] = [0, 1];
  let gap = Number.POSITIVE_INFINITY;
  byValue(values).forEach((i, r, sorted) => {
    for (const j of sorted.slice(r + 1)) {
      const d = distance(values[i] ?? 0, values[j] ?? 0);
      if (d < gap) {
        gap = d;
        best = [i, j];
      }
    }
  });
  return larger ? best[1] : best[0];
};

/** A script's rule: the position it answers, from an item's values. */
type Rule = (values: readonly Value[]) => number;

const RULES: Record<string, Rule> = {
  'the value nearest the others': (values) => byTotalDistance(values, 1),
  'the value furthest from the others': (values) => byTotalDistance(values, -1),
  'the smaller of the two closest values': (values) => closestPair(values, false),
  'the larger of the two closest values': (values) => closestPair(values, true),
};

const kthSmallest =
  (k: number): Rule =>
  (values) =>
    byValue(values)[Math.min(k, values.length - 1)] ?? 0;

/** How many games a rule passes, and how often it hits the key at each difficulty. */
function play(games: readonly Game[], rule: Rule) {
  const hits = Array<number>(10).fill(0);
  const scores = games.map((game) => {
    const answers = game.values.map((values) => (values ? rule(values) : 0));
    answers.forEach((answer, i) => {
      if (answer === game.key[i]) {
        hits[i] = (hits[i] ?? 0) + 1;
      }
    });
    return pointsOf(game, answers);
  });
  return { passRate: passRate(scores), hitRates: hits.map((h) => h / games.length) };
}

describe('choices a script can sort', () => {
  it.each(ENGINE_KINDS)('%s has values on every item or on none', (kind) => {
    const valued = gamesOf(kind).flatMap((game) => game.values.map((values) => values !== null));
    expect(new Set(valued)).toEqual(new Set([VALUED_KINDS.includes(kind)]));
  });
});

describe.each(VALUED_KINDS)('%s by the values of its choices', (kind) => {
  const games = gamesOf(kind, VALUED_GAMES);
  const most = Math.max(...games.flatMap((game) => game.choices));
  /** Choices at each difficulty: the same in every game of these engines (checked below). */
  const choicesAt = (i: number) => games[0]?.choices[i] ?? 0;

  it(`lets at most 5 % of ${VALUED_GAMES} players pass who always answer the k-th smallest, for each k`, () => {
    for (let k = 0; k < most; k++) {
      expect(play(games, kthSmallest(k)).passRate, `k = ${k}`).toBeLessThanOrEqual(MOST_BY_LUCK);
    }
  });

  it('keys every rank among the values about as often, at every difficulty', () => {
    for (const game of games) {
      expect(game.choices.map((_, i) => choicesAt(i))).toEqual(game.choices);
    }
    // tally[difficulty - 1][rank]: how often the key is the rank-th smallest value.
    const tally = Array.from({ length: 10 }, () => Array<number>(most).fill(0));
    for (const game of games) {
      game.values.forEach((values, i) => {
        const rank = byValue(values ?? []).indexOf(game.key[i] ?? -1);
        expect(rank).toBeGreaterThanOrEqual(0);
        const row = tally[i] ?? [];
        row[rank] = (row[rank] ?? 0) + 1;
      });
    }
    tally.forEach((row, i) => {
      const n = choicesAt(i);
      expect(row.slice(n).every((count) => count === 0)).toBe(true);
      for (const [rank, count] of row.slice(0, n).entries()) {
        expect(count / games.length, `difficulty ${i + 1}, rank ${rank}`).toBeLessThanOrEqual(
          1 / n + 0.06,
        );
      }
    });
  });

  for (const [name, rule] of Object.entries(RULES)) {
    it(`lets at most 5 % pass who always answer ${name}, right at no difficulty beyond 1/n + 6 %`, () => {
      const { passRate: rate, hitRates } = play(games, rule);
      expect(rate).toBeLessThanOrEqual(MOST_BY_LUCK);
      hitRates.forEach((hit, i) => {
        expect(hit, `difficulty ${i + 1}`).toBeLessThanOrEqual(1 / choicesAt(i) + 0.06);
      });
    });
  }
});
