import { z } from 'zod/mini';
import { type QuestionType, questionTypes, type RejectedRow, rejectedRowSchema } from './catalog';
import {
  type EventQuestionInput,
  eventQuestionInputSchema,
  matchCompetency,
  QUESTION_OPTIONS_MAX,
  questionMessages,
} from './event-questions';
import { MINI_LEVEL_MIN_ATTEMPT } from './generation';
import {
  finalFlags,
  isNumberedLevel,
  LEVEL_NAMES,
  levelCreateSchema,
  levelMessages,
  levelShapeProblems,
  levelTimeProblem,
  levelUpdateSchema,
  parseAttempts,
  parseMiniLevelNumber,
  resolveDifficulty,
  storedLevelCounts,
} from './levels';
import { accessMessages, authMessages } from './messages';
import { animations, questionDifficulties } from './question-bank';

/**
 * An event's levels and a level's questions as CSV files (docs/decisions/0001-foundations.md):
 * the columns of the spec's sheets (part B §3 Level; Event question), each data row turned into
 * the same input the Add/Edit Level and Add Question forms send, so a file is held to the forms'
 * rules. Rows are numbered as in a spreadsheet (the header is row 1); a refused row's reason
 * names its column.
 */

/** Part B §3 "Sheet column names" of a Level. */
export const LEVEL_CSV_COLUMNS = [
  'Tab Name',
  'Final',
  'Passing Score',
  'Time(sec)',
  'Total Questions',
  'Min Attempt',
  'hasdifficulty',
  'Goal_text',
  'Difficulty Level',
] as const;
export type LevelCsvColumn = (typeof LEVEL_CSV_COLUMNS)[number];
/** Always FALSE on export and ignored on import, so a file without it is read as well. */
const IGNORED_LEVEL_COLUMNS: readonly string[] = ['hasdifficulty'];

const ANSWER_COLUMNS = ['Answer One', 'Answer Two', 'Answer Three', 'Answer Four'] as const;
const ANIMATION_COLUMNS = [
  'Response One',
  'Response Two',
  'Response Three',
  'Response Four',
] as const;

/** A level's questions: the question-bank file's columns without Level (the URL names it). */
export const LEVEL_QUESTION_CSV_COLUMNS = [
  'Type',
  'Leadership Ability',
  'Name',
  'Subject',
  'Email',
  'Question',
  ...ANSWER_COLUMNS,
  ...ANIMATION_COLUMNS,
  'Response',
  'Reward',
  'Difficulty',
  'Rationale',
] as const;
/** Rationale came later (docs/content-guide.md): files written before it still import. */
const OPTIONAL_QUESTION_COLUMNS: readonly string[] = ['Rationale'];
export type LevelQuestionCsvColumn = (typeof LEVEL_QUESTION_CSV_COLUMNS)[number];

/** Both files are a few dozen to a few thousand short rows. */
export const LEVEL_CSV_MAX_BYTES = 1_000_000;

export const levelCsvMessages = {
  fileTooLarge: 'The file must be at most 1 MB',
  notCsv: 'The file is not a CSV file',
  noHeader: 'The file has no header row',
  missingColumns: (columns: readonly string[]) =>
    `The file lacks the columns: ${columns.join(', ')}`,
  unknownColumns: (columns: readonly string[]) =>
    `The file has unknown columns: ${columns.join(', ')}`,
  noRows: 'The file has no rows',
  /** A row's reason: the column, then what is wrong with it. */
  cell: (column: string, message: string) => `${column}: ${message}`,
  finalFlag: 'Write y, n or d',
  oneFinal: (row: number) => `Only one level may be final (row ${row} is already final)`,
  repeatedName: (row: number) => `This level is already on row ${row}`,
  attemptsFormat: 'Write questions|emails|SMS, such as 3|1|1',
  miniLevelFormat: 'Write L= and the level number, such as L=1',
  miniMinAttempt: 'A level that is not numbered has 5 here',
  questionType: (found: string) => `Write Question, Email or SMS (found "${found}")`,
  questionDifficulty: (found: string) => `Write Easy or Hard (found "${found}")`,
  answersGap: 'Fill the answers from Answer One on, without gaps',
  ratings: (answers: number) =>
    `Give one rating (1, 2 or 3) per answer, joined by "|" (${answers} answers)`,
  animation: 'Write happy, normal, sad or angry',
  rejected: (rows: number) =>
    `${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported`,
} as const;

