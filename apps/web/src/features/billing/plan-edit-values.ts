import {
  authMessages,
  MAX_ASSESSMENTS_LIMIT,
  MAX_USERS_LIMIT,
  PRICING_PLAN_FIELD_LIMITS,
  type PricingPlan,
  pricingPlanUpdateSchema,
} from '@app/domain';
import type { PricingPlanUpdate } from './admin-api';

/** The pricing plan form as typed: numbers may be '', features are one per line. */
export type PlanEditValues = {
  name: string;
  price: number | string;
  features: string;
  orderPosition: number | string;
  priceId: string;
  contactEmail: string;
  /** What buying the plan grants; empty for a contact-only plan (set per account). */
  maxAssessments: number | string;
  maxUsers: number | string;
};

type Field = keyof PlanEditValues;

const limits = PRICING_PLAN_FIELD_LIMITS;
const count = (value: number) => value.toLocaleString('en-US');

/**
 * What each field accepts, said in words when pricingPlanUpdateSchema refuses it; the numbers
 * are the schema's own.
 */
const fieldHints: Record<Field, string> = {
  name: `At most ${count(limits.nameMax)} characters`,
  price: `A price from 0 to ${count(limits.priceMax)}, or empty for a contact-only plan`,
  features: `At most ${count(limits.featuresMax)} features, each at most ${count(limits.featureMax)} characters`,
  orderPosition: `A whole number from 0 to ${count(limits.orderPositionMax)}`,
  priceId: `At most ${count(limits.priceIdMax)} characters`,
  contactEmail: authMessages.invalidEmail,
  maxAssessments: `A whole number from 1 to ${count(MAX_ASSESSMENTS_LIMIT)}, or empty for a contact-only plan`,
  maxUsers: `A whole number from 1 to ${count(MAX_USERS_LIMIT)}, or empty for a contact-only plan`,
};

const isField = (key: string): key is Field => key in fieldHints;

export function initialPlanEditValues(plan: PricingPlan): PlanEditValues {
  return {
    name: plan.name,
    price: plan.price ?? '',
    features: plan.features.join('\n'),
    orderPosition: plan.orderPosition,
    priceId: plan.priceId ?? '',
    contactEmail: plan.contactEmail ?? '',
    maxAssessments: plan.maxAssessments ?? '',
    maxUsers: plan.maxUsers ?? '',
  };
}

/** An empty optional text is "none" (null), as the contract has it. */
const orNull = (text: string) => text.trim() || null;

function candidate(values: PlanEditValues): unknown {
  return {
    name: values.name,
    price: values.price === '' ? null : Number(values.price),
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    // Empty is missing, not position 0.
    orderPosition: values.orderPosition === '' ? undefined : Number(values.orderPosition),
    priceId: orNull(values.priceId),
    contactEmail: orNull(values.contactEmail),
    maxAssessments: values.maxAssessments === '' ? null : Number(values.maxAssessments),
    maxUsers: values.maxUsers === '' ? null : Number(values.maxUsers),
  };
}

export type PlanEditCheck =
  | { ok: true; update: PricingPlanUpdate }
  | { ok: false; errors: Partial<Record<Field, string>> };

export function checkPlanEdit(values: PlanEditValues): PlanEditCheck {
  const typed = candidate(values);
  const result = pricingPlanUpdateSchema.safeParse(typed);
  if (result.success) {
    return { ok: true, update: result.data };
  }
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    if (isField(key) && !errors[key]) {
      // Only a missing name or order position is "required"; anything else is out of range.
      const given = (typed as Record<string, unknown>)[key];
      const isMissing =
        given === undefined ||
        (issue.code !== 'invalid_type' && issue.message === authMessages.required);
      errors[key] = isMissing ? authMessages.required : fieldHints[key];
    }
  }
  return { ok: false, errors };
}
