import { z } from 'zod/mini';
import { authMessages } from '../messages';
import { PARTICIPANT_NAME_MAX, participantInputSchema } from '../participants';
import { ACHIEVEMENT_TYPES } from './achievements';
import {
  engineChoiceSchema,
  engineItemSchema,
  engineKindSchema,
  engineStimulusSchema,
} from './engines';

/**
 * The player's API bodies (docs/decisions/0002-the-player.md): what the browser may know, and
 * nothing more (docs/decisions/0016-memory-protocol.md).
 */

export const achievementsSchema = z.object({
  highAchiever: z.number(),
  mostlyRight: z.number(),
  speedDemon: z.number(),
  streakOf10: z.number(),
});
export const achievementTypeSchema = z.enum(ACHIEVEMENT_TYPES);

/** GET /api/play/:eventId: the game's public face, for the link page before any sign-in. */
export const playEventSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  companyName: z.string(),
  projectType: z.enum(['progress', 'ace']),
  logoUrl: z.nullable(z.string()),
  introVideoUrl: z.nullable(z.string()),
  registrationFields: z.array(z.string()),
  /** Whether the page offers registration; otherwise only invited people get in. */
  openRegistration: z.boolean(),
  status: z.enum(['open', 'notLaunched', 'closed']),
  /** The refusal to show when the game is not open (with its dates), else null. */
  statusMessage: z.nullable(z.string()),
  launchDate: z.nullable(z.string()),
  closingDate: z.nullable(z.string()),
});
export type PlayEvent = z.infer<typeof playEventSchema>;

export const playLevelKindSchema = z.enum(['numeric', 'mini', 'cognitive', 'aptitude']);

export const playLevelSchema = z.object({
  id: z.uuid(),
  /** The level's number as the participant counts it (currentLevelNumber): its map position. */
  number: z.number(),
  name: z.string(),
  kind: playLevelKindSchema,
  /**
   * The game a mini, cognitive or aptitude level plays, by its name ('Quick Decision'): a mini
   * level's stored name ('Mini 1') is only its slot. Null for a level of scenarios.
   */
  gameName: z.nullable(z.string()),
  goalText: z.string(),
  time: z.number(),
  passingScore: z.number(),
  state: z.enum(['locked', 'open', 'failed', 'passed']),
  /** The counted (best) attempt's points; null before the level was ever ended. */
  points: z.nullable(z.number()),
  attempts: z.number(),
});
export type PlayLevel = z.infer<typeof playLevelSchema>;

export const playerSchema = z.object({
  name: z.string(),
  email: z.string(),
  currentLevel: z.number(),
  currentScore: z.number(),
  behaviourScore: z.number(),
  miniGameScore: z.number(),
  cognitiveScore: z.number(),
  aptitudeScore: z.number(),
  attempts: z.number(),
  completed: z.boolean(),
  completedOnce: z.boolean(),
  achievements: achievementsSchema,
  achievementCount: z.number(),
});
export type Player = z.infer<typeof playerSchema>;

export const competencyPercentSchema = z.object({
  competency: z.string(),
  percentage: z.number(),
});

/** GET /api/play/:eventId/me: the signed-in participant, the level map and any level in play. */
export const playStateSchema = z.object({
  event: playEventSchema,
  participant: playerSchema,
  levels: z.array(playLevelSchema),
  /** A level left open (a closed tab): the map offers to continue it. */
  openRunLevelId: z.nullable(z.uuid()),
  competencies: z.array(competencyPercentSchema),
  /** The participant's place among the event's players by score; null before a first level. */
  rank: z.nullable(z.object({ position: z.number(), of: z.number() })),
});
export type PlayState = z.infer<typeof playStateSchema>;

const character = z.nullable(z.object({ key: z.string(), name: z.string() }));

