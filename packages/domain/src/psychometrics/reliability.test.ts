import { describe, expect, it } from 'vitest';
import {
  cronbachAlpha,
  scoreReliability,
  spearmanBrown,
  standardErrorOfMeasurement,
} from './reliability';

type Row = { participantId: string; itemId: string; points: number; maxPoints: number };
/**
 * Rows from a table: one row per participant, one column per item, null when not asked. Every
 * item gives at most `maxPoints` (2 unless told).
 */
function matrix(items: string[], table: Record<string, (number | null)[]>, maxPoints = 2): Row[] {
  return Object.entries(table).flatMap(([participantId, cells]) =>
    cells.flatMap((points, i) =>
      points === null ? [] : [{ participantId, itemId: items[i] ?? '', points, maxPoints }],
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

  it('gives the SEM of the 3-item score in percentage points', () => {
    // Everyone answered 3 items, so alpha needs no length change.
    // Each asked 3 items of at most 2: most 6. Percentages 100 × (5, 3, 1, 1)/6: the totals'
    // SD √(11/3) scaled by 100/6 → SD = 100/6 × √(11/3) = 31.914
    // SEM = 100/6 × √(11/3) × √(1 − 9/11) = 100/6 × √(2/3) = 13.608 percentage points
    const r = scoreReliability(rows);
    expect(r).toMatchObject({ participants: 4, meanItemsAnswered: 3 });
    expect(r.alphaAtLength).toBeCloseTo(9 / 11, 12);
    expect(r.sdTotal).toBeCloseTo((100 / 6) * Math.sqrt(11 / 3), 10);
    expect(r.sem).toBeCloseTo((100 / 6) * Math.sqrt(2 / 3), 10);
    expect(r.sem).toBeCloseTo(13.608, 3);
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
    // Totals 4, 2, 1, 0, 2 over a most of 4 each → percentages 100, 50, 25, 0, 50 (mean 45):
    // Σdev² = 3025 + 25 + 400 + 2025 + 25 = 5500 → σ² = 5500/4 = 1375, SD = √1375 = 37.081
    // SEM = √1375 × √(1 − 6/7) = √(1375/7) = 14.015 percentage points
    const r = scoreReliability(rows);
    expect(r.meanItemsAnswered).toBe(2);
    expect(r.alphaAtLength).toBeCloseTo(6 / 7, 12);
    expect(r.sdTotal).toBeCloseTo(Math.sqrt(1375), 10);
    expect(r.sem).toBeCloseTo(Math.sqrt(1375 / 7), 10);
    expect(r.sem).toBeCloseTo(14.015, 3);
  });
});

describe('scoreReliability takes the spread of percentages, not of how much was played', () => {
  //        A   B   C   D   points  most  %
  //   p1   2   2   2   2     8      8   100
  //   p2   2   2   .   .     4      4   100
  //   p3   0   0   0   0     0      8     0
  //   p4   0   0   .   .     0      4     0
  const rows = matrix(['A', 'B', 'C', 'D'], {
    p1: [2, 2, 2, 2],
    p2: [2, 2, null, null],
    p3: [0, 0, 0, 0],
    p4: [0, 0, null, null],
  });

  it('puts p1 and p2 at the same score however many items each answered', () => {
    // Percentages 100, 100, 0, 0 (mean 50): Σdev² = 4 × 2500 → σ² = 10000/3, SD = 57.735.
    // (The points 8, 4, 0, 0 would give σ² = 44/3: p1 and p2 apart for playing more or less.)
    const r = scoreReliability(rows);
    expect(r.participants).toBe(4);
    expect(r.meanItemsAnswered).toBe(3);
    expect(r.sdTotal).toBeCloseTo(100 / Math.sqrt(3), 10);
  });

  it('sums each row’s own most, and leaves out a participant whose items give none', () => {
    // p1: 1 of 1 and 3 of 4 → 4/5 = 80%; p2: 0 of 1 and 2 of 4 → 2/5 = 40%; p3 only 0-point items.
    // SD of 80, 40 = √800 = 28.284
    const r = scoreReliability([
      { participantId: 'p1', itemId: 'A', points: 1, maxPoints: 1 },
      { participantId: 'p1', itemId: 'B', points: 3, maxPoints: 4 },
      { participantId: 'p2', itemId: 'A', points: 0, maxPoints: 1 },
      { participantId: 'p2', itemId: 'B', points: 2, maxPoints: 4 },
      { participantId: 'p3', itemId: 'A', points: 0, maxPoints: 0 },
      { participantId: 'p3', itemId: 'B', points: 0, maxPoints: 0 },
    ]);
    expect(r.participants).toBe(3);
    expect(r.sdTotal).toBeCloseTo(Math.sqrt(800), 10);
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
