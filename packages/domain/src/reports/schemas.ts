import { z } from 'zod/mini';
import { pageOf } from '../api-envelopes';
import { participantListQuerySchema } from '../participants';
import { achievementsSchema } from '../play/schemas';
import { gradeSchema } from './grades';
import { SCORE_RANGE_KEYS, STRENGTH_FILTER_MAXIMA } from './rules';

/**
 * The report screens' API bodies (docs/decisions/0003-the-reports.md); every number is the
 * server's.
 */

const pageNumber = z._default(z.coerce.number().check(z.int(), z.gte(1)), 1);
const search = z.optional(z.string().check(z.trim(), z.maxLength(100)));
/** All Users, or Only Completed (participants with completedOnce). */
export const completedFilterSchema = z._default(z.enum(['all', 'only']), 'all');

// --- Leaderboard -------------------------------------------------------------------------

/** The users list's filters: level, Market Unit Code, Work Location, last updated, search. */
export const leaderboardQuerySchema = participantListQuerySchema;
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardRowSchema = z.object({
  /** Place in the filtered list: current score descending, ties by e-mail. */
  rank: z.number(),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  region: z.string(),
  userInfo: z.record(z.string(), z.string()),
  currentLevel: z.number(),
  completedOnce: z.boolean(),
  currentScore: z.number(),
  attempts: z.number(),
  lastUpdated: z.string(),
  behaviourScore: z.number(),
  cognitiveScore: z.number(),
  aptitudeScore: z.number(),
  achievementCount: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardPageSchema = pageOf(leaderboardRowSchema);
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

export const funFactsSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      achievementCount: z.number(),
      achievements: achievementsSchema,
    }),
  ),
});
export type FunFacts = z.infer<typeof funFactsSchema>;

// --- Level statistics and level strengths ------------------------------------------------

export const levelStatisticsSchema = z.object({
  items: z.array(
    z.object({
      level: z.string(),
      kind: z.enum(['numeric', 'mini', 'cognitive', 'aptitude']),
      /** Null when nobody has played the level. */
      min: z.nullable(z.number()),
      average: z.nullable(z.number()),
      max: z.nullable(z.number()),
      players: z.number(),
      passed: z.number(),
      passRate: z.number(),
    }),
  ),
});
export type LevelStatistics = z.infer<typeof levelStatisticsSchema>;

/** Percentages aligned with `competencies`; null where nobody has a score. */
const percentages = z.array(z.nullable(z.number()));

export const levelStrengthsSchema = z.object({
  competencies: z.array(z.string()),
  levels: z.array(z.object({ level: z.string(), players: z.number(), percentages })),
  /** 'All Levels': the sum of the level percentages over the number of levels (part B §9). */
  allLevels: percentages,
});
export type LevelStrengths = z.infer<typeof levelStrengthsSchema>;

// --- User strength report ----------------------------------------------------------------

export const userSearchQuerySchema = z.object({
  search: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export const userMatchesSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
});
export type UserMatches = z.infer<typeof userMatchesSchema>;

export const userStrengthsSchema = z.object({
  participant: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    currentScore: z.number(),
    completedOnce: z.boolean(),
  }),
  competencies: z.array(
    z.object({ competency: z.string(), percentage: z.number(), levelsPlayed: z.number() }),
  ),
  levels: z.array(
    z.object({
      level: z.string(),
      scores: z.array(
        z.object({
          competency: z.string(),
          achievedScore: z.number(),
          totalScore: z.number(),
          totalQuestions: z.number(),
          percentage: z.number(),
        }),
      ),
    }),
  ),
});
export type UserStrengths = z.infer<typeof userStrengthsSchema>;

// --- Assessor board (strength details) ---------------------------------------------------

const rangeBound = (max: number) =>
  z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(max)));

export const strengthQuerySchema = z.object({
  page: pageNumber,
  search,
  completed: completedFilterSchema,
  /** Each competency's minimum percentage, comma-separated in the event's competency order. */
  minimums: z.optional(z.string().check(z.maxLength(200))),
  behaviourMin: rangeBound(STRENGTH_FILTER_MAXIMA.behaviour),
  behaviourMax: rangeBound(STRENGTH_FILTER_MAXIMA.behaviour),
  aptitudeMin: rangeBound(STRENGTH_FILTER_MAXIMA.aptitude),
  aptitudeMax: rangeBound(STRENGTH_FILTER_MAXIMA.aptitude),
  cognitiveMin: rangeBound(STRENGTH_FILTER_MAXIMA.cognitive),
  cognitiveMax: rangeBound(STRENGTH_FILTER_MAXIMA.cognitive),
  totalMin: rangeBound(STRENGTH_FILTER_MAXIMA.total),
  totalMax: rangeBound(STRENGTH_FILTER_MAXIMA.total),
});
export type StrengthQuery = z.infer<typeof strengthQuerySchema>;
/** The range keys as query names, for building and reading the query. */
export const scoreRangeParams = SCORE_RANGE_KEYS.map((key) => ({
  key,
  min: `${key}Min` as const,
  max: `${key}Max` as const,
}));

export const strengthRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  region: z.string(),
  completedOnce: z.boolean(),
  currentScore: z.number(),
  behaviourScore: z.number(),
  cognitiveScore: z.number(),
  aptitudeScore: z.number(),
  percentages,
});
export type StrengthRow = z.infer<typeof strengthRowSchema>;
export const strengthPageSchema = z.object({
  ...pageOf(strengthRowSchema).shape,
  competencies: z.array(z.string()),
});
export type StrengthPage = z.infer<typeof strengthPageSchema>;

// --- Competency report and grades --------------------------------------------------------

export const competencyReportQuerySchema = z.object({
  page: pageNumber,
  competency: z.optional(z.string().check(z.maxLength(200))),
  departments: z.optional(z.string()),
  regions: z.optional(z.string()),
  completed: completedFilterSchema,
  /** The grades screen: only the participants in this grade (by name). */
  grade: z.optional(z.string().check(z.maxLength(100))),
});
export type CompetencyReportQuery = z.infer<typeof competencyReportQuerySchema>;

export const competencyReportSchema = z.object({
  ...pageOf(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      department: z.string(),
      region: z.string(),
      percentage: z.number(),
      grade: z.nullable(z.string()),
    }),
  ).shape,
  competencies: z.array(z.string()),
  competency: z.string(),
  /** Market Unit Code / Work Location columns and filters: progress events that ask for them. */
  areas: z.object({ department: z.boolean(), region: z.boolean() }),
  /** The stat cards: per grade, how many participants' average falls in it, per competency. */
  bands: z.array(z.object({ ...gradeSchema.shape, counts: z.array(z.number()) })),
});
export type CompetencyReport = z.infer<typeof competencyReportSchema>;

// --- Live updates ------------------------------------------------------------------------

/** One server-sent event of GET /api/events/:eventId/live: something the reports show changed. */
export const liveChangeSchema = z.object({
  version: z.string(),
  participantsCount: z.number(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;