/** One thing to answer in a level, as shown: never its ratings or right answer. */
export const playItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('question'),
    index: z.number(),
    type: z.enum(['Question', 'Email', 'SMS']),
    /** Who speaks a Question (one of the event's characters). */
    character,
    name: z.string(),
    subject: z.string(),
    email: z.string(),
    text: z.string(),
    options: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('mini1'),
    index: z.number(),
    title: z.string(),
    scenario: z.string(),
    options: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('mini2'),
    index: z.number(),
    title: z.string(),
    scenario: z.string(),
    optionsType: z.enum(['text', 'image']),
    /** Texts, or image URLs when optionsType is image. */
    options: z.array(z.string()),
    backgroundUrl: z.nullable(z.string()),
  }),
  z.object({
    kind: z.literal('mini3'),
    index: z.number(),
    title: z.string(),
    /** The word's letters, shuffled. */
    letters: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('mini4'),
    index: z.number(),
    title: z.string(),
    scenario: z.string(),
    /** The pictures in a shuffled order; the answer lists their positions here in story order. */
    images: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('engine'),
    index: z.number(),
    engine: engineKindSchema,
    /** Whole: stimulus and choices. A memory item is never sent so (the 'memory' kind). */
    item: z.omit(engineItemSchema, { memorizeMs: true }),
  }),
  z.object({
    kind: z.literal('memory'),
    index: z.number(),
    engine: engineKindSchema,
    difficulty: z.number(),
    prompt: z.string(),
    memorizeMs: z.number(),
    /**
     * The choices once they are out (a resumed attempt), else null. The stimulus is never part
     * of the run: it comes from …/items/:index/stimulus, the choices from …/choices (memory.ts).
     */
    choices: z.nullable(z.array(engineChoiceSchema)),
  }),
]);
export type PlayItem = z.infer<typeof playItemSchema>;

export const playAnswerValueSchema = z.union([
  z.object({ choice: z.number().check(z.int(), z.minimum(0), z.maximum(20)) }),
  z.object({ word: z.string().check(z.maxLength(40)) }),
  z.object({
    order: z.array(z.number().check(z.int(), z.minimum(0), z.maximum(20))).check(z.maxLength(10)),
  }),
]);
export type PlayAnswerValue = z.infer<typeof playAnswerValueSchema>;

/** POST …/runs/:runId/answers. The client id makes a retried request count once. */
export const playAnswerInputSchema = z.object({
  clientId: z.uuid(),
  index: z.number().check(z.int(), z.minimum(0), z.maximum(200)),
  answer: playAnswerValueSchema,
});
export type PlayAnswerInput = z.infer<typeof playAnswerInputSchema>;

/** The server's verdict on one answer: part A §4's feedback code and the points it earned. */
export const playAnswerResultSchema = z.object({
  index: z.number(),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  points: z.number(),
  /** The speaking character's reaction to the chosen option (Questions only). */
  animation: z.nullable(z.string()),
  /** The run's points so far. */
  runPoints: z.number(),
});
export type PlayAnswerResult = z.infer<typeof playAnswerResultSchema>;

/** POST …/levels/:levelId/runs: a level being played (started, or resumed after a reload). */
export const playRunSchema = z.object({
  id: z.uuid(),
  levelId: z.uuid(),
  levelName: z.string(),
  /** The level's number as the participant counts it (its map position). */
  levelNumber: z.number(),
  kind: playLevelKindSchema,
  attempt: z.number(),
  /** The most this attempt can earn (every item Best or right): no answer can be read from it. */
  maxPoints: z.number(),
  goalText: z.string(),
  passingScore: z.number(),
  time: z.number(),
  /** Seconds left by the server's clock when this was sent. */
  secondsLeft: z.number(),
  points: z.number(),
  items: z.array(playItemSchema),
  answers: z.array(playAnswerResultSchema),
});
export type PlayRun = z.infer<typeof playRunSchema>;

/** POST …/runs/:runId/begin: the clock started when the first item was on screen. */
export const playRunClockSchema = z.object({ secondsLeft: z.number() });

/** POST …/runs/:runId/items/:index/stimulus: what to remember, and for how long still. */
export const playStimulusSchema = z.object({
  index: z.number(),
  stimulus: engineStimulusSchema,
  memorizeMs: z.number(),
  /** The memorise time left, counted from the stimulus's first showing. */
  msLeft: z.number(),
});
export type PlayStimulus = z.infer<typeof playStimulusSchema>;

