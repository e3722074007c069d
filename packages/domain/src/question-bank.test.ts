import { describe, expect, it } from 'vitest';
import { availableTabNames, capitalizeFirst } from './catalog';
import {
  checkQuestionHeader,
  parseQuestionRow,
  QUESTION_BANK_COLUMNS,
  questionRowParser,
  questionRowSchema,
} from './question-bank';

const question = {
  Type: 'Question',
  'Leadership Ability': 'Integrity',
  Level: '3',
  Difficulty: 'Easy',
  Name: '',
  Subject: '',
  Email: '',
  Question: 'A colleague takes credit for your work. What do you do?',
  'Answer One': 'Talk to them',
  'Answer Two': 'Tell the manager',
  'Answer Three': '',
  'Answer Four': '',
  'Response One': 'happy',
  'Response Two': 'normal',
  'Response Three': '',
  'Response Four': '',
  Response: '1|2',
  Reward: '500',
};
const email = {
  ...question,
  Type: 'Email',
  Name: 'Tom Becker',
  Subject: 'Re: the report',
  Email: 'lead@example.com',
  'Response One': '',
  'Response Two': '',
};

const reason = (row: Record<string, string>) => {
  const result = parseQuestionRow(row, 'Integrity');
  return result.ok ? null : result.reason;
};

describe('parseQuestionRow', () => {
  it('reads a Question row with its ratings and animations', () => {
    expect(parseQuestionRow(question, 'integrity')).toEqual({
      ok: true,
      question: expect.objectContaining({
        type: 'Question',
        level: 3,
        difficulty: 'Easy',
        answers: ['Talk to them', 'Tell the manager'],
        animations: ['happy', 'normal'],
        ratings: [1, 2],
        reward: 500,
      }),
    });
  });

  it('reads an Email row, which needs name, subject and address but no animations', () => {
    expect(reason(email)).toBeNull();
    expect(reason({ ...email, Subject: '' })).toBe('Subject is required for type Email');
    expect(reason({ ...email, Email: 'not-an-address' })).toMatch(
      /^Email must be an e-mail address/,
    );
    expect(reason({ ...email, Name: 'x'.repeat(21) })).toBe('Name is longer than 20 characters');
  });

  it.each([
    [{ Type: 'Video' }, 'Type must be Question, Email or SMS (found "Video")'],
    [
      { 'Leadership Ability': 'Honesty' },
      'Leadership Ability "Honesty" is not the competency "Integrity"',
    ],
    [{ Level: '0' }, 'Level must be a whole number from 1 to 7 (found "0")'],
    [{ Level: '2.5' }, 'Level must be a whole number from 1 to 7 (found "2.5")'],
    [{ Difficulty: 'Medium' }, 'Difficulty must be Easy or Hard (found "Medium")'],
    [{ Question: '' }, 'Question is empty'],
    [{ Question: 'q'.repeat(101) }, 'Question is longer than 100 characters for type Question'],
    [{ 'Answer One': '' }, 'Answers must be filled from Answer One on, without gaps'],
    [{ 'Answer Two': 'a'.repeat(61) }, 'Answer Two is longer than 60 characters for type Question'],
    [
      { Response: '1' },
      'Response must give one rating (1, 2 or 3) per answer, joined by "|" (2 answers)',
    ],
    [
      { Response: '1|4' },
      'Response must give one rating (1, 2 or 3) per answer, joined by "|" (2 answers)',
    ],
    [{ 'Response Two': 'confused' }, 'Response Two must be happy, normal, sad or angry'],
    [{ Reward: 'lots' }, 'Reward must be a whole number from 0 to 9999 (found "lots")'],
  ])('refuses %o', (change, expected) => {
    expect(reason({ ...question, ...change })).toBe(expected);
  });

  it('applies the per-type limits: SMS text 200 / options 40, Email 300 / 30', () => {
    const sms = { ...email, Type: 'SMS', Subject: '', Email: '' };
    expect(reason({ ...sms, Question: 'q'.repeat(200) })).toBeNull();
    expect(reason({ ...sms, Question: 'q'.repeat(201) })).toBe(
      'Question is longer than 200 characters for type SMS',
    );
    expect(reason({ ...sms, 'Answer One': 'a'.repeat(41) })).toBe(
      'Answer One is longer than 40 characters for type SMS',
    );
    expect(reason({ ...email, Question: 'q'.repeat(300) })).toBeNull();
    expect(reason({ ...email, 'Answer One': 'a'.repeat(31) })).toBe(
      'Answer One is longer than 30 characters for type Email',
    );
  });
});

