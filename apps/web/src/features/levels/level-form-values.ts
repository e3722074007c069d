import {
  type Attempts,
  autoPassingScore,
  difficultyPoints,
  isFinalLevel,
  isNumberedLevel,
  type Level,
  type LevelCreateInput,
  type LevelPlayProblem,
  type LevelsOverview,
  type LevelUpdateInput,
  levelCreateSchema,
  levelPlayability,
  levelPlayFacts,
  levelShapeProblems,
  levelUpdateSchema,
  MINI_LEVEL_MIN_ATTEMPT,
  miniLevelTotal,
  parseAttempts,
  parseMiniLevelNumber,
  pipeJoin,
} from '@app/domain';
import { type FormErrors, schemaResolver } from '@mantine/form';

/** What a NumberInput holds: a number, or '' while empty. */
type NumberValue = number | string;
type AttemptValues = Record<keyof Attempts, NumberValue>;

export type LevelFormValues = {
  /** Add Level's name select; Edit keeps the level's own name outside the form. */
  tabName: string | null;
  passingScore: NumberValue;
  /** The time select's value: seconds as text. */
  time: string | null;
  difficulty: string | null;
  goalText: string;
  final: boolean;
  /** Numbered levels only. */
  totalQuestions: AttemptValues;
  minAttempts: AttemptValues;
  /** Other levels only: the one Level number ('L=n'). */
  miniLevel: NumberValue;
};

export type Difficulties = LevelsOverview['difficulties'];

const noAttempts: AttemptValues = { questions: '', emails: '', sms: '' };

export function newLevelValues(tabName: string | null): LevelFormValues {
  return {
    tabName,
    passingScore: '',
    time: null,
    difficulty: null,
    goalText: '',
    final: false,
    totalQuestions: noAttempts,
    minAttempts: noAttempts,
    miniLevel: '',
  };
}

/** Edit Level's form, from the stored level ('q|e|s' and 'L=n' read back into their fields). */
export function storedLevelValues(level: Level): LevelFormValues {
  return {
    tabName: level.tabName,
    passingScore: level.passingScore,
    time: String(level.time),
    difficulty: level.difficulty || null,
    goalText: level.goalText,
    final: isFinalLevel(level.final),
    totalQuestions: parseAttempts(level.totalQuestion) ?? noAttempts,
    minAttempts: parseAttempts(level.minAttempt) ?? noAttempts,
    miniLevel: parseMiniLevelNumber(level.totalQuestion) ?? '',
  };
}

/** An empty input is no value at all, so the schema says 'This field is required'. */
const toNumber = (value: NumberValue): number | undefined =>
  value === '' ? undefined : Number(value);

function toAttempts(values: AttemptValues) {
  return {
    questions: toNumber(values.questions),
    emails: toNumber(values.emails),
    sms: toNumber(values.sms),
  };
}

/** The complete attempts, or null while one of them is empty. */
function completeAttempts(values: AttemptValues): Attempts | null {
  const { questions, emails, sms } = toAttempts(values);
  return questions === undefined || emails === undefined || sms === undefined
    ? null
    : { questions, emails, sms };
}

/** The request as the schemas read it: only the count fields this level's name has. */
function toDraft(values: LevelFormValues, tabName: string) {
  return {
    tabName,
    passingScore: toNumber(values.passingScore),
    time: values.time === null ? undefined : Number(values.time),
    difficulty: values.difficulty ?? '',
    goalText: values.goalText,
    final: values.final,
    ...(isNumberedLevel(tabName)
      ? {
          totalQuestions: toAttempts(values.totalQuestions),
          minAttempts: toAttempts(values.minAttempts),
        }
      : { miniLevel: toNumber(values.miniLevel) }),
  };
}

/** A count group as the schema reads it, or undefined while it does not pass. */
function checkedAttempts(values: AttemptValues): Attempts | undefined {
  const parsed = levelUpdateSchema.shape.totalQuestions.safeParse(toAttempts(values));
  return parsed.success ? parsed.data : undefined;
}

/**
 * What this level's name needs besides the schema (both attempt groups, minimum ≤ total, or the
 * Level number), checked on the count fields alone so it shows with the schema's messages at
 * once. levelShapeProblems reads only the count fields of its input.
 */
function shapeProblems(values: LevelFormValues, tabName: string): FormErrors {
  const miniLevel = levelUpdateSchema.shape.miniLevel.safeParse(toNumber(values.miniLevel));
  return levelShapeProblems(tabName, {
    time: 0,
    difficulty: '',
    goalText: '',
    final: false,
    totalQuestions: checkedAttempts(values.totalQuestions),
    minAttempts: checkedAttempts(values.minAttempts),
    miniLevel: miniLevel.success ? miniLevel.data : undefined,
  });
}

/** The schema's messages first; a field it passes may still miss what the name needs. */
function levelValidator(
  check: (draft: unknown) => FormErrors,
  nameOf: (values: LevelFormValues) => string,
) {
  return (values: LevelFormValues): FormErrors => {
    const tabName = nameOf(values);
    return { ...shapeProblems(values, tabName), ...check(toDraft(values, tabName)) };
  };
}

export const validateNewLevel = levelValidator(
  schemaResolver(levelCreateSchema, { sync: true }),
  (values) => values.tabName ?? '',
);

export const validateLevelUpdate = (tabName: string) =>
  levelValidator(schemaResolver(levelUpdateSchema, { sync: true }), () => tabName);

/** Called with values the validator has passed. */
export const toCreateInput = (values: LevelFormValues): LevelCreateInput =>
  levelCreateSchema.parse(toDraft(values, values.tabName ?? ''));

export const toUpdateInput = (values: LevelFormValues, tabName: string): LevelUpdateInput =>
  levelUpdateSchema.parse(toDraft(values, tabName));

/** Part B §4: min attempts × the difficulty's points, or null while either is missing. */
export function autoScore(values: LevelFormValues, difficulties: Difficulties): number | null {
  const minAttempts = completeAttempts(values.minAttempts);
  if (!minAttempts || !values.difficulty) {
    return null;
  }
  return autoPassingScore(minAttempts, difficultyPoints(values.difficulty, difficulties));
}

/**
 * The problems that would keep the level off the participants' map, from the form as it stands
 * and what the level has to play (domain levelPlayability); none while a count is still empty.
 * A time not chosen yet limits nothing.
 */
export function formPlayProblems(
  values: LevelFormValues,
  level: { tabName: string; type: string; content: Attempts },
): LevelPlayProblem[] {
  const numbered = isNumberedLevel(level.tabName);
  const total = completeAttempts(values.totalQuestions);
  const min = completeAttempts(values.minAttempts);
  const miniLevel = toNumber(values.miniLevel);
  if (numbered ? !total || !min : miniLevel === undefined) {
    return [];
  }
  const counts =
    numbered && total && min
      ? { totalQuestion: pipeJoin(total), minAttempt: pipeJoin(min) }
      : { totalQuestion: miniLevelTotal(miniLevel ?? 1), minAttempt: MINI_LEVEL_MIN_ATTEMPT };
  return levelPlayability(
    levelPlayFacts(
      {
        type: level.type,
        tabName: level.tabName,
        ...counts,
        time: values.time === null ? Number.POSITIVE_INFINITY : Number(values.time),
        passingScore: toNumber(values.passingScore) ?? 0,
      },
      level.content,
    ),
  ).problems;
}
