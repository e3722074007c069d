import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatThousands, roundPercentage } from './format';
import { DEFAULT_GRADES, gradeMessages, gradeOf, gradeProblems, normaliseGrades } from './grades';
import {
  competencyCell,
  leaderboardColumns,
  parseMinimums,
  passRate,
  type RankedRow,
  strengthColumns,
} from './rules';

describe('grades', () => {
  it('the default grades cover 0 to 100 once each', () => {
    expect(gradeProblems(DEFAULT_GRADES)).toEqual({});
    for (let p = 0; p <= 100; p++) {
      expect(gradeOf(p, DEFAULT_GRADES)).not.toBeNull();
    }
    expect(gradeOf(39, DEFAULT_GRADES)?.name).toBe('Needs Development');
    expect(gradeOf(40, DEFAULT_GRADES)?.name).toBe('Developing');
    expect(gradeOf(100, DEFAULT_GRADES)?.name).toBe('Advanced');
  });

  it('bounds are inclusive: 0–50 and 50–100 overlap at 50, said on the later grade', () => {
    const problems = gradeProblems([
      { name: 'Low', start: 0, end: 50, order: 1 },
      { name: 'High', start: 50, end: 100, order: 2 },
    ]);
    expect(problems).toEqual({ 'items.1.start': gradeMessages.overlap('High', 'Low') });
  });

  it('a gap is allowed (those percentages fall in no grade)', () => {
    const grades = [
      { name: 'Low', start: 0, end: 40, order: 1 },
      { name: 'High', start: 60, end: 100, order: 2 },
    ];
    expect(gradeProblems(grades)).toEqual({});
    expect(gradeOf(50, grades)).toBeNull();
  });

  it('names are required and distinct; bounds whole numbers 0–100, start not above end', () => {
    expect(
      gradeProblems([
        { name: ' ', start: 0, end: 10, order: 1 },
        { name: 'A', start: 20, end: 101, order: 2 },
        { name: 'a', start: 40.5, end: 50, order: 3 },
        { name: 'B', start: 90, end: 80, order: 4 },
      ]),
    ).toEqual({
      'items.0.name': gradeMessages.nameRequired,
      'items.1.end': gradeMessages.bounds,
      'items.2.name': gradeMessages.nameRepeated,
      'items.2.start': gradeMessages.bounds,
      'items.3.end': gradeMessages.startAboveEnd,
    });
    expect(gradeProblems([])).toEqual({ items: gradeMessages.none });
  });

  it('normalising orders by order, then start, renumbers 1…n and trims names', () => {
    expect(
      normaliseGrades([
        { name: ' B ', start: 50, end: 100, order: 7 },
        { name: 'A', start: 0, end: 49, order: 3 },
      ]),
    ).toEqual([
      { name: 'A', start: 0, end: 49, order: 1 },
      { name: 'B', start: 50, end: 100, order: 2 },
    ]);
  });
});

describe('formats', () => {
  it('thousands separators on whole numbers', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(999.5)).toBe('1,000');
    expect(formatThousands(0)).toBe('0');
  });

  it('percentages round up and stay within 0–100', () => {
    expect(roundPercentage(66.1)).toBe(67);
    expect(roundPercentage(66)).toBe(66);
    expect(roundPercentage(100.4)).toBe(100);
  });

  it('dates as DD/MMM/YY, HH:mm in the given time zone', () => {
    expect(formatDisplayDate('2026-03-05T17:04:00Z', 'UTC')).toBe('05/Mar/26, 17:04');
    expect(formatDisplayDate('2026-03-05T20:04:00Z', 'Asia/Karachi')).toBe('06/Mar/26, 01:04');
    expect(formatDisplayDate('not a date', 'UTC')).toBe('not a date');
    // London moves to summer time at 01:00 UTC on 29 March 2026.
    expect(formatDisplayDate('2026-03-29T00:30:00Z', 'Europe/London')).toBe('29/Mar/26, 00:30');
    expect(formatDisplayDate('2026-03-29T01:30:00Z', 'Europe/London')).toBe('29/Mar/26, 02:30');
    // Half-hour zones and dates before 1970 too.
    expect(formatDisplayDate('2026-01-01T00:00:00Z', 'Asia/Kolkata')).toBe('01/Jan/26, 05:30');
    expect(formatDisplayDate('1969-12-31T23:59:00Z', 'UTC')).toBe('31/Dec/69, 23:59');
  });
});

