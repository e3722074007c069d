import { describe, expect, it } from 'vitest';
import { questionMessages } from './event-questions';
import {
  checkLevelCsvHeader,
  checkLevelQuestionCsvHeader,
  checkLevelRows,
  checkQuestionRows,
  LEVEL_CSV_COLUMNS,
  LEVEL_QUESTION_CSV_COLUMNS,
  levelCsvMessages,
  levelCsvRecord,
  levelRowInput,
  questionCsvRecord,
  questionRowInput,
} from './level-csv';
import { levelMessages, resolveDifficulty } from './levels';
import { authMessages } from './messages';

const difficulties = [
  { difficulty: 'Easy', passingScore: 250 },
  { difficulty: 'Hard', passingScore: 500 },
];
const context = {
  existing: ['1', 'Mini 1', 'Memory Match'],
  times: { '1': 75, 'Mini 1': 60, 'Memory Match': 120 },
  difficulties,
};

/** A file row from the header's columns and the given cells. */
function levelRow(row: number, cells: Partial<Record<string, string>>) {
  const values: Record<string, string> = {
    'Tab Name': '3',
    Final: 'n',
    'Passing Score': '500',
    'Time(sec)': '90',
    'Total Questions': '3|2|1',
    'Min Attempt': '2|1|1',
    hasdifficulty: 'FALSE',
    Goal_text: 'Answer the e-mails',
    'Difficulty Level': 'easy',
  };
  for (const [column, value] of Object.entries(cells)) {
    values[column] = value ?? '';
  }
  return { row, values };
}

describe('level times in a levels file', () => {
  it("takes an offered time, or an existing level's own one, as Edit Level does", () => {
    const own = levelRowInput(levelRow(2, { 'Tab Name': '1', 'Time(sec)': '75' }), context);
    expect(own.ok).toBe(true);
    const other = levelRowInput(levelRow(3, { 'Tab Name': '1', 'Time(sec)': '45' }), context);
    expect(other).toEqual({ ok: false, reason: `Time(sec): ${levelMessages.timeOption}` });
    const fresh = levelRowInput(levelRow(4, { 'Time(sec)': '75' }), context);
    expect(fresh).toEqual({ ok: false, reason: `Time(sec): ${levelMessages.timeOption}` });
  });
});

describe('levels file columns', () => {
  it('are the spec sheet names, hasdifficulty optional and nothing else allowed', () => {
    expect(LEVEL_CSV_COLUMNS).toEqual([
      'Tab Name',
      'Final',
      'Passing Score',
      'Time(sec)',
      'Total Questions',
      'Min Attempt',
      'hasdifficulty',
      'Goal_text',
      'Difficulty Level',
    ]);
    expect(checkLevelCsvHeader([...LEVEL_CSV_COLUMNS])).toEqual({ missing: [], unknown: [] });
    expect(checkLevelCsvHeader(LEVEL_CSV_COLUMNS.filter((c) => c !== 'hasdifficulty'))).toEqual({
      missing: [],
      unknown: [],
    });
    expect(checkLevelCsvHeader(['Tab Name', 'Final', 'Colour'])).toEqual({
      missing: [
        'Passing Score',
        'Time(sec)',
        'Total Questions',
        'Min Attempt',
        'Goal_text',
        'Difficulty Level',
      ],
      unknown: ['Colour'],
    });
  });

  it('writes a level as its stored columns, hasdifficulty FALSE', () => {
    expect(
      levelCsvRecord({
        tabName: '1',
        final: 'd',
        passingScore: 1000,
        time: 60,
        totalQuestion: '3|1|1',
        minAttempt: '2|1|1',
        goalText: '=SUM(A1)',
        difficulty: 'Easy',
      }),
    ).toEqual(['1', 'd', '1000', '60', '3|1|1', '2|1|1', 'FALSE', '=SUM(A1)', 'Easy']);
  });
});

