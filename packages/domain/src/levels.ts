import { z } from 'zod/mini';
import { type Attempts, MINI_LEVEL_MIN_ATTEMPT, pipeJoin, sumAttempts } from './generation';
import { authMessages } from './messages';

/**
 * An event's levels as the admin edits them (part B §2 Levels overview, Add/Edit Level, Level
 * details; §4 level forms; §5 Add Level, Edit Level; §9 time options and digits).
 */

/** Ten numbered levels and the four mini-game levels with screens (part B §9). */
export const NUMBERED_LEVEL_NAMES = Array.from({ length: 10 }, (_, i) => String(i + 1));
export const MINI_LEVEL_NAMES = ['Mini 1', 'Mini 2', 'Mini 3', 'Mini 4'] as const;
export const LEVEL_NAMES: readonly string[] = [...NUMBERED_LEVEL_NAMES, ...MINI_LEVEL_NAMES];
export const LEVEL_TIMES = [60, 90, 120, 180] as const;
/**
 * The spec says 3 digits when adding, but its own auto-fill (minimum attempts × points) gives
 * 1,000 for four answers at easy 250: Add takes 4 digits like Edit, or it would refuse the
 * value it fills in itself.
 */
export const PASSING_SCORE_MAX_ADD = 9999;
export const PASSING_SCORE_MAX_EDIT = 9999;
export const ATTEMPTS_MAX = 99;
export const MINI_LEVEL_NUMBER_MAX = 99;
export const LEVEL_OBJECTIVE_MAX = 300;
/** Seconds a level may last at most (Edit keeps a generated time: 15 s an answer). */
export const LEVEL_TIME_MAX = 9999;
/** Points per answer when the difficulty catalog has no row for the level's difficulty. */
export const DEFAULT_DIFFICULTY_POINTS: Readonly<Record<string, number>> = {
  easy: 250,
  medium: 375,
  hard: 500,
};

export const levelMessages = {
  loadFailed: 'Something went wrong while loading data, try refreshing the page.',
  levelNotFound: 'This level does not exist in this game',
  nameUsed: 'This level name is already used in this game',
  nameUnknown: 'Choose a level name from the list',
  timeOption: 'Choose 60, 90, 120 or 180 seconds',
  digits: (digits: number) => `Use at most ${digits} digits`,
  wholeNumber: 'Enter a whole number',
  unknownDifficulty: 'Choose a difficulty from the list',
  attemptsOverTotal: 'Minimum attempts cannot be more than the total questions',
  miniUpdateFailed: (why: string) => `Failed to update Mini level details: ${why}`,
  deleted: (name: string) => `Level ${name} deleted`,
  saved: 'Level saved',
  characterNotFound: 'This character does not exist in this game',
  characterSaved: 'Character name saved',
} as const;

/** '1'…'10' (and any other number): a level of questions, emails and SMS. */
export const isNumberedLevel = (tabName: string) => /^\d+$/.test(tabName);
/** 'Mini 1'…: a mini game's level, whose screens are catalog content. */
export const isMiniLevel = (tabName: string) => /^Mini \d+$/.test(tabName);

/** The stored type of an added level: numbered levels hold questions, the others a game. */
export const levelType = (tabName: string) => (isNumberedLevel(tabName) ? 'Level' : 'Game');

/** Add Level offers the names this event does not use yet, in the spec's order. */
export function availableLevelNames(used: readonly string[]): string[] {
  return LEVEL_NAMES.filter((name) => !used.includes(name));
}

/** Points per answer for a difficulty: the catalog's, else the spec's defaults, else 0. */
export function difficultyPoints(
  difficulty: string,
  catalog: readonly { difficulty: string; passingScore: number }[],
): number {
  const key = difficulty.trim().toLowerCase();
  const row = catalog.find((d) => d.difficulty.trim().toLowerCase() === key);
  return row?.passingScore ?? DEFAULT_DIFFICULTY_POINTS[key] ?? 0;
}

/** The difficulty as the catalog spells it; the spec's defaults count when the catalog lacks it. */
export function resolveDifficulty(
  difficulty: string,
  catalog: readonly { difficulty: string }[],
): string | null {
  const key = difficulty.trim().toLowerCase();
  const row = catalog.find((d) => d.difficulty.trim().toLowerCase() === key);
  if (row) {
    return row.difficulty;
  }
  return key in DEFAULT_DIFFICULTY_POINTS ? key.charAt(0).toUpperCase() + key.slice(1) : null;
}

/** Part B §4: the passing score is the sum of the minimum attempts × the difficulty's points. */
export function autoPassingScore(minAttempts: Attempts, points: number): number {
  return sumAttempts(minAttempts) * points;
}

/** 'q|e|s' → attempts; anything else (a Mini level's 'L=1' or '5') → null. */
export function parseAttempts(stored: string): Attempts | null {
  const match = /^(\d+)\|(\d+)\|(\d+)$/.exec(stored.trim());
  if (!match) {
    return null;
  }
  return { questions: Number(match[1]), emails: Number(match[2]), sms: Number(match[3]) };
}

/** 'L=3' → 3: a Mini level's number (the text after the equals sign). */
export function parseMiniLevelNumber(stored: string): number | null {
  const match = /^L=(\d+)$/.exec(stored.trim());
  return match ? Number(match[1]) : null;
}

export const miniLevelTotal = (n: number) => `L=${n}`;

const wholeNumber = (max: number, digits: number) =>
  z
    .number({ error: authMessages.required })
    .check(
      z.int(levelMessages.wholeNumber),
      z.gte(0, levelMessages.wholeNumber),
      z.lte(max, levelMessages.digits(digits)),
    );

