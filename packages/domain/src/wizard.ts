import { z } from 'zod/mini';
import type { ProjectType } from './auth';
import { EVENT_ID_MAX } from './generation';
import { authMessages } from './messages';
import { formatterFor } from './reports/format';
import {
  EASY_FLOW_MAX_TESTS,
  easyFlowExcess,
  selectionCounts,
  selectionMessages,
  type TestCounts,
  type TestKind,
  testTotal,
} from './selection';

/** Part B §5 and §8: the wizard's texts, word for word. */
export const wizardMessages = {
  selectCompetencies: (n: number) => `Select ${n} competencies`,
  selectCognitive: 'Select 2 games',
  selectAptitude: 'Select 2 Games',
  selectMiniGames: 'Select 3 games',
  mustUploadLogoAndVideo: 'Must Upload Logo & Video',
  mustUploadLogo: 'Must Upload Logo',
  videoTooLarge: 'Video must be less than 5mb',
  videoType: 'Please upload an mp4, webm or mov video',
  selectDates: 'Please Select Dates',
  invalidDates: 'Invalid Dates',
  launchInPast: 'The launch date cannot be before today',
  nameTaken: 'Error! Assessment with this name already created',
  eventLostTitle: 'Event Lost',
  eventLost: 'Kindly Create Event Again',
  planLimit: (max: number) =>
    `You have reached your plan's limit of ${max} assessment${max === 1 ? '' : 's'}. Please upgrade your plan to create more.`,
  bankShort: (competency: string, level: number, type: string) =>
    `The question bank of ${competency} has too few ${type} questions at level ${level}`,
  /**
   * A numbered level's goal text, shown to the player. It names no level number: the player
   * counts levels by map position (docs/decisions/0012-draw-and-scoring.md), the stored tab does not.
   */
  levelGoal: (answers: number) => `Answer at least ${answers} questions well to pass this level.`,
} as const;

/** Part B §3: the admin form's package types. */
export const packageTypes = ['basic', 'standard', 'premium', 'business'] as const;

export const WIZARD_TEXT_MAX = 20;
/**
 * Part B §5 'Video must be less than 5mb': the largest intro video accepted, in bytes, by the
 * browser's check and the server's upload limit alike (decimal MB, like the logo's 1,000,000).
 */
export const INTRO_VIDEO_MAX_BYTES = 5_000_000;
export const LOGO_HINT = '150x150 px, 400 KB, square';

export { ALWAYS_ON_FIELDS, OPTIONAL_FIELDS } from './registration-fields';
export const LOGIN_METHODS = [{ key: 'email', label: 'Personal Email Address' }] as const;

const pick = z.object({ id: z.uuid(), name: z.string().check(z.maxLength(200)) });
/** A list of catalog picks; the same item twice is refused. */
const picks = z.array(pick).check(
  z.maxLength(20),
  z.refine(
    (items) => new Set(items.map((i) => i.id)).size === items.length,
    'Each item can be chosen once',
  ),
);
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, wizardMessages.selectDates));

export const gameInfoSchema = z.object({
  assessmentName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(WIZARD_TEXT_MAX, authMessages.tooLong(WIZARD_TEXT_MAX)),
    ),
  assessmentFor: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(WIZARD_TEXT_MAX, authMessages.tooLong(WIZARD_TEXT_MAX)),
    ),
  difficulty: z._default(z.enum(['Easy', 'Hard']), 'Easy'),
  candidateFlow: z._default(z.boolean(), false),
});

const draftFile = z.object({
  fileId: z.uuid(),
  url: z.string().check(z.maxLength(300)),
  name: z.string().check(z.maxLength(300)),
});

/**
 * The draft as stored: every step optional until the admin reaches it. The wizard and the easy
 * flow share it; `flow` says whose rules its tests follow (unset: the wizard's).
 */
export const wizardDraftSchema = z
  .object({
    /** Part B §2: the easy flow takes up to 10 tests in total, the wizard the edition's counts. */
    flow: z.optional(z.enum(['wizard', 'easyFlow'])),
    info: z.optional(gameInfoSchema),
    competencies: z.optional(picks),
    games: z.optional(picks),
    cognitive: z.optional(picks),
    aptitude: z.optional(picks),
    registrationFields: z.optional(
      z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)),
    ),
    loginMethods: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(5))),
    /** Anyone with the game link may sign up (docs/decisions/0019-open-registration.md); off if unset. */
    openRegistration: z.optional(z.boolean()),
    logo: z.optional(z.nullable(draftFile)),
    introVideo: z.optional(z.nullable(draftFile)),
    launchDate: z.optional(isoDate),
    closingDate: z.optional(isoDate),
  })
  .check(
    // Neither flow ever holds more than 10 tests (the wizard's counts make 8).
    z.refine((draft) => testTotal(draftTestCounts(draft)) <= EASY_FLOW_MAX_TESTS, {
      message: selectionMessages.tooManyTests,
      path: ['competencies'],
    }),
  );
