import { describe, expect, it } from 'vitest';
import {
  ENGINE_KINDS,
  type EngineItem,
  type EngineKind,
  engineAnswerKey,
  engineItems,
} from './index';

/**
 * Answer leaks: what a script can tell from the public items alone (engineItems, all the browser
 * gets before answering) without doing what a person is asked to do. Each engine plays seeded
 * runs; a "script player" answers every item by one cheap rule (the longest choice, the one
 * sharing most with the stimulus, the odd one out by a surface feature...), and every rule must
 * stay near chance at every difficulty: right on at most 1/n + MARGIN of the items, n the item's
 * choices. Per difficulty, not over the run: a leak confined to two difficulties (the
 * syllogisms, say) hardly moves a run's average. MARGIN is about eight standard errors of a hit
 * rate over 2,000 items at 1/4 (six over 1,000), so a rule above it is ahead of guessing, not
 * lucky; the runs are seeded anyway.
 *
 * Not repeated here: answering one position everywhere, and the rules on the values of numeric
 * choices (k-th smallest, nearest the others, closest pair), which are chance.test.ts's. Not
 * played: workingMemory, whose payload is being reworked (its stimulus is the answer: the
 * choice equal to the sequence shown is always right), and rules that do the task itself:
 * counting targets, working out the sum, the turn or the order, and, for abstract, counting
 * cells, checking symmetry or comparing shapes, which are its very rules.
 *
 * A rule that does beat chance is a finding to fix in its engine, not a bound to relax: it is in
 * KNOWN_LEAKS with what it got, and its test is `it.fails`, so a fixed engine turns it red until
 * its entry goes. Entries just above the bound (34–35 % against 25 %) may cross it when a
 * generator draws differently; re-measure before dropping one.
 */

const MARGIN = 0.08;
/** Runs per engine: a spatial or abstract run takes about 1.5 ms, built twice (items and key). */
const runCount = (kind: EngineKind) => (kind === 'spatial' || kind === 'abstract' ? 1000 : 2000);
const seedAt = (i: number) => (i * 2654435761 + 777) >>> 0;

type Choice = EngineItem['choices'][number];
const KINDS = ENGINE_KINDS.filter((k) => k !== 'workingMemory');
type PlayedKind = (typeof KINDS)[number];

/** One item as a script sees it, with what it can work out from the rest of the payload. */
interface Seen {
  item: EngineItem;
  /** Each choice as a string: its text, or a grid's rows joined by '/'. */
  texts: string[];
  /** Words, numbers, sequence terms and grids of the prompt and stimulus. */
  tokens: Set<string>;
  /** Every character of the prompt and stimulus. */
  chars: Set<string>;
  /** Per choice: how many of the run's other items show the same text (as a choice or token). */
  elsewhere: number[];
  /** Per choice: characters differing from the other choices', position by position. */
  unlikeness: number[];
}

interface Run {
  seen: Seen[];
  key: number[];
}

/** Characters that differ position by position, plus the difference in length. */
function differing(a: string, b: string): number {
  let count = Math.abs(a.length - b.length);
  for (let i = Math.min(a.length, b.length) - 1; i >= 0; i--) {
    count += a.charCodeAt(i) === b.charCodeAt(i) ? 0 : 1;
  }
  return count;
}

const textOf = (c: Choice) => (c.type === 'text' ? c.text : c.rows.join('/'));
const splitWords = (text: string) => text.split(/[^\p{L}\p{N}%]+/u).filter(Boolean);
/** The text of a text stimulus ('' for sequences and grids). */
const said = (item: EngineItem) => (item.stimulus.type === 'text' ? item.stimulus.text : '');

function stimulusTokens(item: EngineItem): string[] {
  const s = item.stimulus;
  const shown =
    s.type === 'sequence'
      ? s.items
      : s.type === 'text'
        ? splitWords(s.text)
        : s.type === 'grid'
          ? s.rows
          : s.grids.map((g) => g.join('/'));
  return [...splitWords(item.prompt), ...shown];
}

function runOf(kind: EngineKind, seed: number): Run {
  const items = engineItems(kind, seed);
  const bags = items.map((item) => new Set([...item.choices.map(textOf), ...stimulusTokens(item)]));
  const seen = items.map((item, i): Seen => {
    const tokens = new Set(stimulusTokens(item));
    const texts = item.choices.map(textOf);
    return {
      item,
      texts,
      tokens,
      chars: new Set([...item.prompt, ...[...tokens].join('')]),
      elsewhere: texts.map((t) => bags.filter((bag, j) => j !== i && bag.has(t)).length),
      unlikeness: texts.map((a) => texts.reduce((sum, b) => sum + differing(a, b), 0)),
    };
  });
  return { seen, key: engineAnswerKey(kind, seed) };
}

