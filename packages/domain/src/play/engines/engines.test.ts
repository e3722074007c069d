import { describe, expect, it } from 'vitest';
import { DEFAULT_APTITUDE_GAMES, DEFAULT_COGNITIVE_GAMES } from '../../catalog-defaults';
import {
  ENGINE_ITEMS_PER_RUN,
  ENGINE_KINDS,
  ENGINE_MAX_SCORE,
  engineAnswerKey,
  engineForGame,
  engineItemPoints,
  engineItemSchema,
  engineItems,
  engineKindSchema,
  engineScore,
  seededRandom,
} from './index';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 1);
const choiceText = (c: { type: string; text?: string; rows?: string[] }) =>
  c.type === 'text' ? `t:${c.text}` : `g:${c.rows?.join('/')}`;

describe('engineItemPoints', () => {
  it('shares 2,500 over difficulties 1..10 in proportion, whole points by largest remainder', () => {
    // 2500 × d / 55 = 45.45 × d; the floors sum to 2,495 and the five largest remainders
    // (difficulties 2, 4, 6, 8 and 10) get one point each.
    const points = Array.from({ length: 10 }, (_, i) => engineItemPoints(i + 1));
    expect(points).toEqual([45, 91, 136, 182, 227, 273, 318, 364, 409, 455]);
    expect(points.reduce((a, b) => a + b, 0)).toBe(ENGINE_MAX_SCORE);
  });

  it('gives nothing for a difficulty outside 1..10', () => {
    expect([0, 11, 2.5, -1, Number.NaN].map(engineItemPoints)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('seededRandom', () => {
  it('replays the same numbers in [0, 1) for a seed, and others for another seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(first[0]);
  });
});

describe.each(ENGINE_KINDS)('%s over 200 seeds', (kind) => {
  const runs = SEEDS.map((seed) => ({
    items: engineItems(kind, seed),
    key: engineAnswerKey(kind, seed),
  }));

  it('has ten schema-valid items of difficulty 1..10 with a key in range and distinct choices', () => {
    for (const { items, key } of runs) {
      expect(items).toHaveLength(ENGINE_ITEMS_PER_RUN);
      expect(key).toHaveLength(ENGINE_ITEMS_PER_RUN);
      items.forEach((item, i) => {
        expect(engineItemSchema.parse(item)).toEqual(item);
        expect([item.index, item.difficulty]).toEqual([i, i + 1]);
        expect(key[i]).toBeGreaterThanOrEqual(0);
        expect(key[i]).toBeLessThan(item.choices.length);
        expect(new Set(item.choices.map(choiceText)).size).toBe(item.choices.length);
      });
    }
  });

  it('replays the same items for the same seed and rarely repeats a run for another seed', () => {
    expect(engineItems(kind, SEEDS[3] ?? 0)).toEqual(runs[3]?.items);
    expect(engineAnswerKey(kind, SEEDS[3] ?? 0)).toEqual(runs[3]?.key);
    expect(new Set(runs.map((r) => JSON.stringify(r.items))).size).toBeGreaterThanOrEqual(198);
  });

  it('spreads the key over every position', () => {
    const positions = new Set(runs.flatMap((r) => r.key));
    const most = Math.max(...runs.flatMap((r) => r.items.map((it) => it.choices.length)));
    expect(positions.size).toBe(most);
  });

  it('shows nothing of the key and stays small enough for a phone', () => {
    for (const { items } of runs) {
      const json = JSON.stringify(items);
      expect(json).not.toMatch(/"(answer|correct|key|solution|rule)"/);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(
          ['choices', 'difficulty', 'index', 'prompt', 'stimulus']
            .concat(item.memorizeMs === undefined ? [] : ['memorizeMs'])
            .sort(),
        );
        expect(item.prompt.length).toBeLessThanOrEqual(60);
        for (const choice of item.choices) {
          if (choice.type === 'text') {
            expect(choice.text.length).toBeLessThanOrEqual(20);
          } else {
            expect(choice.rows.every((r) => r.length <= 9)).toBe(true);
          }
        }
        const s = item.stimulus;
        if (s.type === 'text') {
          expect(s.text.length).toBeLessThanOrEqual(120);
        } else if (s.type === 'grid') {
          expect(s.rows.every((r) => r.length <= 9)).toBe(true);
        }
      }
    }
  });
});

describe('engineScore', () => {
  const seed = 42;
  const key = engineAnswerKey('patternRecognition', seed);
  const wrong = (k: number) => (k + 1) % 3;

  it('is 2,500 for all right and 0 for none answered', () => {
    expect(engineScore('patternRecognition', seed, key)).toBe(2500);
    expect(engineScore('patternRecognition', seed, Array(10).fill(null))).toBe(0);
    expect(engineScore('patternRecognition', seed, [])).toBe(0);
  });

  it('adds the points of the items answered right, whatever happened to the rest', () => {
    // Right at difficulties 1, 2, 3 and 10: 45 + 91 + 136 + 455.
    const answers = key.map((k, i) => ([0, 1, 2, 9].includes(i) ? k : i % 2 ? null : wrong(k)));
    expect(engineScore('patternRecognition', seed, answers)).toBe(727);
  });
});

describe('engineForGame', () => {
  it('maps the eight default catalog games by name and by second name', () => {
    const games = [...DEFAULT_COGNITIVE_GAMES, ...DEFAULT_APTITUDE_GAMES];
    const byName = games.map((g) => engineForGame(g.name, ''));
    const bySecond = games.map((g) => engineForGame('Renamed game', g.secondName));
    expect(byName).toEqual([...ENGINE_KINDS]);
    expect(bySecond).toEqual([...ENGINE_KINDS]);
  });

  it('ignores case and stray spaces, and knows nothing else', () => {
    expect(engineForGame('  memory   MATCH ', '')).toBe('workingMemory');
    expect(engineForGame('', 'abstract reasoning')).toBe('abstract');
    expect(engineForGame('Trivia Night', 'General knowledge')).toBeNull();
    expect(engineForGame('', '')).toBeNull();
  });

  it('names the kinds the schema accepts', () => {
    expect(engineKindSchema.safeParse('verbal').success).toBe(true);
    expect(engineKindSchema.safeParse('memory').success).toBe(false);
  });
});
