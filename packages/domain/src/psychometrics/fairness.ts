import { type AgeGroup, ageGroupOf, ageOn } from '../candidates';
import { median } from './stats';

/**
 * A bias audit in the shape of NYC Local Law 144's rules (6 RCNY §§ 5-300, 5-301; sources in
 * docs/decisions/0024-item-analysis-reliability-fairness.md).
 */

/** An impact ratio under four fifths of the base group's rate is flagged (UGESP § 60-3.4.D). */
export const FOUR_FIFTHS = 0.8;
/**
 * A group under this share of the people with a known group is shown (count and rate) but gets
 * no impact ratio, is never flagged and is never the base: § 5-301(d) lets an auditor exclude a
 * category under 2 % of the data from the impact ratios if its count and rate are still reported.
 */
export const SMALL_GROUP_SHARE = 0.02;
/** Groups of fewer people show neither count nor rate: too few to read and too few to hide in. */
export const MIN_GROUP_COUNT = 5;

/** One person's outcome: selected (a pass), or for a score, above the whole sample's median. */
export type FairnessRow = { group: string | null; selected: boolean };

export type FairnessGroup = {
  group: string;
  /** Null when suppressed (under MIN_GROUP_COUNT). */
  count: number | null;
  /** Selected / count; null when suppressed. */
  rate: number | null;
  /** Rate / the base group's rate; null when suppressed, under 2 % or there is no base. */
  impactRatio: number | null;
  suppressed: boolean;
  /** Under SMALL_GROUP_SHARE of the people with a known group. */
  small: boolean;
  /** Impact ratio under FOUR_FIFTHS. */
  flagged: boolean;
};

export type FairnessReport = {
  groups: FairnessGroup[];
  /** The group with the highest rate among those neither suppressed nor small. */
  base: string | null;
  /** People with no known group: counted here, left out of every rate (§ 5-301(b), (c)). */
  unknown: number;
};

/** Selection rates and impact ratios per group, groups in name order. */
export function fairnessReport(rows: readonly FairnessRow[]): FairnessReport {
  const tally = new Map<string, { count: number; selected: number }>();
  let unknown = 0;
  for (const row of rows) {
    if (row.group === null) {
      unknown += 1;
      continue;
    }
    const t = tally.get(row.group) ?? { count: 0, selected: 0 };
    t.count += 1;
    t.selected += row.selected ? 1 : 0;
    tally.set(row.group, t);
  }
  const known = rows.length - unknown;
  const entries = [...tally.entries()].sort(([a], [b]) => a.localeCompare(b));
  const eligible = (count: number) =>
    count >= MIN_GROUP_COUNT && count / known >= SMALL_GROUP_SHARE;
  let base: { group: string; rate: number } | null = null;
  for (const [group, t] of entries) {
    const rate = t.selected / t.count;
    if (eligible(t.count) && (base === null || rate > base.rate)) {
      base = { group, rate };
    }
  }
  const baseRate = base !== null && base.rate > 0 ? base.rate : null;
  const groups = entries.map(([group, t]): FairnessGroup => {
    const suppressed = t.count < MIN_GROUP_COUNT;
    const small = t.count / known < SMALL_GROUP_SHARE;
    const rate = suppressed ? null : t.selected / t.count;
    const impactRatio = rate === null || small || baseRate === null ? null : rate / baseRate;
    return {
      group,
      count: suppressed ? null : t.count,
      rate,
      impactRatio,
      suppressed,
      small,
      flagged: impactRatio !== null && impactRatio < FOUR_FIFTHS,
    };
  });
  return { groups, base: baseRate === null ? null : (base?.group ?? null), unknown };
}

/**
 * § 5-301(c): for a score, a person counts as selected when their score is above the median of
 * the full sample (everyone scored, a group known or not); a score equal to the median is not.
 */
export function scoringRows(
  people: readonly { group: string | null; score: number }[],
): FairnessRow[] {
  const mid = median(people.map((p) => p.score));
  return people.map((p) => ({ group: p.group, selected: mid !== null && p.score > mid }));
}

/** The spec's age groups (0–18, 19–25, 26–45, 46+) from a date of birth; null when unknown. */
export function ageGroupFromBirthDate(dob: string | null, today: string): AgeGroup | null {
  return dob ? ageGroupOf(ageOn(dob, today)) : null;
}
