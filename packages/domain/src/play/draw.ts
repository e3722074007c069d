import type { Attempts } from '../generation';
import { type Rng, shuffle } from './engines/random';

/**
 * The draw (docs/decisions/0012-draw-and-scoring.md): generation stores a pool per level, larger
 * than the level on purpose (part B §9: 2 × ceil(count / competencies) per kind and
 * competency); each attempt asks the level's totalQuestion from it, spread over the event's
 * competencies, in a shuffled order with shuffled options.
 */

export type ItemKind = 'Question' | 'Email' | 'SMS';
export const ITEM_KINDS: readonly ItemKind[] = ['Question', 'Email', 'SMS'];
const ATTEMPT_KEYS = { Question: 'questions', Email: 'emails', SMS: 'sms' } as const;

/** A stored event question, as the draw sees it. */
export type PoolItem = { id: string; kind: ItemKind; competency: string };

/** The shortest time an item may have: the draw asks no more than the level's time allows. */
export const MIN_SECONDS_PER_ITEM = 10;

/**
 * How many items of each kind an attempt asks: the level's totals, less the largest kind's
 * while they would not fit the level's time at MIN_SECONDS_PER_ITEM each.
 *
 * asksFor({ questions: 6, emails: 3, sms: 3 }, 60) → 2|2|2 (6 items in 60 s)
 */
export function asksFor(totals: Attempts, timeSeconds: number): Attempts {
  const asks = { ...totals };
  const fits = Math.max(1, Math.floor(timeSeconds / MIN_SECONDS_PER_ITEM));
  while (asks.questions + asks.emails + asks.sms > fits) {
    const largest = (['questions', 'emails', 'sms'] as const).reduce((a, b) =>
      asks[b] > asks[a] ? b : a,
    );
    asks[largest] -= 1;
  }
  return asks;
}

/**
 * Where an attempt's round-robin over the competencies starts: one level's worth further on
 * for each level and each replay, so the competency left out rotates between them.
 */
export function drawRotation(levelNumber: number, attempt: number, asked: number): number {
  return Math.max(0, levelNumber - 1 + attempt - 1) * Math.max(1, asked);
}

/** The competencies of a pool in the order they first appear (generation stores them so). */
export function poolCompetencies(pool: readonly PoolItem[]): string[] {
  return [...new Set(pool.map((item) => item.competency))];
}

export type DrawInput = {
  pool: readonly PoolItem[];
  asks: Attempts;
  rotation: number;
  /** Items this participant was asked in earlier attempts of the level. */
  seen: ReadonlySet<string>;
  rng: Rng;
};

/**
 * The items one attempt asks, in the order shown. Kinds are dealt round-robin over the
 * competencies (questions, then e-mails, then SMS, one deal continuing the other), starting at
 * `rotation`; within a competency an unseen item is preferred, chosen at random. A competency
 * short of items of a kind passes its turn to the next one that has some.
 *
 * Five competencies A–E, asks 2|1|1, rotation 0 → questions of A and B, an e-mail of C, an
 * SMS of D (E is not measured in this attempt); rotation 4 → E, A, B, C.
 */
export function drawItems(input: DrawInput): PoolItem[] {
  const competencies = poolCompetencies(input.pool);
  const left = new Map<string, PoolItem[]>();
  for (const item of input.pool) {
    const key = `${item.kind}\u0000${item.competency}`;
    left.set(key, [...(left.get(key) ?? []), item]);
  }
  const take = (kind: ItemKind, competency: string): PoolItem | null => {
    const items = left.get(`${kind}\u0000${competency}`) ?? [];
    const unseen = items.filter((i) => !input.seen.has(i.id));
    const from = unseen.length > 0 ? unseen : items;
    const chosen = from[Math.floor(input.rng() * from.length)];
    if (!chosen) {
      return null;
    }
    items.splice(items.indexOf(chosen), 1);
    return chosen;
  };
  const drawn: PoolItem[] = [];
  let cursor = input.rotation;
  for (const kind of ITEM_KINDS) {
    for (let n = 0; n < input.asks[ATTEMPT_KEYS[kind]]; n++) {
      for (let tried = 0; tried < competencies.length; tried++) {
        const item = take(kind, competencies[(cursor + tried) % competencies.length] ?? '');
        if (item) {
          drawn.push(item);
          break;
        }
      }
      cursor += 1;
    }
  }
  return shuffle(input.rng, drawn);
}

/**
 * The order an item's options are shown in: `order[shown] = stored index`. Stored ratings and
 * animations are read through it, so they follow their options.
 */
export function optionOrder(rng: Rng, optionCount: number): number[] {
  return shuffle(
    rng,
    Array.from({ length: optionCount }, (_, i) => i),
  );
}

/** A stored per-option list in the shown order. */
export function inShownOrder<T>(stored: readonly T[], order: readonly number[]): T[] {
  return order.flatMap((i) => (i < stored.length ? [stored[i] as T] : []));
}

export { type Rng, shuffle } from './engines/random';
