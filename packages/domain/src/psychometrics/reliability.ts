import { firstAnswers, pointsMatrix } from './responses';
import { mean, sampleCovariance, sampleVariance } from './stats';

export type Alpha = {
  /** Cronbach's alpha of the whole pool of `items` items; null when it cannot be estimated. */
  alpha: number | null;
  /** k: items with at least two participants (an item's variance needs two). */
  items: number;
  itemVarianceSum: number;
  /** σ²ₓ, the variance of the k-item total. */
  totalVariance: number;
  /** Item pairs with at least two participants in common, whose covariance was estimated. */
  pairsObserved: number;
  /** Pairs with fewer: left out, their covariance taken as the mean of the observed ones. */
  pairsSkipped: number;
};

/**
 * Alpha on an incomplete matrix by pairwise deletion: each item's variance over the participants
 * asked it, each pair's covariance over those asked both, then alpha = k/(k−1)·(1 − Σσ²ᵢ/σ²ₓ)
 * with σ²ₓ = Σσ²ᵢ + 2Σᵢ<ⱼσᵢⱼ (psych::alpha's default, `use = "pairwise"`). A pair nobody (or one
 * person) was asked together says nothing about its covariance; counting it as 0 would claim
 * the two items are unrelated and pull alpha down, so σ²ₓ adds k(k−1) × the mean observed
 * covariance instead. With every pair observed that is exactly Σσ²ᵢ + 2Σσᵢⱼ.
 * docs/decisions/0024-item-analysis-reliability-fairness.md
 */
export function cronbachAlpha(
  rows: readonly { participantId: string; itemId: string; points: number }[],
): Alpha {
  return alphaOf([...usableItems(rows).values()]);
}

/** itemId → participantId → points, for the items at least two participants were asked. */
function usableItems(
  rows: readonly { participantId: string; itemId: string; points: number }[],
): Map<string, Map<string, number>> {
  return new Map([...pointsMatrix(rows)].filter(([, column]) => column.size >= 2));
}

function alphaOf(columns: readonly Map<string, number>[]): Alpha {
  const k = columns.length;
  let itemVarianceSum = 0;
  for (const c of columns) {
    itemVarianceSum += sampleVariance([...c.values()]) ?? 0;
  }
  let covarianceSum = 0;
  let pairsObserved = 0;
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const cov = pairCovariance(columns[i], columns[j]);
      if (cov !== null) {
        covarianceSum += cov;
        pairsObserved += 1;
      }
    }
  }
  const pairs = (k * (k - 1)) / 2;
  const meanCovariance = pairsObserved > 0 ? covarianceSum / pairsObserved : 0;
  const totalVariance = itemVarianceSum + 2 * pairs * meanCovariance;
  const estimable = k >= 2 && pairsObserved > 0 && totalVariance > 0;
  return {
    alpha: estimable ? (k / (k - 1)) * (1 - itemVarianceSum / totalVariance) : null,
    items: k,
    itemVarianceSum,
    totalVariance,
    pairsObserved,
    pairsSkipped: pairs - pairsObserved,
  };
}

function pairCovariance(
  a: Map<string, number> | undefined,
  b: Map<string, number> | undefined,
): number | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [participant, x] of a ?? []) {
    const y = b?.get(participant);
    if (y !== undefined) {
      xs.push(x);
      ys.push(y);
    }
  }
  return sampleCovariance(xs, ys);
}

/**
 * Spearman–Brown: the reliability of a test `length` items long made of items like the pool's
 * `items`. From a pool's alpha it gives exactly m·c̄ / (v̄ + (m−1)·c̄), the alpha of m items with
 * the pool's mean item variance v̄ and mean covariance c̄.
 */
export function spearmanBrown(reliability: number, items: number, length: number): number | null {
  const factor = length / items;
  const denominator = 1 + (factor - 1) * reliability;
  return items > 0 && denominator > 0 ? (factor * reliability) / denominator : null;
}

/**
 * SEM = SD(score) · √(1 − reliability), on the score's own scale (percentage points for
 * scoreReliability). A negative reliability (items that do not measure one thing) counts as 0:
 * the error is then the whole spread, not more.
 */
export function standardErrorOfMeasurement(sdTotal: number, reliability: number): number {
  const r = Math.min(1, Math.max(0, reliability));
  return sdTotal * Math.sqrt(1 - r);
}

export type Reliability = Alpha & {
  participants: number;
  /** The test length a participant's score stands on: mean items answered of the k. */
  meanItemsAnswered: number | null;
  /** Alpha brought from the pool's k items to that length (Spearman–Brown). */
  alphaAtLength: number | null;
  /**
   * SD of participants' percentage scores (100 × points / the most their items give), in
   * percentage points: the scale of the dials and bands, not of how many items were played.
   */
  sdTotal: number | null;
  /** The SEM in percentage points: a shown "67%" is "67% ± sem". */
  sem: number | null;
};

/** A participant's percentage on the items counted; null when those items give no points. */
export function percentScore(points: number, most: number): number | null {
  return most > 0 ? (100 * points) / most : null;
}

/**
 * Alpha of the pool, and the SEM of the scores participants actually got from their sample.
 * The SD is taken on percentage scores: with sampled items people answer different numbers of
 * them, and the spread of raw totals would mostly be how much they played
 * (docs/decisions/0024-item-analysis-reliability-fairness.md).
 */
export function scoreReliability(
  rows: readonly { participantId: string; itemId: string; points: number; maxPoints: number }[],
): Reliability {
  const items = usableItems(rows);
  const alpha = alphaOf([...items.values()]);
  // The most is the row's own: a run can give an item other points than its default.
  const totals = new Map<string, { points: number; most: number; items: number }>();
  for (const r of firstAnswers(rows)) {
    if (items.has(r.itemId)) {
      const t = totals.get(r.participantId) ?? { points: 0, most: 0, items: 0 };
      t.points += r.points;
      t.most += r.maxPoints;
      t.items += 1;
      totals.set(r.participantId, t);
    }
  }
  const percents = [...totals.values()].flatMap((t) => percentScore(t.points, t.most) ?? []);
  return {
    ...alpha,
    participants: totals.size,
    ...scoreTrust({
      alpha: alpha.alpha,
      items: alpha.items,
      itemsAnswered: [...totals.values()].map((t) => t.items),
      percents,
    }),
  };
}

/**
 * How far a score can be trusted, from the pool's alpha over `items` items: the mean number of
 * items a participant answered, alpha brought to that length (Spearman–Brown), the SD of the
 * participants' percentage scores and the SEM in percentage points. Shared by scoreReliability
 * and the server's one-pass sums, so both apply the same rule.
 */
export function scoreTrust(input: {
  alpha: number | null;
  items: number;
  itemsAnswered: readonly number[];
  percents: readonly number[];
}): Pick<Reliability, 'meanItemsAnswered' | 'alphaAtLength' | 'sdTotal' | 'sem'> {
  const meanItemsAnswered = mean(input.itemsAnswered);
  const variance = sampleVariance(input.percents);
  const sdTotal = variance === null ? null : Math.sqrt(variance);
  const alphaAtLength =
    input.alpha === null || meanItemsAnswered === null
      ? null
      : spearmanBrown(input.alpha, input.items, meanItemsAnswered);
  return {
    meanItemsAnswered,
    alphaAtLength,
    sdTotal,
    sem:
      alphaAtLength === null || sdTotal === null
        ? null
        : standardErrorOfMeasurement(sdTotal, alphaAtLength),
  };
}
