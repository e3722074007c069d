/**
 * The few statistics the item analysis needs. Variances and covariances are sample ones (divided
 * by n − 1), as the R psych package's `cov(use = "pairwise")` computes them, so that alpha here
 * matches psych::alpha on the same data (docs/decisions/0024-item-analysis-reliability-fairness.md).
 */

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) {
    return null;
  }
  let sum = 0;
  for (const v of values) {
    sum += v;
  }
  return sum / values.length;
}

/** Sample covariance of paired values; null under two pairs (one pair has no spread). */
export function sampleCovariance(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) {
    return null;
  }
  const mx = mean(xs.slice(0, n)) ?? 0;
  const my = mean(ys.slice(0, n)) ?? 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += ((xs[i] ?? 0) - mx) * ((ys[i] ?? 0) - my);
  }
  return sum / (n - 1);
}

export function sampleVariance(values: readonly number[]): number | null {
  return sampleCovariance(values, values);
}

/** Pearson's r; null under three pairs (two points always lie on a line) or with no spread. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  if (Math.min(xs.length, ys.length) < 3) {
    return null;
  }
  const sxy = sampleCovariance(xs, ys);
  const sxx = sampleVariance(xs);
  const syy = sampleVariance(ys);
  if (sxy === null || sxx === null || syy === null || sxx <= 0 || syy <= 0) {
    return null;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}
