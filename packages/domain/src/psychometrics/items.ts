import { firstAnswers, type ItemResponse } from './responses';
import { pearson } from './stats';

/** No figure of an item is shown before this many participants were asked it. */
export const MIN_ITEM_ANSWERS = 30;
/** Facility above this: nearly everyone earns the points, the item tells little apart. */
export const TOO_EASY_FACILITY = 0.9;
/** Facility below this: nearly nobody does. */
export const TOO_HARD_FACILITY = 0.2;

/**
 * Mean points over the most the item gives, over the participants asked it (unanswered = 0).
 * Summed points over summed maxima, so it stays right if an item's reward changed between plays.
 */
export function facility(
  answers: readonly Pick<ItemResponse, 'points' | 'maxPoints'>[],
): number | null {
  let points = 0;
  let most = 0;
  for (const a of answers) {
    points += a.points;
    most += a.maxPoints;
  }
  return most > 0 ? points / most : null;
}

export type OptionShare = { option: string | null; count: number; share: number };

/** Share of those asked choosing each option; `option: null` is the share that did not answer. */
export function optionShares(answers: readonly Pick<ItemResponse, 'option'>[]): OptionShare[] {
  const counts = new Map<string | null, number>();
  for (const a of answers) {
    counts.set(a.option, (counts.get(a.option) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([option, count]) => ({ option, count, share: count / answers.length }))
    .sort((a, b) =>
      a.option === null ? 1 : b.option === null ? -1 : a.option.localeCompare(b.option),
    );
}

export type Discrimination = { r: number | null; n: number };

/**
 * Corrected item–total correlation: Pearson's r between the item's points and the participant's
 * score on the same competency without this item, over participants asked it who were asked at
 * least one other item of the competency. Participants were asked different numbers of items, so
 * the rest score is a percentage (points over the most those other items give), as the product's
 * competency score is; with equal items it is the rest sum rescaled and r is the same.
 */
export function discrimination(itemId: string, responses: readonly ItemResponse[]): Discrimination {
  const rows = firstAnswers(responses);
  const item = rows.filter((r) => r.itemId === itemId);
  const competency = item[0]?.competency;
  const rest = new Map<string, { points: number; most: number }>();
  for (const r of rows) {
    if (r.itemId !== itemId && r.competency === competency) {
      const sum = rest.get(r.participantId) ?? { points: 0, most: 0 };
      sum.points += r.points;
      sum.most += r.maxPoints;
      rest.set(r.participantId, sum);
    }
  }
  const xs: number[] = [];
  const ys: number[] = [];
  for (const r of item) {
    const other = rest.get(r.participantId);
    if (other && other.most > 0) {
      xs.push(r.points);
      ys.push(other.points / other.most);
    }
  }
  return { r: pearson(xs, ys), n: xs.length };
}

export type ItemFlags = {
  tooEasy: boolean;
  tooHard: boolean;
  negativeDiscrimination: boolean;
};

/** Flags only on figures that are shown (null when under the minimum). */
export function itemFlags(figures: {
  facility: number | null;
  discrimination: number | null;
}): ItemFlags {
  const f = figures.facility;
  const d = figures.discrimination;
  return {
    tooEasy: f !== null && f > TOO_EASY_FACILITY,
    tooHard: f !== null && f < TOO_HARD_FACILITY,
    negativeDiscrimination: d !== null && d < 0,
  };
}
