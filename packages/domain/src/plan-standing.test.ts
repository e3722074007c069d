import { describe, expect, it } from 'vitest';
import { participantMessages } from './participants';
import {
  atAssessmentLimit,
  atUsersLimit,
  type PlanStanding,
  planLimitLines,
  planLimitMessages,
  usersLimitLine,
  wayForward,
} from './plan-standing';
import { assessmentLimitProblem, usersLimitProblem } from './plans';
import { wizardMessages } from './wizard';

describe('wayForward', () => {
  it('offers Upgrade only to an ace account with card payments on', () => {
    expect(wayForward({ projectType: 'ace', paymentsEnabled: true })).toBe('upgrade');
    expect(wayForward({ projectType: 'ace', paymentsEnabled: false })).toBe('request');
    // Part B §6: no upgrade in the progress edition, even with payments on.
    expect(wayForward({ projectType: 'progress', paymentsEnabled: true })).toBe('request');
  });
});

describe('limit messages by way forward', () => {
  const free = { plan: 'free' as const, expiry: null, maxUsers: 15, maxAssessments: 1 };
  it("keeps the spec's words where Upgrade exists", () => {
    expect(assessmentLimitProblem(free, 1, 'upgrade')).toBe(wizardMessages.planLimit(1));
    expect(usersLimitProblem({ ...free, usersCount: 15 }, 1, 'single', 'upgrade')).toBe(
      participantMessages.maxUsers,
    );
  });
  it('never says "upgrade" where there is no upgrade', () => {
    const games = assessmentLimitProblem(free, 1, 'request');
    const users = usersLimitProblem({ ...free, usersCount: 15 }, 1, 'single', 'request');
    expect(games).toBe(
      "You have reached your plan's limit of 1 assessment. Request a larger plan to create more.",
    );
    expect(users).toBe(planLimitMessages.users('request'));
    for (const text of [games, users, planLimitMessages.usersShort('request')]) {
      expect(text?.toLowerCase()).not.toContain('upgrade');
    }
  });
});

describe('a standing at its limits', () => {
  const standing: PlanStanding = {
    plan: 'free',
    expired: false,
    expiry: null,
    limits: { maxUsers: 15, maxAssessments: 1 },
    used: { users: 14, assessments: 1 },
    wayForward: 'request',
    operatorContact: null,
    upgradeRequestedAt: null,
  };
  it('is at the game limit when it owns as many as allowed, not at the users limit below it', () => {
    expect(atAssessmentLimit(standing)).toBe(true);
    expect(atUsersLimit(standing)).toBe(false);
    expect(atUsersLimit({ ...standing, used: { users: 15, assessments: 0 } })).toBe(true);
    expect(atAssessmentLimit({ ...standing, used: { users: 15, assessments: 0 } })).toBe(false);
  });
});

describe('planLimitLines', () => {
  it("writes a card's limits from what the plan grants", () => {
    expect(planLimitLines({ maxUsers: 250, maxAssessments: 3 })).toEqual([
      '3 assessment games',
      '250 candidate assessments',
    ]);
    expect(planLimitLines({ maxUsers: 1000, maxAssessments: 1 })).toEqual([
      '1 assessment game',
      '1,000 candidate assessments',
    ]);
    // A contact-only plan's limits are agreed with the operator: no line promises a number.
    expect(planLimitLines({ maxUsers: null, maxAssessments: null })).toEqual([]);
  });
});

describe('usersLimitLine', () => {
  it("keeps the refusal's line under its 'Oops...' title, whichever way forward it names", () => {
    expect(usersLimitLine(planLimitMessages.users('upgrade'))).toBe(
      planLimitMessages.usersShort('upgrade'),
    );
    expect(usersLimitLine(planLimitMessages.users('request'))).toBe(
      planLimitMessages.usersShort('request'),
    );
    expect(usersLimitLine('Something else')).toBe('Something else');
  });
});