describe('questionRowSchema: a union on Type, worked examples', () => {
  const schema = questionRowSchema(' Integrity ');

  it('turns a Question row into a bank question (trimmed, typed, animations lower-cased)', () => {
    expect(
      schema.parse({ ...question, Type: ' question ', 'Response One': 'HAPPY', Level: ' 3 ' }),
    ).toEqual({
      type: 'Question',
      ability: 'Integrity',
      level: 3,
      difficulty: 'Easy',
      name: '',
      subject: '',
      email: '',
      question: 'A colleague takes credit for your work. What do you do?',
      answers: ['Talk to them', 'Tell the manager'],
      animations: ['happy', 'normal'],
      ratings: [1, 2],
      reward: 500,
      rationale: '',
    });
  });

  it('reads an SMS row: a name, no subject or address, no animations', () => {
    const sms = { ...email, Type: 'sms', Subject: '', Email: '', 'Response One': 'nonsense' };
    expect(schema.parse(sms)).toMatchObject({
      type: 'SMS',
      name: 'Tom Becker',
      animations: [],
      ratings: [1, 2],
    });
    expect(reason({ ...sms, Name: '' })).toBe('Name is required for type SMS');
  });

  it("checks the Email column with the domain's e-mail rule and the 30-character limit", () => {
    expect(reason({ ...email, Email: 'lead@example' })).toMatch(/^Email must be an e-mail/);
    expect(reason({ ...email, Email: 'a b@example.com' })).toMatch(/^Email must be an e-mail/);
    expect(reason({ ...email, Email: `${'x'.repeat(19)}@example.com` })).toMatch(
      /^Email must be an e-mail/,
    );
    expect(reason({ ...email, Email: `${'x'.repeat(18)}@example.com` })).toBeNull();
    expect(reason({ ...email, Email: '' })).toBe('Email is required for type Email');
  });

  it('reports the first problem in column order when a row has several', () => {
    expect(reason({ ...question, Level: '9', Reward: 'lots', Question: '' })).toBe(
      'Level must be a whole number from 1 to 7 (found "9")',
    );
    expect(reason({ ...email, Name: '', Subject: '', Email: 'x' })).toBe(
      'Name is required for type Email',
    );
  });

  it('names a missing Type as empty', () => {
    expect(reason({ ...question, Type: '' })).toBe(
      'Type must be Question, Email or SMS (found "")',
    );
  });

  it('builds one parser per file that reads many rows alike', () => {
    const parse = questionRowParser('Integrity');
    const results = [question, { ...question, Reward: '10000' }, email].map(parse);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(results[1]).toEqual({
      ok: false,
      reason: 'Reward must be a whole number from 0 to 9999 (found "10000")',
    });
  });
});

describe('checkQuestionHeader', () => {
  it('names missing and unknown columns', () => {
    expect(checkQuestionHeader([...QUESTION_BANK_COLUMNS])).toEqual({ missing: [], unknown: [] });
    expect(checkQuestionHeader(['Type', 'Level', 'Colour'])).toEqual({
      missing: QUESTION_BANK_COLUMNS.filter((c) => c !== 'Type' && c !== 'Level'),
      unknown: ['Colour'],
    });
  });
});

describe('catalog rules', () => {
  it('upper-cases the first letter and trims', () => {
    expect(capitalizeFirst('  sales ')).toBe('Sales');
    expect(capitalizeFirst('éclair')).toBe('Éclair');
  });
  it('offers unused tab names, keeping the edited game its own', () => {
    const used = ['Mini 1', 'Mini 2', 'Mini 4'];
    expect(availableTabNames(used)).toEqual([
      'Mini 3',
      'Mini 5',
      'Mini 6',
      'Mini 7',
      'Mini 8',
      'Mini 9',
      'Mini 10',
    ]);
    expect(availableTabNames(used, 'Mini 2')).toContain('Mini 2');
  });
});
