import { describe, expect, it } from 'vitest';
import {
  cronbachAlpha,
  scoreReliability,
  spearmanBrown,
  standardErrorOfMeasurement,
} from './reliability';

type Row = { participantId: string; itemId: string; points: number };
/** Rows from a table: one row per participant, one column per item, null when not asked. */
function matrix(items: string[], table: Record<string, (number | null)[]>): Row[] {
  return Object.entries(table).flatMap(([participantId, cells]) =>
    cells.flatMap((points, i) =>
      points === null ? [] : [{ participantId, itemId: items[i] ?? '', points }],
    ),
  );
}

describe('cronbachAlpha on a complete matrix', () => {
  //        I1  I2  I3  total
  //   p1    2   2   1    5
  //   p2    1   1   1    3
  //   p3    0   1   0    1
  //   p4    1   0   0    1
  const rows = matrix(['I1', 'I2', 'I3'], {
    p1: [2, 2, 1],
    p2: [1, 1, 1],
    p3: [0, 1, 0],
    p4: [1, 0, 0],
  });

  it('is k/(k−1)·(1 − Σσ²ᵢ/σ²ₓ)', () => {
    // σ²(I1) = (1 + 0 + 1 + 0)/3 = 2/3; σ²(I2) = (1 + 0 + 0 + 1)/3 = 2/3;
    // σ²(I3) = 4 × .25 / 3 = 1/3 → Σσ²ᵢ = 5/3
    // σ12 = (1·1)/3 = 1/3; σ13 = (1·.5 + (−1)(−.5))/3 = 1/3; σ23 = (1·.5 + (−1)(−.5))/3 = 1/3
    // σ²ₓ = 5/3 + 2 × 1 = 11/3 (the totals 5, 3, 1, 1: Σ(dev²) = 11, / 3 ✓)
    // alpha = 3/2 × (1 − 5/11) = 9/11
    const a = cronbachAlpha(rows);
    expect(a.items).toBe(3);
    expect(a.itemVarianceSum).toBeCloseTo(5 / 3, 12);
    expect(a.totalVariance).toBeCloseTo(11 / 3, 12);
    expect(a.alpha).toBeCloseTo(9 / 11, 12);
    expect(a).toMatchObject({ pairsObserved: 3, pairsSkipped: 0 });
  });

  it('gives the SEM of the 3-item total', () => {
    // Everyone answered 3 items, so alpha needs no length change.
    // SEM = √(11/3) × √(1 − 9/11) = √(11/3 × 2/11) = √(2/3) = 0.8165
    const r = scoreReliability(rows);
    expect(r).toMatchObject({ participants: 4, meanItemsAnswered: 3 });
    expect(r.alphaAtLength).toBeCloseTo(9 / 11, 12);
    expect(r.sdTotal).toBeCloseTo(Math.sqrt(11 / 3), 12);
    expect(r.sem).toBeCloseTo(Math.sqrt(2 / 3), 12);
  });
});