/** A script's rule: the position it answers, from what one item (and its run) shows. */
type Rule = (seen: Seen) => number;

/** The first position with the largest (or smallest) score: ties go to the first, at random. */
const most = (scores: readonly number[]) => scores.indexOf(Math.max(...scores));
const least = (scores: readonly number[]) => scores.indexOf(Math.min(...scores));
/** The position whose value is unlike the other choices', which all share one; else the first. */
function odd(values: readonly string[]): number {
  const i = values.findIndex((v) => values.filter((w) => w === v).length === 1);
  const rest = values.filter((_, j) => j !== i);
  return i >= 0 && rest.every((v) => v === rest[0]) ? i : 0;
}
const alphabetical = (texts: readonly string[]) =>
  texts.map((_, i) => i).sort((a, b) => ((texts[a] ?? '') < (texts[b] ?? '') ? -1 : 1));
/** The first position passing a test, else the first. */
const firstWhere = (texts: readonly string[], test: (t: string) => boolean) =>
  Math.max(0, texts.findIndex(test));

/** Rules on the surface of the choices and on what they share with the stimulus: every engine. */
const SURFACE_RULES: Record<string, Rule> = {
  'the longest choice': ({ texts }) => most(texts.map((t) => t.length)),
  'the shortest choice': ({ texts }) => least(texts.map((t) => t.length)),
  'the choice with the most distinct characters': ({ texts }) =>
    most(texts.map((t) => new Set(t).size)),
  'the choice with the fewest distinct characters': ({ texts }) =>
    least(texts.map((t) => new Set(t).size)),
  'the alphabetically first choice': ({ texts }) => alphabetical(texts)[0] ?? 0,
  'the alphabetically last choice': ({ texts }) => alphabetical(texts).at(-1) ?? 0,
  'the odd one out by length': ({ texts }) => odd(texts.map((t) => String(t.length))),
  'the odd one out by first character': ({ texts }) => odd(texts.map((t) => t[0] ?? '')),
  'the odd one out by last character': ({ texts }) => odd(texts.map((t) => t.at(-1) ?? '')),
  'the odd one out by kind of characters (digits, letters, both)': ({ texts }) =>
    odd(texts.map((t) => `${/\d/.test(t)}${/\p{L}/u.test(t)}`)),
  'the choice sharing the most characters with the stimulus': ({ texts, chars }) =>
    most(texts.map((t) => [...new Set(t)].filter((c) => chars.has(c)).length)),
  'the choice sharing the fewest characters with the stimulus': ({ texts, chars }) =>
    least(texts.map((t) => [...new Set(t)].filter((c) => chars.has(c)).length)),
  'the choice equal to a word, number or term of the stimulus': ({ texts, tokens }) =>
    firstWhere(texts, (t) => tokens.has(t)),
  'the first choice that is no word, number or term of the stimulus': ({ texts, tokens }) =>
    firstWhere(texts, (t) => !tokens.has(t)),
  'the choice most unlike the others, character by character': ({ unlikeness }) => most(unlikeness),
  'the choice most like the others, character by character': ({ unlikeness }) => least(unlikeness),
  "the choice seen most in the run's other items": ({ elsewhere }) => most(elsewhere),
  "the choice seen least in the run's other items": ({ elsewhere }) => least(elsewhere),
};

const rowsOf = (c: Choice | undefined) => (c?.type === 'grid' ? c.rows : []);
/** A quarter turn, written again here so the rules do not share the engine's code. */
const quarterTurn = (g: readonly string[]) =>
  g.map((_, r) =>
    g
      .map((row) => row[r])
      .reverse()
      .join(''),
  );
/** One id for a grid and its turns (not its mirror image). */
function shapeId(g: readonly string[]): string {
  const turns = [[...g]];
  for (let i = 0; i < 3; i++) {
    turns.push(quarterTurn(turns[i] ?? []));
  }
  return turns
    .map((t) => t.join('/'))
    .sort()
    .join('|');
}
const filledAlike = (a: readonly string[], b: readonly string[]) =>
  a.reduce(
    (sum, row, r) => sum + [...row].filter((c, k) => c === '#' && b[r]?.[k] === '#').length,
    0,
  );
const sourceOf = (item: EngineItem) =>
  item.stimulus.type === 'grids' ? (item.stimulus.grids[0] ?? []) : [];

