import { z } from 'zod/mini';
import { pageOf } from '../api-envelopes';

/**
 * The measurement reads' API bodies: item analysis, reliability and fairness, computed by the
 * domain's psychometrics (docs/decisions/0024-item-analysis-reliability-fairness.md).
 */

export const MEASUREMENT_CSV_NAMES = {
  responses: 'Response-matrix.csv',
  fairness: 'Fairness-report.csv',
} as const;

/**
 * An event with more participants than this has its figures refreshed on the job queue, not
 * inside a read: its reads serve the figures last computed, with their time
 * (docs/decisions/0025-measurement-refresh.md). Up to it a computation takes under a second.
 */
export const MEASUREMENT_INLINE_PARTICIPANTS = 2000;

/** How current the figures of a measurement read are. */
export const figuresFreshnessSchema = z.object({
  /** When the figures' computation began (ISO): they count the answers up to then. */
  computedAt: z.nullable(z.string()),
  /** False while newer answers wait for the next refresh (or, with no time, the first). */
  upToDate: z.boolean(),
});
export type FiguresFreshness = z.infer<typeof figuresFreshnessSchema>;

/** Items per page of the item analysis. */
export const ITEM_ANALYSIS_PAGE_SIZE = 20;

// --- Item analysis -----------------------------------------------------------------------

export const ITEM_SORT_KEYS = [
  'level',
  'answers',
  'facility',
  'discrimination',
  'meanSeconds',
] as const;
export type ItemSortKey = (typeof ITEM_SORT_KEYS)[number];

export const itemAnalysisQuerySchema = z.object({
  /** One level's items (its tab name); none: every level's. */
  level: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** 'level' is the levels' play order, then the item's place in the level. */
  sort: z._default(z.enum(ITEM_SORT_KEYS), 'level'),
  dir: z._default(z.enum(['asc', 'desc']), 'asc'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
});
export type ItemAnalysisQuery = z.infer<typeof itemAnalysisQuerySchema>;

export const optionShareSchema = z.object({
  /** The stored option (its index as stored, not the shuffled place); null: not answered. */
  option: z.nullable(z.string()),
  /** The option's text where it has one (a question's answer, a Mini 1 choice). */
  label: z.nullable(z.string()),
  count: z.number(),
  share: z.number(),
});

export const itemAnalysisRowSchema = z.object({
  /** The event question's id, or the mini screen's. */
  itemId: z.uuid(),
  kind: z.enum(['question', 'screen']),
  level: z.string(),
  /** A question's competency (ability); a screen's mini game. */
  competency: z.string(),
  /** The question's text or the screen's title, for the screen to name it. */
  text: z.string(),
  /** Participants asked it (first answers). Always shown: it says why figures are not. */
  answers: z.number(),
  /** Facility, shares, discrimination and mean time are null under `minAnswers`. */
  facility: z.nullable(z.number()),
  optionShares: z.nullable(z.array(optionShareSchema)),
  discrimination: z.nullable(z.number()),
  /** Mean seconds from the previous answer (or the level's start) to this one, answered only. */
  meanSeconds: z.nullable(z.number()),
  flags: z.object({
    tooEasy: z.boolean(),
    tooHard: z.boolean(),
    negativeDiscrimination: z.boolean(),
  }),
});
export type ItemAnalysisRow = z.infer<typeof itemAnalysisRowSchema>;

export const itemAnalysisPageSchema = z.object({
  ...pageOf(itemAnalysisRowSchema).shape,
  minAnswers: z.number(),
  freshness: figuresFreshnessSchema,
});
export type ItemAnalysisPage = z.infer<typeof itemAnalysisPageSchema>;

// --- Reliability -------------------------------------------------------------------------

export const reliabilityRowSchema = z.object({
  /** A competency, or the total over every competency's questions. */
  scope: z.enum(['competency', 'total']),
  competency: z.nullable(z.string()),
  participants: z.number(),
  /** k: the pool's items with at least two participants. */
  items: z.number(),
  /** Cronbach's alpha of the k-item pool (pairwise); null when it cannot be estimated. */
  alpha: z.nullable(z.number()),
  /** Mean items a participant answered of the k: the length their score stands on. */
  meanItemsAnswered: z.nullable(z.number()),
  /** Alpha brought to that length (Spearman–Brown): the reliability of a score. */
  alphaAtLength: z.nullable(z.number()),
  /**
   * SD of participants' percentage scores (100 × points / the most their items give), in
   * percentage points: people answer different numbers of items, so raw totals would spread by
   * how much they played.
   */
  sdTotal: z.nullable(z.number()),
  /** The standard error of measurement in percentage points: a "67%" is "67% ± SEM". */
  sem: z.nullable(z.number()),
  pairsObserved: z.number(),
  pairsSkipped: z.number(),
});
export type ReliabilityRow = z.infer<typeof reliabilityRowSchema>;

export const reliabilitySchema = z.object({
  items: z.array(reliabilityRowSchema),
  freshness: figuresFreshnessSchema,
});
export type ReliabilityReport = z.infer<typeof reliabilitySchema>;

// --- Fairness ----------------------------------------------------------------------------

export const fairnessGroupSchema = z.object({
  group: z.string(),
  count: z.nullable(z.number()),
  rate: z.nullable(z.number()),
  impactRatio: z.nullable(z.number()),
  suppressed: z.boolean(),
  small: z.boolean(),
  flagged: z.boolean(),
});

export const fairnessTableSchema = z.object({
  groups: z.array(fairnessGroupSchema),
  base: z.nullable(z.string()),
  unknown: z.number(),
});

export const FAIRNESS_DECISIONS = ['levelPass', 'topBand', 'scoringRate'] as const;
export type FairnessDecision = (typeof FAIRNESS_DECISIONS)[number];

export const fairnessAuditSchema = z.object({
  /** A level's pass; a competency's top band; above the median of a score (scoring rate). */
  decision: z.enum(FAIRNESS_DECISIONS),
  /** The level, the competency, or 'Total score'. */
  subject: z.string(),
  /** The top band's name for 'topBand'. */
  band: z.nullable(z.string()),
  /** Everyone the decision was made on, a group known or not. */
  people: z.number(),
  byGender: fairnessTableSchema,
  byAgeGroup: fairnessTableSchema,
});
export type FairnessAudit = z.infer<typeof fairnessAuditSchema>;

export const fairnessReportSchema = z.object({
  /** The day the ages are computed on (the account's time zone). */
  asOf: z.string(),
  minGroupCount: z.number(),
  smallGroupShare: z.number(),
  fourFifths: z.number(),
  audits: z.array(fairnessAuditSchema),
  freshness: figuresFreshnessSchema,
});
export type FairnessReportBody = z.infer<typeof fairnessReportSchema>;

export const measurementMessages = {
  unknownLevel: 'This event has no level of that name',
} as const;