export type CsvHeaderCheck = { missing: string[]; unknown: string[] };

function checkHeader(
  header: readonly string[],
  columns: readonly string[],
  optional: readonly string[] = [],
): CsvHeaderCheck {
  const given = header.map((h) => h.trim()).filter((h) => h !== '');
  return {
    missing: columns.filter((c) => !optional.includes(c) && !given.includes(c)),
    unknown: given.filter((h) => !columns.includes(h)),
  };
}

export const checkLevelCsvHeader = (header: readonly string[]) =>
  checkHeader(header, LEVEL_CSV_COLUMNS, IGNORED_LEVEL_COLUMNS);
export const checkLevelQuestionCsvHeader = (header: readonly string[]) =>
  checkHeader(header, LEVEL_QUESTION_CSV_COLUMNS, OPTIONAL_QUESTION_COLUMNS);

export type CsvRow = { row: number; values: Record<string, string | undefined> };

type Problem = { column: string; message: string };

/** The row's reason: its first problem in the file's column order. */
function firstReason(problems: Problem[], columns: readonly string[]): string | null {
  const sorted = [...problems].sort(
    (a, b) => columns.indexOf(a.column) - columns.indexOf(b.column),
  );
  const first = sorted[0];
  return first ? levelCsvMessages.cell(first.column, first.message) : null;
}

const cellOf = (values: Record<string, string | undefined>) => (column: string) =>
  (values[column] ?? '').trim();