describe('a levels row', () => {
  it('adds a numbered level: counts as q|e|s, difficulty as the catalog spells it', () => {
    expect(levelRowInput(levelRow(2, {}), context)).toEqual({
      ok: true,
      level: {
        row: 2,
        tabName: '3',
        isNew: true,
        values: {
          final: 'n',
          passingScore: 500,
          time: 90,
          totalQuestion: '3|2|1',
          minAttempt: '2|1|1',
          goalText: 'Answer the e-mails',
          difficulty: 'Easy',
        },
      },
    });
  });

  it('edits a Mini level: L=n and 5, a 4-digit passing score, Final y', () => {
    const result = levelRowInput(
      levelRow(3, {
        'Tab Name': 'Mini 1',
        Final: 'Y',
        'Passing Score': '2500',
        'Total Questions': 'L=2',
        'Min Attempt': '5',
        'Difficulty Level': 'Hard',
      }),
      context,
    );
    expect(result).toMatchObject({
      ok: true,
      level: {
        tabName: 'Mini 1',
        isNew: false,
        values: { final: 'y', passingScore: 2500, totalQuestion: 'L=2', minAttempt: '5' },
      },
    });
  });

  it("keeps a generated game's own name when it edits it, and the 'd' flag", () => {
    const result = levelRowInput(
      levelRow(2, {
        'Tab Name': 'Memory Match',
        Final: 'd',
        'Time(sec)': '120',
        'Total Questions': 'L=1',
        'Min Attempt': '5',
      }),
      context,
    );
    expect(result).toMatchObject({ ok: true, level: { isNew: false, values: { final: 'd' } } });
  });

  it('ignores hasdifficulty, whatever it says', () => {
    expect(levelRowInput(levelRow(2, { hasdifficulty: 'TRUE' }), context).ok).toBe(true);
    expect(levelRowInput(levelRow(2, { hasdifficulty: 'banana' }), context).ok).toBe(true);
  });

  it.each([
    ['a name outside the list', { 'Tab Name': 'Bonus' }, `Tab Name: ${levelMessages.nameUnknown}`],
    ['no name', { 'Tab Name': '' }, `Tab Name: ${authMessages.required}`],
    ['a Final of x', { Final: 'x' }, `Final: ${levelCsvMessages.finalFlag}`],
    [
      'a 5-digit score on a new level',
      { 'Passing Score': '10000' },
      `Passing Score: ${levelMessages.digits(4)}`,
    ],
    [
      'a score that is not a number',
      { 'Passing Score': 'lots' },
      `Passing Score: ${levelMessages.wholeNumber}`,
    ],
    ['a time of 75 s', { 'Time(sec)': '75' }, `Time(sec): ${levelMessages.timeOption}`],
    [
      'counts as L=2 on a numbered level',
      { 'Total Questions': 'L=2' },
      `Total Questions: ${levelCsvMessages.attemptsFormat}`,
    ],
    ['no minimum attempts', { 'Min Attempt': '' }, `Min Attempt: ${authMessages.required}`],
    [
      'a minimum over the total',
      { 'Min Attempt': '4|1|1' },
      `Min Attempt: ${levelMessages.attemptsOverTotal}`,
    ],
    [
      'q|e|s on a Mini level',
      { 'Tab Name': 'Mini 2', 'Total Questions': '3|1|1', 'Min Attempt': '5' },
      `Total Questions: ${levelCsvMessages.miniLevelFormat}`,
    ],
    [
      'a Mini level with minimum attempts',
      { 'Tab Name': 'Mini 2', 'Total Questions': 'L=1', 'Min Attempt': '2|1|1' },
      `Min Attempt: ${levelCsvMessages.miniMinAttempt}`,
    ],
    [
      'a goal of 301 characters',
      { Goal_text: 'g'.repeat(301) },
      'Goal_text: Must be at most 300 characters',
    ],
    [
      'an unknown difficulty',
      { 'Difficulty Level': 'Expert' },
      `Difficulty Level: ${levelMessages.unknownDifficulty}`,
    ],
  ])('refuses %s, naming the column', (_case, cells, reason) => {
    expect(levelRowInput(levelRow(4, cells), context)).toEqual({ ok: false, reason });
  });

  it('gives the first problem in column order as the reason', () => {
    const result = levelRowInput(
      levelRow(2, { 'Difficulty Level': 'Expert', 'Time(sec)': '75', Final: '?' }),
      context,
    );
    expect(result).toEqual({ ok: false, reason: `Final: ${levelCsvMessages.finalFlag}` });
  });

  it('takes a difficulty the catalog lacks from the spec defaults', () => {
    expect(resolveDifficulty(' MEDIUM ', difficulties)).toBe('Medium');
    expect(resolveDifficulty('hard', difficulties)).toBe('Hard');
    expect(resolveDifficulty('Expert', difficulties)).toBeNull();
  });
});