describe('cronbachAlpha on a sampled (incomplete) matrix: pairwise deletion', () => {
  //        A   B   C   total  items
  //   p1   2   2   .     4      2
  //   p2   1   1   .     2      2
  //   p3   0   1   .     1      2
  //   p4   .   0   0     0      2
  //   p5   .   1   1     2      2
  // Nobody was asked both A and C.
  const rows = matrix(['A', 'B', 'C'], {
    p1: [2, 2, null],
    p2: [1, 1, null],
    p3: [0, 1, null],
    p4: [null, 0, 0],
    p5: [null, 1, 1],
  });

  it('estimates each variance and covariance on who was asked it', () => {
    // σ²A over p1–p3 (2, 1, 0; mean 1) = 2/2 = 1
    // σ²B over p1–p5 (2, 1, 1, 0, 1; mean 1) = 2/4 = .5
    // σ²C over p4–p5 (0, 1) = .5/1 = .5                    → Σσ²ᵢ = 2
    // σAB over p1–p3: dA = 1, 0, −1; dB = 2/3, −1/3, −1/3 → (2/3 + 1/3)/2 = .5
    // σBC over p4–p5: dB = −.5, .5; dC = −.5, .5          → .5/1 = .5
    // σAC: no one in common, skipped; the mean observed covariance (.5) stands in for it:
    // σ²ₓ = 2 + k(k−1) × .5 = 2 + 3 = 5 → alpha = 3/2 × (1 − 2/5) = 0.9
    // (Counting σAC as 0 would give σ²ₓ = 4 and alpha 0.75: it would say A and C are unrelated,
    // when they were never seen together.)
    const a = cronbachAlpha(rows);
    expect(a.itemVarianceSum).toBeCloseTo(2, 12);
    expect(a.totalVariance).toBeCloseTo(5, 12);
    expect(a.alpha).toBeCloseTo(0.9, 12);
    expect(a).toMatchObject({ items: 3, pairsObserved: 2, pairsSkipped: 1 });
  });

  it('brings alpha to the length participants answered, then the SEM', () => {
    // Everyone answered 2 of the 3 items: m = 2. Spearman–Brown with factor 2/3:
    // (2/3 × .9) / (1 + (2/3 − 1) × .9) = .6 / .7 = 6/7
    // (= m·c̄ / (v̄ + (m−1)·c̄) with v̄ = 2/3, c̄ = .5: 1 / (7/6) = 6/7 ✓)
    // Totals 4, 2, 1, 0, 2 (mean 1.8): Σdev² = 4.84 + .04 + .64 + 3.24 + .04 = 8.8 → σ² = 2.2
    // SEM = √2.2 × √(1 − 6/7) = √(2.2/7) = 0.56061
    const r = scoreReliability(rows);
    expect(r.meanItemsAnswered).toBe(2);
    expect(r.alphaAtLength).toBeCloseTo(6 / 7, 12);
    expect(r.sdTotal).toBeCloseTo(Math.sqrt(2.2), 12);
    expect(r.sem).toBeCloseTo(0.56061, 5);
  });
});

describe('cronbachAlpha when it cannot be estimated', () => {
  it('needs two items', () => {
    const a = cronbachAlpha(matrix(['A'], { p1: [1], p2: [0] }));
    expect(a).toMatchObject({ alpha: null, items: 1 });
  });

  it('drops an item only one participant was asked', () => {
    // B has one answer, no variance: k = 1 → no alpha
    const a = cronbachAlpha(matrix(['A', 'B'], { p1: [1, 1], p2: [0, null] }));
    expect(a).toMatchObject({ alpha: null, items: 1 });
  });

  it('needs one pair with two participants in common', () => {
    // A: p1, p2; B: p3, p4 → the pair has no one in common
    const a = cronbachAlpha(
      matrix(['A', 'B'], { p1: [1, null], p2: [0, null], p3: [null, 1], p4: [null, 0] }),
    );
    expect(a).toMatchObject({ alpha: null, pairsObserved: 0, pairsSkipped: 1 });
  });

  it('is null when every total is the same', () => {
    const a = cronbachAlpha(matrix(['A', 'B'], { p1: [1, 1], p2: [1, 1], p3: [1, 1] }));
    expect(a).toMatchObject({ alpha: null, totalVariance: 0 });
    expect(scoreReliability(matrix(['A', 'B'], { p1: [1, 1], p2: [1, 1] })).sem).toBeNull();
  });
});

describe('spearmanBrown and the SEM', () => {
  it('doubles a test of reliability .5 to 2/3 and halves .8 to 2/3', () => {
    // 2 × .5 / (1 + .5) = 2/3; .5 × .8 / (1 − .5 × .8) = .4 / .6 = 2/3
    expect(spearmanBrown(0.5, 10, 20)).toBeCloseTo(2 / 3, 12);
    expect(spearmanBrown(0.8, 20, 10)).toBeCloseTo(2 / 3, 12);
  });

  it('takes a negative reliability as 0: the SEM is the whole SD', () => {
    expect(standardErrorOfMeasurement(10, -0.3)).toBe(10);
    expect(standardErrorOfMeasurement(10, 0.75)).toBe(5); // 10 × √.25
  });
});
