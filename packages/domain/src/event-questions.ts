import { z } from 'zod/mini';
import { emailSchema } from './auth';
import { type QuestionType, questionTypes } from './catalog';
import { levelSchema } from './levels';
import { authMessages } from './messages';
import {
  animations,
  DEFAULT_QUESTION_REWARD,
  QUESTION_EMAIL_MAX,
  QUESTION_NAME_MAX,
  QUESTION_SUBJECT_MAX,
  questionDifficulties,
  questionLimits,
  RATIONALE_MAX,
} from './question-bank';

/**
 * A question of an event's level as the admin adds and edits it (part B §2 Add/Edit Question,
 * §3 Event question, §4 type change truncation, §5 Question, §9 options and default reward).
 */
export const QUESTION_OPTIONS_MAX = 4;
export const REWARD_MAX = 9999;
export const responseLabels = { 1: 'Best', 2: 'Ok', 3: 'Wrong' } as const;

export const questionMessages = {
  questionNotFound: 'This question does not exist in this level',
  notAQuestionLevel: 'Only numbered levels have questions',
  unknownCompetency: "Choose one of this game's competencies",
  animationRequired: 'Choose an animation for each option',
  optionsRange: `Give 1 to ${QUESTION_OPTIONS_MAX} options`,
  rewardRange: `Reward is a whole number from 0 to ${REWARD_MAX}`,
  saved: 'Question saved',
  deleted: 'Question deleted',
} as const;

const optionSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1, authMessages.required)),
  /** 1 Best, 2 Ok, 3 Wrong (part A §4). */
  rating: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: authMessages.required }),
  /** Type Question only: the character's reaction. */
  animation: z._default(z.nullable(z.enum(animations)), null),
});

export const eventQuestionInputSchema = z
  .object({
    type: z.enum(questionTypes, { error: authMessages.required }),
    question: z.string().check(z.trim(), z.minLength(1, authMessages.required)),
    name: z._default(z.string().check(z.trim()), ''),
    email: z._default(z.string().check(z.trim()), ''),
    subject: z._default(z.string().check(z.trim()), ''),
    options: z
      .array(optionSchema)
      .check(
        z.minLength(1, questionMessages.optionsRange),
        z.maxLength(QUESTION_OPTIONS_MAX, questionMessages.optionsRange),
      ),
    reward: z._default(
      z
        .number({ error: authMessages.required })
        .check(
          z.int(questionMessages.rewardRange),
          z.gte(0, questionMessages.rewardRange),
          z.lte(REWARD_MAX, questionMessages.rewardRange),
        ),
      DEFAULT_QUESTION_REWARD,
    ),
    difficulty: z.enum(questionDifficulties, { error: authMessages.required }),
    ability: z.string().check(z.trim(), z.minLength(1, authMessages.required)),
    /** Why the Best option is best: for admins only (docs/content-guide.md). */
    rationale: z._default(
      z.string().check(z.trim(), z.maxLength(RATIONALE_MAX, authMessages.tooLong(RATIONALE_MAX))),
      '',
    ),
  })
  .check(
    z.superRefine((q, ctx) => {
      const limits = questionLimits[q.type];
      const fail = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (q.question.length > limits.text) {
        fail(['question'], authMessages.tooLong(limits.text));
      }
      q.options.forEach((option, i) => {
        if (option.text.length > limits.option) {
          fail(['options', i, 'text'], authMessages.tooLong(limits.option));
        }
        if (q.type === 'Question' && !option.animation) {
          fail(['options', i, 'animation'], questionMessages.animationRequired);
        }
      });
      if (q.type !== 'Question') {
        if (!q.name) {
          fail(['name'], authMessages.required);
        } else if (q.name.length > QUESTION_NAME_MAX) {
          fail(['name'], authMessages.tooLong(QUESTION_NAME_MAX));
        }
      }
      if (q.type === 'Email') {
        if (!q.email) {
          fail(['email'], authMessages.required);
        } else if (q.email.length > QUESTION_EMAIL_MAX) {
          fail(['email'], authMessages.tooLong(QUESTION_EMAIL_MAX));
        } else if (!emailSchema.safeParse(q.email).success) {
          fail(['email'], authMessages.invalidEmail);
        }
        if (!q.subject) {
          fail(['subject'], authMessages.required);
        } else if (q.subject.length > QUESTION_SUBJECT_MAX) {
          fail(['subject'], authMessages.tooLong(QUESTION_SUBJECT_MAX));
        }
      }
    }),
  );
