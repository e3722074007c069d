import type { Grade } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { accountGrades } from '../../../db/schema';

/** The grades an account saved, in order (none until it saves its own). */
export async function findGrades(db: DbOrTx, accountId: string) {
  return db
    .select({
      name: accountGrades.name,
      start: accountGrades.start,
      end: accountGrades.end,
      order: accountGrades.order,
    })
    .from(accountGrades)
    .where(eq(accountGrades.accountId, accountId))
    .orderBy(asc(accountGrades.order));
}

/** Replaces every grade of the account; the caller holds the account's lock. */
export async function replaceGrades(tx: Tx, accountId: string, grades: Grade[]): Promise<void> {
  await tx.delete(accountGrades).where(eq(accountGrades.accountId, accountId));
  await tx.insert(accountGrades).values(grades.map((g) => ({ ...g, accountId })));
}