const attemptsSchema = z.object({
  questions: wholeNumber(ATTEMPTS_MAX, 2),
  emails: wholeNumber(ATTEMPTS_MAX, 2),
  sms: wholeNumber(ATTEMPTS_MAX, 2),
});

/** A time Add Level offers; Edit Level also keeps the level's own (a generated 75 s, say). */
export const isOfferedLevelTime = (time: number) =>
  (LEVEL_TIMES as readonly number[]).includes(time);

/** A time problem: Add offers LEVEL_TIMES; Edit also keeps the level's own time. */
export function levelTimeProblem(time: number, currentTime: number | null): string | null {
  return isOfferedLevelTime(time) || time === currentTime ? null : levelMessages.timeOption;
}

/**
 * The stored Final flag after a save: 'y' when marked final; unmarking a final level makes it
 * 'n', and the generated last level keeps its 'd'.
 */
export function nextFinalFlag(current: FinalFlag | null, final: boolean): FinalFlag {
  if (final) {
    return 'y';
  }
  return current === 'y' || current === null ? 'n' : current;
}

const levelFields = {
  time: wholeNumber(LEVEL_TIME_MAX, 4),
  difficulty: z.string().check(z.trim(), z.minLength(1, authMessages.required)),
  goalText: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(LEVEL_OBJECTIVE_MAX, authMessages.tooLong(LEVEL_OBJECTIVE_MAX))),
    '',
  ),
  final: z._default(z.boolean(), false),
  /** Numbered levels: Total Questions and Minimum Attempts, each questions / emails / SMS. */
  totalQuestions: z.optional(attemptsSchema),
  minAttempts: z.optional(attemptsSchema),
  /** Other levels: the one Level number, stored as 'L=n'. */
  miniLevel: z.optional(wholeNumber(MINI_LEVEL_NUMBER_MAX, 2)),
};

/** POST /api/events/:eventId/levels (Add Level). */
export const levelCreateSchema = z.object({
  tabName: z.string().check(z.trim(), z.minLength(1, authMessages.required)),
  passingScore: wholeNumber(PASSING_SCORE_MAX_ADD, 4),
  ...levelFields,
  time: levelFields.time.check(z.refine(isOfferedLevelTime, levelMessages.timeOption)),
});
/** PATCH /api/events/:eventId/levels/:levelName (Edit Level): the name stays. */
export const levelUpdateSchema = z.object({
  passingScore: wholeNumber(PASSING_SCORE_MAX_EDIT, 4),
  ...levelFields,
});
export type LevelCreateInput = z.infer<typeof levelCreateSchema>;
export type LevelUpdateInput = z.infer<typeof levelUpdateSchema>;
export type LevelFields = Omit<LevelUpdateInput, 'passingScore'>;

/**
 * The fields a level of this name needs, which the schema cannot know: field → message, empty
 * when the input fits. Numbered levels need both attempt groups (minimum ≤ total); the others
 * need the Level number.
 */
export function levelShapeProblems(tabName: string, input: LevelFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isNumberedLevel(tabName)) {
    if (!input.totalQuestions) {
      problems.totalQuestions = authMessages.required;
    }
    if (!input.minAttempts) {
      problems.minAttempts = authMessages.required;
    }
    const { totalQuestions: total, minAttempts: min } = input;
    if (total && min) {
      for (const kind of ['questions', 'emails', 'sms'] as const) {
        if (min[kind] > total[kind]) {
          problems[`minAttempts.${kind}`] = levelMessages.attemptsOverTotal;
        }
      }
    }
  } else if (input.miniLevel === undefined) {
    problems.miniLevel = authMessages.required;
  }
  return problems;
}

/** The stored level columns for a checked input. */
export function storedLevelCounts(
  tabName: string,
  input: LevelFields,
): { totalQuestion: string; minAttempt: string } {
  if (isNumberedLevel(tabName) && input.totalQuestions && input.minAttempts) {
    return {
      totalQuestion: pipeJoin(input.totalQuestions),
      minAttempt: pipeJoin(input.minAttempts),
    };
  }
  return {
    totalQuestion: miniLevelTotal(input.miniLevel ?? 1),
    minAttempt: MINI_LEVEL_MIN_ATTEMPT,
  };
}

export const finalFlags = ['n', 'y', 'd'] as const;
export type FinalFlag = (typeof finalFlags)[number];
/** 'y' is the event's one final level; 'd' marks the generated last level (part B §3). */
export const isFinalLevel = (final: string) => final === 'y';

export const levelSchema = z.object({
  id: z.string(),
  tabName: z.string(),
  type: z.string(),
  passingScore: z.number(),
  time: z.number(),
  totalQuestion: z.string(),
  minAttempt: z.string(),
  difficulty: z.string(),
  goalText: z.string(),
  final: z.enum(finalFlags),
  sortingOrder: z.number(),
  questionCount: z.number(),
});
export type Level = z.infer<typeof levelSchema>;

/** GET /api/events/:eventId/levels: the Levels Info page and the level forms' options. */
export const levelsOverviewSchema = z.object({
  levels: z.array(levelSchema),
  skills: z.array(z.object({ name: z.string(), description: z.string() })),
  characters: z.array(z.object({ key: z.string(), name: z.string() })),
  difficulties: z.array(z.object({ difficulty: z.string(), passingScore: z.number() })),
});
export type LevelsOverview = z.infer<typeof levelsOverviewSchema>;

export const levelParamsSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(255)),
  levelName: z.string().check(z.minLength(1), z.maxLength(20)),
});
export const characterParamsSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(255)),
  key: z.string().check(z.minLength(1), z.maxLength(60)),
});
