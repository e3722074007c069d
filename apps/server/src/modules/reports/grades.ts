import {
  accessMessages,
  DEFAULT_GRADES,
  type Grade,
  type GradeList,
  type GradesInput,
  gradeProblems,
  normaliseGrades,
} from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountGrades } from '../../db/schema';
import type { AccountScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { lockAccount } from '../accounts/limits';

/** An account's grades in order; the documented defaults until it saves its own. */
export async function accountGradeList(db: DbOrTx, accountId: string): Promise<GradeList> {
  const rows = await db
    .select({
      name: accountGrades.name,
      start: accountGrades.start,
      end: accountGrades.end,
      order: accountGrades.order,
    })
    .from(accountGrades)
    .where(eq(accountGrades.accountId, accountId))
    .orderBy(asc(accountGrades.order));
  return rows.length > 0
    ? { items: rows, isDefault: false }
    : { items: DEFAULT_GRADES.map((g) => ({ ...g })), isDefault: true };
}

export async function gradesOf(db: DbOrTx, accountId: string): Promise<Grade[]> {
  return (await accountGradeList(db, accountId)).items;
}

/**
 * Replaces the account's grades as a whole. Checked with the domain's rules first (nothing is
 * written on a problem); the account row is locked so two saves cannot interleave.
 */
export async function saveGrades(
  ctx: AppContext,
  scope: AccountScope,
  input: GradesInput,
): Promise<GradeList> {
  if (scope.readOnly) {
    throw new AppError('FORBIDDEN', accessMessages.forbidden);
  }
  const problems = gradeProblems(input.items);
  if (Object.keys(problems).length > 0) {
    throw new AppError('VALIDATION', accessMessages.validation, { fields: problems });
  }
  const grades = normaliseGrades(input.items);
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, scope.accountId);
    await tx.delete(accountGrades).where(eq(accountGrades.accountId, scope.accountId));
    await tx
      .insert(accountGrades)
      .values(grades.map((g) => ({ ...g, accountId: scope.accountId })));
    return accountGradeList(tx, scope.accountId);
  });
}
