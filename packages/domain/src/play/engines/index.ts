import { z } from 'zod/mini';
import { abstract } from './abstract';
import { attention } from './attention';
import { secureRandom } from './chacha';
import { logical } from './logical';
import { numerical } from './numerical';
import { patternRecognition } from './pattern-recognition';
import { type Rng, seededRandom, shuffle } from './random';
import {
  ENGINE_ITEMS_PER_RUN,
  type EngineChoice,
  type EngineItem,
  type ItemDraft,
  type ItemGenerator,
} from './schema';
import { spatial } from './spatial';
import { verbal } from './verbal';
import { workingMemory } from './working-memory';

/**
 * Small playable engines for the ace edition's cognitive and aptitude games: ten items of
 * rising difficulty per attempt, all drawn from one numeric seed so the server can store the
 * seed instead of the items and rebuild the key when scoring.
 */

export { isSecureSeed, secureRandom } from './chacha';
export { seededRandom } from './random';
export {
  ENGINE_ITEMS_PER_RUN,
  type EngineChoice,
  type EngineItem,
  type EngineStimulus,
  engineChoiceSchema,
  engineItemSchema,
  engineStimulusSchema,
} from './schema';

export const ENGINE_KINDS = [
  'workingMemory',
  'patternRecognition',
  'attention',
  'spatial',
  'numerical',
  'verbal',
  'logical',
  'abstract',
] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];
export const engineKindSchema = z.enum(ENGINE_KINDS);
export const ENGINE_MAX_SCORE = 2500;

/**
 * Points (of ENGINE_MAX_SCORE) a cognitive or aptitude level needs. A player who answers all ten
 * items at random passes at most 5 % of the time on every engine, while one right on the harder
 * two thirds (difficulties 4–10: 2,228 points; even 5–10: 2,046) passes with room to spare.
 * Guessing gets an item right with chance 1/(its choices), so the chance of passing follows
 * from the choice counts alone. Exact sums over the 1,024 right/wrong patterns, and in brackets
 * chance.test.ts's 20,000 random players per engine on the real generators:
 * - logical (3 choices at difficulties 1–2 and 7–10, 4 at 3–6): 2.64 % at 1,600 (2.69 %);
 *   1,500 would let 5.15 % through, 1,550 3.32 %;
 * - the seven other engines (always 4 choices): 1.04 % at 1,600 (0.94–1.14 %).
 * Answering the same position everywhere does no better than guessing, since run() shuffles
 * every item's choices (all first: 2.1 % on logical, 0.6–1.5 % elsewhere, over 2,000 seeds).
 * The old mark of 100 let 91 % of guessers through (94 % on logical).
 */
export const ENGINE_PASSING_SCORE = 1600;

const GENERATORS: Record<EngineKind, ItemGenerator> = {
  workingMemory,
  patternRecognition,
  attention,
  spatial,
  numerical,
  verbal,
  logical,
  abstract,
};

/** The catalog's default names and second names (catalog-defaults.ts), one game per engine. */
const GAME_NAMES: Record<EngineKind, readonly string[]> = {
  workingMemory: ['Memory Match', 'Working memory'],
  patternRecognition: ['Pattern Finder', 'Pattern recognition'],
  attention: ['Focus Run', 'Attention'],
  spatial: ['Shape Shift', 'Spatial reasoning'],
  numerical: ['Number Sense', 'Numerical reasoning'],
  verbal: ['Word Wise', 'Verbal reasoning'],
  logical: ['Logic Gates', 'Logical reasoning'],
  abstract: ['Abstract Arts', 'Abstract reasoning'],
};

/** Points of difficulties 1..10: 2500 shared in proportion, whole parts by largest remainder. */
const POINTS: readonly number[] = (() => {
  const weights = Array.from({ length: ENGINE_ITEMS_PER_RUN }, (_, i) => i + 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w * ENGINE_MAX_SCORE) / total);
  const points = exact.map(Math.floor);
  const short = ENGINE_MAX_SCORE - points.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, remainder: x - Math.floor(x) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder.slice(0, short)) {
    points[i] = (points[i] ?? 0) + 1;
  }
  return points;
})();

