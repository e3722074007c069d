import { z } from 'zod/mini';
import { pageOf } from './api-envelopes';
import { plans, timeZoneSchema } from './auth';
import { authMessages } from './messages';
import { PRICING_PLAN_FIELD_LIMITS as planFieldLimits } from './plans';

/** Part A §5, §8: the accounts page's texts, word for word where the spec has them. */
export const accountMessages = {
  enterNewEmail: 'Please enter a new email address',
  sameEmail: 'Please enter a new email address different from the current one',
  emailInUse: 'This e-mail address is already used by another account',
  checkResetEmail: 'Please check your password reset email',
  planSaved: 'The plan has been changed',
  blocked: 'The account is blocked',
  unblocked: 'The account is unblocked',
  cannotBlockSuperAdmin: 'The super admin cannot be blocked',
  timeZoneSaved: 'Time zone saved',
} as const;

/** The signed-in account's own time zone (DESIGN §6.14), read and changed by its admin. */
export const accountTimeZoneSchema = z.object({ timeZone: timeZoneSchema });
/** What the API answers: the stored zone, already valid. */
export const accountTimeZoneResponseSchema = z.object({ timeZone: z.string() });
export const accountTimeZoneSavedSchema = z.extend(accountTimeZoneResponseSchema, {
  message: z.string(),
});

export const MAX_USERS_LIMIT = 9999;
export const MAX_ASSESSMENTS_LIMIT = 999;

export const accountListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  expiry: z._default(z.enum(['all', 'expired']), 'all'),
  email: z.optional(z.string().check(z.trim(), z.maxLength(250))),
  company: z.optional(z.string().check(z.trim(), z.maxLength(250))),
  package: z._default(z.enum(['all', ...plans]), 'all'),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  usersCount: z.number(),
  assessmentsCount: z.number(),
  active: z.boolean(),
  expired: z.boolean(),
  expiry: z.nullable(z.string()),
  plan: z.enum(plans),
  maxUsers: z.number(),
  maxAssessments: z.number(),
  projectType: z.enum(['progress', 'ace']),
  /** The admin's last request for a larger plan (cleared by a plan change), and the plan named. */
  upgradeRequestedAt: z.nullable(z.string()),
  upgradeRequestedPlan: z.nullable(z.string()),
});
export type AccountRow = z.infer<typeof accountRowSchema>;
/** GET /api/admin/accounts. */
export const accountPageSchema = pageOf(accountRowSchema);
export type AccountPage = z.infer<typeof accountPageSchema>;

const limit = (max: number) =>
  z
    .number({ error: authMessages.required })
    .check(
      z.int(`Must be a whole number from 1 to ${max}`),
      z.gte(1, `Must be a whole number from 1 to ${max}`),
      z.lte(max, `Must be a whole number from 1 to ${max}`),
    );

/** 'Choose a plan' (part A §5): the limits are required for paid plans, hidden for free. */
export const planFormSchema = z.discriminatedUnion('plan', [
  z.object({ plan: z.literal('free') }),
  z.object({
    plan: z.enum(['standard', 'premium']),
    maxUsers: limit(MAX_USERS_LIMIT),
    maxAssessments: limit(MAX_ASSESSMENTS_LIMIT),
    expiry: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  }),
]);
export type PlanForm = z.infer<typeof planFormSchema>;

/** PUT /api/admin/accounts/:id/active: block (false) or unblock (true). */
export const accountActiveSchema = z.object({ active: z.boolean() });
export const changeEmailSchema = z.object({ newEmail: z.string().check(z.trim()) });

/** Checks the Change Email form before anything is sent (part A §5). */
export function changeEmailProblem(current: string, next: string): string | null {
  const value = next.trim();
  if (!value) {
    return accountMessages.enterNewEmail;
  }
  if (value.toLowerCase() === current.trim().toLowerCase()) {
    return accountMessages.sameEmail;
  }
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : authMessages.invalidEmail;
}

export const paymentRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(plans),
  amount: z.number(),
  maxUsers: z.number(),
  maxAssessments: z.number(),
  nextPaymentDate: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;
/** GET /api/admin/payments, newest first. */
export const paymentPageSchema = pageOf(paymentRowSchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** Part A §3: 'DD/MM/YYYY', or 'Not a stripe user' when there is no next payment date. */
export function formatNextPayment(date: Date | null): string {
  if (!date) {
    return 'Not a stripe user';
  }
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

export const pricingPlanUpdateSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, authMessages.required), z.maxLength(planFieldLimits.nameMax)),
  price: z.nullable(z.number().check(z.gte(0), z.lte(planFieldLimits.priceMax))),
  features: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(planFieldLimits.featureMax)))
    .check(z.maxLength(planFieldLimits.featuresMax)),
  orderPosition: z.number().check(z.int(), z.gte(0), z.lte(planFieldLimits.orderPositionMax)),
  priceId: z.nullable(z.string().check(z.trim(), z.maxLength(planFieldLimits.priceIdMax))),
  contactEmail: z.nullable(z.email()),
  /** What buying the plan grants; the card's limit lines are written from these. */
  maxUsers: z.nullable(limit(MAX_USERS_LIMIT)),
  maxAssessments: z.nullable(limit(MAX_ASSESSMENTS_LIMIT)),
});
export type PricingPlanUpdate = z.infer<typeof pricingPlanUpdateSchema>;
