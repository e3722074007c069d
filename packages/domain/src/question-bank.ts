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
};

export type HeaderCheck = { missing: string[]; unknown: string[] };

export function checkQuestionHeader(headers: string[]): HeaderCheck {
  const trimmed = headers.map((h) => h.trim()).filter((h) => h !== '');
  const known = new Set<string>(QUESTION_BANK_COLUMNS);
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

/**
 * Validates one data row of a question file. `competency` is the competency being saved: a row
 * of another ability is refused rather than filed under the wrong competency.
 */
export function parseQuestionRow(
  row: Record<string, string | undefined>,
  competency: string,
): { ok: true; question: BankQuestion } | { ok: false; reason: string } {
  const get = (column: string) => (row[column] ?? '').trim();
  const fail = (reason: string) => ({ ok: false as const, reason });

  const type = pick(questionTypes, get('Type'));
  if (!type) {
    return fail(`Type must be Question, Email or SMS (found "${get('Type')}")`);
  }
  const ability = get('Leadership Ability');
  if (ability.toLowerCase() !== competency.trim().toLowerCase()) {
    return fail(`Leadership Ability "${ability}" is not the competency "${competency}"`);
  }
  const levelText = get('Level');
  const level = Number(levelText);
  if (!/^\d+$/.test(levelText) || level < 1 || level > 7) {
    return fail(`Level must be a whole number from 1 to 7 (found "${levelText}")`);
  }
  const difficulty = pick(questionDifficulties, get('Difficulty'));
  if (!difficulty) {
    return fail(`Difficulty must be Easy or Hard (found "${get('Difficulty')}")`);
  }
  const limits = questionLimits[type];
  const question = get('Question');
  if (!question) {
    return fail('Question is empty');
  }
  if (question.length > limits.text) {
    return fail(`Question is longer than ${limits.text} characters for type ${type}`);
  }

  const name = get('Name');
  const subject = get('Subject');
  const email = get('Email');
  if (type !== 'Question') {
    if (!name) {
      return fail(`Name is required for type ${type}`);
    }
    if (name.length > QUESTION_NAME_MAX) {
      return fail(`Name is longer than ${QUESTION_NAME_MAX} characters`);
    }
  }
  if (type === 'Email') {
    if (!subject) {
      return fail('Subject is required for type Email');
    }
    if (subject.length > QUESTION_SUBJECT_MAX) {
      return fail(`Subject is longer than ${QUESTION_SUBJECT_MAX} characters`);
    }
    if (!email) {
      return fail('Email is required for type Email');
    }
    if (email.length > QUESTION_EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return fail(`Email must be an e-mail address of at most ${QUESTION_EMAIL_MAX} characters`);
    }
  }

  const cells = ANSWER_COLUMNS.map(get);
  const count = cells.filter((c) => c !== '').length;
  if (count === 0) {
    return fail('A question needs 1 to 4 answers');
  }
  if (cells.slice(0, count).some((c) => c === '')) {
    return fail('Answers must be filled from Answer One on, without gaps');
  }
  const answers = cells.slice(0, count);
  const longIndex = answers.findIndex((a) => a.length > limits.option);
  if (longIndex >= 0) {
    return fail(
      `${ANSWER_COLUMNS[longIndex]} is longer than ${limits.option} characters for type ${type}`,
    );
  }

  const ratingParts = get('Response')
    .split('|')
    .map((r) => r.trim());
  if (ratingParts.length !== count || ratingParts.some((r) => !['1', '2', '3'].includes(r))) {
    return fail(
      `Response must give one rating (1, 2 or 3) per answer, joined by "|" (${count} answers)`,
    );
  }

  let rowAnimations: string[] = [];
  if (type === 'Question') {
    rowAnimations = ANIMATION_COLUMNS.slice(0, count).map((c) => get(c).toLowerCase());
    const bad = rowAnimations.findIndex((a) => !(animations as readonly string[]).includes(a));
    if (bad >= 0) {
      return fail(`${ANIMATION_COLUMNS[bad]} must be happy, normal, sad or angry`);
    }
  }

  const rewardText = get('Reward');
  const reward = Number(rewardText);
  if (!/^\d+$/.test(rewardText) || reward > 9999) {
    return fail(`Reward must be a whole number from 0 to 9999 (found "${rewardText}")`);
  }

  return {
    ok: true,
    question: {
      type,
      ability: competency.trim(),
      level,
      difficulty,
      name,
      subject,
      email,
      question,
      answers,
      animations: rowAnimations,
      ratings: ratingParts.map(Number),
      reward,
    },
  };
}
