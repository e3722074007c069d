import type { AccountListQuery, PlanLimits } from '@app/domain';
import { and, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, authSessions, authUsers, authVerifications, payments } from '../../db/schema';

export type AccountRow = typeof admins.$inferSelect;
export type UserRow = typeof authUsers.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type Page<T> = { rows: T[]; total: number };

export async function findTimeZone(db: DbOrTx, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: admins.timeZone })
    .from(admins)
    .where(eq(admins.id, accountId));
  return row?.timeZone ?? null;
}

/** False when there is no such account. */
export async function updateTimeZone(
  db: DbOrTx,
  accountId: string,
  timeZone: string,
): Promise<boolean> {
  const updated = await db
    .update(admins)
    .set({ timeZone, updatedAt: new Date() })
    .where(eq(admins.id, accountId))
    .returning({ id: admins.id });
  return updated.length > 0;
}

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function accountFilter(query: AccountListQuery): SQL | undefined {
  const conditions: SQL[] = [eq(authUsers.role, 'admin')];
  if (query.expiry === 'expired') {
    // Part A §2: expired means plan not free, expiry set and expiry before now.
    conditions.push(
      sql`${admins.plan} <> 'free' and ${admins.expiry} is not null and ${admins.expiry} < now()`,
    );
  }
  if (query.email) {
    conditions.push(sql`${authUsers.email} like ${contains(query.email)}`);
  }
  if (query.company) {
    conditions.push(sql`lower(${admins.companyName}) like ${contains(query.company)}`);
  }
  if (query.package !== 'all') {
    conditions.push(eq(admins.plan, query.package));
  }
  return and(...conditions);
}

/** Customer admins matching the filter, newest first, one page of them and the total. */
export async function listAccountRows(
  db: DbOrTx,
  query: AccountListQuery,
  pageSize: number,
): Promise<Page<{ account: AccountRow; user: UserRow }>> {
  const where = accountFilter(query);
  const [rows, total] = await Promise.all([
    db
      .select({ account: admins, user: authUsers })
      .from(admins)
      .innerJoin(authUsers, eq(authUsers.id, admins.userId))
      .where(where)
      .orderBy(desc(admins.createdAt), desc(admins.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(admins)
      .innerJoin(authUsers, eq(authUsers.id, admins.userId))
      .where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

export async function findAccountWithUser(
  db: DbOrTx,
  accountId: string,
): Promise<{ account: AccountRow; user: UserRow } | null> {
  const [row] = await db
    .select({ account: admins, user: authUsers })
    .from(admins)
    .innerJoin(authUsers, eq(authUsers.id, admins.userId))
    .where(eq(admins.id, accountId));
  return row ?? null;
}

/** The account's flag and its user's ban, which the sign-in checks. */
export async function setActive(
  db: DbOrTx,
  accountId: string,
  userId: string,
  active: boolean,
): Promise<void> {
  await db.update(admins).set({ active, updatedAt: new Date() }).where(eq(admins.id, accountId));
  await db
    .update(authUsers)
    .set({
      banned: !active,
      banReason: active ? null : 'Blocked by the super admin',
      updatedAt: new Date(),
    })
    .where(eq(authUsers.id, userId));
}

export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

export async function insertPayment(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<void> {
  await db.insert(payments).values(values);
}

/** New limits; they also answer any pending request for a larger plan. */
export async function applyPlan(db: DbOrTx, accountId: string, limits: PlanLimits): Promise<void> {
  await db
    .update(admins)
    .set({
      plan: limits.plan,
      maxUsers: limits.maxUsers,
      maxAssessments: limits.maxAssessments,
      expiry: limits.expiry,
      upgradeRequestedAt: null,
      upgradeRequestedPlan: null,
      updatedAt: new Date(),
    })
    .where(eq(admins.id, accountId));
}

/** A new, already verified sign-in address. */
export async function setUserEmail(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db
    .update(authUsers)
    .set({ email, emailVerified: true, updatedAt: new Date() })
    .where(eq(authUsers.id, userId));
}

export async function deleteResetTokensOf(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(authVerifications)
    .where(
      and(
        eq(authVerifications.value, userId),
        like(authVerifications.identifier, 'reset-password:%'),
      ),
    );
}

/** Stored the way better-auth stores its own reset tokens, so its reset page accepts it. */
export async function insertResetToken(
  db: DbOrTx,
  values: { id: string; token: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authVerifications).values({
    id: values.id,
    identifier: `reset-password:${values.token}`,
    value: values.userId,
    expiresAt: values.expiresAt,
  });
}

/** Every payment, latest first, one page of them and the total. */
export async function listPaymentRows(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<Page<PaymentRow>> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(payments)
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(payments),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
