import { z } from 'zod/mini';
import { MINI_LEVEL_NAMES } from './levels';
import { authMessages } from './messages';

/**
 * Mini-game screens (part B §2 Mini-game screen list, Add Mini Game screen, Edit Screen; §3
 * Mini-game question; §5 Mini 1–4; §9 image limits). The spec keeps them per mini game, not per
 * event (collection `questions` filtered by miniGame), so they are catalog content: the super
 * admin writes them and every admin reads them.
 */
export const MINI_SCREEN_GAMES = MINI_LEVEL_NAMES;
export type MiniScreenGame = (typeof MINI_SCREEN_GAMES)[number];
export const MINI_TITLE_MAX = 250;
export const MINI_SCENARIO_MAX = 400;
export const MINI4_SCENARIO_LENGTH = 400;
export const MINI_OPTION_TEXT_MAX = 70;
export const MINI1_OPTIONS = 4;
export const MINI3_WORD_MIN = 4;
export const MINI3_WORD_MAX = 10;
export const MINI4_OPTIONS_MIN = 3;
export const MINI4_OPTIONS_MAX = 7;
export const MINI_OPTION_IMAGE_MAX_BYTES = 500_000;
export const MINI_BACKGROUND_MAX_BYTES = 1_000_000;
/** Part B §3: Mini 2's two templates and their option counts. */
export const MINI2_TEMPLATES = { '5 Options A, B, C': 5, '8 Options': 8 } as const;
export type Mini2Template = keyof typeof MINI2_TEMPLATES;
const mini2TemplateNames = Object.keys(MINI2_TEMPLATES) as [Mini2Template, ...Mini2Template[]];

export const miniScreenMessages = {
  correctAnswerRequired: 'correct Answer is required',
  optionImageTooLarge: 'Image should be less than 500kb.',
  backgroundRequired: 'Please Select an Image to upload.',
  backgroundTooLarge: 'Image should be of 1mb',
  imageFormat:
    'Please upload an image file in jpeg/png format only. Other formats are not allowed.',
  noSuchDocument: 'No such document!',
  optionCount: (n: number) => `Give exactly ${n} options`,
  mini4OptionCount: `Give ${MINI4_OPTIONS_MIN} to ${MINI4_OPTIONS_MAX} option images`,
  wordLength: `The word has ${MINI3_WORD_MIN} to ${MINI3_WORD_MAX} letters`,
  wordLetters: 'The word has letters only',
  scenarioLength: `The scenario has exactly ${MINI4_SCENARIO_LENGTH} characters`,
  imageMissing: 'Upload this image again',
  screenSaved: 'Screen saved',
  screenDeleted: 'Screen deleted',
} as const;

const text = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(max, authMessages.tooLong(max)),
    );
const fileId = z.uuid({ error: miniScreenMessages.imageMissing });
const correctAnswer = z
  .number({ error: miniScreenMessages.correctAnswerRequired })
  .check(z.int(), z.gte(0));

const mini1 = z.object({
  miniGame: z.literal('Mini 1'),
  title: text(MINI_TITLE_MAX),
  scenario: text(MINI_SCENARIO_MAX),
  options: z
    .array(text(MINI_OPTION_TEXT_MAX))
    .check(z.length(MINI1_OPTIONS, miniScreenMessages.optionCount(MINI1_OPTIONS))),
  correctAnswer,
});

const mini2 = z.object({
  miniGame: z.literal('Mini 2'),
  // Part B §5 gives Mini 2's title a limit only, not a requirement.
  title: z._default(
    z.string().check(z.trim(), z.maxLength(MINI_TITLE_MAX, authMessages.tooLong(MINI_TITLE_MAX))),
    '',
  ),
  scenario: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(MINI_SCENARIO_MAX, authMessages.tooLong(MINI_SCENARIO_MAX))),
    '',
  ),
  template2Type: z.enum(mini2TemplateNames, { error: authMessages.required }),
  optionsType: z.enum(['text', 'image']),
  /** Text options, in the correct order (optionsType 'text'). */
  options: z._default(z.array(text(MINI_OPTION_TEXT_MAX)), []),
  /** Uploaded option images, in the correct order (optionsType 'image'). */
  optionImageIds: z._default(z.array(fileId), []),
  correctAnswer,
  /** Required when adding (the server checks: an edit may keep the stored one). */
  backgroundImageId: z._default(z.nullable(fileId), null),
});

