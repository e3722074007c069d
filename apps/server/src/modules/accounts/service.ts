import {
  type AccountListQuery,
  accessMessages,
  accountMessages,
  changeEmailProblem,
  FREE_PLAN_PRESET,
  isLocale,
  isPlanExpired,
  normalizeEmail,
  type PlanForm,
} from '@app/domain';
import { generateRandomString } from 'better-auth/crypto';
import { RESET_TOKEN_SECONDS } from '../../platform/better-auth';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { revokeKeysOfAccount } from '../api-keys/service';
import { type AuditActor, recordAudit } from '../audit/record';
import { passwordResetMail } from '../auth/mails';
import { findUserByEmail } from '../auth/service';
import { findPlan } from '../billing/service';
import * as q from './queries';

const PAGE_SIZE = 10;

export async function accountTimeZone(ctx: AppContext, accountId: string): Promise<string> {
  const timeZone = await q.findTimeZone(ctx.db, accountId);
  if (timeZone === null) {
    throw new AppError('NOT_FOUND', accessMessages.notFound);
  }
  return timeZone;
}

/** Only the caller's own account: the id comes from the session, never from the request. */
export async function setAccountTimeZone(
  ctx: AppContext,
  accountId: string,
  timeZone: string,
): Promise<void> {
  if (!(await q.updateTimeZone(ctx.db, accountId, timeZone))) {
    throw new AppError('NOT_FOUND', accessMessages.notFound);
  }
}

/** The super admin's accounts page (part A §2): customer admins, filtered and paged in SQL. */
export async function listAccounts(ctx: AppContext, query: AccountListQuery) {
  const { rows, total } = await q.listAccountRows(ctx.db, query, PAGE_SIZE);
  const now = new Date();
  return {
    items: rows.map(({ account, user }) => ({
      id: account.id,
      name: user.name,
      email: user.email,
      companyName: account.companyName,
      usersCount: account.usersCount,
      assessmentsCount: account.assessmentsCount,
      active: account.active,
      expired: isPlanExpired(account, now),
      expiry: account.expiry?.toISOString() ?? null,
      plan: account.plan,
      maxUsers: account.maxUsers,
      maxAssessments: account.maxAssessments,
      projectType: account.projectType,
      upgradeRequestedAt: account.upgradeRequestedAt?.toISOString() ?? null,
      upgradeRequestedPlan: account.upgradeRequestedPlan,
    })),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

async function accountWithUser(ctx: AppContext, accountId: string) {
  const row = await q.findAccountWithUser(ctx.db, accountId);
  if (!row) {
    throw new AppError('NOT_FOUND', accessMessages.accountNotFound);
  }
  return row;
}

/** Block ends every session at once; the login then says 'Permission revoked by SuperAdmin.'. */
export async function setAccountActive(
  ctx: AppContext,
  accountId: string,
  active: boolean,
  actor: AuditActor,
) {
  const { account, user } = await accountWithUser(ctx, accountId);
  if (user.role === 'superAdmin') {
    throw new AppError('BAD_REQUEST', accountMessages.cannotBlockSuperAdmin);
  }
  await ctx.db.transaction(async (tx) => {
    await q.setActive(tx, account.id, user.id, active);
    if (!active) {
      await q.deleteSessionsOf(tx, user.id);
      // Unblocking must not bring old keys back to life: a block revokes them for good.
      await revokeKeysOfAccount(tx, account.id, actor, 'block');
    }
    await recordAudit(tx, actor, {
      accountId: account.id,
      action: active ? 'account.unblock' : 'account.block',
      target: { type: 'account', id: account.id },
    });
  });
}

/** Upgrade (part A §4): one payment record and the new limits, in one transaction. */
export async function changePlan(
  ctx: AppContext,
  accountId: string,
  form: PlanForm,
  actor: AuditActor,
) {
  const { account, user } = await accountWithUser(ctx, accountId);
  const limits =
    form.plan === 'free'
      ? FREE_PLAN_PRESET
      : {
          plan: form.plan,
          maxUsers: form.maxUsers,
          maxAssessments: form.maxAssessments,
          expiry: form.expiry ? new Date(form.expiry) : null,
        };
  await ctx.db.transaction(async (tx) => {
    const price = await findPlan(tx, limits.plan);
    await q.insertPayment(tx, {
      email: user.email,
      name: user.name,
      plan: limits.plan,
      amountCents: price?.priceCents ?? 0,
      maxUsers: limits.maxUsers,
      maxAssessments: limits.maxAssessments,
      nextPaymentDate: limits.expiry,
    });
    // The operator's plan change answers the admin's request for a larger plan.
    await q.applyPlan(tx, account.id, limits);
    await recordAudit(tx, actor, {
      accountId: account.id,
      action: 'account.planChange',
      target: { type: 'account', id: account.id },
      details: {
        oldPlan: account.plan,
        newPlan: limits.plan,
        maxUsers: limits.maxUsers,
        maxAssessments: limits.maxAssessments,
        expiry: limits.expiry?.toISOString() ?? null,
      },
    });
  });
}

/**
 * Change Email (part A §7): the sign-in address changes, every session ends, and a password
 * reset e-mail goes to the new address, all in one transaction.
 */
export async function changeEmail(
  ctx: AppContext,
  accountId: string,
  newEmail: string,
  actor: AuditActor,
) {
  const { account, user } = await accountWithUser(ctx, accountId);
  const problem = changeEmailProblem(user.email, newEmail);
  if (problem) {
    throw new AppError('VALIDATION', problem, { fields: { newEmail: problem } });
  }
  const email = normalizeEmail(newEmail);
  const inUse = () =>
    new AppError('CONFLICT', accountMessages.emailInUse, {
      code: 'EMAIL_EXISTS',
      fields: { newEmail: accountMessages.emailInUse },
    });
  if (await findUserByEmail(ctx.db, email)) {
    throw inUse();
  }
  try {
    await ctx.db.transaction(async (tx) => {
      // The super admin vouches for the address; the reset link proves it works.
      await q.setUserEmail(tx, user.id, email);
      await q.deleteSessionsOf(tx, user.id);
      // A reset link mailed to the old address must not open the account any more.
      await q.deleteResetTokensOf(tx, user.id);
      const token = generateRandomString(32);
      await q.insertResetToken(tx, {
        id: generateRandomString(32),
        token,
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
      });
      const link = `${ctx.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
      const revokedKeys = await revokeKeysOfAccount(tx, account.id, actor, 'emailChange');
      await enqueueMail(
        tx,
        passwordResetMail({
          to: email,
          name: user.name,
          link,
          revokedKeys,
          locale: isLocale(user.locale) ? user.locale : null,
        }),
      );
      // Neither address is kept: the account row holds the current one, and the log only has
      // to say that it changed, by whom; old addresses would be personal data kept for ever.
      await recordAudit(tx, actor, {
        accountId: account.id,
        action: 'account.emailChange',
        target: { type: 'account', id: account.id },
      });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? inUse() : error;
  }
}

export async function listPayments(ctx: AppContext, page: number) {
  const { rows, total } = await q.listPaymentRows(ctx.db, page, PAGE_SIZE);
  return {
    items: rows.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      plan: p.plan,
      // Part A §3: the amount is stored in cents and shown divided by 100.
      amount: p.amountCents / 100,
      maxUsers: p.maxUsers,
      maxAssessments: p.maxAssessments,
      nextPaymentDate: p.nextPaymentDate?.toISOString() ?? null,
      updatedAt: p.updatedAt.toISOString(),
    })),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}
