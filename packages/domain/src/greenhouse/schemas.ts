import { z } from 'zod/mini';
import { PARTICIPANT_EMAIL_MAX, participantInputSchema } from '../participants';
import type { TrackingState } from '../tracking';
import { greenhouseMessages } from './messages';

/**
 * Greenhouse's Assessment Partner API, the partner side
 * (docs/decisions/0031-greenhouse-partner-api.md): the endpoints Greenhouse calls with the
 * account's API key. Field names are Greenhouse's own (snake_case), as its contract publishes
 * them (developers.greenhouse.io/assessment.html).
 */

/** One test Greenhouse may send: an event of the account that accepts candidates. */
export const greenhouseTestSchema = z.object({
  partner_test_id: z.string(),
  partner_test_name: z.string(),
});
export const greenhouseTestListSchema = z.array(greenhouseTestSchema);
export type GreenhouseTest = z.infer<typeof greenhouseTestSchema>;

const text = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** What Greenhouse sends when a candidate reaches the assessment stage. */
export const greenhouseSendTestSchema = z.object({
  partner_test_id: z.string().check(z.minLength(1), z.maxLength(200)),
  candidate: z.object({
    first_name: text(200),
    last_name: text(200),
    preferred_name: text(200),
    email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
    resume_url: text(2000),
    phone_number: text(100),
    greenhouse_profile_url: text(2000),
    /** Where the completion callback went in Greenhouse's examples before October 2019. */
    url: text(2000),
  }),
  /** The completion callback: Greenhouse's URL to PATCH when the candidate has finished. */
  url: text(2000),
  sent_by: text(320),
});
export type GreenhouseSendTest = z.infer<typeof greenhouseSendTestSchema>;

export const greenhouseSentSchema = z.object({ partner_interview_id: z.string() });

export const greenhouseStatusQuerySchema = z.object({
  partner_interview_id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** `partner_status`: "complete" is the one value Greenhouse acts on (it stops polling). */
export const GREENHOUSE_STATUSES = ['not_started', 'in_progress', 'complete'] as const;
export type GreenhouseStatus = (typeof GREENHOUSE_STATUSES)[number];

export const greenhouseTestStatusSchema = z.object({
  partner_status: z.enum(GREENHOUSE_STATUSES),
  partner_profile_url: z.optional(z.string()),
  partner_score: z.optional(z.number()),
  metadata: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
});
export type GreenhouseTestStatus = z.infer<typeof greenhouseTestStatusSchema>;

/** Greenhouse tells the partner that one of its answers could not be read. */
export const greenhouseResponseErrorSchema = z.object({
  api_call: z.string().check(z.maxLength(100)),
  errors: z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(50)),
  partner_test_id: text(200),
  partner_test_name: text(500),
  partner_interview_id: text(100),
  candidate_email: text(320),
});
export const greenhouseAcknowledgedSchema = z.object({ status: z.literal(200) });

/**
 * Greenhouse's status from the invitation's tracking: complete once the game was completed,
 * in progress from the link followed, not started before.
 *
 *   greenhouseStatusOf('delivered') === 'not_started'
 *   greenhouseStatusOf('opened') === 'in_progress'
 *   greenhouseStatusOf('completed') === 'complete'
 */
export function greenhouseStatusOf(state: TrackingState | null): GreenhouseStatus {
  if (state === 'completed') {
    return 'complete';
  }
  return state === 'opened' || state === 'started' ? 'in_progress' : 'not_started';
}

/**
 * The participant's name from Greenhouse's candidate: the preferred name, else first and last,
 * else the e-mail's local part; cut to the participant name's limit (part A §5: 25).
 *
 *   participantNameOf({ first_name: 'Ayesha', last_name: 'Khan', email: 'a@x.pk' }, 25) === 'Ayesha Khan'
 *   participantNameOf({ preferred_name: 'Ash', first_name: 'Ayesha', email: 'a@x.pk' }, 25) === 'Ash'
 *   participantNameOf({ email: 'sana.r@x.pk' }, 25) === 'sana.r'
 */
export function participantNameOf(
  candidate: Pick<
    GreenhouseSendTest['candidate'],
    'first_name' | 'last_name' | 'preferred_name' | 'email'
  >,
  max: number,
): string {
  const full = [candidate.first_name, candidate.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  const name = candidate.preferred_name?.trim() || full || candidate.email.split('@')[0] || '';
  return [...name].slice(0, max).join('').trim();
}

/**
 * Why a candidate's e-mail cannot be a participant's, or null: the participant's own e-mail
 * rule (at most 40, an address), told in the partner's terms.
 *
 *   candidateEmailProblem('ayesha@example.com') === null
 *   candidateEmailProblem('not an address') === greenhouseMessages.invalidEmail
 *   candidateEmailProblem(`${'a'.repeat(40)}@example.com`) === greenhouseMessages.emailTooLong(40)
 */
export function candidateEmailProblem(email: string): string | null {
  if (email.trim().length > PARTICIPANT_EMAIL_MAX) {
    return greenhouseMessages.emailTooLong(PARTICIPANT_EMAIL_MAX);
  }
  return participantInputSchema.shape.email.safeParse(email).success
    ? null
    : greenhouseMessages.invalidEmail;
}