describe('a levels file', () => {
  it('refuses a second final level and a repeated name, keeping the first of each', () => {
    const { levels, rejected } = checkLevelRows(
      [
        levelRow(2, { 'Tab Name': '3', Final: 'y' }),
        levelRow(3, { 'Tab Name': '4', Final: 'y' }),
        levelRow(4, { 'Tab Name': '3' }),
        levelRow(5, { 'Tab Name': '1', Final: 'n' }),
      ],
      context,
    );
    expect(levels.map((l) => [l.row, l.tabName, l.isNew])).toEqual([
      [2, '3', true],
      [5, '1', false],
    ]);
    expect(rejected).toEqual([
      { row: 3, reason: `Final: ${levelCsvMessages.oneFinal(2)}` },
      { row: 4, reason: `Tab Name: ${levelCsvMessages.repeatedName(2)}` },
    ]);
  });

  it("a row's own earlier column wins over a cross-row problem in a later one", () => {
    const { rejected } = checkLevelRows(
      [levelRow(2, { Final: 'y' }), levelRow(3, { 'Tab Name': 'Bonus', Final: 'y' })],
      context,
    );
    expect(rejected).toEqual([{ row: 3, reason: `Tab Name: ${levelMessages.nameUnknown}` }]);
  });
});

const competencies = ['Adaptability', 'Communication'];

function questionValues(cells: Partial<Record<string, string>>) {
  const values: Record<string, string> = Object.fromEntries(
    LEVEL_QUESTION_CSV_COLUMNS.map((c) => [c, '']),
  );
  Object.assign(values, {
    Type: 'Question',
    'Leadership Ability': 'adaptability',
    Question: 'Your plan changes at the last minute. What now?',
    'Answer One': 'Adapt',
    'Answer Two': 'Complain',
    'Response One': 'Happy',
    'Response Two': 'sad',
    Response: '1|3',
    Reward: '500',
    Difficulty: 'easy',
  });
  for (const [column, value] of Object.entries(cells)) {
    values[column] = value ?? '';
  }
  return values;
}

