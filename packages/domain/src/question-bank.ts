import { z } from 'zod/mini';
import { emailSchema } from './auth';
import { type QuestionType, questionTypes } from './catalog';

/** Columns of a competency's question file (the fixture format; part A §3, part B §3). */
export const QUESTION_BANK_COLUMNS = [
  'Type',
  'Leadership Ability',
  'Level',
  'Difficulty',
  'Name',
  'Subject',
  'Email',
  'Question',
  'Answer One',
  'Answer Two',
  'Answer Three',
  'Answer Four',
  'Response One',
  'Response Two',
  'Response Three',
  'Response Four',
  'Response',
  'Reward',
] as const;

/**
 * Columns a file may have and may leave out (files written before them still import):
 * `Rationale`, one sentence on why the Best answer is best, for admins only (never sent to the
 * player; docs/content-guide.md).
 */
export const QUESTION_BANK_OPTIONAL_COLUMNS = ['Rationale'] as const;
export const RATIONALE_MAX = 300;

/** Part B §5: question and option text limits per type. */
export const questionLimits: Record<QuestionType, { text: number; option: number }> = {
  Question: { text: 100, option: 60 },
  SMS: { text: 200, option: 40 },
  Email: { text: 300, option: 30 },
};
export const QUESTION_NAME_MAX = 20;
export const QUESTION_EMAIL_MAX = 30;
export const QUESTION_SUBJECT_MAX = 40;
export const questionDifficulties = ['Easy', 'Hard'] as const;
export type QuestionDifficulty = (typeof questionDifficulties)[number];
export const animations = ['happy', 'normal', 'sad', 'angry'] as const;
/** Answer feedback codes (part A §4): 1 BEST, 2 OK, 3 WRONG. */
export const ratings = [1, 2, 3] as const;
export const DEFAULT_QUESTION_REWARD = 500;

export type BankQuestion = {
  type: QuestionType;
  ability: string;
  level: number;
  difficulty: QuestionDifficulty;
  name: string;
  subject: string;
  email: string;
  question: string;
  answers: string[];
  /** One animation per answer for type Question; empty for Email and SMS. */
  animations: string[];
  ratings: number[];
  reward: number;
  /** Why the Best answer is best; '' when the file has none. */
  rationale: string;
};

export type HeaderCheck = { missing: string[]; unknown: string[] };

export function checkQuestionHeader(headers: string[]): HeaderCheck {
  const trimmed = headers.map((h) => h.trim()).filter((h) => h !== '');
  const known = new Set<string>([...QUESTION_BANK_COLUMNS, ...QUESTION_BANK_OPTIONAL_COLUMNS]);
  return {
    missing: QUESTION_BANK_COLUMNS.filter((c) => !trimmed.includes(c)),
    unknown: trimmed.filter((h) => !known.has(h)),
  };
}

const pick = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((o) => o.toLowerCase() === value.trim().toLowerCase());

const ANSWER_COLUMNS = ['Answer One', 'Answer Two', 'Answer Three', 'Answer Four'] as const;
const ANIMATION_COLUMNS = [
  'Response One',
  'Response Two',
  'Response Three',
  'Response Four',
] as const;

/** A string field checked by `problem`, which names the first thing wrong with it, or null. */
const checked = (problem: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message !== null) {
        ctx.addIssue({ code: 'custom', message });
      }
    }),
  );

const wholeNumber = (text: string, max: number) => /^\d+$/.test(text) && Number(text) <= max;

/**
 * The answers, their ratings (`Response`) and, for type Question, their animations depend on
 * each other (one rating and one animation per answer), so they are checked as one group.
 */
const answerGroup = (type: QuestionType) =>
  z.pipe(
    z
      .object({ cells: z.array(z.string()), response: z.string(), animations: z.array(z.string()) })
      .check(
        z.superRefine(({ cells, response, animations: moods }, ctx) => {
          const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
          const count = cells.filter((c) => c !== '').length;
          if (count === 0) {
            return fail('A question needs 1 to 4 answers');
          }
          if (cells.slice(0, count).some((c) => c === '')) {
            return fail('Answers must be filled from Answer One on, without gaps');
          }
          const limit = questionLimits[type].option;
          const long = cells.findIndex((a) => a.length > limit);
          if (long >= 0) {
            return fail(
              `${ANSWER_COLUMNS[long]} is longer than ${limit} characters for type ${type}`,
            );
          }
          const parts = response.split('|').map((r) => r.trim());
          if (parts.length !== count || parts.some((r) => !['1', '2', '3'].includes(r))) {
            return fail(
              `Response must give one rating (1, 2 or 3) per answer, joined by "|" (${count} answers)`,
            );
          }
          if (type === 'Question') {
            const bad = moods
              .slice(0, count)
              .findIndex((a) => !(animations as readonly string[]).includes(a.toLowerCase()));
            if (bad >= 0) {
              return fail(`${ANIMATION_COLUMNS[bad]} must be happy, normal, sad or angry`);
            }
          }
        }),
      ),
    z.transform(({ cells, response, animations: moods }) => {
      const count = cells.filter((c) => c !== '').length;
      return {
        answers: cells.slice(0, count),
        ratings: response.split('|').map((r) => Number(r.trim())),
        animations: type === 'Question' ? moods.slice(0, count).map((a) => a.toLowerCase()) : [],
      };
    }),
  );