/** '' → undefined (the schema says it is required); a number; or a problem. */
function numberCell(text: string): number | undefined | null {
  if (text === '') {
    return undefined;
  }
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

// ---------------------------------------------------------------------------------------------
// Levels

/** The fields of a stored level a file row may hold (LevelRow's columns). */
export type LevelCsvSource = {
  tabName: string;
  final: string;
  passingScore: number;
  time: number;
  totalQuestion: string;
  minAttempt: string;
  goalText: string;
  difficulty: string;
};

/** One level as a row of LEVEL_CSV_COLUMNS (hasdifficulty is always FALSE). */
export function levelCsvRecord(level: LevelCsvSource): string[] {
  return [
    level.tabName,
    level.final,
    String(level.passingScore),
    String(level.time),
    level.totalQuestion,
    level.minAttempt,
    'FALSE',
    level.goalText,
    level.difficulty,
  ];
}

/** A level row as it will be stored: a new level (Add Level) or a change of one (Edit Level). */
export type CheckedLevelRow = {
  row: number;
  tabName: string;
  isNew: boolean;
  values: {
    final: (typeof finalFlags)[number];
    passingScore: number;
    time: number;
    totalQuestion: string;
    minAttempt: string;
    goalText: string;
    difficulty: string;
  };
};

export type LevelRowContext = {
  /** The event's level names: a row of one of these edits it, any other adds a level. */
  existing: readonly string[];
  /** The existing levels' times by name: Edit Level keeps a level's own time. */
  times: Readonly<Record<string, number>>;
  /** The difficulty catalog. */
  difficulties: readonly { difficulty: string }[];
};

/** The form field a level schema or shape issue is about → its column. */
const levelColumnOf: Record<string, LevelCsvColumn> = {
  tabName: 'Tab Name',
  final: 'Final',
  passingScore: 'Passing Score',
  time: 'Time(sec)',
  totalQuestions: 'Total Questions',
  miniLevel: 'Total Questions',
  minAttempts: 'Min Attempt',
  goalText: 'Goal_text',
  difficulty: 'Difficulty Level',
};

/** A levels row's problems, and the row as it will be stored when it has none. */
function readLevelRow(
  { row, values }: CsvRow,
  context: LevelRowContext,
): { problems: Problem[]; level: CheckedLevelRow | null } {
  const cell = cellOf(values);
  const problems: Problem[] = [];
  const fail = (column: string, message: string) => problems.push({ column, message });

  const tabName = cell('Tab Name');
  const isNew = !context.existing.includes(tabName);
  if (tabName === '') {
    fail('Tab Name', authMessages.required);
  } else if (isNew && !LEVEL_NAMES.includes(tabName)) {
    fail('Tab Name', levelMessages.nameUnknown);
  }
  const finalText = cell('Final').toLowerCase();
  const final = finalFlags.find((f) => f === finalText);
  if (!final) {
    fail('Final', levelCsvMessages.finalFlag);
  }
  const numbers: { passingScore?: number; time?: number } = {};
  for (const [key, column] of [
    ['passingScore', 'Passing Score'],
    ['time', 'Time(sec)'],
  ] as const) {
    const value = numberCell(cell(column));
    if (value === null) {
      fail(column, levelMessages.wholeNumber);
    } else {
      numbers[key] = value;
    }
  }

  const counts: Record<string, unknown> = {};
  const total = cell('Total Questions');
  const min = cell('Min Attempt');
  if (isNumberedLevel(tabName)) {
    const totalQuestions = parseAttempts(total);
    const minAttempts = parseAttempts(min);
    if (total !== '' && !totalQuestions) {
      fail('Total Questions', levelCsvMessages.attemptsFormat);
    }
    if (min !== '' && !minAttempts) {
      fail('Min Attempt', levelCsvMessages.attemptsFormat);
    }
    counts.totalQuestions = totalQuestions ?? undefined;
    counts.minAttempts = minAttempts ?? undefined;
  } else {
    const miniLevel = parseMiniLevelNumber(total);
    if (total !== '' && miniLevel === null) {
      fail('Total Questions', levelCsvMessages.miniLevelFormat);
    }
    if (min !== '' && min !== MINI_LEVEL_MIN_ATTEMPT) {
      fail('Min Attempt', levelCsvMessages.miniMinAttempt);
    }
    counts.miniLevel = miniLevel ?? undefined;
  }

  const draft = {
    tabName,
    ...numbers,
    difficulty: cell('Difficulty Level'),
    goalText: cell('Goal_text'),
    final: final === 'y',
    ...counts,
  };
  const parsed = (isNew ? levelCreateSchema : levelUpdateSchema).safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = levelColumnOf[String(issue.path[0])] ?? 'Tab Name';
      // A cell already refused above (its format) is not reported twice.
      if (!problems.some((p) => p.column === column)) {
        fail(column, issue.message);
      }
    }
  } else {
    for (const [field, message] of Object.entries(levelShapeProblems(tabName, parsed.data))) {
      fail(levelColumnOf[field.split('.')[0] ?? ''] ?? 'Tab Name', message);
    }
  }
  if (parsed.success && !isNew) {
    const timeProblem = levelTimeProblem(parsed.data.time, context.times[tabName] ?? null);
    if (timeProblem) {
      fail('Time(sec)', timeProblem);
    }
  }
  const difficulty = resolveDifficulty(draft.difficulty, context.difficulties);
  if (draft.difficulty !== '' && difficulty === null) {
    fail('Difficulty Level', levelMessages.unknownDifficulty);
  }

  if (problems.length > 0 || !parsed.success || !final || difficulty === null) {
    return { problems, level: null };
  }
  const input = parsed.data;
  return {
    problems,
    level: {
      row,
      tabName,
      isNew,
      values: {
        final,
        passingScore: input.passingScore,
        time: input.time,
        goalText: input.goalText,
        difficulty,
        ...storedLevelCounts(tabName, input),
      },
    },
  };
}

/**
 * One levels row, checked as Add Level (a name the event lacks, from the allowed list, one of the
 * offered times) or Edit Level (an existing name; the offered times or its own) would check it.
 * Numbered levels give Total Questions and Min Attempt as 'questions|emails|sms'; the others
 * 'L=n' and 5. hasdifficulty is ignored.
 */
export function levelRowInput(
  csvRow: CsvRow,
  context: LevelRowContext,
): { ok: true; level: CheckedLevelRow } | { ok: false; reason: string } {
  const { problems, level } = readLevelRow(csvRow, context);
  const reason = firstReason(problems, LEVEL_CSV_COLUMNS);
  return level && reason === null
    ? { ok: true, level }
    : { ok: false, reason: reason ?? accessMessages.validation };
}