/** Spatial: rules that look at the grids without turning the source into the answer. */
const SPATIAL_RULES: Record<string, Rule> = {
  'the grid sharing the most filled cells with the source': ({ item }) =>
    most(item.choices.map((c) => filledAlike(rowsOf(c), sourceOf(item)))),
  'the grid sharing the fewest filled cells with the source': ({ item }) =>
    least(item.choices.map((c) => filledAlike(rowsOf(c), sourceOf(item)))),
  'the grid whose shape (up to turning) no other choice has': ({ item }) => {
    const ids = item.choices.map((c) => shapeId(rowsOf(c)));
    return Math.max(
      0,
      ids.findIndex((id) => ids.filter((other) => other === id).length === 1),
    );
  },
};

/** Logical: rules that count and place names and words, never following a comparison. */
const namesIn = (text: string) => text.match(/\b[A-Z][a-z]{2}\b/g) ?? [];
const mentions = ({ item, texts }: Seen) => {
  const named = namesIn(said(item));
  return texts.map((t) => named.filter((n) => n === t).length);
};
const verdictAt = ({ texts }: Seen, verdict: string) => Math.max(0, texts.indexOf(verdict));
const LOGICAL_RULES: Record<string, Rule> = {
  'the name mentioned fewest times': (seen) => least(mentions(seen)),
  'the name mentioned most times': (seen) => most(mentions(seen)),
  'the name mentioned first': ({ item, texts }) =>
    least(texts.map((t) => (said(item).includes(t) ? said(item).indexOf(t) : 1e9))),
  'the name mentioned last': ({ item, texts }) => most(texts.map((t) => said(item).lastIndexOf(t))),
  // The "atmosphere" of a syllogism: a conclusion whose quantifier (All, No, Some) the premises
  // use reads as True, one with a new quantifier as False; Cannot say is never answered.
  'True when the conclusion repeats a quantifier of the premises, else False': (seen) => {
    const quantifier = /: (All|No|Some) /.exec(seen.item.prompt)?.[1];
    if (!quantifier) {
      return 0;
    }
    const echoed =
      splitWords(said(seen.item)).includes(quantifier) && !/ not /.test(seen.item.prompt);
    return verdictAt(seen, echoed ? 'True' : 'False');
  },
  // "X is taller than Y?": whoever of the two the premises name more often is taken as above.
  'True, False or Cannot say by who of the two is named more often': (seen) => {
    const [, x, y] = /: (\w+) is \w+ than (\w+)\?$/.exec(seen.item.prompt) ?? [];
    if (!x || !y) {
      return 0;
    }
    const named = namesIn(said(seen.item));
    const [nx, ny] = [x, y].map((p) => named.filter((n) => n === p).length);
    return verdictAt(seen, nx === ny ? 'Cannot say' : (nx ?? 0) > (ny ?? 0) ? 'True' : 'False');
  },
};

/** Abstract gets the surface rules only: its own rules (counts, symmetries, shapes) are the task. */
const RULES_OF: Record<PlayedKind, Record<string, Rule>> = {
  patternRecognition: SURFACE_RULES,
  attention: SURFACE_RULES,
  spatial: { ...SURFACE_RULES, ...SPATIAL_RULES },
  numerical: SURFACE_RULES,
  verbal: SURFACE_RULES,
  logical: { ...SURFACE_RULES, ...LOGICAL_RULES },
  abstract: SURFACE_RULES,
};

/**
 * Rules that beat chance today: the difficulties where they do and their hit rate there, over
 * this file's runs (2,000 an engine; 1,000 for spatial and abstract). A guess gets 25 % (4
 * choices), or 33 % where noted (3 choices).
 */
const KNOWN_LEAKS: Partial<Record<PlayedKind, Record<string, string>>> = {
  // Digit strings: how long and how "alphabetical" the four numbers read is uneven over ranks.
  patternRecognition: {
    'the longest choice': '5: 34 %',
    'the choice with the most distinct characters': '5: 34 %',
    'the alphabetically first choice': '5: 40 %',
    'the choice sharing the most characters with the stimulus': '1: 37 %, 4: 34 %, 10: 36 %',
  },
  numerical: {
    'the longest choice': '1: 35 %',
    'the choice with the most distinct characters': '1: 35 %, 9: 35 %',
    'the alphabetically first choice': '1: 37 %, 9: 39 %',
    'the alphabetically last choice': '4: 35 %, 10: 36 %',
    'the choice sharing the most characters with the stimulus': '9: 40 %',
    // The wall problem's answer is often one of the numbers it states.
    'the choice equal to a word, number or term of the stimulus': '10: 39 %',
    // The percent asked for is one of the percents the run's other problems use.
    "the choice seen most in the run's other items": '9: 47 %, 10: 34 %',
  },
  // Synonyms, antonyms and word-pair analogies (all but the fixed analogies at 5 and 8): the
  // wrong words come from other entries of small lists and recur within a run.
  verbal: {
    'the alphabetically first choice': '3: 34 %',
    'the choice sharing the most characters with the stimulus': '7: 40 %',
    'the choice sharing the fewest characters with the stimulus': '3: 33 %',
    'the choice most unlike the others, character by character': '1: 33 %',
    'the choice most like the others, character by character': '3: 37 %, 9: 33 %',
    "the choice seen least in the run's other items": '3: 34 %, 4: 33 %, 7: 34 %',
  },
  // Shape items (9–10): the mirror image is most often the grid closest, cell by cell, to the rest.
  abstract: {
    'the choice most like the others, character by character': '1: 34 %, 9: 60 %, 10: 65 %',
  },
};

