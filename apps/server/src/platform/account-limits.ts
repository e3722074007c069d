import {
  accessMessages,
  assessmentLimitProblem,
  usersLimitProblem,
  type WayForward,
  wayForward,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { admins } from '../db/schema';
import type { AppContext } from './context';
import { AppError } from './errors';

export type AccountRow = typeof admins.$inferSelect;

/** The account row, unlocked: for checks made before a transaction (and repeated inside it). */
export async function findAccount(db: DbOrTx, accountId: string): Promise<AccountRow> {
  const [account] = await db.select().from(admins).where(eq(admins.id, accountId));
  if (!account) {
    throw new AppError('NOT_FOUND', accessMessages.accountNotFound);
  }
  return account;
}

/**
 * Locks the account row until the transaction ends. Every write that counts against the plan
 * (a game, participants) or moves the account's counters takes this lock first, so concurrent
 * requests cannot pass a limit together, and all of them lock the account row before any event
 * or participant row: one lock order, no deadlock.
 */
export async function lockAccount(tx: Tx, accountId: string): Promise<AccountRow> {
  const [account] = await tx.select().from(admins).where(eq(admins.id, accountId)).for('update');
  if (!account) {
    throw new AppError('NOT_FOUND', accessMessages.accountNotFound);
  }
  return account;
}

/** What the account's limit messages offer: Upgrade only where it exists (part B §6). */
export function wayForwardFor(ctx: Pick<AppContext, 'config'>, account: AccountRow): WayForward {
  return wayForward({
    projectType: account.projectType,
    paymentsEnabled: ctx.config.stripe !== null,
  });
}

/** Refuses one more game when the account already owns `owned` and its plan allows no more. */
export function assertCanAddAssessment(account: AccountRow, owned: number, way: WayForward): void {
  const problem = assessmentLimitProblem(account, owned, way);
  if (problem) {
    throw new AppError('FORBIDDEN', problem, { code: 'PLAN_LIMIT' });
  }
}

/** Refuses `adding` participants that would pass the account's maxUsers. */
export function assertCanAddUsers(
  account: AccountRow,
  adding: number,
  source: 'single' | 'file',
  way: WayForward,
): void {
  const problem = usersLimitProblem(account, adding, source, way);
  if (problem) {
    throw new AppError('FORBIDDEN', problem, { code: 'MAX_USERS' });
  }
}
