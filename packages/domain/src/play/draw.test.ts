import { describe, expect, it } from 'vitest';
import type { Attempts } from '../generation';
import {
  asksFor,
  drawItems,
  drawRotation,
  type ItemKind,
  inShownOrder,
  optionOrder,
  type PoolItem,
  poolCompetencies,
} from './draw';
import { seededRandom } from './engines/random';

const COMPETENCIES = ['A', 'B', 'C', 'D', 'E'];

/** A generated pool: `perCell` items of each kind for each competency, as generation stores it. */
function poolOf(competencies: readonly string[], perCell: number): PoolItem[] {
  return competencies.flatMap((competency) =>
    (['Question', 'Email', 'SMS'] as const).flatMap((kind) =>
      Array.from({ length: perCell }, (_, n) => ({
        id: `${competency}-${kind}-${n}`,
        kind,
        competency,
      })),
    ),
  );
}

const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  }
  return counts;
};

const kindsOf = (items: readonly PoolItem[]) => countBy(items, (i) => i.kind);

describe('asksFor: what an attempt asks fits the level’s time', () => {
  it('asks the totals when they fit (progress 2|1|1 in 60 s)', () => {
    expect(asksFor({ questions: 2, emails: 1, sms: 1 }, 60)).toEqual({
      questions: 2,
      emails: 1,
      sms: 1,
    });
  });

  it('takes from the largest kind until 10 s an item fits (6|3|3 in 60 s → 2|2|2)', () => {
    expect(asksFor({ questions: 6, emails: 3, sms: 3 }, 60)).toEqual({
      questions: 2,
      emails: 2,
      sms: 2,
    });
  });

  it('fits every generated ace level: 1.5 × the minimum in 15 s per minimum attempt', () => {
    // Ace level 6: minimum 5|2|2 (135 s), totals 7|3|3 = 13 items, 10.4 s each.
    expect(asksFor({ questions: 7, emails: 3, sms: 3 }, 135)).toEqual({
      questions: 7,
      emails: 3,
      sms: 3,
    });
  });
});

