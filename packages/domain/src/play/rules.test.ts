import { describe, expect, it } from 'vitest';
import type { Attempts } from '../generation';
import {
  answeredByKind,
  answerPoints,
  answerValue,
  competencyPercentage,
  countsOver,
  currentLevelNumber,
  type LevelOutcome,
  type LevelRunFacts,
  levelKindOf,
  levelOpen,
  levelPassed,
  minimumAttempts,
  miniScreenSlice,
  participantScores,
  passCheck,
  pastAnswerGrace,
  percentageOf,
  SCORE_MAXIMA,
} from './rules';

describe('answerPoints: what one answer earns', () => {
  it('gives a best answer (1) the whole value, an ok one (2) a quarter, a wrong one (3) nothing', () => {
    expect(answerPoints(500, 1)).toBe(500);
    expect(answerPoints(500, 2)).toBe(125);
    expect(answerPoints(500, 3)).toBe(0);
  });

  it('rounds a quarter down: 333 / 4 = 83.25 → 83', () => {
    expect(answerPoints(333, 2)).toBe(83);
    expect(answerPoints(333, 1)).toBe(333);
  });

  it('never takes points away: a negative reward earns 0 whatever the rating', () => {
    expect(answerPoints(-200, 1)).toBe(0);
    expect(answerPoints(-200, 2)).toBe(0);
    expect(answerPoints(-200, 3)).toBe(0);
  });
});

describe('answerValue: a Best answer is the passing score’s share per minimum attempt', () => {
  const progress = { passingScore: 400, minAttempts: { questions: 2, emails: 1, sms: 1 } };
  it('gives a progress level 2|1|1 passing at 400 100 points a Best answer', () => {
    expect(answerValue(progress, 500, 500)).toBe(100);
  });

  it('weighs an item by its reward against its type’s Question Reward setting', () => {
    const ace = { passingScore: 1_000, minAttempts: { questions: 2, emails: 1, sms: 1 } };
    expect(answerValue(ace, 500, 500)).toBe(250);
    expect(answerValue(ace, 1_000, 500)).toBe(500);
    expect(answerValue(ace, 250, 500)).toBe(125);
  });

  it('makes the minimum attempts all Best reach the passing score exactly', () => {
    const best = answerValue(progress, 500, 500);
    expect(
      levelPassed({
        points: 4 * best,
        passingScore: 400,
        answered: progress.minAttempts,
        minAttempts: progress.minAttempts,
      }),
    ).toBe(true);
    // One Ok among them is not enough: 3 × 100 + 25 = 325.
    expect(
      levelPassed({
        points: 3 * best + answerPoints(best, 2),
        passingScore: 400,
        answered: progress.minAttempts,
        minAttempts: progress.minAttempts,
      }),
    ).toBe(false);
  });

  it('scores a level whose passing score is 0 at the fallback rate', () => {
    expect(answerValue({ ...progress, passingScore: 0 }, 500, 500)).toBe(100);
  });
});

describe('passCheck: why a level was passed or not', () => {
  const minAttempts: Attempts = { questions: 2, emails: 1, sms: 1 };
  it('names the unmet minimum when the points were enough', () => {
    const check = passCheck({
      points: 1_000,
      passingScore: 400,
      answered: { questions: 4, emails: 0, sms: 1 },
      minAttempts,
    });
    expect(check.passed).toBe(false);
    expect(check.pointsShort).toBe(0);
    expect(check.kinds).toEqual([
      { kind: 'questions', answered: 4, minimum: 2, met: true },
      { kind: 'emails', answered: 0, minimum: 1, met: false },
      { kind: 'sms', answered: 1, minimum: 1, met: true },
    ]);
  });

  it('says how many points were missing, and lists only kinds the level asks', () => {
    const check = passCheck({
      points: 300,
      passingScore: 500,
      answered: { questions: 5, emails: 0, sms: 0 },
      minAttempts: { questions: 5, emails: 0, sms: 0 },
    });
    expect(check).toMatchObject({ passed: false, pointsShort: 200 });
    expect(check.kinds.map((k) => k.kind)).toEqual(['questions']);
  });
});

describe('levelKindOf: how a stored level is played', () => {
  it("plays a numbered Level (tab '3') as numeric questions", () => {
    expect(levelKindOf('Level', '3')).toBe('numeric');
  });

  it("plays a Game tab named 'Mini n' as a mini level", () => {
    expect(levelKindOf('Game', 'Mini 2')).toBe('mini');
  });

  it("plays the ace edition's Cognitive and Aptitude games by their type", () => {
    expect(levelKindOf('Cognitive', 'Memory Match')).toBe('cognitive');
    expect(levelKindOf('Aptitude', 'Number Series')).toBe('aptitude');
  });

  it('lets the type win over the tab name: a Cognitive game called Mini 1 is still cognitive', () => {
    expect(levelKindOf('Cognitive', 'Mini 1')).toBe('cognitive');
  });
});