describe('level questions file', () => {
  it('has the question-bank columns without Level', () => {
    expect(LEVEL_QUESTION_CSV_COLUMNS).toHaveLength(18);
    expect(LEVEL_QUESTION_CSV_COLUMNS).not.toContain('Level');
    expect(checkLevelQuestionCsvHeader(['Type', 'Level'])).toMatchObject({ unknown: ['Level'] });
    // A file written before the Rationale column still imports.
    const before = LEVEL_QUESTION_CSV_COLUMNS.filter((c) => c !== 'Rationale');
    expect(checkLevelQuestionCsvHeader(before)).toEqual({ missing: [], unknown: [] });
  });

  it('writes answers, animations (type Question only) and the pipe-joined ratings', () => {
    const base = {
      ability: 'Adaptability',
      name: '',
      subject: '',
      email: '',
      question: 'Q?',
      answers: ['A', 'B', 'C'],
      animations: ['happy', 'normal', 'sad'],
      ratings: [1, 2, 3],
      reward: 500,
      difficulty: 'Easy',
      rationale: 'A is the only one that asks first.',
    };
    expect(questionCsvRecord({ ...base, type: 'Question' })).toEqual([
      'Question',
      'Adaptability',
      '',
      '',
      '',
      'Q?',
      'A',
      'B',
      'C',
      '',
      'happy',
      'normal',
      'sad',
      '',
      '1|2|3',
      '500',
      'Easy',
      'A is the only one that asks first.',
    ]);
    expect(questionCsvRecord({ ...base, type: 'SMS', name: 'Sam' }).slice(10, 14)).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it('reads a Question row as the Add Question input, spelled as the event spells it', () => {
    expect(questionRowInput(questionValues({}), competencies)).toEqual({
      ok: true,
      question: {
        type: 'Question',
        ability: 'Adaptability',
        name: '',
        subject: '',
        email: '',
        question: 'Your plan changes at the last minute. What now?',
        options: [
          { text: 'Adapt', rating: 1, animation: 'happy' },
          { text: 'Complain', rating: 3, animation: 'sad' },
        ],
        reward: 500,
        difficulty: 'Easy',
        rationale: '',
      },
    });
  });

  it('reads an Email row, ignoring animations, and an empty reward as the default 500', () => {
    const result = questionRowInput(
      questionValues({
        Type: 'email',
        Name: 'Dana',
        Subject: 'Report',
        Email: 'dana@acme.example',
        'Response One': 'furious',
        Reward: '',
      }),
      competencies,
    );
    expect(result).toMatchObject({
      ok: true,
      question: {
        type: 'Email',
        reward: 500,
        options: [
          { text: 'Adapt', rating: 1, animation: null },
          { text: 'Complain', rating: 3, animation: null },
        ],
      },
    });
  });

  it.each([
    ['an unknown type', { Type: 'Memo' }, `Type: ${levelCsvMessages.questionType('Memo')}`],
    [
      'a competency the game lacks',
      { 'Leadership Ability': 'Juggling' },
      `Leadership Ability: ${questionMessages.unknownCompetency}`,
    ],
    ['an SMS without a name', { Type: 'SMS' }, `Name: ${authMessages.required}`],
    [
      'an Email without subject',
      { Type: 'Email', Name: 'D', Email: 'd@x.example' },
      `Subject: ${authMessages.required}`,
    ],
    [
      'an Email with a bad address',
      { Type: 'Email', Name: 'D', Subject: 'S', Email: 'd@' },
      `Email: ${authMessages.invalidEmail}`,
    ],
    [
      'a question of 101 characters',
      { Question: 'q'.repeat(101) },
      'Question: Must be at most 100 characters',
    ],
    [
      'no answers',
      { 'Answer One': '', 'Answer Two': '', Response: '' },
      `Answer One: ${questionMessages.optionsRange}`,
    ],
    [
      'a gap in the answers',
      { 'Answer One': '', 'Answer Three': 'Later' },
      `Answer One: ${levelCsvMessages.answersGap}`,
    ],
    [
      'an answer over 60 characters',
      { 'Answer Two': 'a'.repeat(61) },
      'Answer Two: Must be at most 60 characters',
    ],
    [
      'a missing animation',
      { 'Response Two': '' },
      `Response Two: ${questionMessages.animationRequired}`,
    ],
    [
      'an unknown animation',
      { 'Response One': 'furious' },
      `Response One: ${levelCsvMessages.animation}`,
    ],
    ['one rating for two answers', { Response: '1' }, `Response: ${levelCsvMessages.ratings(2)}`],
    ['a rating of 4', { Response: '1|4' }, `Response: ${levelCsvMessages.ratings(2)}`],
    ['a reward over 9999', { Reward: '10000' }, `Reward: ${questionMessages.rewardRange}`],
    ['a reward in words', { Reward: 'many' }, `Reward: ${questionMessages.rewardRange}`],
    [
      'a difficulty of Medium',
      { Difficulty: 'Medium' },
      `Difficulty: ${levelCsvMessages.questionDifficulty('Medium')}`,
    ],
  ])('refuses %s, naming the column', (_case, cells, reason) => {
    expect(questionRowInput(questionValues(cells), competencies)).toEqual({ ok: false, reason });
  });

  it('reports each bad row by number and keeps the good ones in order', () => {
    const { questions, rejected } = checkQuestionRows(
      [
        { row: 2, values: questionValues({ Question: 'First?' }) },
        { row: 3, values: questionValues({ Difficulty: '' }) },
        { row: 4, values: questionValues({ Question: 'Third?' }) },
      ],
      competencies,
    );
    expect(questions.map((q) => q.question)).toEqual(['First?', 'Third?']);
    expect(rejected).toEqual([
      { row: 3, reason: `Difficulty: ${levelCsvMessages.questionDifficulty('')}` },
    ]);
  });

  it('reads back exactly what it wrote', () => {
    const stored = {
      type: 'SMS',
      ability: 'Communication',
      name: 'Sam',
      subject: '',
      email: '',
      question: '=HYPERLINK("x")',
      answers: ['On my way', 'Later'],
      animations: [],
      ratings: [2, 3],
      reward: 750,
      difficulty: 'Hard',
      rationale: '',
    };
    const values = Object.fromEntries(
      LEVEL_QUESTION_CSV_COLUMNS.map((c, i) => [c, questionCsvRecord(stored)[i] ?? '']),
    );
    const result = questionRowInput(values, competencies);
    expect(result).toEqual({
      ok: true,
      question: {
        type: 'SMS',
        ability: 'Communication',
        name: 'Sam',
        subject: '',
        email: '',
        question: '=HYPERLINK("x")',
        options: [
          { text: 'On my way', rating: 2, animation: null },
          { text: 'Later', rating: 3, animation: null },
        ],
        reward: 750,
        difficulty: 'Hard',
        rationale: '',
      },
    });
  });
});
