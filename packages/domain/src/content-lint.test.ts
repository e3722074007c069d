import { describe, expect, it } from 'vitest';
import {
  bestPositionChiSquare,
  competencyPatterns,
  type LintItem,
  lintQuestionBank,
  wordOverlap,
} from './content-lint';

const item = (over: Partial<LintItem> = {}): LintItem => ({
  row: 2,
  type: 'Question',
  level: 1,
  difficulty: 'Easy',
  question: 'A customer asks for a refund without a receipt. What do you do first?',
  subject: '',
  answers: [
    'Check the sale in the till records.',
    'Refuse the refund politely.',
    'Give the refund to keep them happy.',
    'Ask your supervisor to take over.',
  ],
  animations: ['happy', 'normal', 'sad', 'angry'],
  ratings: [1, 2, 3, 3],
  rationale: 'The till shows whether the sale happened, so the refund rests on facts.',
  ...over,
});
const rules = (items: LintItem[], shipped = true, competency = 'Integrity') =>
  lintQuestionBank(items, { competency, shipped })
    .filter((f) => f.row !== null)
    .map((f) => f.rule);

describe('the content lint', () => {
  it('passes a well-written item', () => {
    expect(rules([item()])).toEqual([]);
  });

  it('finds a stem that names what it measures, in any form of the word', () => {
    expect(competencyPatterns('Adaptability').some((p) => p.test('Be adaptable.'))).toBe(true);
    expect(competencyPatterns('Innovation').some((p) => p.test('An innovative idea'))).toBe(true);
    expect(competencyPatterns('Customer Focus').some((p) => p.test('customer-focus first'))).toBe(
      true,
    );
    // "customer" alone is a situation's word, not the competency's name.
    expect(competencyPatterns('Customer Focus').some((p) => p.test('A customer calls'))).toBe(
      false,
    );
    expect(
      rules([item({ question: 'L1 Integrity: a peer asks you to cut a corner. What do you do?' })]),
    ).toEqual(['names-competency']);
  });

  it("finds today's template rows: cut options, random ratings, contradicting faces", () => {
    const template = item({
      type: 'Email',
      question: 'L1 Adaptability: a supplier delivers late. What do you do? (#1)',
      answers: ['Talk to them directly and agre', 'Wait and see what happens'],
      animations: [],
      ratings: [1, 3],
      rationale: '',
    });
    expect(rules([template], true, 'Adaptability')).toEqual([
      'names-competency',
      'option-cut',
      'option-not-sentence',
      'too-few-options',
      'no-ok',
      'rationale-missing',
    ]);
    expect(
      rules([item({ ratings: [1, 1, 3, 3], animations: ['happy', 'happy', 'sad', 'normal'] })]),
    ).toEqual(['best-count', 'no-ok', 'animation-mismatch']);
  });

  it('holds customers to what misleads a score only', () => {
    const plain = item({
      answers: ['Check the till', 'Refuse it', 'Give the refund'],
      animations: ['happy', 'sad', 'sad'],
      ratings: [1, 3, 3],
      rationale: '',
    });
    expect(rules([plain], false)).toEqual([]);
    expect(rules([plain], true)).toEqual([
      'option-not-sentence',
      'option-not-sentence',
      'option-not-sentence',
      'no-ok',
      'rationale-missing',
    ]);
  });

  it('finds repeated and near-repeated situations within a kind', () => {
    const a = item({ row: 2, question: 'A new till system goes live on Monday. What do you do?' });
    const b = item({ row: 3, question: 'A new till system goes live on Monday! What do you do?' });
    const c = item({
      row: 4,
      question: 'The new till system goes live next Monday. What do you do now?',
    });
    const d = item({ row: 5, question: 'A supplier sends the wrong parts twice. What do you do?' });
    expect(wordOverlap(new Set(['a', 'b']), new Set(['a', 'c']))).toBeCloseTo(1 / 3);
    const found = lintQuestionBank([a, b, c, d], { competency: 'Integrity', shipped: true });
    expect(found.filter((f) => f.rule === 'duplicate-stem').map((f) => f.row)).toEqual([3, 4]);
  });

  it('flags exactly the rows the pairwise definition flags (the index only skips pairs)', () => {
    // A small vocabulary makes many repeats and near repeats among 400 random stems.
    const vocabulary = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed;
    };
    const items = Array.from({ length: 400 }, (_, i) =>
      item({
        row: i + 2,
        question: Array.from({ length: 3 + (next() % 4) }, () => vocabulary[next() % 8]).join(' '),
      }),
    );
    const words = items.map((q) => new Set(q.question.split(' ')));
    const expected = items
      .filter((_, i) =>
        words.slice(0, i).some((earlier) => {
          const a = words[i] ?? new Set<string>();
          const overlap = wordOverlap(a, earlier);
          return overlap === 1 || (overlap >= 0.7 && Math.min(a.size, earlier.size) >= 4);
        }),
      )
      .map((q) => q.row);
    const found = lintQuestionBank(items, { competency: 'Integrity', shipped: false })
      .filter((f) => f.rule === 'duplicate-stem')
      .map((f) => f.row);
    expect(expected.length).toBeGreaterThan(100);
    expect(found).toEqual(expected);
  });

  it('wants every level, kind and difficulty filled (3 items a cell when shipped)', () => {
    const found = lintQuestionBank([item()], { competency: 'Integrity', shipped: false });
    const cells = found.filter((f) => f.rule === 'cell-short');
    expect(cells).toHaveLength(41);
    expect(cells[0]?.message).toBe('Level 1 has 0 Hard Question items (at least 1)');
  });

  it('judges the Best position by χ² (worked example in the function)', () => {
    expect(bestPositionChiSquare([0, 1, 2, 3], 4)).toBeNull();
    const even = Array.from({ length: 40 }, (_, i) => i % 4);
    expect(bestPositionChiSquare(even, 4)).toBe(0);
    const skewed = [
      ...Array(25).fill(0),
      ...Array(5).fill(1),
      ...Array(5).fill(2),
      ...Array(5).fill(3),
    ];
    expect(bestPositionChiSquare(skewed, 4)).toBe(30);
    const bank = skewed.map((p, i) =>
      item({
        row: i + 2,
        question: `Situation number ${'x'.repeat(i + 1)} happens today.`,
        ratings: [0, 1, 2, 3].map((k) => (k === p ? 1 : k === (p + 1) % 4 ? 2 : 3)),
        animations: [0, 1, 2, 3].map((k) =>
          k === p ? 'happy' : k === (p + 1) % 4 ? 'normal' : 'sad',
        ),
      }),
    );
    const found = lintQuestionBank(bank, { competency: 'Integrity', shipped: true });
    expect(found.filter((f) => f.rule === 'best-position').map((f) => f.message)).toEqual([
      'The Best answers of 4-answer items sit unevenly by position (25 / 5 / 5 / 5)',
    ]);
  });

  it('finds Hard items that are only longer', () => {
    const easy = [1, 2, 3].map((n) => item({ row: n, question: `Short case ${'ab'.repeat(n)}.` }));
    const hard = [4, 5, 6].map((n) =>
      item({
        row: n,
        difficulty: 'Hard',
        question: `${'A much longer case told at length '.repeat(2)}${'cd'.repeat(n)}.`,
      }),
    );
    const found = lintQuestionBank([...easy, ...hard], { competency: 'Integrity', shipped: false });
    expect(found.filter((f) => f.rule === 'hard-longer')).toHaveLength(1);
  });
});
