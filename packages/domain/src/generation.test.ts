import { describe, expect, it } from 'vitest';
import {
  bankLevelFor,
  EVENT_ID_COMPANY_MAX,
  easyRatio,
  eventIdPart,
  finalFlag,
  journeyPercent,
  LEVELS_CONFIG,
  largestRemainder,
  levelPassingScore,
  levelQuestionNeeds,
  levelTime,
  levelTotals,
  perCompetencyDraw,
  pickMix,
  pipeJoin,
  planLevels,
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
  it('splits whole units by largest remainder, ties to the earlier quota', () => {
    expect(largestRemainder(23, Array(15).fill(1.5))).toEqual([
      ...Array(8).fill(2),
      ...Array(7).fill(1),
    ]);
    expect(largestRemainder(10, [3.3, 3.3, 3.4])).toEqual([3, 3, 4]);
    expect(largestRemainder(4, [2, 2])).toEqual([2, 2]);
  });

  it('makes progress level 1 of an Easy game 23 Easy of 30, not 30 of 30', () => {
    // 2|1|1 over 5 competencies: each draws 2 of each type, 30 in all; 75 % is 22.5, so 23.
    const needs = levelQuestionNeeds({ questions: 2, emails: 1, sms: 1 }, 5, 'Easy');
    expect(needs).toHaveLength(5);
    const flat = needs.flat();
    expect(flat.reduce((n, x) => n + x.easy, 0)).toBe(23);
    expect(flat.reduce((n, x) => n + x.hard, 0)).toBe(7);
    expect(needs[0]).toEqual([
      { type: 'Question', easy: 2, hard: 0 },
      { type: 'Email', easy: 2, hard: 0 },
      { type: 'SMS', easy: 2, hard: 0 },
    ]);
    expect(needs[4]).toEqual([
      { type: 'Question', easy: 1, hard: 1 },
      { type: 'Email', easy: 1, hard: 1 },
      { type: 'SMS', easy: 1, hard: 1 },
    ]);
  });

  it('makes ace level 6 (totals 7|3|3, 4 competencies) exactly 24 Easy of 32', () => {
    const needs = levelQuestionNeeds({ questions: 7, emails: 3, sms: 3 }, 4, 'Easy');
    expect(needs[0]).toEqual([
      { type: 'Question', easy: 3, hard: 1 },
      { type: 'Email', easy: 2, hard: 0 },
      { type: 'SMS', easy: 2, hard: 0 },
    ]);
    expect(needs[3]).toEqual([
      { type: 'Question', easy: 3, hard: 1 },
      { type: 'Email', easy: 1, hard: 1 },
      { type: 'SMS', easy: 1, hard: 1 },
    ]);
    expect(needs.flat().reduce((n, x) => n + x.easy, 0)).toBe(24);
  });

  it('keeps every level of both editions within one question of 75 % (Easy) and 50 % (Hard)', () => {
    for (const [projectType, competencies] of [
      ['progress', 5],
      ['ace', 4],
    ] as const) {
      for (const attempts of LEVELS_CONFIG[projectType]) {
        for (const difficulty of ['Easy', 'Hard'] as const) {
          const flat = levelQuestionNeeds(
            levelTotals(attempts, projectType),
            competencies,
            difficulty,
          ).flat();
          const all = flat.reduce((n, x) => n + x.easy + x.hard, 0);
          const easy = flat.reduce((n, x) => n + x.easy, 0);
          expect(Math.abs(easy - all * easyRatio(difficulty))).toBeLessThanOrEqual(1);
          for (const x of flat) {
            const quota = (x.easy + x.hard) * easyRatio(difficulty);
            expect(Math.abs(x.easy - quota)).toBeLessThan(1);
          }
        }
      }
    }
  });

  it('splits a Hard game 50/50 in each draw', () => {
    expect(levelQuestionNeeds({ questions: 6, emails: 0, sms: 0 }, 2, 'Hard')[1]).toEqual([
      { type: 'Question', easy: 3, hard: 3 },
      { type: 'Email', easy: 0, hard: 0 },
      { type: 'SMS', easy: 0, hard: 0 },
    ]);
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
  const account = (companyKey: string) => ({
    id: '3f2b8c1e-0a4d-4e6f-9b7a-1c2d3e4f5a6b',
    companyKey,
  });

  it('builds the event id from the companyKey and the game name, lower case, no spaces', () => {
    expect(wizardEventId(account('pepsico'), 'Super 5')).toBe('pepsico_super5');
    // 'Acme Corp.' registers as companyKey 'acmecorp_': its '_' is written '.'.
    expect(wizardEventId(account('acmecorp_'), 'Grad Hiring')).toBe('acmecorp._gradhiring');
    expect(wizardEventId(account('acmecorp_'), 'A/b?c#d_e')).toBe('acmecorp._a-2fb-3fc-23d.e');
  });

  it('never gives two companies the same id: _ vs space, & vs nothing, - vs _', () => {
    // 'Acme_Alpha' → key 'acme_alpha'; 'Acme Alpha' → key 'acmealpha'.
    expect(wizardEventId(account('acme_alpha'), 'Quiz')).toBe('acme.alpha_quiz');
    expect(wizardEventId(account('acmealpha'), 'Quiz')).toBe('acmealpha_quiz');
    // 'A&B' → key 'a&b'; 'AB' → key 'ab'.
    expect(wizardEventId(account('a&b'), 'Quiz')).toBe('a-26b_quiz');
    expect(wizardEventId(account('ab'), 'Quiz')).toBe('ab_quiz');
    expect(wizardEventId(account('a-b'), 'Quiz')).toBe('a-2db_quiz');
    expect(wizardEventId(account('a.b'), 'Quiz')).toBe('a-2eb_quiz');
    // A company part can never swallow the separator: the game's '_' is escaped too.
    expect(wizardEventId(account('a'), 'b_c')).not.toBe(wizardEventId(account('a_b'), 'c'));
    expect(wizardEventId(account('a'), 'b_c')).toBe('a_b.c');
    expect(wizardEventId(account('a_b'), 'c')).toBe('a.b_c');
  });

  it('writes any other character as its UTF-8 bytes, so distinct keys stay distinct', () => {
    expect(eventIdPart('café')).toBe('caf-c3-a9');
    expect(eventIdPart('ü')).not.toBe(eventIdPart('u'));
    expect(eventIdPart('😀')).toBe('-f0-9f-98-80');
    expect(eventIdPart('\ud800')).not.toBe(eventIdPart('\udfff'));
    const keys = [
      'a_b',
      'a.b',
      'a-b',
      'a b',
      'ab',
      'a&b',
      'a-26b',
      'a.26b',
      'a_26b',
      '-',
      '_',
      '.',
    ];
    const parts = keys.map(eventIdPart);
    expect(new Set(parts).size).toBe(keys.length);
    for (const part of parts) {
      expect(part).toMatch(/^[a-z0-9.-]*$/);
    }
  });

  it('uses the account id for a company part too long for a link', () => {
    const long = 'x'.repeat(EVENT_ID_COMPANY_MAX + 1);
    expect(wizardEventId(account(long), 'Quiz')).toBe('--3f2b8c1e0a4d4e6f9b7a1c2d3e4f5a6b_quiz');
    expect(wizardEventId(account('x'.repeat(EVENT_ID_COMPANY_MAX)), 'Quiz')).toBe(
      `${'x'.repeat(EVENT_ID_COMPANY_MAX)}_quiz`,
    );
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
