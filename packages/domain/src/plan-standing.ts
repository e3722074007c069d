import { z } from 'zod/mini';
import { type Plan, type ProjectType, plans } from './auth';
import { participantMessages } from './participants';
import { wizardMessages } from './wizard';

/**
 * What an admin at a plan limit can do next (docs/decisions/0020-plan-limits-way-forward.md): pay by
 * card ('upgrade'), or ask the operator for a larger plan ('request'). Upgrade exists only in the
 * ace edition (part B §6 hides it in progress) and only when card payments are configured; a
 * limit message never points at a button that is not there.
 */
export const wayForwardKinds = ['upgrade', 'request'] as const;
export type WayForward = (typeof wayForwardKinds)[number];

export function wayForward(input: {
  projectType: ProjectType;
  paymentsEnabled: boolean;
}): WayForward {
  return input.projectType === 'ace' && input.paymentsEnabled ? 'upgrade' : 'request';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The limit messages, by way forward: the spec's words where Upgrade exists (part B §8). */
export const planLimitMessages = {
  assessments: (max: number, way: WayForward) =>
    way === 'upgrade'
      ? wizardMessages.planLimit(max)
      : `You have reached your plan's limit of ${plural(max, 'assessment')}. Request a larger plan to create more.`,
  users: (way: WayForward) =>
    way === 'upgrade'
      ? participantMessages.maxUsers
      : 'Oops...: You have reached your maximum users limit. Request a larger plan to add more users.',
  usersShort: (way: WayForward) =>
    way === 'upgrade'
      ? participantMessages.maxUsersShort
      : 'You have reached your maximum users limit. Request a larger plan to add more users.',
  usersUsed: (used: number, max: number) => `Users: ${used} of ${max}`,
  limitReachedTitle: 'Plan limit reached',
  draftKept:
    'What you enter here is kept as a draft: you can create it once your plan allows one more.',
  addUserRefused: (max: number, way: WayForward) =>
    `Your plan allows ${plural(max, 'user')} and all are in use. ${way === 'upgrade' ? 'Upgrade your plan' : 'Request a larger plan'} to add more.`,
  requestLargerPlan: 'Request a larger plan',
  requestSent: (on: string) =>
    `Requested on ${on}. The operator will contact you to change your plan.`,
  writeToPrefix: 'You can also write to',
  expired: (planName: string, on: string) =>
    `Your ${planName} plan expired on ${on}. Until it is renewed, the Free plan's limits apply: 1 assessment and 15 users.`,
  renew: 'Renew your plan',
  requestMailSubject: (company: string) => `Plan request from ${company}`,
} as const;

/**
 * The users-limit refusal's line under its 'Oops...' title: the server's message (which names
 * the way forward that exists) without the title it starts with.
 */
export function usersLimitLine(message: string): string {
  const title = `${participantMessages.maxUsersTitle}: `;
  return message.startsWith(title) ? message.slice(title.length) : message;
}

/**
 * GET /api/account/plan: the caller's plan as it applies now, what is used of it, and the way
 * forward. Dates are ISO strings.
 */
export const planStandingSchema = z.object({
  plan: z.enum(plans),
  expired: z.boolean(),
  expiry: z.nullable(z.string()),
  limits: z.object({ maxUsers: z.number(), maxAssessments: z.number() }),
  used: z.object({ users: z.number(), assessments: z.number() }),
  wayForward: z.enum(wayForwardKinds),
  operatorContact: z.nullable(z.string()),
  upgradeRequestedAt: z.nullable(z.string()),
});
export type PlanStanding = z.infer<typeof planStandingSchema>;

/** POST /api/account/plan/requests: the plan asked for, if one was picked. */
export const upgradeRequestSchema = z.object({
  planId: z.optional(z.nullable(z.string().check(z.maxLength(60)))),
});

/** GET/PUT /api/admin/operator-contact: where requests for a larger plan go. */
export const operatorContactSchema = z.object({ email: z.nullable(z.email()) });
export type OperatorContact = z.infer<typeof operatorContactSchema>;

export function atAssessmentLimit(standing: PlanStanding): boolean {
  return standing.used.assessments >= standing.limits.maxAssessments;
}
export function atUsersLimit(standing: PlanStanding): boolean {
  return standing.used.users >= standing.limits.maxUsers;
}

/**
 * A pricing card's limit lines, written from the limits a purchase grants, so the card cannot
 * promise what the plan does not give. Null limits (contact-only plans) are set by the operator.
 */
export function planLimitLines(plan: {
  maxUsers: number | null;
  maxAssessments: number | null;
}): string[] {
  const lines: string[] = [];
  if (plan.maxAssessments !== null) {
    lines.push(plural(plan.maxAssessments, 'assessment game'));
  }
  if (plan.maxUsers !== null) {
    lines.push(`${plan.maxUsers.toLocaleString('en-US')} candidate assessments`);
  }
  return lines;
}

/** The plan's name as the console shows it. */
export function planName(plan: Plan): string {
  return plan === 'free' ? 'Free' : plan === 'standard' ? 'Standard' : 'Premium';
}