/**
 * A whole levels file: each row as `levelRowInput` reads it, and across rows one level per name
 * and one final level ('y'); the later row of a pair is refused.
 */
export function checkLevelRows(
  rows: readonly CsvRow[],
  context: LevelRowContext,
): { levels: CheckedLevelRow[]; rejected: RejectedRow[] } {
  const levels: CheckedLevelRow[] = [];
  const rejected: RejectedRow[] = [];
  const nameRows = new Map<string, number>();
  let finalRow: number | null = null;
  for (const csvRow of rows) {
    const { problems, level } = readLevelRow(csvRow, context);
    const cell = cellOf(csvRow.values);
    const tabName = cell('Tab Name');
    const earlier = nameRows.get(tabName);
    if (tabName !== '' && earlier !== undefined) {
      problems.push({ column: 'Tab Name', message: levelCsvMessages.repeatedName(earlier) });
    } else if (tabName !== '') {
      nameRows.set(tabName, csvRow.row);
    }
    if (cell('Final').toLowerCase() === 'y') {
      if (finalRow !== null) {
        problems.push({ column: 'Final', message: levelCsvMessages.oneFinal(finalRow) });
      } else {
        finalRow = csvRow.row;
      }
    }
    const reason = firstReason(problems, LEVEL_CSV_COLUMNS);
    if (level && reason === null) {
      levels.push(level);
    } else {
      rejected.push({ row: csvRow.row, reason: reason ?? accessMessages.validation });
    }
  }
  return { levels, rejected };
}

// ---------------------------------------------------------------------------------------------
// Questions

/** The fields of a stored question a file row holds (a QuestionRow's columns). */
export type QuestionCsvSource = {
  type: string;
  ability: string;
  name: string;
  subject: string;
  email: string;
  question: string;
  answers: readonly string[];
  animations: readonly string[];
  ratings: readonly number[];
  reward: number;
  difficulty: string;
  rationale: string;
};

/** One question as a row of LEVEL_QUESTION_CSV_COLUMNS. */
export function questionCsvRecord(q: QuestionCsvSource): string[] {
  const four = (values: readonly string[]) =>
    Array.from({ length: QUESTION_OPTIONS_MAX }, (_, i) => values[i] ?? '');
  return [
    q.type,
    q.ability,
    q.name,
    q.subject,
    q.email,
    q.question,
    ...four(q.answers),
    ...four(q.type === 'Question' ? q.animations : []),
    q.ratings.join('|'),
    String(q.reward),
    q.difficulty,
    q.rationale,
  ];
}

const pick = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((o) => o.toLowerCase() === value.toLowerCase());

/** The column an eventQuestionInputSchema issue is about. */
function questionColumnOf(path: readonly PropertyKey[]): LevelQuestionCsvColumn {
  const [field, index, part] = path;
  const i = typeof index === 'number' ? Math.min(index, QUESTION_OPTIONS_MAX - 1) : 0;
  switch (field) {
    case 'type':
      return 'Type';
    case 'ability':
      return 'Leadership Ability';
    case 'name':
      return 'Name';
    case 'subject':
      return 'Subject';
    case 'email':
      return 'Email';
    case 'question':
      return 'Question';
    case 'reward':
      return 'Reward';
    case 'difficulty':
      return 'Difficulty';
    case 'rationale':
      return 'Rationale';
    case 'options':
      if (part === 'rating') {
        return 'Response';
      }
      return (part === 'animation' ? ANIMATION_COLUMNS : ANSWER_COLUMNS)[i] ?? 'Answer One';
    default:
      return 'Type';
  }
}

/**
 * One questions row as the Add Question form's input: answers filled from Answer One without
 * gaps, Response the ratings joined by '|' (one per answer), Response One–Four the animations of
 * a Question (ignored for Email and SMS), an empty Reward the default. The competency must be one
 * of `competencies` (the event's), and is given as the event spells it.
 */
