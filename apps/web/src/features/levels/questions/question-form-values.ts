import {
  animations,
  DEFAULT_QUESTION_REWARD,
  type EventQuestion,
  type EventQuestionInput,
  eventQuestionInputSchema,
  type QuestionType,
} from '@app/domain';
import { schemaResolver } from '@mantine/form';
import { randomId } from '@mantine/hooks';

type Animation = (typeof animations)[number];

export type OptionValues = {
  /** The list item's React key (options have no id of their own). */
  key: string;
  text: string;
  /** The response select's value: '1' Best, '2' Ok, '3' Wrong. */
  rating: string | null;
  /** Type Question only. */
  animation: Animation | null;
};

export type QuestionFormValues = {
  type: QuestionType;
  question: string;
  name: string;
  email: string;
  subject: string;
  options: OptionValues[];
  /** A NumberInput's value: '' while empty. */
  reward: number | string;
  difficulty: string | null;
  ability: string | null;
  /** Why the Best option is best (optional; admins only). */
  rationale: string;
};

export const newOption = (type: QuestionType): OptionValues => ({
  key: randomId(),
  text: '',
  rating: null,
  animation: type === 'Question' ? 'normal' : null,
});

export function newQuestionValues(): QuestionFormValues {
  return {
    type: 'Question',
    question: '',
    name: '',
    email: '',
    subject: '',
    options: [newOption('Question')],
    reward: DEFAULT_QUESTION_REWARD,
    difficulty: null,
    ability: null,
    rationale: '',
  };
}

const isAnimation = (value: string | null): value is Animation =>
  (animations as readonly (string | null)[]).includes(value);

export function storedQuestionValues(q: EventQuestion): QuestionFormValues {
  return {
    type: q.type,
    question: q.question,
    name: q.name,
    email: q.email,
    subject: q.subject,
    options: q.options.map((o) => ({
      key: randomId(),
      text: o.text,
      rating: String(o.rating),
      animation: isAnimation(o.animation) ? o.animation : null,
    })),
    reward: q.reward,
    difficulty: q.difficulty || null,
    ability: q.ability || null,
    rationale: q.rationale,
  };
}

/** The request as the schema reads it; fields the type does not have go empty. */
function toDraft(values: QuestionFormValues) {
  const { type } = values;
  return {
    type,
    question: values.question,
    name: type === 'Question' ? '' : values.name,
    email: type === 'Email' ? values.email : '',
    subject: type === 'Email' ? values.subject : '',
    options: values.options.map((o) => ({
      text: o.text,
      rating: o.rating === null ? undefined : Number(o.rating),
      animation: type === 'Question' ? o.animation : null,
    })),
    // Empty is no reward at all ('This field is required'), not the schema's default.
    reward: values.reward === '' ? null : Number(values.reward),
    difficulty: values.difficulty ?? undefined,
    ability: values.ability ?? '',
    rationale: values.rationale,
  };
}

const check = schemaResolver(eventQuestionInputSchema, { sync: true });

/** The domain schema's messages, under the form's own paths ('options.0.text'). */
export const validateQuestion = (values: QuestionFormValues) => check(toDraft(values));

/** Called with values the validator has passed. */
export const toQuestionInput = (values: QuestionFormValues): EventQuestionInput =>
  eventQuestionInputSchema.parse(toDraft(values));