const mini3 = z.object({
  miniGame: z.literal('Mini 3'),
  title: z._default(
    z.string().check(z.trim(), z.maxLength(MINI_TITLE_MAX, authMessages.tooLong(MINI_TITLE_MAX))),
    '',
  ),
  word: z
    .string()
    .check(
      z.trim(),
      z.minLength(MINI3_WORD_MIN, miniScreenMessages.wordLength),
      z.maxLength(MINI3_WORD_MAX, miniScreenMessages.wordLength),
      z.regex(/^\p{L}+$/u, miniScreenMessages.wordLetters),
    ),
});

const mini4 = z.object({
  miniGame: z.literal('Mini 4'),
  title: z._default(
    z.string().check(z.trim(), z.maxLength(MINI_TITLE_MAX, authMessages.tooLong(MINI_TITLE_MAX))),
    '',
  ),
  scenario: z.string().check(z.length(MINI4_SCENARIO_LENGTH, miniScreenMessages.scenarioLength)),
  optionImageIds: z
    .array(fileId)
    .check(
      z.minLength(MINI4_OPTIONS_MIN, miniScreenMessages.mini4OptionCount),
      z.maxLength(MINI4_OPTIONS_MAX, miniScreenMessages.mini4OptionCount),
    ),
});

/** Add/Edit screen body; the count of Mini 2 options follows its template. */
export const miniScreenInputSchema = z
  .discriminatedUnion('miniGame', [mini1, mini2, mini3, mini4])
  .check(
    z.superRefine((screen, ctx) => {
      if (screen.miniGame === 'Mini 2') {
        const count = MINI2_TEMPLATES[screen.template2Type];
        const given =
          screen.optionsType === 'text' ? screen.options.length : screen.optionImageIds.length;
        if (given !== count) {
          ctx.addIssue({
            code: 'custom',
            path: [screen.optionsType === 'text' ? 'options' : 'optionImageIds'],
            message: miniScreenMessages.optionCount(count),
          });
        }
      }
      if ('correctAnswer' in screen) {
        const count =
          screen.miniGame === 'Mini 1'
            ? MINI1_OPTIONS
            : MINI2_TEMPLATES[(screen as { template2Type: Mini2Template }).template2Type];
        if (screen.correctAnswer >= count) {
          ctx.addIssue({
            code: 'custom',
            path: ['correctAnswer'],
            message: miniScreenMessages.correctAnswerRequired,
          });
        }
      }
    }),
  );
export type MiniScreenInput = z.infer<typeof miniScreenInputSchema>;
export type MiniScreenDraft = z.input<typeof miniScreenInputSchema>;

export const miniScreenSchema = z.object({
  id: z.string(),
  miniGame: z.enum(MINI_SCREEN_GAMES),
  /** The screen's number within its mini game (the routes' {questionIndex}). */
  questionNumber: z.number(),
  /** miniGameTemplateType: 1–4, the mini game's number. */
  templateType: z.number(),
  title: z.string(),
  /** The scenario (Mini 1, 2, 4) or the word (Mini 3). */
  scenario: z.string(),
  optionsType: z.enum(['text', 'image']),
  /** In the correct order for Mini 2 and Mini 4; an image option has its URL and file id. */
  options: z.array(
    z.object({
      text: z.nullable(z.string()),
      image: z.nullable(z.string()),
      fileId: z.nullable(z.string()),
    }),
  ),
  correctAnswer: z.nullable(z.number()),
  template2Type: z.nullable(z.enum(mini2TemplateNames)),
  background: z.nullable(z.object({ url: z.string(), fileId: z.string() })),
  createdAt: z.string(),
});
export type MiniScreen = z.infer<typeof miniScreenSchema>;
export const miniScreenListSchema = z.object({ items: z.array(miniScreenSchema) });

export const miniScreenParamsSchema = z.object({
  miniGame: z.enum(MINI_SCREEN_GAMES),
});
export const miniScreenItemParamsSchema = z.object({
  miniGame: z.enum(MINI_SCREEN_GAMES),
  questionNumber: z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)),
});

/** The mini game's number, 1–4 (miniGameTemplateType). */
export const miniTemplateType = (miniGame: MiniScreenGame) =>
  MINI_SCREEN_GAMES.indexOf(miniGame) + 1;