describe('drawItems: a fair draw from the level’s pool', () => {
  const pool = poolOf(COMPETENCIES, 2); // 30 items, as a progress level 1 stores

  it('asks 2|1|1 of a 30-item pool, over four of the five competencies (rotation 0)', () => {
    const drawn = drawItems({
      pool,
      asks: { questions: 2, emails: 1, sms: 1 },
      rotation: 0,
      seen: new Set(),
      rng: seededRandom(1),
    });
    expect(drawn).toHaveLength(4);
    expect(kindsOf(drawn)).toEqual({ Question: 2, Email: 1, SMS: 1 });
    // Questions of A and B, the e-mail of C, the SMS of D; E waits for another level.
    expect(countBy(drawn, (i) => `${i.kind}:${i.competency}`)).toEqual({
      'Question:A': 1,
      'Question:B': 1,
      'Email:C': 1,
      'SMS:D': 1,
    });
  });

  it('leaves a different competency out as the rotation moves on', () => {
    const left = (rotation: number) => {
      const drawn = drawItems({
        pool,
        asks: { questions: 2, emails: 1, sms: 1 },
        rotation,
        seen: new Set(),
        rng: seededRandom(rotation + 1),
      });
      return COMPETENCIES.filter((c) => !drawn.some((i) => i.competency === c));
    };
    // Levels 1–5 of a progress game (4 items each): E, D, C, B, A are left out in turn.
    const outs = [1, 2, 3, 4, 5].map((level) => left(drawRotation(level, 1, 4)));
    expect(outs).toEqual([['E'], ['D'], ['C'], ['B'], ['A']]);
    // A replay of level 1 leaves out another one than the first attempt.
    expect(left(drawRotation(1, 2, 4))).not.toEqual(left(drawRotation(1, 1, 4)));
  });

  it.each<[string, Attempts, number, number]>([
    ['2|1|1', { questions: 2, emails: 1, sms: 1 }, 0, 1],
    ['3|1|1', { questions: 3, emails: 1, sms: 1 }, 1, 1],
    ['3|2|1', { questions: 3, emails: 2, sms: 1 }, 1, 2],
    ['4|2|1', { questions: 4, emails: 2, sms: 1 }, 1, 2],
    ['4|2|2', { questions: 4, emails: 2, sms: 2 }, 1, 2],
  ])('spreads %s over 5 competencies as evenly as the numbers allow', (_, asks, min, max) => {
    const big = poolOf(COMPETENCIES, 4);
    for (let rotation = 0; rotation < 10; rotation++) {
      const drawn = drawItems({
        pool: big,
        asks,
        rotation,
        seen: new Set(),
        rng: seededRandom(rotation),
      });
      const perCompetency = COMPETENCIES.map((c) => drawn.filter((i) => i.competency === c).length);
      expect(Math.min(...perCompetency)).toBe(min);
      expect(Math.max(...perCompetency)).toBe(max);
      expect(kindsOf(drawn)).toEqual({
        Question: asks.questions,
        Email: asks.emails,
        SMS: asks.sms,
      });
    }
  });

  it('asks nothing twice of one participant while unseen items remain', () => {
    // Progress level 1: 2 items of each kind per competency; 2|1|1 per attempt.
    const seen = new Set<string>();
    const attempts: string[][] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const drawn = drawItems({
        pool,
        asks: { questions: 2, emails: 1, sms: 1 },
        rotation: drawRotation(1, attempt, 4),
        seen,
        rng: seededRandom(100 + attempt),
      });
      attempts.push(drawn.map((i) => i.id));
      for (const item of drawn) {
        seen.add(item.id);
      }
    }
    const all = attempts.flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('repeats a seen item only once the cell has no unseen one left', () => {
    const tiny = poolOf(['A'], 1); // one item of each kind
    const seen = new Set(tiny.map((i) => i.id));
    const drawn = drawItems({
      pool: tiny,
      asks: { questions: 1, emails: 1, sms: 1 },
      rotation: 0,
      seen,
      rng: seededRandom(5),
    });
    expect(drawn.map((i) => i.id).sort()).toEqual(tiny.map((i) => i.id).sort());
  });

  it('passes a short competency’s turn to the next one with items of the kind', () => {
    const uneven: PoolItem[] = [
      { id: 'a-q', kind: 'Question', competency: 'A' },
      { id: 'a-e', kind: 'Email', competency: 'A' },
      { id: 'b-e', kind: 'Email', competency: 'B' },
      { id: 'b-q1', kind: 'Question', competency: 'B' },
      { id: 'b-q2', kind: 'Question', competency: 'B' },
    ];
    const drawn = drawItems({
      pool: uneven,
      asks: { questions: 3, emails: 0, sms: 1 },
      rotation: 0,
      seen: new Set(),
      rng: seededRandom(9),
    });
    // Three questions (A, B, then B again since A has no second); no SMS exists to ask.
    expect(drawn.map((i) => i.id).sort()).toEqual(['a-q', 'b-q1', 'b-q2']);
  });

  it('shuffles the order per seed: same seed, same draw; other seeds, other orders', () => {
    const draw = (seed: number) =>
      drawItems({
        pool,
        asks: { questions: 2, emails: 1, sms: 1 },
        rotation: 0,
        seen: new Set(),
        rng: seededRandom(seed),
      }).map((i) => i.id);
    expect(draw(42)).toEqual(draw(42));
    const orders = new Set(Array.from({ length: 50 }, (_, seed) => draw(seed).join(',')));
    expect(orders.size).toBeGreaterThan(20);
    // Kinds are not grouped: an e-mail is sometimes first.
    const firstKinds = new Set(
      Array.from({ length: 50 }, (_, seed) => draw(seed)[0]?.split('-')[1] as ItemKind),
    );
    expect(firstKinds).toEqual(new Set(['Question', 'Email', 'SMS']));
  });

  it('reads the pool’s competencies in the order generation stored them', () => {
    expect(poolCompetencies(pool)).toEqual(COMPETENCIES);
  });
});

describe('optionOrder: options shuffled, ratings following them', () => {
  it('keeps each stored rating with its option', () => {
    const answers = ['Ask the team', 'Ignore it', 'Escalate at once', 'Wait and see'];
    const ratings = [1, 3, 2, 3];
    const order = optionOrder(seededRandom(7), 4);
    const shownAnswers = inShownOrder(answers, order);
    const shownRatings = inShownOrder(ratings, order);
    expect([...order].sort()).toEqual([0, 1, 2, 3]);
    shownAnswers.forEach((answer, position) => {
      expect(shownRatings[position]).toBe(ratings[answers.indexOf(answer)]);
    });
  });

  it('puts the Best option at every position about equally often', () => {
    const atPosition = [0, 0, 0, 0];
    const rng = seededRandom(11);
    for (let n = 0; n < 4_000; n++) {
      const position = optionOrder(rng, 4).indexOf(0);
      atPosition[position] = (atPosition[position] ?? 0) + 1;
    }
    for (const count of atPosition) {
      expect(count / 4_000).toBeGreaterThan(0.22);
      expect(count / 4_000).toBeLessThan(0.28);
    }
  });
});
