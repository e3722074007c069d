import { describe, expect, it } from 'vitest';
import { effectiveLimits, FREE_PLAN_PRESET, isPlanExpired, resolveRegistrationPlan } from './plans';

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