export function questionRowInput(
  values: Record<string, string | undefined>,
  competencies: readonly string[],
): { ok: true; question: EventQuestionInput } | { ok: false; reason: string } {
  const cell = cellOf(values);
  const problems: Problem[] = [];
  const fail = (column: string, message: string) => problems.push({ column, message });

  const typeText = cell('Type');
  const type: QuestionType | undefined = pick(questionTypes, typeText);
  if (!type) {
    fail('Type', levelCsvMessages.questionType(typeText));
  }
  const difficultyText = cell('Difficulty');
  const difficulty = pick(questionDifficulties, difficultyText);
  if (!difficulty) {
    fail('Difficulty', levelCsvMessages.questionDifficulty(difficultyText));
  }
  const abilityText = cell('Leadership Ability');
  const ability = matchCompetency(competencies, abilityText);
  if (abilityText !== '' && !ability) {
    fail('Leadership Ability', questionMessages.unknownCompetency);
  }

  const cells = ANSWER_COLUMNS.map(cell);
  const count = cells.filter((c) => c !== '').length;
  if (cells.slice(0, count).some((c) => c === '')) {
    fail('Answer One', levelCsvMessages.answersGap);
  }
  const response = cell('Response');
  const ratings = response === '' ? [] : response.split('|').map((r) => r.trim());
  if (count > 0 && (ratings.length !== count || ratings.some((r) => !/^[123]$/.test(r)))) {
    fail('Response', levelCsvMessages.ratings(count));
  }
  const moods = ANIMATION_COLUMNS.map((column) => cell(column).toLowerCase());
  if (type === 'Question') {
    moods.slice(0, count).forEach((mood, i) => {
      const column = ANIMATION_COLUMNS[i] ?? 'Response One';
      if (mood === '') {
        fail(column, questionMessages.animationRequired);
      } else if (!(animations as readonly string[]).includes(mood)) {
        fail(column, levelCsvMessages.animation);
      }
    });
  }
  const rewardText = cell('Reward');
  const reward = numberCell(rewardText);
  if (reward === null) {
    fail('Reward', questionMessages.rewardRange);
  }

  const draft = {
    type: type ?? 'Question',
    ability: ability ?? abilityText,
    name: cell('Name'),
    subject: cell('Subject'),
    email: cell('Email'),
    question: cell('Question'),
    options: cells.slice(0, count).map((text, i) => ({
      text,
      rating: Number(ratings[i]),
      animation:
        type === 'Question' && (animations as readonly string[]).includes(moods[i] ?? '')
          ? moods[i]
          : null,
    })),
    reward: reward ?? undefined,
    difficulty: difficulty ?? 'Easy',
    rationale: cell('Rationale'),
  };
  const parsed = eventQuestionInputSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = questionColumnOf(issue.path);
      if (!problems.some((p) => p.column === column)) {
        fail(column, issue.message);
      }
    }
  }
  const reason = firstReason(problems, LEVEL_QUESTION_CSV_COLUMNS);
  if (reason !== null || !parsed.success) {
    return { ok: false, reason: reason ?? accessMessages.validation };
  }
  return { ok: true, question: parsed.data };
}

/** A whole questions file: every row read by `questionRowInput`, in file order. */
export function checkQuestionRows(
  rows: readonly CsvRow[],
  competencies: readonly string[],
): { questions: EventQuestionInput[]; rejected: RejectedRow[] } {
  const questions: EventQuestionInput[] = [];
  const rejected: RejectedRow[] = [];
  for (const { row, values } of rows) {
    const result = questionRowInput(values, competencies);
    if (result.ok) {
      questions.push(result.question);
    } else {
      rejected.push({ row, reason: result.reason });
    }
  }
  return { questions, rejected };
}

// ---------------------------------------------------------------------------------------------
// Answers

/**
 * POST /api/events/:eventId/levels/import. A file with any refused row changes nothing
 * (`applied` false, counts 0); otherwise every row was applied in one transaction.
 */
export const levelImportReportSchema = z.object({
  applied: z.boolean(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  rejected: z.array(rejectedRowSchema),
});
export type LevelImportReport = z.infer<typeof levelImportReportSchema>;

/** POST /api/events/:eventId/levels/:levelName/questions/import: the level's questions replaced. */
export const questionImportReportSchema = z.object({
  applied: z.boolean(),
  rows: z.number(),
  imported: z.number(),
  /** The questions the level had before (all replaced). */
  removed: z.number(),
  rejected: z.array(rejectedRowSchema),
});
export type QuestionImportReport = z.infer<typeof questionImportReportSchema>;
