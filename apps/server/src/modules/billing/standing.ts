import {
  accessMessages,
  effectiveLimits,
  isPlanExpired,
  type PlanStanding,
  planLimitMessages,
  planName,
  wayForward,
} from '@app/domain';
import type { AccountScope } from '../../platform/access';
import { findAccount, lockAccount } from '../../platform/account-limits';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { enqueueMail, oneLine } from '../../platform/mail';
import { type AuditActor, recordAudit } from '../audit/record';
import { countAccountEvents } from '../events/service';
import {
  findAccountPayer,
  findPlan,
  markUpgradeRequested,
  readOperatorContact,
  writeOperatorContact,
} from './queries';

/*
 * An account's plan as it applies now, and the way past its limits (docs/decisions/
 * plan-limits-way-forward.md): the console shows the limits before an admin fills a form the
 * plan would refuse, and every limit names a way forward that exists.
 */

/** A second request within this time records nothing new and mails nobody again. */
const REQUEST_QUIET_MS = 24 * 60 * 60 * 1000;

export async function planStanding(ctx: AppContext, scope: AccountScope): Promise<PlanStanding> {
  const account = await findAccount(ctx.db, scope.accountId);
  const now = new Date();
  const [owned, operatorContact] = await Promise.all([
    countAccountEvents(ctx.db, account.id),
    readOperatorContact(ctx.db),
  ]);
  return {
    plan: account.plan,
    expired: isPlanExpired(account, now),
    expiry: account.expiry?.toISOString() ?? null,
    limits: effectiveLimits(account, now),
    used: { users: account.usersCount, assessments: owned },
    wayForward: wayForward({
      projectType: account.projectType,
      paymentsEnabled: ctx.config.stripe !== null,
    }),
    operatorContact,
    upgradeRequestedAt: account.upgradeRequestedAt?.toISOString() ?? null,
  };
}

/**
 * 'Request a larger plan': recorded on the account for the super admin's accounts list, and
 * mailed to the operator's address when one is set, in one transaction. Pressing it again the
 * same day changes nothing.
 */
export async function requestLargerPlan(
  ctx: AppContext,
  scope: AccountScope,
  planId: string | null,
  actor: AuditActor,
): Promise<PlanStanding> {
  // The super admin reading another account may look, not ask on its behalf.
  if (scope.readOnly) {
    throw new AppError('FORBIDDEN', accessMessages.forbidden);
  }
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, scope.accountId);
    const now = new Date();
    const last = account.upgradeRequestedAt;
    if (last && now.getTime() - last.getTime() < REQUEST_QUIET_MS) {
      return;
    }
    // Only a plan of the price list is recorded; any other id is read as "no plan named".
    const plan = planId ? await findPlan(tx, planId) : null;
    await markUpgradeRequested(tx, scope, { at: now, planId: plan?.id ?? null });
    const [operator, payer, owned] = await Promise.all([
      readOperatorContact(tx),
      findAccountPayer(tx, scope),
      countAccountEvents(tx, account.id),
    ]);
    if (operator) {
      const limits = effectiveLimits(account, now);
      const company = oneLine(account.companyName);
      await enqueueMail(tx, {
        to: operator,
        subject: planLimitMessages.requestMailSubject(company),
        text: [
          `${company} asks for a larger plan${plan ? `: ${oneLine(plan.name)}` : ''}.`,
          '',
          `Admin: ${oneLine(payer?.name ?? '')} <${payer?.email ?? ''}>`,
          `Current plan: ${planName(account.plan)}${isPlanExpired(account, now) ? ' (expired)' : ''}`,
          `Games: ${owned} of ${limits.maxAssessments}; users: ${account.usersCount} of ${limits.maxUsers}`,
          '',
          `Change the plan from the accounts list: ${ctx.config.publicUrl}/admin/accounts`,
        ].join('\n'),
        links: [],
      });
    }
    await recordAudit(tx, actor, {
      accountId: account.id,
      action: 'account.planRequest',
      target: { type: 'account', id: account.id },
      details: { planId: plan?.id ?? null, mailed: operator !== null },
    });
  });
  return planStanding(ctx, scope);
}

/** The super admin's setting: where requests for a larger plan are mailed (null: nowhere). */
export async function setOperatorContact(
  ctx: AppContext,
  email: string | null,
  actor: AuditActor,
): Promise<{ email: string | null }> {
  await ctx.db.transaction(async (tx) => {
    await writeOperatorContact(tx, email);
    await recordAudit(tx, actor, {
      accountId: null,
      action: 'settings.operatorContact',
      target: { type: 'setting', id: 'operatorContact' },
      details: { email },
    });
  });
  return { email };
}
