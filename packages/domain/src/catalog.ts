import { z } from 'zod/mini';
import { authMessages } from './messages';
import { type EngineKind, engineKindSchema } from './play/engines';

/** Part A §5 and §9: names of departments and regions, and the score bounds of the settings. */
export const DEPARTMENT_NAME_MAX = 20;
export const REGION_NAME_MAX = 20;
export const DIFFICULTY_NAME_MAX = 250;
export const SCORE_MAX = 9999;
export const CHARACTER_NAME_MAX = 40;
export const MINI_GAME_NAME_MAX = 60;
export const GOAL_TEXT_MAX = 300;
export const COMPETENCY_NAME_MAX = 60;
export const COMPETENCY_DESCRIPTION_MAX = 500;
export const LOGO_MAX_BYTES = 1_000_000;
export const LOGO_MAX_SIDE = 300;
export const QUESTION_FILE_MAX_BYTES = 5_000_000;
export const BANK_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;

export const catalogMessages = {
  imageTooLarge: 'Please Select image less than 1mb',
  imageType: 'Please upload an image file in jpeg/png format only. Other formats are not allowed.',
  duplicate: (what: string, name: string) => `${what} "${name}" already exists`,
  tabNameUsed: (tab: string) => `Tab name ${tab} is already used by another mini game`,
  notFound: (what: string) => `${what} not found`,
  fileTooLarge: 'The question file must be at most 5 MB',
  notCsv: 'The question file is not a CSV file',
  noHeader: 'The question file has no header row',
  missingColumns: (cols: string[]) => `The question file lacks the columns: ${cols.join(', ')}`,
  unknownColumns: (cols: string[]) => `The question file has unknown columns: ${cols.join(', ')}`,
  noValidRows: 'The question file has no valid question rows',
  scoreRange: `Must be a whole number from 0 to ${SCORE_MAX}`,
  minZero: 'Must be 0 or more',
} as const;

/** "first letter upper-cased on save" (part A §5). */
export function capitalizeFirst(value: string): string {
  const trimmed = value.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

const name = (max: number) =>
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, authMessages.required),
        z.maxLength(max, authMessages.tooLong(max)),
      ),
    z.transform(capitalizeFirst),
  );

const score = z
  .number({ error: catalogMessages.scoreRange })
  .check(
    z.int(catalogMessages.scoreRange),
    z.gte(0, catalogMessages.scoreRange),
    z.lte(SCORE_MAX, catalogMessages.scoreRange),
  );

export const departmentInputSchema = z.object({ department: name(DEPARTMENT_NAME_MAX) });
export const regionInputSchema = z.object({ region: name(REGION_NAME_MAX) });
export const departmentSchema = z.object({ id: z.string(), department: z.string() });
export const regionSchema = z.object({ id: z.string(), region: z.string() });

export const difficultyCreateSchema = z.object({
  difficulty: name(DIFFICULTY_NAME_MAX),
  passingScore: score,
});
/** The name is read-only on edit (part A §5). */
export const difficultyUpdateSchema = z.object({ passingScore: score });
export const difficultySchema = z.object({
  id: z.string(),
  difficulty: z.string(),
  passingScore: z.number(),
});

export const questionTypes = ['Question', 'Email', 'SMS'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const questionRewardSchema = z.object({ type: z.string(), value: z.number() });
export const questionRewardUpdateSchema = z.object({ value: score });

export const characterSchema = z.object({ key: z.string(), name: z.string() });
export const characterUpdateSchema = z.object({ name: name(CHARACTER_NAME_MAX) });

/** Mini-game tabs (part A §9). */
export const TAB_NAMES = Array.from({ length: 10 }, (_, i) => `Mini ${i + 1}`);

/** Tab names offered when adding (unused ones), or editing (unused ones plus its own). */
export function availableTabNames(used: string[], current?: string): string[] {
  return TAB_NAMES.filter((t) => t === current || !used.includes(t));
}

const optionalId = z.optional(z.nullable(z.string().check(z.uuid())));

export const miniGameInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(MINI_GAME_NAME_MAX, authMessages.tooLong(MINI_GAME_NAME_MAX)),
    ),
  tabName: z.enum(TAB_NAMES as [string, ...string[]], { error: authMessages.required }),
  goalText: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(GOAL_TEXT_MAX, authMessages.tooLong(GOAL_TEXT_MAX)),
    ),
  time: z
    .number({ error: authMessages.required })
    .check(
      z.int(),
      z.gte(0, catalogMessages.minZero),
      z.lte(SCORE_MAX, catalogMessages.scoreRange),
    ),
  passingScore: z
    .number({ error: authMessages.required })
    .check(
      z.int(),
      z.gte(0, catalogMessages.minZero),
      z.lte(SCORE_MAX, catalogMessages.scoreRange),
    ),
  /** A file from POST /api/uploads/images; null removes the logo. */
  imageFileId: optionalId,
});
export const miniGameSchema = z.object({
  id: z.string(),
  name: z.string(),
  tabName: z.string(),
  goalText: z.string(),
  time: z.number(),
  passingScore: z.number(),
  image: z.nullable(z.string()),
});