export type EventQuestionInput = z.infer<typeof eventQuestionInputSchema>;
export type EventQuestionDraft = z.input<typeof eventQuestionInputSchema>;

type TruncatableQuestion = {
  type: QuestionType;
  question: string;
  options: { text: string; animation?: (typeof animations)[number] | null }[];
};

/**
 * Part B §4: changing the type cuts the question and option texts to the new type's limits.
 * Options get an animation ('normal') when they become a Question's, and lose it otherwise.
 */
export function changeQuestionType<T extends TruncatableQuestion>(draft: T, type: QuestionType): T {
  const limits = questionLimits[type];
  return {
    ...draft,
    type,
    question: draft.question.slice(0, limits.text),
    options: draft.options.map((option) => ({
      ...option,
      text: option.text.slice(0, limits.option),
      animation: type === 'Question' ? (option.animation ?? 'normal') : null,
    })),
  };
}

/** The event's competency an ability names, in the event's spelling (case is ignored). */
export function matchCompetency(competencies: readonly string[], ability: string): string | null {
  const key = ability.trim().toLowerCase();
  return competencies.find((c) => c.toLowerCase() === key) ?? null;
}

/**
 * A checked question as its level stores it: Name only for Email and SMS, Subject and Email
 * only for Email, an animation per option only for type Question.
 */
export function storedQuestionColumns(input: EventQuestionInput, ability: string) {
  const isQuestion = input.type === 'Question';
  return {
    type: input.type,
    ability,
    difficulty: input.difficulty,
    name: isQuestion ? '' : input.name,
    subject: input.type === 'Email' ? input.subject : '',
    email: input.type === 'Email' ? input.email : '',
    question: input.question,
    answers: input.options.map((o) => o.text),
    animations: isQuestion ? input.options.map((o) => o.animation ?? 'normal') : [],
    ratings: input.options.map((o) => o.rating),
    reward: input.reward,
    rationale: input.rationale,
  };
}

/** The spec's question ID: competency-level-difficulty-type. */
export function questionDisplayId(q: {
  ability: string;
  levelName: string;
  difficulty: string;
  type: string;
}): string {
  return `${q.ability}-${q.levelName}-${q.difficulty}-${q.type}`;
}

/** Part B §9: a new question's number is the last one's + 1 (1 for the first). */
export function nextQuestionNumber(numbers: readonly number[]): number {
  return numbers.length === 0 ? 1 : Math.max(...numbers) + 1;
}

export const eventQuestionSchema = z.object({
  id: z.string(),
  /** Its place in the level, from 1 (the Edit route's {count}). */
  number: z.number(),
  displayId: z.string(),
  type: z.enum(questionTypes),
  ability: z.string(),
  difficulty: z.string(),
  name: z.string(),
  subject: z.string(),
  email: z.string(),
  question: z.string(),
  options: z.array(
    z.object({ text: z.string(), rating: z.number(), animation: z.nullable(z.string()) }),
  ),
  reward: z.number(),
  rationale: z.string(),
});
export type EventQuestion = z.infer<typeof eventQuestionSchema>;

export const questionParamsSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(255)),
  levelName: z.string().check(z.minLength(1), z.maxLength(20)),
  questionId: z.uuid(),
});

/** GET /api/events/:eventId/levels/:levelName: Level details, and the question forms' options. */
export const levelDetailSchema = z.object({
  level: levelSchema,
  questions: z.array(eventQuestionSchema),
  /** The event's competencies: a question's ability is one of them. */
  competencies: z.array(z.string()),
  /**
   * What the level has to play (levelPlayability's `content`): a numbered level's questions,
   * emails and SMS; a mini level's catalog screens and a game's engine items, under questions.
   */
  content: z.object({ questions: z.number(), emails: z.number(), sms: z.number() }),
});
export type LevelDetail = z.infer<typeof levelDetailSchema>;