export type WizardDraft = z.infer<typeof wizardDraftSchema>;

type DraftPicks = Partial<Record<TestKind, readonly unknown[]>>;

/** How many tests of each kind a draft holds. */
export function draftTestCounts(draft: DraftPicks): TestCounts {
  return {
    competencies: draft.competencies?.length ?? 0,
    games: draft.games?.length ?? 0,
    cognitive: draft.cognitive?.length ?? 0,
    aptitude: draft.aptitude?.length ?? 0,
  };
}

export type WizardStep =
  | 'info'
  | 'behavioral'
  | 'miniGames'
  | 'cognitive'
  | 'aptitude'
  | 'registrationFields'
  | 'loginMethod'
  | 'artWork'
  | 'launch';

export function wizardSteps(projectType: ProjectType): WizardStep[] {
  return projectType === 'progress'
    ? ['info', 'behavioral', 'miniGames', 'registrationFields', 'loginMethod', 'artWork', 'launch']
    : [
        'info',
        'behavioral',
        'cognitive',
        'aptitude',
        'registrationFields',
        'loginMethod',
        'artWork',
        'launch',
      ];
}

/**
 * Today as YYYY-MM-DD on the calendar of an IANA time zone. Never the UTC date: at 18:00 in Los
 * Angeles UTC is already tomorrow. The browser passes its own zone, the server the account's.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // The zone's one formatter (reports/format.ts): making one per call cost more than the
  // formatting, and the player asks for today's date on every request.
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes, width: number) =>
    (parts.find((p) => p.type === type)?.value ?? '').padStart(width, '0');
  return `${part('year', 4)}-${part('month', 2)}-${part('day', 2)}`;
}

/**
 * Part B §5 dates: both needed, launch not before today, closing not before launch. When an
 * event is edited, `keptLaunch` is its stored launch date: a running game keeps its past launch
 * date, so only a launch date that changes is held to today.
 */
export function checkDates(
  launch: string | undefined,
  closing: string | undefined,
  today: string,
  keptLaunch?: string | null,
): string | null {
  if (!launch || !closing) {
    return wizardMessages.selectDates;
  }
  if (launch < today && launch !== keptLaunch) {
    return wizardMessages.launchInPast;
  }
  return launch > closing ? wizardMessages.invalidDates : null;
}

/** Part B §5 and §8: the spec's text for a wrong count of a kind, word for word. */
export function testCountMessage(kind: TestKind, projectType: ProjectType): string {
  switch (kind) {
    case 'competencies':
      return wizardMessages.selectCompetencies(selectionCounts[projectType].competencies);
    case 'games':
      return wizardMessages.selectMiniGames;
    case 'cognitive':
      return wizardMessages.selectCognitive;
    case 'aptitude':
      return wizardMessages.selectAptitude;
  }
}

/**
 * One kind of test: the wizard takes exactly the edition's count (part B §9); the easy flow at
 * least that many, within its 10 tests in total and the level layout's room (part B §2).
 */
function picksProblem(kind: TestKind, draft: WizardDraft, projectType: ProjectType) {
  const count = draft[kind]?.length ?? 0;
  const required = selectionCounts[projectType][kind];
  if (draft.flow !== 'easyFlow') {
    return count === required ? null : testCountMessage(kind, projectType);
  }
  return count < required
    ? testCountMessage(kind, projectType)
    : easyFlowExcess(draftTestCounts(draft), projectType);
}

/**
 * What is wrong with one step of the draft, or null when the step is complete. The side
 * navigation marks complete steps and the server refuses to generate from an incomplete draft.
 */
export function stepProblem(
  step: WizardStep,
  draft: WizardDraft,
  projectType: ProjectType,
  today: string,
): string | null {
  switch (step) {
    case 'info': {
      const parsed = gameInfoSchema.safeParse(draft.info ?? {});
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? authMessages.required);
    }
    case 'behavioral':
      return picksProblem('competencies', draft, projectType);
    case 'miniGames':
      return picksProblem('games', draft, projectType);
    case 'cognitive':
      return picksProblem('cognitive', draft, projectType);
    case 'aptitude':
      return picksProblem('aptitude', draft, projectType);
    case 'registrationFields':
      return draft.registrationFields && draft.registrationFields.length > 0
        ? null
        : authMessages.required;
    case 'loginMethod':
      return draft.loginMethods && draft.loginMethods.length > 0 ? null : authMessages.required;
    case 'artWork':
      if (projectType === 'progress') {
        return draft.logo ? null : wizardMessages.mustUploadLogo;
      }
      return draft.logo && draft.introVideo ? null : wizardMessages.mustUploadLogoAndVideo;
    case 'launch':
      return checkDates(draft.launchDate, draft.closingDate, today);
  }
}

