import { describe, expect, it } from 'vitest';
import { analyseItems } from './item-report';
import { discrimination, facility, itemFlags, MIN_ITEM_ANSWERS, optionShares } from './items';
import type { ItemResponse } from './responses';

const answer = (
  participantId: string,
  itemId: string,
  points: number,
  option: string | null = null,
  maxPoints = 4,
): ItemResponse => ({ participantId, itemId, competency: 'Focus', points, maxPoints, option });

describe('facility: mean points over the most, over those asked', () => {
  it('counts an asked item left unanswered as 0', () => {
    // 4 + 1 + 0 + 4 = 9 points of 4 × 4 = 16 → 9 / 16 = 0.5625
    expect(
      facility([
        answer('a', 'X', 4),
        answer('b', 'X', 1),
        answer('c', 'X', 0),
        answer('d', 'X', 4),
      ]),
    ).toBe(0.5625);
  });

  it('has no figure for an item nobody was asked', () => {
    expect(facility([])).toBeNull();
  });
});

describe('optionShares: the share choosing each option', () => {
  it('counts not answering as its own share, last', () => {
    // a, b, a, (none) → a 2/4, b 1/4, none 1/4
    expect(
      optionShares([
        answer('p', 'X', 4, 'a'),
        answer('q', 'X', 0, 'b'),
        answer('r', 'X', 4, 'a'),
        answer('s', 'X', 0),
      ]),
    ).toEqual([
      { option: 'a', count: 2, share: 0.5 },
      { option: 'b', count: 1, share: 0.25 },
      { option: null, count: 1, share: 0.25 },
    ]);
  });
});

describe('discrimination: corrected item–total correlation within the competency', () => {
  // Items X, Y, Z of one competency, 4 points each, drawn per participant:
  //        X   Y   Z   rest score (Y and Z only)
  //   p1   4   4   4   8 / 8 = 1
  //   p2   4   1   ·   1 / 4 = 0.25
  //   p3   0   ·   0   0 / 4 = 0
  //   p4   1   4   0   4 / 8 = 0.5
  //   p5   0   ·   ·   no other item: left out
  //   p6   ·   4   4   not asked X: left out
  const responses = [
    answer('p1', 'X', 4),
    answer('p1', 'Y', 4),
    answer('p1', 'Z', 4),
    answer('p2', 'X', 4),
    answer('p2', 'Y', 1),
    answer('p3', 'X', 0),
    answer('p3', 'Z', 0),
    answer('p4', 'X', 1),
    answer('p4', 'Y', 4),
    answer('p4', 'Z', 0),
    answer('p5', 'X', 0),
    answer('p6', 'Y', 4),
    answer('p6', 'Z', 4),
    { ...answer('p3', 'W', 4), competency: 'Other' }, // another competency: not in the rest
  ];

  it('correlates the item with the rest of the competency', () => {
    // x = 4, 4, 0, 1 (mean 2.25): dx = 1.75, 1.75, −2.25, −1.25; Σdx² = 12.75
    // y = 1, .25, 0, .5 (mean .4375): dy = .5625, −.1875, −.4375, .0625; Σdy² = .546875
    // Σdx·dy = .984375 − .328125 + .984375 − .078125 = 1.5625
    // r = 1.5625 / √(12.75 × .546875) = 1.5625 / 2.64058 = 0.59173
    const d = discrimination('X', responses);
    expect(d.n).toBe(4);
    expect(d.r).toBeCloseTo(0.59173, 5);
  });

  it('is negative when those who do well elsewhere lose the item', () => {
    const flipped = responses.map((r) => (r.itemId === 'X' ? { ...r, points: 4 - r.points } : r));
    // x becomes 0, 0, 4, 3: every dx changes sign, so r = −0.59173
    expect(discrimination('X', flipped).r).toBeCloseTo(-0.59173, 5);
  });

  it('is null when everyone earned the same on the item', () => {
    const same = responses.map((r) => (r.itemId === 'X' ? { ...r, points: 4 } : r));
    expect(discrimination('X', same).r).toBeNull();
  });

  it('is null under three participants (two points always make r = ±1)', () => {
    expect(
      discrimination(
        'X',
        responses.filter((r) => r.participantId <= 'p2'),
      ).r,
    ).toBeNull();
  });

  it('uses a participant’s first answer when a replay asked the item again', () => {
    const replayed = [...responses, answer('p3', 'X', 4)]; // p3 saw X again and got it
    expect(discrimination('X', replayed).r).toBeCloseTo(0.59173, 5);
  });
});

describe('itemFlags', () => {
  it('flags too easy over 0.9, too hard under 0.2, and any negative discrimination', () => {
    expect(itemFlags({ facility: 0.95, discrimination: 0.3 })).toEqual({
      tooEasy: true,
      tooHard: false,
      negativeDiscrimination: false,
    });
    expect(itemFlags({ facility: 0.1, discrimination: -0.05 })).toEqual({
      tooEasy: false,
      tooHard: true,
      negativeDiscrimination: true,
    });
  });

  it('does not flag the bounds themselves, nor figures not shown', () => {
    const none = { tooEasy: false, tooHard: false, negativeDiscrimination: false };
    expect(itemFlags({ facility: 0.9, discrimination: 0 })).toEqual(none);
    expect(itemFlags({ facility: 0.2, discrimination: 0 })).toEqual(none);
    expect(itemFlags({ facility: null, discrimination: null })).toEqual(none);
  });
});

describe('analyseItems: no figure before MIN_ITEM_ANSWERS participants', () => {
  // 30 participants each asked A and B (1 point each); A right for the first 28, B the same.
  const thirty = Array.from({ length: MIN_ITEM_ANSWERS }, (_, i) => {
    const points = i < 28 ? 1 : 0;
    return [
      answer(`p${i}`, 'A', points, points ? 'best' : 'wrong', 1),
      answer(`p${i}`, 'B', points, null, 1),
    ];
  }).flat();

  it('shows the figures at 30 and flags from them', () => {
    const [a] = analyseItems(thirty);
    // facility 28 / 30 = 0.933 > 0.9; A and B agree for everyone, so r = 1
    expect(a).toMatchObject({ itemId: 'A', answers: 30, flags: { tooEasy: true } });
    expect(a?.facility).toBeCloseTo(28 / 30, 10);
    expect(a?.discrimination).toBeCloseTo(1, 10);
    expect(a?.optionShares).toEqual([
      { option: 'best', count: 28, share: 28 / 30 },
      { option: 'wrong', count: 2, share: 2 / 30 },
    ]);
  });

  it('shows only the count at 29', () => {
    const [a] = analyseItems(thirty.filter((r) => r.participantId !== 'p0'));
    expect(a).toEqual({
      itemId: 'A',
      competency: 'Focus',
      answers: 29,
      facility: null,
      optionShares: null,
      discrimination: null,
      flags: { tooEasy: false, tooHard: false, negativeDiscrimination: false },
    });
  });
});
