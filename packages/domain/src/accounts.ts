import { z } from 'zod';
import { pageOf } from './api';
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
export const accountTimeZoneSavedSchema = accountTimeZoneResponseSchema.extend({
  message: z.string(),
});

export const MAX_USERS_LIMIT = 9999;
export const MAX_ASSESSMENTS_LIMIT = 999;

export const accountListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  expiry: z.enum(['all', 'expired']).default('all'),
  email: z.string().trim().max(250).optional(),
  company: z.string().trim().max(250).optional(),
  package: z.enum(['all', ...plans]).default('all'),
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
  expiry: z.string().nullable(),
  plan: z.enum(plans),
  maxUsers: z.number(),
  maxAssessments: z.number(),
  projectType: z.enum(['progress', 'ace']),
});
export type AccountRow = z.infer<typeof accountRowSchema>;
/** GET /api/admin/accounts. */
export const accountPageSchema = pageOf(accountRowSchema);
export type AccountPage = z.infer<typeof accountPageSchema>;

const limit = (max: number) =>
  z
    .number({ error: authMessages.required })
    .int(`Must be a whole number from 1 to ${max}`)
    .min(1, `Must be a whole number from 1 to ${max}`)
    .max(max, `Must be a whole number from 1 to ${max}`);

/** 'Choose a plan' (part A §5): the limits are required for paid plans, hidden for free. */
export const planFormSchema = z.discriminatedUnion('plan', [
  z.object({ plan: z.literal('free') }),
  z.object({
    plan: z.enum(['standard', 'premium']),
    maxUsers: limit(MAX_USERS_LIMIT),
    maxAssessments: limit(MAX_ASSESSMENTS_LIMIT),
    expiry: z.iso.datetime({ offset: true }).nullable().default(null),
  }),
]);
export type PlanForm = z.infer<typeof planFormSchema>;

/** PUT /api/admin/accounts/:id/active: block (false) or unblock (true). */
export const accountActiveSchema = z.object({ active: z.boolean() });
export const changeEmailSchema = z.object({ newEmail: z.string().trim() });

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
  nextPaymentDate: z.string().nullable(),
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
  name: z.string().trim().min(1, authMessages.required).max(planFieldLimits.nameMax),
  price: z.number().min(0).max(planFieldLimits.priceMax).nullable(),
  features: z
    .array(z.string().trim().min(1).max(planFieldLimits.featureMax))
    .max(planFieldLimits.featuresMax),
  orderPosition: z.number().int().min(0).max(planFieldLimits.orderPositionMax),
  priceId: z.string().trim().max(planFieldLimits.priceIdMax).nullable(),
  contactEmail: z.email().nullable(),
});
export type PricingPlanUpdate = z.infer<typeof pricingPlanUpdateSchema>;
