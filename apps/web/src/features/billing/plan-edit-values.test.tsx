import { type MessageKey, PRICING_PLAN_FIELD_LIMITS } from '@app/domain';
import type { Values } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { consoleI18n } from '../../i18n/console-i18n';
import { checkPlanEdit, type PlanEditValues } from './plan-edit-values';

/** The console's own English, as the form's useText() gives it. */
const text = (key: MessageKey, values?: Values) => consoleI18n._(key, values);

const valid: PlanEditValues = {
  name: 'Standard',
  price: 49,
  features: 'Up to 250 users',
  orderPosition: 1,
  priceId: '',
  contactEmail: '',
  maxAssessments: 3,
  maxUsers: 250,
};

const errorsOf = (values: Partial<PlanEditValues>) => {
  const check = checkPlanEdit({ ...valid, ...values }, text);
  return check.ok ? {} : check.errors;
};

describe("the pricing plan form's hints quote the domain's limits", () => {
  it('accepts a plan within every limit', () => {
    expect(checkPlanEdit(valid, text).ok).toBe(true);
  });

  it('carries the limits a purchase grants, and refuses a fraction or zero games', () => {
    const check = checkPlanEdit(valid, text);
    expect(check.ok && [check.update.maxAssessments, check.update.maxUsers]).toEqual([3, 250]);
    const empty = checkPlanEdit({ ...valid, maxAssessments: '', maxUsers: '' }, text);
    expect(empty.ok && [empty.update.maxAssessments, empty.update.maxUsers]).toEqual([null, null]);
    expect(errorsOf({ maxAssessments: 0 })).toEqual({
      maxAssessments: 'A whole number from 1 to 999, or empty for a contact-only plan',
    });
    expect(errorsOf({ maxUsers: 2.5 })).toEqual({
      maxUsers: 'A whole number from 1 to 9,999, or empty for a contact-only plan',
    });
  });

  it('says each limit in words, with the numbers the schema checks', () => {
    const { nameMax, priceMax, featuresMax, orderPositionMax } = PRICING_PLAN_FIELD_LIMITS;
    expect(errorsOf({ name: 'x'.repeat(nameMax + 1) })).toEqual({
      name: 'At most 60 characters',
    });
    expect(errorsOf({ price: priceMax + 1 })).toEqual({
      price: 'A price from 0 to 1,000,000, or empty for a contact-only plan',
    });
    expect(
      errorsOf({ features: Array.from({ length: featuresMax + 1 }, (_, i) => `f${i}`).join('\n') }),
    ).toEqual({
      features: 'At most 20 features, each at most 120 characters',
    });
    expect(errorsOf({ orderPosition: orderPositionMax + 1 })).toEqual({
      orderPosition: 'A whole number from 0 to 100',
    });
  });
});
