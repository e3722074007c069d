import {
  authMessages,
  MAX_ASSESSMENTS_LIMIT,
  MAX_USERS_LIMIT,
  type MessageKey,
  PRICING_PLAN_FIELD_LIMITS,
  type PricingPlan,
  pricingPlanUpdateSchema,
} from '@app/domain';
import type { Values } from '@lingui/core';
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

/** The console's translator (useText()), for the hints' words. */
type Translate = (key: MessageKey, values?: Values) => string;

const limits = PRICING_PLAN_FIELD_LIMITS;
const count = (value: number) => value.toLocaleString('en-US');

/**
 * What each field accepts, said in words (the catalogue's) when pricingPlanUpdateSchema refuses
 * it; the numbers are the schema's own.
 */
const fieldHints: Record<Field, (text: Translate) => string> = {
  name: (text) => text('console.billing.planEditLimits.name', { max: count(limits.nameMax) }),
  price: (text) => text('console.billing.planEditLimits.price', { max: count(limits.priceMax) }),
  features: (text) =>
    text('console.billing.planEditLimits.features', {
      featuresMax: count(limits.featuresMax),
      featureMax: count(limits.featureMax),
    }),
  orderPosition: (text) =>
    text('console.billing.planEditLimits.orderPosition', {
      max: count(limits.orderPositionMax),
    }),
  priceId: (text) =>
    text('console.billing.planEditLimits.priceId', { max: count(limits.priceIdMax) }),
  contactEmail: () => authMessages.invalidEmail,
  maxAssessments: (text) =>
    text('console.billing.planEditLimits.maxAssessments', { max: count(MAX_ASSESSMENTS_LIMIT) }),
  maxUsers: (text) =>
    text('console.billing.planEditLimits.maxUsers', { max: count(MAX_USERS_LIMIT) }),
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

/** `text` words the hints (the form's useText()). */
export function checkPlanEdit(values: PlanEditValues, text: Translate): PlanEditCheck {
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
      errors[key] = isMissing ? authMessages.required : fieldHints[key](text);
    }
  }
  return { ok: false, errors };
}
