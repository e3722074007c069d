import { z } from 'zod/mini';
import { abstract } from './abstract';
import { attention } from './attention';
import { logical } from './logical';
import { numerical } from './numerical';
import { patternRecognition } from './pattern-recognition';
import { seededRandom } from './random';
import {
  ENGINE_ITEMS_PER_RUN,
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

/** Same seed, different kinds: mixing in the kind keeps two games of one attempt unalike. */
const runRandom = (kind: EngineKind, seed: number) =>
  seededRandom((seed ^ Math.imul(ENGINE_KINDS.indexOf(kind) + 1, 0x9e3779b9)) >>> 0);

function run(kind: EngineKind, seed: number): ItemDraft[] {
  const rng = runRandom(kind, seed);
  const used = new Set<string>();
  return Array.from({ length: ENGINE_ITEMS_PER_RUN }, (_, i) => GENERATORS[kind](rng, i + 1, used));
}

/** The ten items the player sees, deterministic for (kind, seed). */
export function engineItems(kind: EngineKind, seed: number): EngineItem[] {
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
export function engineAnswerKey(kind: EngineKind, seed: number): number[] {
  return run(kind, seed).map((draft) => draft.key);
}

/** An item's weight by difficulty 1..10; anything else is worth nothing. */
export function engineItemPoints(difficulty: number): number {
  return Number.isInteger(difficulty) ? (POINTS[difficulty - 1] ?? 0) : 0;
}

/** Points of the items answered right; null (or a missing entry) means not answered. */
export function engineScore(
  kind: EngineKind,
  seed: number,
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
