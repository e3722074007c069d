import { describe, expect, it } from 'vitest';
import { participantMessages } from './participants';
import {
  assessmentLimitProblem,
  effectiveLimits,
  FREE_PLAN_PRESET,
  isPlanExpired,
  resolveRegistrationPlan,
  usersLimitProblem,
} from './plans';
import { wizardMessages } from './wizard';

describe('resolveRegistrationPlan (part B §4)', () => {
  const payment = { maxUsers: 250, maxAssessments: 1, nextPaymentDate: new Date('2027-01-01') };

  it('gives the free preset for the free query, whatever was paid', () => {
    expect(resolveRegistrationPlan({ wantsFree: true, edition: 'ace', payment })).toEqual({
      ok: true,
      limits: FREE_PLAN_PRESET,
    });
  });
  it('gives the free preset in the progress edition', () => {
    expect(
      resolveRegistrationPlan({ wantsFree: false, edition: 'progress', payment: null }),
    ).toEqual({
      ok: true,
      limits: { plan: 'free', maxUsers: 15, maxAssessments: 1, expiry: null },
    });
  });
  it('refuses without a payment otherwise', () => {
    expect(resolveRegistrationPlan({ wantsFree: false, edition: 'ace', payment: null })).toEqual({
      ok: false,
      reason: 'noPlanPurchased',
    });
  });
  it('reads maxAssessments 1 as standard and more as premium', () => {
    const standard = resolveRegistrationPlan({ wantsFree: false, edition: 'ace', payment });
    expect(standard).toEqual({
      ok: true,
      limits: {
        plan: 'standard',
        maxUsers: 250,
        maxAssessments: 1,
        expiry: payment.nextPaymentDate,
      },
    });
    const premium = resolveRegistrationPlan({
      wantsFree: false,
      edition: 'ace',
      payment: { ...payment, maxAssessments: 5 },
    });
    expect(premium.ok && premium.limits.plan).toBe('premium');
  });
  it('takes the plan a payment names over the count rule (a 3-game Standard stays Standard)', () => {
    const bought = resolveRegistrationPlan({
      wantsFree: false,
      edition: 'ace',
      payment: { ...payment, plan: 'standard', maxAssessments: 3 },
    });
    expect(bought.ok && bought.limits.plan).toBe('standard');
    expect(bought.ok && bought.limits.maxAssessments).toBe(3);
  });
});

describe('isPlanExpired (part A §2)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('never expires a free plan or one without expiry', () => {
    expect(isPlanExpired({ plan: 'free', expiry: new Date('2020-01-01') }, now)).toBe(false);
    expect(isPlanExpired({ plan: 'premium', expiry: null }, now)).toBe(false);
  });
  it('expires a paid plan whose expiry is before now, at the edge too', () => {
    expect(isPlanExpired({ plan: 'standard', expiry: new Date(now.getTime() - 1000) }, now)).toBe(
      true,
    );
    expect(isPlanExpired({ plan: 'standard', expiry: now }, now)).toBe(false);
    expect(isPlanExpired({ plan: 'standard', expiry: new Date('2026-11-22') }, now)).toBe(false);
  });
});

describe('effectiveLimits', () => {
  const paid = { plan: 'premium' as const, maxUsers: 1000, maxAssessments: 5 };
  const now = new Date('2026-11-21T12:00:00Z');
  it('keeps a running paid plan and falls back to the free preset once it has expired', () => {
    expect(effectiveLimits({ ...paid, expiry: new Date('2026-12-01') }, now)).toEqual({
      maxUsers: 1000,
      maxAssessments: 5,
    });
    expect(effectiveLimits({ ...paid, expiry: null }, now)).toEqual({
      maxUsers: 1000,
      maxAssessments: 5,
    });
    expect(effectiveLimits({ ...paid, expiry: new Date('2026-11-20') }, now)).toEqual({
      maxUsers: 15,
      maxAssessments: 1,
    });
  });
});

describe('plan limits (part A §5, part B §4)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const premium = {
    plan: 'premium' as const,
    expiry: new Date('2027-01-01'),
    maxUsers: 10,
    maxAssessments: 3,
  };

  it('lets a game in while the account owns fewer than its limit', () => {
    expect(assessmentLimitProblem(premium, 2, 'upgrade', now)).toBeNull();
    expect(assessmentLimitProblem(premium, 3, 'upgrade', now)).toBe(wizardMessages.planLimit(3));
  });
  it('holds an expired paid plan to the free preset', () => {
    const lapsed = { ...premium, expiry: new Date('2026-01-01') };
    expect(assessmentLimitProblem(lapsed, 1, 'upgrade', now)).toBe(wizardMessages.planLimit(1));
    expect(usersLimitProblem({ ...lapsed, usersCount: 15 }, 1, 'single', 'upgrade', now)).toBe(
      participantMessages.maxUsers,
    );
  });
  it('lets users in up to maxUsers exactly', () => {
    expect(
      usersLimitProblem({ ...premium, usersCount: 9 }, 1, 'single', 'upgrade', now),
    ).toBeNull();
    expect(usersLimitProblem({ ...premium, usersCount: 10 }, 1, 'single', 'upgrade', now)).toBe(
      participantMessages.maxUsers,
    );
  });
  it('tells a file how many it would add and how many places are left', () => {
    expect(usersLimitProblem({ ...premium, usersCount: 7 }, 5, 'file', 'upgrade', now)).toBe(
      participantMessages.bulkMaxUsers(5, 3),
    );
    // An account already over its limit (lowered by the super admin) has none left, not fewer.
    expect(usersLimitProblem({ ...premium, usersCount: 12 }, 1, 'file', 'upgrade', now)).toBe(
      participantMessages.bulkMaxUsers(1, 0),
    );
  });
});
