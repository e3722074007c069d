import { describe, expect, it } from 'vitest';
import { firstAnswers, pointsMatrix } from './responses';
import { mean, median, pearson, sampleCovariance, sampleVariance } from './stats';

describe('stats', () => {
  it('divides variances and covariances by n − 1', () => {
    // 2, 4, 6: mean 4, deviations −2, 0, 2 → (4 + 0 + 4) / 2 = 4
    expect(sampleVariance([2, 4, 6])).toBe(4);
    // with 1, 1, 4 (mean 2; deviations −1, −1, 2): (2 + 0 + 4) / 2 = 3
    expect(sampleCovariance([2, 4, 6], [1, 1, 4])).toBe(3);
    expect(sampleVariance([5])).toBeNull();
    expect(mean([])).toBeNull();
  });

  it('gives Pearson’s r, or null without spread or under three pairs', () => {
    // r = 3 / √(4 × 3) = 0.866
    expect(pearson([2, 4, 6], [1, 1, 4])).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(pearson([2, 4, 6], [1, 1, 1])).toBeNull();
    expect(pearson([1, 2], [2, 1])).toBeNull();
  });

  it('takes the median of an odd or even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('responses', () => {
  it('keeps a participant’s first answer to an item', () => {
    const rows = [
      { participantId: 'p', itemId: 'A', points: 0 },
      { participantId: 'q', itemId: 'A', points: 1 },
      { participantId: 'p', itemId: 'A', points: 1 }, // a replay asked A again
    ];
    expect(firstAnswers(rows)).toEqual(rows.slice(0, 2));
    expect(pointsMatrix(rows).get('A')).toEqual(
      new Map([
        ['p', 0],
        ['q', 1],
      ]),
    );
  });
});