/**
 * A run's seed: 64 hex digits (256 bits) for every attempt the server starts, read through
 * ChaCha20 (chacha.ts) so nobody can find it from the items; a number for the tests' replays and
 * for attempts started before, read through mulberry32 as they were.
 */
export type EngineSeed = number | string;

/** Same seed, different kinds: mixing in the kind keeps two games of one attempt unalike. */
const runSeed = (kind: EngineKind, seed: number) =>
  (seed ^ Math.imul(ENGINE_KINDS.indexOf(kind) + 1, 0x9e3779b9)) >>> 0;

/**
 * Two streams: the items, and the order of their choices only, so that order does not shift
 * what the items ask. A number's order stream is seeded by the first number of another stream:
 * mulberry32 mixes the bits well.
 */
function streams(kind: EngineKind, seed: EngineSeed): { items: Rng; order: Rng } {
  if (typeof seed === 'string') {
    return {
      items: secureRandom(seed, `${kind}:items`),
      order: secureRandom(seed, `${kind}:order`),
    };
  }
  return {
    items: seededRandom(runSeed(kind, seed)),
    order: seededRandom(Math.floor(seededRandom(runSeed(kind, seed) ^ 0x5bd1e995)() * 2 ** 32)),
  };
}

/**
 * Every item's choices in a uniformly random order, here and nowhere else: the generators list
 * the answer wherever suits them (most put it first, the syllogisms keep True, False, Cannot
 * say), and a position must never give the answer away, so even that fixed verdict order is
 * shuffled.
 */
function shuffleChoices(rng: Rng, draft: ItemDraft): ItemDraft {
  const order = shuffle(
    rng,
    draft.choices.map((_, i) => i),
  );
  return {
    ...draft,
    choices: order.map((i) => draft.choices[i] as EngineChoice),
    key: order.indexOf(draft.key),
  };
}

function run(kind: EngineKind, seed: EngineSeed): ItemDraft[] {
  const { items: rng, order } = streams(kind, seed);
  const used = new Set<string>();
  return Array.from({ length: ENGINE_ITEMS_PER_RUN }, (_, i) =>
    shuffleChoices(order, GENERATORS[kind](rng, i + 1, used)),
  );
}

/** The ten items the player sees, deterministic for (kind, seed). */
export function engineItems(kind: EngineKind, seed: EngineSeed): EngineItem[] {
  return run(kind, seed).map(({ prompt, stimulus, choices, memorizeMs }, index) => ({
    index,
    difficulty: index + 1,
    prompt,
    stimulus,
    choices,
    ...(memorizeMs === undefined ? {} : { memorizeMs }),
  }));
}

/** The index of the right choice of each item; keep it on the server. */
export function engineAnswerKey(kind: EngineKind, seed: EngineSeed): number[] {
  return run(kind, seed).map((draft) => draft.key);
}

/** An item's weight by difficulty 1..10; anything else is worth nothing. */
export function engineItemPoints(difficulty: number): number {
  return Number.isInteger(difficulty) ? (POINTS[difficulty - 1] ?? 0) : 0;
}

/** Points of the items answered right; null (or a missing entry) means not answered. */
export function engineScore(
  kind: EngineKind,
  seed: EngineSeed,
  answers: readonly (number | null)[],
): number {
  return engineAnswerKey(kind, seed).reduce(
    (sum, key, i) => (answers[i] === key ? sum + engineItemPoints(i + 1) : sum),
    0,
  );
}

/** The engine a catalog game plays, by its name or second name, ignoring case and spaces. */
export function engineForGame(name: string, secondName: string): EngineKind | null {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  for (const wanted of [norm(name), norm(secondName)]) {
    const kind = ENGINE_KINDS.find((k) => GAME_NAMES[k].some((n) => norm(n) === wanted));
    if (kind) {
      return kind;
    }
  }
  return null;
}
