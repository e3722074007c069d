import { type Plan, type PlanForm, planFormSchema } from '@app/domain';
import { endOfLocalDay, toDateInput } from '../../app/dates';
import type { AccountRow } from './api';

/** The 'Choose a plan' form as typed: numbers may be '' and the expiry is a date input's value. */
export type PlanValues = {
  plan: Plan;
  maxUsers: number | string;
  maxAssessments: number | string;
  /** YYYY-MM-DD, or '' for no expiry. */
  expiry: string;
};

export function initialPlanValues(account: AccountRow): PlanValues {
  return {
    plan: account.plan,
    maxUsers: account.maxUsers,
    maxAssessments: account.maxAssessments,
    expiry: toDateInput(account.expiry),
  };
}

/** An empty number field is missing (the schema's 'required'), not 0. */
const toNumber = (value: number | string) => (value === '' ? undefined : Number(value));

/** What PUT …/plan would get: Free sends only the plan, the server applies its preset. */
function candidate(values: PlanValues): unknown {
  if (values.plan === 'free') {
    return { plan: 'free' };
  }
  return {
    plan: values.plan,
    maxUsers: toNumber(values.maxUsers),
    maxAssessments: toNumber(values.maxAssessments),
    // The plan lasts through the chosen day.
    expiry: values.expiry ? endOfLocalDay(values.expiry) : null,
  };
}

export type PlanCheck =
  | { ok: true; form: PlanForm }
  | { ok: false; errors: Record<string, string> };

/** planFormSchema decides; its first message per field goes under that field. */
export function checkPlan(values: PlanValues): PlanCheck {
  const result = planFormSchema.safeParse(candidate(values));
  if (result.success) {
    return { ok: true, form: result.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'plan');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
