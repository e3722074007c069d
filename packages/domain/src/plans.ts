import type { Plan } from './auth';
import { fitsWithinMaxUsers, participantMessages } from './participants';
import { planLimitMessages, type WayForward } from './plan-standing';

export const planMessages = {
  // Part B §6 hides Upgrade in the progress edition; an API call gets this instead.
  upgradeUnavailable: 'Plan upgrades are not available for progress accounts.',
} as const;

export type PlanLimits = {
  plan: Plan;
  maxUsers: number;
  maxAssessments: number;
  expiry: Date | null;
};

/** Part A §4 / part B §4: the free preset. */
export const FREE_PLAN_PRESET: PlanLimits = {
  plan: 'free',
  maxUsers: 15,
  maxAssessments: 1,
  expiry: null,
};

export type PaymentForPlan = {
  /** The plan the payment bought, when the record names it (a card checkout does). */
  plan?: Plan;
  maxUsers: number;
  maxAssessments: number;
  nextPaymentDate: Date | null;
};

export type RegistrationPlan =
  | { ok: true; limits: PlanLimits }
  | { ok: false; reason: 'noPlanPurchased' };

/**
 * Part B §4: the free preset for the free query or the progress edition; otherwise the
 * newest payment for the e-mail decides: the plan it names, or, for a record that names none,
 * maxAssessments 1 means standard, else premium.
 */
export function resolveRegistrationPlan(input: {
  wantsFree: boolean;
  edition: 'progress' | 'ace';
  payment: PaymentForPlan | null;
}): RegistrationPlan {
  if (input.wantsFree || input.edition === 'progress') {
    return { ok: true, limits: FREE_PLAN_PRESET };
  }
  if (!input.payment) {
    return { ok: false, reason: 'noPlanPurchased' };
  }
  return {
    ok: true,
    limits: {
      plan: paidPlan(input.payment),
      maxUsers: input.payment.maxUsers,
      maxAssessments: input.payment.maxAssessments,
      expiry: input.payment.nextPaymentDate,
    },
  };
}

function paidPlan(payment: PaymentForPlan): Plan {
  if (payment.plan && payment.plan !== 'free') {
    return payment.plan;
  }
  return payment.maxAssessments === 1 ? 'standard' : 'premium';
}

/** Part A §2: expired means plan not free, expiry set and expiry before now. */
export function isPlanExpired(
  account: { plan: Plan; expiry: Date | null },
  now: Date = new Date(),
): boolean {
  return account.plan !== 'free' && account.expiry !== null && account.expiry < now;
}

/** The plans a card checkout can buy; what each grants is its pricing plan's limits. */
export const purchasablePlans = ['standard', 'premium'] as const;
export type PurchasablePlan = (typeof purchasablePlans)[number];
export function isPurchasablePlan(plan: string): plan is PurchasablePlan {
  return plan === 'standard' || plan === 'premium';
}

/**
 * The limits that apply now: a paid plan past its expiry (cancelled, unpaid) falls back to the
 * free preset until it is renewed or changed.
 */
export function effectiveLimits(
  account: { plan: Plan; expiry: Date | null; maxUsers: number; maxAssessments: number },
  now: Date = new Date(),
): { maxUsers: number; maxAssessments: number } {
  if (isPlanExpired(account, now)) {
    return { maxUsers: FREE_PLAN_PRESET.maxUsers, maxAssessments: FREE_PLAN_PRESET.maxAssessments };
  }
  return { maxUsers: account.maxUsers, maxAssessments: account.maxAssessments };
}

export type LimitedAccount = {
  plan: Plan;
  expiry: Date | null;
  maxUsers: number;
  maxAssessments: number;
};

/**
 * Part B §4: one more game fits while the account owns fewer than its effective limit. The
 * message to show when it does not, or null.
 */
export function assessmentLimitProblem(
  account: LimitedAccount,
  owned: number,
  way: WayForward,
  now: Date = new Date(),
): string | null {
  const { maxAssessments } = effectiveLimits(account, now);
  return owned >= maxAssessments ? planLimitMessages.assessments(maxAssessments, way) : null;
}

/**
 * Part A §5 / part B §7: `adding` participants fit while the account's users stay within its
 * effective maxUsers. A single add gets the spec's 'Oops...' text; a file is told how many it
 * would add and how many places are left, since nothing of it is added.
 */
export function usersLimitProblem(
  account: LimitedAccount & { usersCount: number },
  adding: number,
  source: 'single' | 'file',
  way: WayForward,
  now: Date = new Date(),
): string | null {
  const { maxUsers } = effectiveLimits(account, now);
  if (fitsWithinMaxUsers(account.usersCount, adding, maxUsers)) {
    return null;
  }
  return source === 'file'
    ? participantMessages.bulkMaxUsers(adding, Math.max(maxUsers - account.usersCount, 0))
    : planLimitMessages.users(way);
}

/**
 * What the super admin may write into a pricing plan (Payments → Pricing Plans). The schema
 * checks these and the form's hints quote them, so the two cannot disagree.
 */
export const PRICING_PLAN_FIELD_LIMITS = {
  nameMax: 60,
  priceMax: 1_000_000,
  featuresMax: 20,
  featureMax: 120,
  orderPositionMax: 100,
  priceIdMax: 200,
} as const;
