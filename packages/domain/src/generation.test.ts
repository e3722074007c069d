import { describe, expect, it } from 'vitest';
import {
  bankLevelFor,
  easyShare,
  finalFlag,
  journeyPercent,
  levelPassingScore,
  levelTime,
  levelTotals,
  perCompetencyDraw,
  pickMix,
  pipeJoin,
  planLevels,
  questionNeeds,
  wizardEventId,
} from './generation';

const a = { questions: 3, emails: 2, sms: 1 };

describe('level formulas (part B §9)', () => {
  it('time is 15 × the sum of minimum attempts: 15 × 6 = 90 s', () => {
    expect(levelTime(a)).toBe(90);
  });
  it('passing score is 100 × sum in progress, sum × difficulty points otherwise', () => {
    expect(levelPassingScore(a, 'progress', 250)).toBe(600);
    expect(levelPassingScore(a, 'ace', 250)).toBe(1500);
    expect(levelPassingScore(a, 'ace', 500)).toBe(3000);
  });
  it('totals are 1.5 × each number rounded down outside progress', () => {
    expect(levelTotals(a, 'ace')).toEqual({ questions: 4, emails: 3, sms: 1 });
    expect(levelTotals(a, 'progress')).toEqual(a);
    expect(pipeJoin(levelTotals(a, 'ace'))).toBe('4|3|1');
  });
});

describe('planLevels', () => {
  const minis = ['Quick Decision', 'Picture Match', 'Word Hunt'].map((name) => ({
    name,
    kind: 'Game' as const,
  }));
  it('puts the 3 mini games after every second of 8 levels in progress', () => {
    expect(planLevels('progress', minis).map((l) => l.tabName)).toEqual([
      '1',
      '2',
      'Quick Decision',
      '3',
      '4',
      'Picture Match',
      '5',
      '6',
      'Word Hunt',
      '7',
      '8',
    ]);
  });
  it('puts the 4 ace items after each of the first levels of 6', () => {
    const items = [
      { name: 'C1', kind: 'Cognitive' as const },
      { name: 'C2', kind: 'Cognitive' as const },
      { name: 'A1', kind: 'Aptitude' as const },
      { name: 'A2', kind: 'Aptitude' as const },
    ];
    expect(planLevels('ace', items).map((l) => l.tabName)).toEqual([
      '1',
      'C1',
      '2',
      'C2',
      '3',
      'A1',
      '4',
      'A2',
      '5',
      '6',
    ]);
  });
  it('flags the second to last y and the last d', () => {
    expect([0, 1, 2, 3].map((i) => finalFlag(i, 4))).toEqual(['n', 'n', 'y', 'd']);
  });
});

describe('question mix', () => {
  it('draws 2 × ceil(count / competencies) per competency', () => {
    expect(perCompetencyDraw(4, 5)).toBe(2);
    expect(perCompetencyDraw(6, 4)).toBe(4);
    expect(perCompetencyDraw(0, 4)).toBe(0);
  });
  it('takes 75 % easy for an Easy game and 50 % for a Hard one', () => {
    expect(easyShare(4, 'Easy')).toBe(3);
    expect(easyShare(4, 'Hard')).toBe(2);
    expect(questionNeeds({ questions: 4, emails: 3, sms: 1 }, 4, 'Easy')).toEqual([
      { type: 'Question', easy: 2, hard: 0 },
      { type: 'Email', easy: 2, hard: 0 },
      { type: 'SMS', easy: 2, hard: 0 },
    ]);
    expect(questionNeeds({ questions: 6, emails: 0, sms: 0 }, 2, 'Hard')[0]).toEqual({
      type: 'Question',
      easy: 3,
      hard: 3,
    });
  });
  it('fills a short difficulty from the other, and refuses only when the level is short', () => {
    expect(
      pickMix({ easy: ['e1', 'e2', 'e3', 'e4'], hard: ['h1', 'h2'] }, { easy: 3, hard: 1 }),
    ).toEqual(['e1', 'e2', 'e3', 'h1']);
    expect(pickMix({ easy: ['e1'], hard: ['h1', 'h2', 'h3'] }, { easy: 3, hard: 1 })).toEqual([
      'e1',
      'h1',
      'h2',
      'h3',
    ]);
    expect(pickMix({ easy: ['e1', 'e2', 'e3', 'e4'], hard: [] }, { easy: 2, hard: 2 })).toEqual([
      'e1',
      'e2',
      'e3',
      'e4',
    ]);
    expect(pickMix({ easy: ['e1'], hard: ['h1'] }, { easy: 2, hard: 1 })).toBeNull();
  });
  it('draws game levels above 7 from bank level 7', () => {
    expect([1, 7, 8].map(bankLevelFor)).toEqual([1, 7, 7]);
  });
});

describe('wizard', () => {
  it('builds the event id from company and game name', () => {
    expect(wizardEventId('Pepsi Co', 'Super 5')).toBe('pepsico_super5');
    expect(wizardEventId('Acme Corp.', 'A/b?c#d_e')).toBe('acmecorp._abcde');
  });
  it('computes % to complete: base 4, +12 a step, +24 for progress games, capped at 100', () => {
    const steps = [
      'info',
      'behavioral',
      'games',
      'registrationFields',
      'loginMethod',
      'artWork',
      'launch',
    ];
    expect(journeyPercent([], 'progress')).toBe(4);
    expect(journeyPercent([{ key: 'info', done: true }], 'ace')).toBe(16);
    expect(journeyPercent([{ key: 'games', done: true }], 'progress')).toBe(28);
    expect(
      journeyPercent(
        steps.map((key) => ({ key, done: true })),
        'progress',
      ),
    ).toBe(100);
    expect(
      journeyPercent(
        [...steps, 'cognitive', 'aptitude'].map((key) => ({ key, done: true })),
        'ace',
      ),
    ).toBe(100);
  });
});
