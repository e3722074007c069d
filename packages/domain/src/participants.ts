import { z } from 'zod/mini';
import { pageOf } from './api-envelopes';
import type { ProjectType } from './auth';
import { authMessages } from './messages';
import { TRACKING_STATES } from './tracking';

/** Part A §5, §8 and part B §5: the participant and invitation texts, word for word. */
export const participantMessages = {
  emailExistsTitle: 'Email already exists',
  emailExists: 'Email already exists: The provided email is already registered.',
  emailRegistered: 'The provided email is already registered.',
  maxUsersTitle: 'Oops...',
  maxUsers:
    'Oops...: You have reached your maximum users limit. Please upgrade your plan to add more users.',
  maxUsersShort:
    'You have reached your maximum users limit. Please upgrade your plan to add more users.',
  bulkMaxUsers: (adding: number, left: number) =>
    `This file would add ${adding} participants, which passes your maximum user limit (${left} left). Nothing was added.`,
  expiryInPast: 'timestamp not set or is before tomorrow',
  provideEmail: 'Please provide Email',
  emailRequired: 'Email field is required',
  inviteSent: 'Invite Sent! Invitation has been sent to the candidate.',
  invitationsSent: 'Invitation Sent! Invitations have been sent.',
  csvOnly: 'Please upload a .csv file',
  missingColumns: (columns: readonly string[]) =>
    `The file must have the columns: ${columns.join(', ')}`,
  departmentRequired: 'Market Unit Code is required',
  regionRequired: 'Work Location is required',
  notFound: 'Participant not found',
} as const;

export const PARTICIPANT_NAME_MAX = 25;
export const PARTICIPANT_EMAIL_MAX = 40;
export const PARTICIPANTS_PAGE_SIZE = 10;
/** The most values of each filter the users list is offered from the event (a dropdown's worth). */
export const PARTICIPANT_FILTER_VALUES_MAX = 1000;

/** Part A §3: the bulk upload's columns, as a spreadsheet exports them. */
export const PARTICIPANT_CSV_COLUMNS = [
  'Business Email',
  'Full Name',
  'Market Unit Code',
  'Work Location',
  'GPID',
  'Country',
  'Job Sub-Function',
  'Gender',
  'HR Manager Name',
  'Region (Label)',
  'Level',
  'Job Function',
] as const;

/**
 * userInfo keys by CSV column (part A §3): Level is stored as degree and Job Function as cgpa,
 * the legacy names the reports read; the rest keep the column's name.
 */
export const USER_INFO_FROM_COLUMN: Record<string, string> = {
  GPID: 'GPID',
  Country: 'Country',
  'Job Sub-Function': 'Job Sub-Function',
  Gender: 'Gender',
  'HR Manager Name': 'HR Manager Name',
  'Region (Label)': 'Region (Label)',
  Level: 'degree',
  'Job Function': 'cgpa',
};

/**
 * Part A §3's document id (the lower-cased e-mail plus the event id), for exports that want the
 * spec's id. Never a key and never looked up by: 'p@q.ra' + 'b_g' and 'p@q.r' + 'ab_g' give the
 * same string, so across tenants it is not unique. Participants are keyed by a uuid, and the
 * identity rule is one e-mail (any case) per event.
 */
export function participantDocumentId(email: string, eventId: string): string {
  return `${email.trim().toLowerCase()}${eventId}`;
}

/** Part B §3: without a name, the part of the e-mail before the @. */
export function nameFromEmail(email: string): string {
  return email.trim().split('@')[0] ?? email;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Part A §5: with Can expire ticked, the expiry must be later than now. */
export function checkExpiry(
  canExpire: boolean,
  expiryDate: string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!canExpire) {
    return null;
  }
  if (!expiryDate || !(new Date(expiryDate).getTime() > now.getTime())) {
    return participantMessages.expiryInPast;
  }
  return null;
}

/** The expiry column's state (part A §4). */
export function expiryState(
  p: { canExpire: boolean; expiryDate: string | null },
  now: Date = new Date(),
) {
  if (!p.canExpire) {
    return 'never' as const;
  }
  if (!p.expiryDate) {
    return 'unset' as const;
  }
  return new Date(p.expiryDate) < now ? ('expired' as const) : ('active' as const);
}

export type AreaField = 'department' | 'region';

/** Part A §5: department and region are required for progress events that ask for them. */
export function requiredAreas(event: {
  projectType: ProjectType;
  registrationFields: readonly string[];
}): Record<AreaField, boolean> {
  const asks = (field: AreaField) =>
    event.projectType === 'progress' && event.registrationFields.includes(field);
  return { department: asks('department'), region: asks('region') };
}

const areaRequiredMessages: Record<AreaField, string> = {
  department: participantMessages.departmentRequired,
  region: participantMessages.regionRequired,
};