describe('miniScreenSlice: the five screens of mini level L=n', () => {
  // A mini game with 12 screens, numbered 1..12 in question-number order.
  const screens = Array.from({ length: 12 }, (_, i) => i + 1);

  it('gives L=1 screens 1–5 and L=2 screens 6–10', () => {
    expect(miniScreenSlice(screens, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(miniScreenSlice(screens, 2)).toEqual([6, 7, 8, 9, 10]);
  });

  it('falls back to the first five when L=3 would leave only screens 11 and 12', () => {
    expect(miniScreenSlice(screens, 3)).toEqual([1, 2, 3, 4, 5]);
  });

  it('treats L=0 (or less) as L=1', () => {
    expect(miniScreenSlice(screens, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(miniScreenSlice(screens, -4)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives what there is when the catalog has fewer than five screens', () => {
    expect(miniScreenSlice([1, 2, 3], 1)).toEqual([1, 2, 3]);
    expect(miniScreenSlice([], 1)).toEqual([]);
  });
});

describe('levelPassed: points reach the passing score and every minimum is met', () => {
  // Progress level 1: at least 2 questions, 1 e-mail and 1 SMS; passing score 100 × 4 = 400.
  const minAttempts: Attempts = { questions: 2, emails: 1, sms: 1 };
  const run = (points: number, answered: Attempts): LevelRunFacts => ({
    points,
    passingScore: 400,
    answered,
    minAttempts,
  });
  const allAnswered: Attempts = { questions: 2, emails: 1, sms: 1 };

  it('passes exactly at the passing score (400 of 400) with every minimum met', () => {
    expect(levelPassed(run(400, allAnswered))).toBe(true);
  });

  it('fails one point short (399 of 400)', () => {
    expect(levelPassed(run(399, allAnswered))).toBe(false);
  });

  it('fails on any minimum missed, however many points', () => {
    expect(levelPassed(run(900, { questions: 1, emails: 1, sms: 1 }))).toBe(false);
    expect(levelPassed(run(900, { questions: 2, emails: 0, sms: 1 }))).toBe(false);
    // One SMS short.
    expect(levelPassed(run(900, { questions: 2, emails: 1, sms: 0 }))).toBe(false);
  });

  it('lets more answers than the minimum pass', () => {
    expect(levelPassed(run(700, { questions: 4, emails: 2, sms: 1 }))).toBe(true);
  });

  it('counts a mini level by its screens under questions (min attempt 5, nothing else asked)', () => {
    const mini = (screensAnswered: number, points: number): LevelRunFacts => ({
      points,
      passingScore: 300,
      answered: { questions: screensAnswered, emails: 0, sms: 0 },
      minAttempts: { questions: 5, emails: 0, sms: 0 },
    });
    expect(levelPassed(mini(5, 300))).toBe(true);
    expect(levelPassed(mini(4, 400))).toBe(false);
  });
});

describe('countsOver: which ended attempt of a level counts', () => {
  it('counts the first attempt whatever it scored (nothing counted yet)', () => {
    expect(countsOver({ points: 0, passed: false }, null)).toBe(true);
  });

  it('prefers a passing attempt to a failing one with more points', () => {
    expect(countsOver({ points: 400, passed: true }, { points: 600, passed: false })).toBe(true);
    expect(countsOver({ points: 600, passed: false }, { points: 400, passed: true })).toBe(false);
  });

  it('among two passes (or two fails) keeps the one with more points', () => {
    expect(countsOver({ points: 700, passed: true }, { points: 500, passed: true })).toBe(true);
    expect(countsOver({ points: 300, passed: false }, { points: 200, passed: false })).toBe(true);
    expect(countsOver({ points: 500, passed: true }, { points: 700, passed: true })).toBe(false);
  });

  it('keeps the earlier attempt on a tie', () => {
    expect(countsOver({ points: 500, passed: true }, { points: 500, passed: true })).toBe(false);
    expect(countsOver({ points: 0, passed: false }, { points: 0, passed: false })).toBe(false);
  });
});

describe('percentageOf: a score as a percentage, rounded up', () => {
  it('rounds up: 1 of 3 is 33.3… → 34, 2 of 3 is 66.6… → 67', () => {
    expect(percentageOf(1, 3)).toBe(34);
    expect(percentageOf(2, 3)).toBe(67);
  });

  it('leaves a whole percentage as it is: 200 of 400 → 50', () => {
    expect(percentageOf(200, 400)).toBe(50);
  });

  it('is 0 when nothing could be scored', () => {
    expect(percentageOf(0, 0)).toBe(0);
    expect(percentageOf(50, 0)).toBe(0);
  });

  it('stays within 0..100', () => {
    expect(percentageOf(450, 400)).toBe(100);
    expect(percentageOf(-50, 400)).toBe(0);
  });
});

describe('competencyPercentage: the mean of its level percentages, rounded up', () => {
  it('gives [50, 75] → 125 / 2 = 62.5 → 63', () => {
    expect(competencyPercentage([50, 75])).toBe(63);
  });

  it('gives a single level its own percentage', () => {
    expect(competencyPercentage([34])).toBe(34);
  });

  it('gives no levels 0', () => {
    expect(competencyPercentage([])).toBe(0);
  });
});

describe('participantScores: the aggregates from each level’s counted attempt', () => {
  it('scales a progress game’s behaviour to 30,000 and adds its mini points', () => {
    // Level 1 passed with 400 of 400, level 2 failed with 150 of 400, Mini 1 passed with 500.
    const levels: LevelOutcome[] = [
      { kind: 'numeric', points: 400, allAttempts: { points: 400, maxPoints: 400 }, passed: true },
      { kind: 'numeric', points: 150, allAttempts: { points: 150, maxPoints: 400 }, passed: false },
      { kind: 'mini', points: 500, allAttempts: { points: 500, maxPoints: 500 }, passed: true },
    ];
    expect(participantScores(levels)).toEqual({
      behaviourScore: 20_625, // 30,000 × (1 + 0.375) / 2: a failed level's best attempt counts
      miniGameScore: 500,
      cognitiveScore: 0,
      aptitudeScore: 0,
      currentScore: 21_125, // behaviour + mini
      currentLevel: 2, // the first level not passed, counted from 1
      completed: false,
    });
  });

  it('completes when every level is passed, and then stays on the last level', () => {
    const levels: LevelOutcome[] = [
      { kind: 'numeric', points: 400, allAttempts: { points: 400, maxPoints: 400 }, passed: true },
      { kind: 'numeric', points: 450, allAttempts: { points: 450, maxPoints: 500 }, passed: true },
      { kind: 'mini', points: 500, allAttempts: { points: 500, maxPoints: 500 }, passed: true },
    ];
    const scores = participantScores(levels);
    expect(scores.behaviourScore).toBe(28_500); // 30,000 × (1 + 0.9) / 2
    expect(scores.currentLevel).toBe(3);
    expect(scores.completed).toBe(true);
  });

  it('counts a level never ended (points null) as nothing earned and not passed', () => {
    const levels: LevelOutcome[] = [
      { kind: 'numeric', points: 400, allAttempts: { points: 400, maxPoints: 400 }, passed: true },
      { kind: 'numeric', points: null, allAttempts: null, passed: false },
    ];
    const scores = participantScores(levels);
    expect(scores.behaviourScore).toBe(15_000);
    expect(scores.currentLevel).toBe(2);
  });

  it('reaches the spec’s maxima only with a perfect game; half Best is about half', () => {
    const perfect: LevelOutcome[] = [
      ...Array.from({ length: 6 }, () => ({
        kind: 'numeric' as const,
        points: 1_500,
        allAttempts: { points: 1_500, maxPoints: 1_500 },
        passed: true,
      })),
      {
        kind: 'cognitive',
        points: 2_500,
        allAttempts: { points: 2_500, maxPoints: 2_500 },
        passed: true,
      },
      {
        kind: 'cognitive',
        points: 2_500,
        allAttempts: { points: 2_500, maxPoints: 2_500 },
        passed: true,
      },
      {
        kind: 'aptitude',
        points: 2_500,
        allAttempts: { points: 2_500, maxPoints: 2_500 },
        passed: true,
      },
      {
        kind: 'aptitude',
        points: 2_500,
        allAttempts: { points: 2_500, maxPoints: 2_500 },
        passed: true,
      },
    ];
    expect(participantScores(perfect)).toMatchObject({
      behaviourScore: SCORE_MAXIMA.behaviour,
      cognitiveScore: SCORE_MAXIMA.cognitive,
      aptitudeScore: SCORE_MAXIMA.aptitude,
      currentScore: SCORE_MAXIMA.total,
      completed: true,
    });
    const half = perfect.map((l) => ({
      ...l,
      allAttempts: {
        points: (l.allAttempts?.maxPoints ?? 0) / 2,
        maxPoints: l.allAttempts?.maxPoints ?? 0,
      },
    }));
    expect(participantScores(half)).toMatchObject({
      behaviourScore: 15_000,
      cognitiveScore: 2_500,
      aptitudeScore: 2_500,
      currentScore: 20_000,
    });
  });

  it('counts every attempt: a pass after a failed try does not wipe the try out', () => {
    // Level 1 failed at 100 of 400, replayed and passed at 400 of 400; level 2 not played.
    const levels: LevelOutcome[] = [
      { kind: 'numeric', points: 400, allAttempts: { points: 500, maxPoints: 800 }, passed: true },
      { kind: 'numeric', points: null, allAttempts: null, passed: false },
    ];
    expect(participantScores(levels).behaviourScore).toBe(9_375); // 30,000 × (500 / 800) / 2
  });

  it('never lets points above a level’s most push a score past its maximum', () => {
    const levels: LevelOutcome[] = [
      { kind: 'numeric', points: 900, allAttempts: { points: 900, maxPoints: 400 }, passed: true },
      { kind: 'numeric', points: 400, allAttempts: { points: 400, maxPoints: 400 }, passed: true },
    ];
    expect(participantScores(levels).behaviourScore).toBe(SCORE_MAXIMA.behaviour);
  });

  it('starts a game with no levels at level 1, not completed', () => {
    expect(participantScores([])).toEqual({
      behaviourScore: 0,
      miniGameScore: 0,
      cognitiveScore: 0,
      aptitudeScore: 0,
      currentScore: 0,
      currentLevel: 1,
      completed: false,
    });
  });
});

describe('currentLevelNumber: one level number for header, map and reports', () => {
  it('counts numbered and mini levels in map order', () => {
    // Map 1 2 Mini 1 3: levels 1 and 2 passed, Mini 1 is next → 3, not "Level 3"'s name.
    const map = [{ passed: true }, { passed: true }, { passed: false }, { passed: false }];
    expect(currentLevelNumber(map)).toBe(3);
  });

  it('stays on the last level once all are passed, and starts at 1', () => {
    expect(currentLevelNumber([{ passed: true }, { passed: true }])).toBe(2);
    expect(currentLevelNumber([])).toBe(1);
    expect(currentLevelNumber([{ passed: false }])).toBe(1);
  });
});

describe('levelOpen: levels open in map order', () => {
  const levels = [{ passed: true }, { passed: false }, { passed: false }];

  it('always opens the first level', () => {
    expect(levelOpen(levels, 0)).toBe(true);
    expect(levelOpen([{ passed: false }], 0)).toBe(true);
  });

  it('opens a level once every level before it is passed', () => {
    expect(levelOpen(levels, 1)).toBe(true);
  });

  it('locks a level after a failed (or unplayed) one', () => {
    expect(levelOpen(levels, 2)).toBe(false);
  });

  it('is false for a position outside the map', () => {
    expect(levelOpen(levels, -1)).toBe(false);
    expect(levelOpen(levels, 3)).toBe(false);
    expect(levelOpen([], 0)).toBe(false);
  });
});

describe('minimumAttempts and answeredByKind: what a level asks and what was given', () => {
  it("reads a numbered level's questions|emails|sms, a mini level's screens, no game minimum", () => {
    expect(minimumAttempts('numeric', '2|1|1', 30)).toEqual({ questions: 2, emails: 1, sms: 1 });
    // Mini levels store '5'; a mini game with only 3 screens asks those 3.
    expect(minimumAttempts('mini', '5', 5)).toEqual({ questions: 5, emails: 0, sms: 0 });
    expect(minimumAttempts('mini', '5', 3)).toEqual({ questions: 3, emails: 0, sms: 0 });
    expect(minimumAttempts('cognitive', '5', 10)).toEqual({ questions: 0, emails: 0, sms: 0 });
    expect(minimumAttempts('numeric', 'L=1', 4)).toEqual({ questions: 0, emails: 0, sms: 0 });
  });

  it('counts Email and SMS apart and everything else as questions', () => {
    expect(answeredByKind(['Question', 'Email', 'SMS', 'SMS', 'mini', 'engine'])).toEqual({
      questions: 3,
      emails: 1,
      sms: 2,
    });
  });
});

describe('pastAnswerGrace', () => {
  it('takes answers up to five seconds after the deadline, not one millisecond more', () => {
    const due = new Date('2026-11-27T10:00:00.000Z');
    expect(pastAnswerGrace(due, new Date('2026-11-27T10:00:05.000Z'))).toBe(false);
    expect(pastAnswerGrace(due, new Date('2026-11-27T10:00:05.001Z'))).toBe(true);
  });
});