/** The journey's steps with done flags, in the shape journeyPercent takes. */
export function journeySteps(draft: WizardDraft | null, projectType: ProjectType, today: string) {
  return wizardSteps(projectType).map((step) => ({
    key: step === 'miniGames' ? 'games' : step,
    step,
    done: draft !== null && stepProblem(step, draft, projectType, today) === null,
  }));
}

export const eventSummarySchema = z.object({
  id: z.string(),
  assessmentName: z.string(),
  assessmentFor: z.string(),
  projectType: z.enum(['progress', 'ace']),
  source: z.enum(['wizard', 'easyFlow', 'adminForm']),
  difficulty: z.string(),
  packageType: z.nullable(z.enum(packageTypes)),
  launchDate: z.nullable(z.string()),
  closingDate: z.nullable(z.string()),
  createdAt: z.string(),
  logo: z.nullable(z.string()),
  gameLink: z.string(),
  adminLink: z.string(),
  candidateFlowLink: z.nullable(z.string()),
  /** Whether anyone with the game link may sign up, or only those invited. */
  openRegistration: z.boolean(),
  participants: z.number(),
  levels: z.number(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = z.extend(eventSummarySchema, {
  /** Whether the caller may change it: its own account's event (the super admin reads others). */
  editable: z.boolean(),
  companyName: z.string(),
  registrationFields: z.array(z.string()),
  loginMethods: z.array(z.string()),
  introVideo: z.nullable(z.string()),
  selection: z.object({
    competencies: z.array(pick),
    games: z.array(pick),
    cognitive: z.array(pick),
    aptitude: z.array(pick),
  }),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** GET /api/events: the dashboard's games and its two totals. */
export const eventListSchema = z.object({
  items: z.array(eventSummarySchema),
  totals: z.object({ games: z.number(), users: z.number() }),
});
export type EventList = z.infer<typeof eventListSchema>;

/** POST /api/events: the new event's id. */
export const createdEventSchema = z.object({ id: z.string() });
export type CreatedEvent = z.infer<typeof createdEventSchema>;

/** GET and PUT /api/wizard/draft: the saved draft, or null when there is none. */
export const wizardDraftResponseSchema = z.object({ draft: z.nullable(wizardDraftSchema) });
export type WizardDraftResponse = z.infer<typeof wizardDraftResponseSchema>;

/** POST /api/wizard/check: the event id to be, and what stops generation (empty when none). */
export const wizardCheckSchema = z.object({ eventId: z.string(), problems: z.array(z.string()) });
export type WizardCheck = z.infer<typeof wizardCheckSchema>;

/** One line of the generation stream (NDJSON): progress, then the result or an error. */
export const generationLineSchema = z.union([
  z.object({ stage: z.string(), percent: z.number() }),
  z.object({ done: z.literal(true), eventId: z.string(), gameLink: z.string() }),
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type GenerationLine = z.infer<typeof generationLineSchema>;

/** The admin form's event (part B §3, §5): 4-digit id, name and for, dates, logo and video. */
export const eventFormSchema = z.object({
  assessmentName: gameInfoSchema.shape.assessmentName,
  assessmentFor: gameInfoSchema.shape.assessmentFor,
  /**
   * A new form event gets 'basic' when none is sent. On edit, none sent keeps what the event
   * has: a wizard or easy-flow game never had one and is not made to choose.
   */
  packageType: z.optional(z.enum(packageTypes)),
  launchDate: isoDate,
  closingDate: isoDate,
  logoFileId: z.optional(z.nullable(z.uuid())),
  introVideoFileId: z.optional(z.nullable(z.uuid())),
  /** A new event is closed when none is sent; on edit, none sent keeps the event's own. */
  openRegistration: z.optional(z.boolean()),
});
export type EventFormInput = z.infer<typeof eventFormSchema>;

/** Part B §4: a random 4-digit id from 1000 to 9999 not already used. */
export function randomEventNumber(random: () => number = Math.random): string {
  return String(1000 + Math.floor(random() * 9000));
}

/** The `:eventId` of every event-scoped route: one bound, so long wizard ids reach every area. */
export const eventParamsSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(EVENT_ID_MAX)),
});