/** The message for one area field of a participant of this event, or null when it may stay so. */
export function areaProblem(
  event: { projectType: ProjectType; registrationFields: readonly string[] },
  field: AreaField,
  value: string,
): string | null {
  return requiredAreas(event)[field] && !value.trim() ? areaRequiredMessages[field] : null;
}

/** Every area field's problem, by field (empty when none). */
export function areaProblems(
  event: { projectType: ProjectType; registrationFields: readonly string[] },
  input: Record<AreaField, string>,
): Partial<Record<AreaField, string>> {
  const problems: Partial<Record<AreaField, string>> = {};
  for (const field of ['department', 'region'] as const) {
    const problem = areaProblem(event, field, input[field]);
    if (problem) {
      problems[field] = problem;
    }
  }
  return problems;
}

/** Counts what would actually be added, not the file's lines (the legacy formula counted the header). */
export function fitsWithinMaxUsers(current: number, adding: number, maxUsers: number): boolean {
  return current + adding <= maxUsers;
}

export const participantInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(PARTICIPANT_NAME_MAX, authMessages.tooLong(PARTICIPANT_NAME_MAX)),
    ),
  email: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, authMessages.required),
        z.maxLength(PARTICIPANT_EMAIL_MAX, authMessages.tooLong(PARTICIPANT_EMAIL_MAX)),
      ),
    z.email(authMessages.invalidEmail),
  ),
  department: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  region: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  canExpire: z._default(z.boolean(), false),
  expiryDate: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  userInfo: z._default(z.record(z.string(), z.string()), {}),
});
export type ParticipantInput = z.infer<typeof participantInputSchema>;
/** The e-mail is read-only on edit. */
export const participantUpdateSchema = z.omit(participantInputSchema, { email: true });
/** PUT …/participants/:participantId/active. */
export const participantActiveSchema = z.object({ isActive: z.boolean() });
/** POST /api/events/:eventId/invitations: one address; the service checks it. */
export const invitationSchema = z.object({ email: z._default(z.string(), '') });
/** What Edit sends (and Add, with the e-mail). */
export type ParticipantUpdateInput = z.infer<typeof participantUpdateSchema>;

export const participantSchema = z.object({
  /** The surrogate key (uuid) that URLs and the API use. */
  id: z.uuid(),
  eventId: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  region: z.string(),
  userInfo: z.record(z.string(), z.string()),
  isActive: z.boolean(),
  canExpire: z.boolean(),
  expiryDate: z.nullable(z.string()),
  currentLevel: z.number(),
  currentScore: z.number(),
  attempts: z.number(),
  completed: z.boolean(),
  completedOnce: z.boolean(),
  achievementCount: z.number(),
  lastUpdated: z.string(),
  userCreated: z.string(),
  /** Invitation tracking: the current state and when each state was first reached. */
  tracking: z.object({
    state: z.enum(TRACKING_STATES),
    sentAt: z.nullable(z.string()),
    deliveredAt: z.nullable(z.string()),
    openedAt: z.nullable(z.string()),
    startedAt: z.nullable(z.string()),
    completedAt: z.nullable(z.string()),
    lastRemindedAt: z.nullable(z.string()),
  }),
});
export type Participant = z.infer<typeof participantSchema>;
/** GET /api/events/:eventId/participants: the users list, a page at a time. */
export const participantPageSchema = pageOf(participantSchema);
export type ParticipantPage = z.infer<typeof participantPageSchema>;

export const participantListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  levels: z.optional(z.string()),
  departments: z.optional(z.string()),
  regions: z.optional(z.string()),
  updatedFrom: z.optional(z.iso.datetime({ offset: true })),
  updatedTo: z.optional(z.iso.datetime({ offset: true })),
  /** Invitation tracking states, a comma list (sent, delivered, opened, started, completed). */
  states: z.optional(z.string().check(z.maxLength(100))),
});

/**
 * The users list's Market Unit Code / Work Location filter choices: the Settings catalog merged
 * with the values the event's participants have (bulk files store them as free text).
 */
export const participantFilterValuesSchema = z.object({
  departments: z.array(z.string()),
  regions: z.array(z.string()),
});
export type ParticipantFilterValues = z.infer<typeof participantFilterValuesSchema>;

export const bulkReportSchema = z.object({
  added: z.array(z.object({ row: z.number(), email: z.string() })),
  skipped: z.array(z.object({ row: z.number(), email: z.string(), reason: z.string() })),
  totals: z.object({ rows: z.number(), added: z.number(), skipped: z.number() }),
});
export type BulkReport = z.infer<typeof bulkReportSchema>;

export const skipReasons = {
  noEmail: 'No Business Email',
  badEmail: 'Not a valid e-mail address',
  inEvent: 'Already in this event',
  repeated: (row: number) => `Repeats the e-mail of row ${row}`,
} as const;