describe('report rules', () => {
  const row: RankedRow = {
    rank: 3,
    name: 'Ayesha',
    email: 'a@x.test',
    department: 'MU-1',
    region: 'Lahore',
    userInfo: { GPID: '7001', degree: 'L05', cgpa: 'Sales' },
    currentLevel: 4,
    completedOnce: true,
    currentScore: 12500,
    attempts: 2,
    lastUpdated: '2026-03-05T17:04:00Z',
    behaviourScore: 21000,
    cognitiveScore: 3100,
    aptitudeScore: 2900,
  };

  it('the leaderboard columns are the spec’s, in order; ace adds three scores', () => {
    const progress = leaderboardColumns('progress');
    expect(progress.map((c) => c.label)).toEqual([
      'rank',
      'GPID',
      'name',
      'Country',
      'Job Sub-Function',
      'Job Function',
      'Gender',
      'HR Manager Name',
      'Region (Label)',
      'Level',
      'Market Unit Code',
      'Work Location',
      'email',
      'currentLevel',
      'completedOnce',
      'currentScore',
      'attempts',
      'lastUpdated',
    ]);
    const cells = progress.map((c) => c.cell(row, (iso) => `at ${iso}`));
    expect(cells).toContain('L05');
    expect(cells[5]).toBe('Sales');
    expect(cells[15]).toBe('12,500');
    expect(cells[17]).toBe('at 2026-03-05T17:04:00Z');
    const ace = leaderboardColumns('ace').map((c) => c.label);
    expect(ace.slice(16, 19)).toEqual(['behaviourScore', 'cognitiveScore', 'aptitudeScore']);
  });

  it('competency cells and pass rates', () => {
    expect(competencyCell('Leadership', 67)).toBe('Leadership - 67%');
    expect(passRate(1, 3)).toBe(34);
    expect(passRate(0, 0)).toBe(0);
  });

  it('minimums: one per competency, blanks and 0 mean none, anything else refused', () => {
    expect(parseMinimums(undefined, 3)).toEqual([null, null, null]);
    expect(parseMinimums('50,,70', 3)).toEqual([50, null, 70]);
    expect(parseMinimums('0,100', 3)).toEqual([null, 100, null]);
    expect(parseMinimums('101', 3)).toBeNull();
    expect(parseMinimums('1,2,3,4', 3)).toBeNull();
    expect(parseMinimums('x', 3)).toBeNull();
  });
});

describe('assessor board columns', () => {
  it('who, each competency in order, and for ace the scores and their total', () => {
    const row = {
      name: 'Bo',
      email: 'bo@x.test',
      department: 'MU-1',
      region: 'Lahore',
      completedOnce: false,
      currentScore: 31000,
      behaviourScore: 25000,
      cognitiveScore: 3000,
      aptitudeScore: 3000,
      percentages: [67, null],
    };
    const progress = strengthColumns(['Grit', 'Focus'], 'progress');
    expect(progress.map((c) => c.label)).toEqual([
      'Name',
      'Email',
      'Market Unit Code',
      'Work Location',
      'Completed',
      'Grit',
      'Focus',
    ]);
    expect(progress.map((c) => c.cell(row)).slice(4)).toEqual(['No', '67%', '']);
    const ace = strengthColumns(['Grit'], 'ace');
    expect(ace.slice(-4).map((c) => `${c.label}=${c.cell(row)}`)).toEqual([
      'Behaviour=25,000',
      'Cognitive=3,000',
      'Aptitude=3,000',
      'Total=31,000',
    ]);
  });
});
