import { z } from 'zod/mini';
import { pageOf } from '../api-envelopes';
import { CANDIDATE_FIELDS, type CandidateAnswers } from './fields';
import { AGE_GROUP_VALUES, CANDIDATE_PAGE_SIZES, GENDERS } from './options';

/** The candidate API's bodies (part B §3; docs/decisions/0004-the-candidates.md). */

// --- Public: the application -------------------------------------------------------------

/** Why an application link does not take applications, or 'open'. */
export const candidateFlowStatuses = ['open', 'notLaunched', 'closed', 'disabled'] as const;
export type CandidateFlowStatus = (typeof candidateFlowStatuses)[number];

/** GET /api/candidate-flow/{eventId}: what the public form shows before the first step. */
export const candidateFlowEventSchema = z.object({
  eventId: z.string(),
  assessmentName: z.string(),
  companyName: z.string(),
  logoUrl: z.nullable(z.string()),
  status: z.enum(candidateFlowStatuses),
  /** The closed page's line when not open (the dates it opens or closed), else null. */
  statusMessage: z.nullable(z.string()),
});
export type CandidateFlowEvent = z.infer<typeof candidateFlowEventSchema>;

/**
 * The `answers` part of the submit (multipart field `answers`, JSON): every field as text, as
 * the form keeps it; unknown keys are refused. The rules (rules.ts) then give the spec's
 * messages.
 */
export const candidateAnswersSchema = z.strictObject(
  Object.fromEntries(
    CANDIDATE_FIELDS.map((field) => [field, z._default(z.string().check(z.maxLength(2000)), '')]),
  ) as Record<keyof CandidateAnswers, z.ZodMiniDefault<z.ZodMiniString<string>>>,
);

/**
 * POST /api/candidate-flow/{eventId}/applications, multipart: fields `submissionId` (a uuid the
 * form makes once per application, so a repeated submit stores one candidate), `answers`
 * (JSON), `website` (a honeypot: people leave it empty), and the files `resume` and optionally
 * `drivingLicenseFile`.
 */
export const submissionIdSchema = z.uuid();
export const candidateSubmittedSchema = z.object({
  candidateId: z.uuid(),
  submittedAt: z.string(),
});
export type CandidateSubmitted = z.infer<typeof candidateSubmittedSchema>;

// --- Console: the candidate report -------------------------------------------------------

const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(100)));

export const candidateListQuerySchema = z.object({
  search: optionalText,
  gender: z._default(z.enum(['all', ...GENDERS]), 'all'),
  ageGroup: z.optional(z.enum(AGE_GROUP_VALUES)),
  shortlisted: z._default(z.enum(['all', 'yes', 'no']), 'all'),
  degree: optionalText,
  university: optionalText,
  city: optionalText,
  experience: optionalText,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.enum(CANDIDATE_PAGE_SIZES), '10'),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;
/** The CSV takes the list's filters, without paging. */
export const candidateCsvQuerySchema = z.omit(candidateListQuerySchema, {
  page: true,
  pageSize: true,
});
export type CandidateCsvQuery = z.infer<typeof candidateCsvQuerySchema>;

export const candidateRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.string(),
  dob: z.string(),
  /** Whole years on the server's today in the account's time zone. */
  age: z.number(),
  currentCity: z.string(),
  lastDegree: z.string(),
  universityName: z.string(),
  cgpa: z.number(),
  graduationYear: z.number(),
  yearsOfExperience: z.string(),
  shortlisted: z.boolean(),
  submittedAt: z.string(),
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;
export const candidatePageSchema = pageOf(candidateRowSchema);
export type CandidatePage = z.infer<typeof candidatePageSchema>;

export const candidateFileSchema = z.object({
  /** GET this (with the owner's session) to download it. */
  url: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type CandidateFile = z.infer<typeof candidateFileSchema>;

export const candidateDetailSchema = z.object({
  id: z.uuid(),
  eventId: z.string(),
  answers: z.record(z.string(), z.string()),
  age: z.number(),
  shortlisted: z.boolean(),
  submittedAt: z.string(),
  resume: z.nullable(candidateFileSchema),
  drivingLicenseFile: z.nullable(candidateFileSchema),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

export const shortlistBodySchema = z.object({ shortlisted: z.boolean() });
export type ShortlistBody = z.infer<typeof shortlistBodySchema>;