export const aceGameKinds = ['cognitive', 'aptitude'] as const;
export type AceGameKind = (typeof aceGameKinds)[number];
export const aceGameInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(MINI_GAME_NAME_MAX, authMessages.tooLong(MINI_GAME_NAME_MAX)),
    ),
  secondName: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(MINI_GAME_NAME_MAX, authMessages.tooLong(MINI_GAME_NAME_MAX))),
    '',
  ),
  imageFileId: optionalId,
  /**
   * The player's engine (docs/decisions/0002-the-player.md); none: matched from the name, as
   * the seeded games are.
   */
  engine: z._default(z.nullable(engineKindSchema), null),
});
/** How the catalog form names each engine of the player. */
export const ENGINE_LABELS: Readonly<Record<EngineKind, string>> = {
  workingMemory: 'Working memory',
  patternRecognition: 'Pattern recognition',
  attention: 'Attention',
  spatial: 'Spatial reasoning',
  numerical: 'Numerical reasoning',
  verbal: 'Verbal reasoning',
  logical: 'Logical reasoning',
  abstract: 'Abstract reasoning',
};
export const aceGameSchema = z.object({
  id: z.string(),
  kind: z.enum(aceGameKinds),
  name: z.string(),
  secondName: z.string(),
  /** The engine the player runs it with; null when none is chosen and the name matches none. */
  engine: z.nullable(engineKindSchema),
  /** 'Cognitive' or 'Aptitude' (part B §3). */
  type: z.string(),
  image: z.nullable(z.string()),
});

export const competencyCreateSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(COMPETENCY_NAME_MAX, authMessages.tooLong(COMPETENCY_NAME_MAX)),
    ),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(COMPETENCY_DESCRIPTION_MAX, authMessages.tooLong(COMPETENCY_DESCRIPTION_MAX)),
    ),
  imageFileId: optionalId,
  /** A file from POST /api/uploads/question-banks; saving imports it. */
  questionFileId: z.optional(z.string().check(z.uuid())),
});
/** The name is read-only on edit (part A §5). */
export const competencyUpdateSchema = z.omit(competencyCreateSchema, { name: true });
export const competencySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  /** Download link of the stored original question file, or null. */
  fileLink: z.nullable(z.string()),
  /** Questions per bank level 1..7 (the table's "Levels Each Ability"). */
  levelCounts: z.array(z.number()),
});

export const rejectedRowSchema = z.object({ row: z.number(), reason: z.string() });
export type RejectedRow = z.infer<typeof rejectedRowSchema>;
export const importReportSchema = z.object({
  imported: z.number(),
  rejected: z.array(rejectedRowSchema),
});
/** A content lint finding on a customer's file: a warning, the row still imports (row null: the whole bank). */
export const contentWarningSchema = z.object({ row: z.nullable(z.number()), reason: z.string() });
export type ContentWarning = z.infer<typeof contentWarningSchema>;
export const questionFileCheckSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  validRows: z.number(),
  rejected: z.array(rejectedRowSchema),
  /** What the content lint finds in the valid rows (docs/content-guide.md). */
  warnings: z.array(contentWarningSchema),
});
/** POST/PATCH /api/competencies: the saved competency and, when a file came with it, its import. */
export const competencySaveResultSchema = z.object({
  competency: competencySchema,
  import: z.nullable(importReportSchema),
});
export type CompetencySaveResult = z.infer<typeof competencySaveResultSchema>;
/** GET /api/competencies/:id/question-counts: questions per level × type × difficulty. */
export const questionCountSchema = z.object({
  level: z.number(),
  type: z.string(),
  difficulty: z.string(),
  count: z.number(),
});
export type QuestionCount = z.infer<typeof questionCountSchema>;
export const uploadedImageSchema = z.object({ fileId: z.string(), url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export type MiniGameInput = z.infer<typeof miniGameInputSchema>;
export type MiniGame = z.infer<typeof miniGameSchema>;
export type AceGameInput = z.infer<typeof aceGameInputSchema>;
export type AceGame = z.infer<typeof aceGameSchema>;
export type CompetencyCreateInput = z.infer<typeof competencyCreateSchema>;
export type Competency = z.infer<typeof competencySchema>;
export type ImportReport = z.infer<typeof importReportSchema>;
export type QuestionFileCheck = z.infer<typeof questionFileCheckSchema>;
export type Difficulty = z.infer<typeof difficultySchema>;
export type DifficultyCreateInput = z.infer<typeof difficultyCreateSchema>;
export type QuestionReward = z.infer<typeof questionRewardSchema>;
export type Character = z.infer<typeof characterSchema>;
export type Department = z.infer<typeof departmentSchema>;
export type Region = z.infer<typeof regionSchema>;
export type CompetencyUpdateInput = z.infer<typeof competencyUpdateSchema>;
