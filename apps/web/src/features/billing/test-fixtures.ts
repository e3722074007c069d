import type { PlanStanding } from '@app/domain';

/** GET /api/account/plan's answer for a free account with room left, changed by `overrides`. */
export function aStanding(overrides: Partial<PlanStanding> = {}): PlanStanding {
  return {
    plan: 'free',
    expired: false,
    expiry: null,
    limits: { maxUsers: 15, maxAssessments: 1 },
    used: { users: 0, assessments: 0 },
    wayForward: 'request',
    operatorContact: null,
    upgradeRequestedAt: null,
    ...overrides,
  };
}