/** The Email column: a real address (the domain's e-mail rule) of at most 30 characters. */
const isQuestionEmail = (email: string) =>
  email.length <= QUESTION_EMAIL_MAX && emailSchema.safeParse(email).success;

/**
 * One data row of a question file of type `type`. Fields are checked in the file's column
 * order, so the first issue is the row's reason.
 */
const rowOfType = (type: QuestionType, competency: string) => {
  const limits = questionLimits[type];
  const isMessage = type !== 'Question';
  return z.pipe(
    z.object({
      type: z.literal(type),
      ability: checked((a) =>
        a.toLowerCase() === competency.trim().toLowerCase()
          ? null
          : `Leadership Ability "${a}" is not the competency "${competency}"`,
      ),
      level: z.pipe(
        checked((l) =>
          wholeNumber(l, 7) && Number(l) >= 1
            ? null
            : `Level must be a whole number from 1 to 7 (found "${l}")`,
        ),
        z.transform(Number),
      ),
      difficulty: z.pipe(
        z.string(),
        z.transform((d, ctx) => {
          const difficulty = pick(questionDifficulties, d);
          if (!difficulty) {
            ctx.issues.push({
              code: 'custom',
              message: `Difficulty must be Easy or Hard (found "${d}")`,
              input: d,
            });
            return z.NEVER;
          }
          return difficulty;
        }),
      ),
      question: checked((q) => {
        if (!q) {
          return 'Question is empty';
        }
        return q.length > limits.text
          ? `Question is longer than ${limits.text} characters for type ${type}`
          : null;
      }),
      name: checked((n) => {
        if (!isMessage) {
          return null;
        }
        if (!n) {
          return `Name is required for type ${type}`;
        }
        return n.length > QUESTION_NAME_MAX
          ? `Name is longer than ${QUESTION_NAME_MAX} characters`
          : null;
      }),
      subject: checked((s) => {
        if (type !== 'Email') {
          return null;
        }
        if (!s) {
          return 'Subject is required for type Email';
        }
        return s.length > QUESTION_SUBJECT_MAX
          ? `Subject is longer than ${QUESTION_SUBJECT_MAX} characters`
          : null;
      }),
      email: checked((e) => {
        if (type !== 'Email') {
          return null;
        }
        if (!e) {
          return 'Email is required for type Email';
        }
        return isQuestionEmail(e)
          ? null
          : `Email must be an e-mail address of at most ${QUESTION_EMAIL_MAX} characters`;
      }),
      answers: answerGroup(type),
      reward: z.pipe(
        checked((r) =>
          wholeNumber(r, 9999)
            ? null
            : `Reward must be a whole number from 0 to 9999 (found "${r}")`,
        ),
        z.transform(Number),
      ),
      rationale: checked((r) =>
        r.length > RATIONALE_MAX ? `Rationale is longer than ${RATIONALE_MAX} characters` : null,
      ),
    }),
    z.transform(
      ({ answers, ...row }): BankQuestion => ({ ...row, ability: competency.trim(), ...answers }),
    ),
  );
};

/** A file row's cells, trimmed and named for the schema; the type matched in any case. */
function rowFields(row: Record<string, string | undefined>) {
  const get = (column: string) => (row[column] ?? '').trim();
  return {
    type: pick(questionTypes, get('Type')) ?? get('Type'),
    ability: get('Leadership Ability'),
    level: get('Level'),
    difficulty: get('Difficulty'),
    question: get('Question'),
    name: get('Name'),
    subject: get('Subject'),
    email: get('Email'),
    answers: {
      cells: ANSWER_COLUMNS.map(get),
      response: get('Response'),
      animations: ANIMATION_COLUMNS.map(get),
    },
    reward: get('Reward'),
    rationale: get('Rationale'),
  };
}

/**
 * A question file's data row, by its Type: each type has its own limits and required columns.
 * `competency` is the competency being saved: a row of another ability is refused rather than
 * filed under the wrong competency.
 */
export function questionRowSchema(competency: string) {
  const [question, ...others] = questionTypes.map((type) => rowOfType(type, competency));
  if (!question) {
    throw new Error('no question types');
  }
  return z.pipe(
    z.transform((row) => rowFields(row as Record<string, string | undefined>)),
    z.discriminatedUnion('type', [question, ...others], {
      error: (issue) => {
        const found = (issue.input as { type?: unknown } | undefined)?.type;
        return `Type must be Question, Email or SMS (found "${String(found ?? '')}")`;
      },
    }),
  );
}

export type QuestionRowResult =
  | { ok: true; question: BankQuestion }
  | { ok: false; reason: string };

/**
 * A reader of one file's rows for `competency` (the schema is built once per file). A refused
 * row's reason is its first problem in column order.
 */
export function questionRowParser(
  competency: string,
): (row: Record<string, string | undefined>) => QuestionRowResult {
  const schema = questionRowSchema(competency);
  return (row) => {
    const result = schema.safeParse(row);
    if (result.success) {
      return { ok: true, question: result.data };
    }
    return { ok: false, reason: result.error.issues[0]?.message ?? 'Invalid row' };
  };
}

/** Validates one data row of a question file (see `questionRowParser`). */
export function parseQuestionRow(
  row: Record<string, string | undefined>,
  competency: string,
): QuestionRowResult {
  return questionRowParser(competency)(row);
}
