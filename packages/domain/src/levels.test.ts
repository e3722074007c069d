import { describe, expect, it } from 'vitest';
import {
  autoPassingScore,
  availableLevelNames,
  difficultyPoints,
  isMiniLevel,
  isNumberedLevel,
  levelCreateSchema,
  levelMessages,
  levelShapeProblems,
  levelTimeProblem,
  levelType,
  nextFinalFlag,
  parseAttempts,
  parseMiniLevelNumber,
  storedLevelCounts,
} from './levels';

const catalog = [
  { difficulty: 'Easy', passingScore: 300 },
  { difficulty: 'Hard', passingScore: 600 },
];

describe('level names (part B §2, §9)', () => {
  it('offers 1–10 and Mini 1–4 not yet used, in that order', () => {
    expect(availableLevelNames(['1', '2', 'Mini 1', 'Cognitive Quiz'])).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      'Mini 2',
      'Mini 3',
      'Mini 4',
    ]);
    const all = availableLevelNames([]);
    expect(availableLevelNames(all)).toEqual([]);
  });

  it('tells numbered levels from Mini levels', () => {
    expect([isNumberedLevel('10'), isNumberedLevel('Mini 1'), isMiniLevel('Mini 7')]).toEqual([
      true,
      false,
      true,
    ]);
    expect(isMiniLevel('Memory Match')).toBe(false);
  });
});

describe('passing score (part B §4)', () => {
  it("is the minimum attempts' sum times the catalog's points for the difficulty", () => {
    // 2 questions + 1 e-mail + 1 SMS at Hard (600 in this catalog) = 2,400.
    const points = difficultyPoints('hard', catalog);
    expect(points).toBe(600);
    expect(autoPassingScore({ questions: 2, emails: 1, sms: 1 }, points)).toBe(2400);
  });

  it('falls back to easy 250, medium 375, hard 500 when the catalog lacks the difficulty', () => {
    expect(difficultyPoints('Medium', catalog)).toBe(375);
    expect(difficultyPoints('Hard', [])).toBe(500);
    expect(difficultyPoints('Impossible', [])).toBe(0);
    expect(autoPassingScore({ questions: 3, emails: 2, sms: 1 }, 375)).toBe(2250);
  });
});

describe('times and the Final flag (part B §4, §9)', () => {
  it('offers 60, 90, 120 and 180 s, and lets a level keep its own generated time', () => {
    expect(levelTimeProblem(90, null)).toBeNull();
    expect(levelTimeProblem(75, null)).toBe(levelMessages.timeOption);
    expect(levelTimeProblem(75, 75)).toBeNull();
  });

  it("marks 'y', unmarks to 'n', and keeps the generated last level's 'd'", () => {
    expect(nextFinalFlag('n', true)).toBe('y');
    expect(nextFinalFlag('d', true)).toBe('y');
    expect(nextFinalFlag('y', false)).toBe('n');
    expect(nextFinalFlag('d', false)).toBe('d');
    expect(nextFinalFlag(null, false)).toBe('n');
  });
});

describe('stored counts', () => {
  it("reads 'q|e|s' and 'L=n', and nothing else", () => {
    expect(parseAttempts('3|2|1')).toEqual({ questions: 3, emails: 2, sms: 1 });
    expect(parseAttempts('L=1')).toBeNull();
    expect(parseMiniLevelNumber('L=12')).toBe(12);
    expect(parseMiniLevelNumber('5')).toBeNull();
  });

  it('writes numbered levels pipe-joined and the others as L=n with 5 attempts', () => {
    const counts = {
      time: 60,
      difficulty: 'Easy',
      goalText: '',
      final: false,
      totalQuestions: { questions: 3, emails: 2, sms: 1 },
      minAttempts: { questions: 2, emails: 1, sms: 1 },
      miniLevel: 4,
    };
    expect(storedLevelCounts('3', counts)).toEqual({ totalQuestion: '3|2|1', minAttempt: '2|1|1' });
    expect(storedLevelCounts('Mini 2', counts)).toEqual({ totalQuestion: 'L=4', minAttempt: '5' });
  });
});

describe('level form rules (part B §5)', () => {
  const base = { time: 60, difficulty: 'Easy', goalText: '', final: false };

  it('asks numbered levels for both attempt groups, with minimum ≤ total', () => {
    expect(levelShapeProblems('3', base)).toEqual({
      totalQuestions: 'This field is required',
      minAttempts: 'This field is required',
    });
    expect(
      levelShapeProblems('3', {
        ...base,
        totalQuestions: { questions: 3, emails: 1, sms: 1 },
        minAttempts: { questions: 3, emails: 2, sms: 0 },
      }),
    ).toEqual({ 'minAttempts.emails': levelMessages.attemptsOverTotal });
  });

  it('asks other levels for their Level number only', () => {
    expect(levelShapeProblems('Mini 1', base)).toEqual({ miniLevel: 'This field is required' });
    expect(levelShapeProblems('Mini 1', { ...base, miniLevel: 2 })).toEqual({});
  });

  it('holds the add form to 4 digits of passing score (its own auto-fill reaches 1,000) and the spec times', () => {
    const add = (change: object) =>
      levelCreateSchema.safeParse({ tabName: '3', passingScore: 1000, ...base, ...change });
    expect(add({}).success).toBe(true);
    expect(add({ passingScore: 10_000 }).error?.issues[0]?.message).toBe(levelMessages.digits(4));
    expect(add({ time: 45 }).error?.issues[0]?.message).toBe(levelMessages.timeOption);
  });
});

describe('level types', () => {
  it("stores numbered levels as 'Level' and the others as 'Game'", () => {
    expect([levelType('3'), levelType('Mini 2'), levelType('Memory Match')]).toEqual([
      'Level',
      'Game',
      'Game',
    ]);
  });
});