/** POST …/runs/:runId/items/:index/choices: what to choose from, once the stimulus is hidden. */
export const playChoicesSchema = z.object({
  index: z.number(),
  choices: z.array(engineChoiceSchema),
});
export type PlayChoices = z.infer<typeof playChoicesSchema>;

/** passCheck's answer: why the level was passed or not. */
export const passCheckSchema = z.object({
  pointsShort: z.number(),
  kinds: z.array(
    z.object({
      kind: z.enum(['questions', 'emails', 'sms']),
      answered: z.number(),
      minimum: z.number(),
      met: z.boolean(),
    }),
  ),
});

/** POST …/runs/:runId/end: what the level came to. */
export const playRunResultSchema = z.object({
  runId: z.uuid(),
  levelId: z.uuid(),
  points: z.number(),
  /** The most this attempt could earn: every asked item Best or right. */
  maxPoints: z.number(),
  passed: z.boolean(),
  passingScore: z.number(),
  check: passCheckSchema,
  /** This attempt's items: asked, answered, answered Best (or right), seconds used of the time. */
  breakdown: z.object({
    asked: z.number(),
    answered: z.number(),
    best: z.number(),
    secondsUsed: z.number(),
    time: z.number(),
    /** The longest run of Best (or right) answers in this attempt. */
    streak: z.number(),
  }),
  /** Per competency, what this attempt measured (numbered levels; empty otherwise). */
  measured: z.array(
    z.object({ competency: z.string(), asked: z.number(), percentage: z.number() }),
  ),
  earned: z.array(achievementTypeSchema),
  competencies: z.array(competencyPercentSchema),
  participant: playerSchema,
});
export type PlayRunResult = z.infer<typeof playRunResultSchema>;

/**
 * A game link's token: an invitation's (~110 characters) or a registration's, which carries the
 * registration itself (registration-token.ts; its test shows the largest fits).
 */
export const PLAY_TOKEN_MAX = 8192;
export const playSessionInputSchema = z.object({
  token: z.string().check(z.maxLength(PLAY_TOKEN_MAX)),
});
/**
 * GET /api/play/:eventId/session: whether this browser holds a participant session of the game.
 * The player's page asks this first, so a visitor without one is not answered with an error
 * (GET /me's 401 stays for API clients).
 */
export const playSessionStateSchema = z.object({ signedIn: z.boolean() });
export type PlaySessionState = z.infer<typeof playSessionStateSchema>;
/**
 * No address is longer than 254 characters (RFC 5321); an unbounded one reached the rate
 * limit's key and broke its index (500, found by the route walk).
 */
export const playLinkInputSchema = z.object({
  email: z._default(z.string().check(z.maxLength(254, authMessages.tooLong(254))), ''),
});

const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, authMessages.tooLong(max))), '');

/** POST /api/play/:eventId/register: the event's registration fields. */
export const playRegistrationSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(PARTICIPANT_NAME_MAX, authMessages.tooLong(PARTICIPANT_NAME_MAX)),
    ),
  email: participantInputSchema.shape.email,
  dateOfBirth: z.iso.date(authMessages.required),
  department: optionalText(100),
  region: optionalText(100),
  city: optionalText(60),
  cgpa: optionalText(10),
  degree: optionalText(60),
  institute: optionalText(100),
});
export type PlayRegistration = z.infer<typeof playRegistrationSchema>;

/** GET /api/events/:eventId/participants/:participantId/plays: what one participant played. */
export const participantPlaysSchema = z.object({
  levels: z.array(
    z.object({
      levelId: z.uuid(),
      name: z.string(),
      kind: playLevelKindSchema,
      passed: z.boolean(),
      points: z.nullable(z.number()),
      attempts: z.array(
        z.object({
          attempt: z.number(),
          points: z.number(),
          passed: z.boolean(),
          answers: z.number(),
          startedAt: z.string(),
          endedAt: z.nullable(z.string()),
        }),
      ),
    }),
  ),
  competencies: z.array(competencyPercentSchema),
});
export type ParticipantPlays = z.infer<typeof participantPlaysSchema>;
