import { type Plan, type PlanForm, planFormSchema } from '@app/domain';
import type { AccountRow } from './api';

/** The 'Choose a plan' form as typed: numbers may be '' and the expiry is a date input's value. */
export type PlanValues = {
  plan: Plan;
  maxUsers: number | string;
  maxAssessments: number | string;
  /** YYYY-MM-DD, or '' for no expiry. */
  expiry: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The account's expiry as a local day for the date input. */
function toDateInput(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) {
    return '';
  }
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The plan lasts through the chosen day: it expires at that day's last moment, local time. */
function endOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const end = new Date(year ?? Number.NaN, (month ?? Number.NaN) - 1, date, 23, 59, 59, 999);
  // An unreadable day goes to the schema as typed, which then says it is not a date.
  return Number.isNaN(end.getTime()) ? day : end.toISOString();
}

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
    expiry: values.expiry ? endOfDay(values.expiry) : null,
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