/** How often a rule hits the key at each difficulty, and how often a guess would. */
function hitRates(runs: readonly Run[], rule: Rule) {
  const hits = Array<number>(10).fill(0);
  const chance = Array<number>(10).fill(0);
  for (const { seen, key } of runs) {
    seen.forEach((s, i) => {
      hits[i] = (hits[i] ?? 0) + (rule(s) === key[i] ? 1 : 0);
      chance[i] = (chance[i] ?? 0) + 1 / s.item.choices.length;
    });
  }
  return { hits: hits.map((h) => h / runs.length), chance: chance.map((c) => c / runs.length) };
}

describe.each(KINDS)('%s read by a script', (kind) => {
  const runs = Array.from({ length: runCount(kind) }, (_, i) => runOf(kind, seedAt(i)));

  for (const [name, rule] of Object.entries(RULES_OF[kind])) {
    const known = KNOWN_LEAKS[kind]?.[name];
    (known ? it.fails : it)(
      `is right at most 1/n + 8 % at every difficulty answering ${name}${known ? ' (known leak)' : ''}`,
      () => {
        const { hits, chance } = hitRates(runs, rule);
        hits.forEach((hit, i) => {
          expect(hit, `difficulty ${i + 1}`).toBeLessThanOrEqual((chance[i] ?? 0) + MARGIN);
        });
      },
    );
  }
});

/**
 * The items are a pure function of the engine and a seed, and this package is the whole recipe.
 * A seed below 2^31 (what plan.ts drew before; tests still replay numbers) read through mulberry32
 * can be found: the known leak below. The server now draws 256 bits read through ChaCha20
 * (chacha.ts), which no enumeration reaches: the last test. So a
 * script can replay candidate seeds until one gives the items it was sent, then read
 * engineAnswerKey for that seed: every answer, on every engine. The whole 2^31 takes about a
 * minute on one core in plain JavaScript for attention (its first grid leaves some 360,000
 * seeds, its second one); here a window of WINDOW seeds around the real one stands in for it.
 */
describe('the seed behind the public items', () => {
  const WINDOW = 32;

  it.fails('gives a script replaying candidate seeds no more than chance (known leak: every key)', () => {
    let hits = 0;
    let guessed = 0;
    let items = 0;
    for (const kind of ENGINE_KINDS) {
      for (const seed of [seedAt(1), seedAt(2)]) {
        const sent = engineItems(kind, seed);
        const shown = JSON.stringify(sent);
        const found = Array.from({ length: WINDOW }, (_, i) => seed - WINDOW / 2 + i).find(
          (candidate) => JSON.stringify(engineItems(kind, candidate)) === shown,
        );
        const answers = found === undefined ? [] : engineAnswerKey(kind, found);
        hits += engineAnswerKey(kind, seed).filter((k, i) => answers[i] === k).length;
        guessed += sent.reduce((sum, item) => sum + 1 / item.choices.length, 0);
        items += sent.length;
      }
    }
    expect(hits / items).toBeLessThanOrEqual(guessed / items + MARGIN);
  });

  it('gives the same script nothing to find behind a 256-bit seed', () => {
    const secure = '7c1e'.repeat(16);
    for (const kind of ENGINE_KINDS) {
      const shown = JSON.stringify(engineItems(kind, secure));
      // The script's whole method: try seeds. Any window of them is as good as another.
      const found = Array.from({ length: WINDOW }, (_, i) => seedAt(1) - WINDOW / 2 + i).find(
        (candidate) => JSON.stringify(engineItems(kind, candidate)) === shown,
      );
      expect(found).toBeUndefined();
      // One bit of the seed away, another run altogether.
      expect(JSON.stringify(engineItems(kind, `${secure.slice(0, 63)}f`))).not.toBe(shown);
    }
  });
});
