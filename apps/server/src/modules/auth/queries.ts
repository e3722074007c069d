import { type Locale, normalizeEmail } from '@app/domain';
import { generateRandomString, hashPassword } from 'better-auth/crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  authAccounts,
  authSessions,
  authUsers,
  authVerifications,
  events,
  payments,
} from '../../db/schema';
import { type EventTenancy, eventOwnedBy } from '../../platform/tenancy';

/*
 * Sign-in, registration and reset look people up by e-mail or session before any account is
 * known, so these queries are keyed by the user, not by a tenant.
 */

export type AuthUserRow = typeof authUsers.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<AuthUserRow | null> {
  const [user] = await db
    .select()
    .from(authUsers)
    .where(eq(authUsers.email, normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

/** The stored password hash of a user's e-mail-and-password credential. */
export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')))
    .limit(1);
  return credential?.password ?? null;
}

/** The user a password-reset token was issued to (Better Auth keeps it as the row's value). */
export async function findResetTokenUser(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: authVerifications.value })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, `reset-password:${token}`))
    .limit(1);
  return row?.userId ?? null;
}

/** The account a user is an admin of: its owner, or brought in by its company sign-in. */
export async function findAdminOfUser(db: DbOrTx, userId: string): Promise<AdminRow | null> {
  const [row] = await db
    .select({ account: admins })
    .from(authUsers)
    .innerJoin(admins, eq(admins.id, authUsers.accountId))
    .where(eq(authUsers.id, userId))
    .limit(1);
  return row?.account ?? null;
}

export async function findUserWithAdmin(
  db: DbOrTx,
  userId: string,
): Promise<{ user: AuthUserRow; account: AdminRow } | null> {
  const [row] = await db
    .select({ user: authUsers, account: admins })
    .from(authUsers)
    .innerJoin(admins, eq(admins.id, authUsers.accountId))
    .where(eq(authUsers.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * A console request's one read before its own: the session by its token with its user and
 * account, and, when the route names an event, that event's account (null: no such event), so
 * the access rule needs no second read (docs/decisions/0026-thin-request-path.md).
 */
export async function findSessionWithAdmin(db: DbOrTx, token: string, eventId: string | null) {
  const eventAccount = db
    .select({ accountId: events.accountId })
    .from(events)
    .where(eq(events.id, eventId ?? ''));
  const [row] = await db
    .select({
      expiresAt: authSessions.expiresAt,
      user: authUsers,
      account: admins,
      eventAccountId: eventId === null ? sql<null>`null` : sql<string | null>`(${eventAccount})`,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .innerJoin(admins, eq(admins.id, authUsers.accountId))
    .where(eq(authSessions.token, token))
    .limit(1);
  return row ?? null;
}

export async function isCompanyTaken(db: DbOrTx, companyKey: string): Promise<boolean> {
  const [company] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.companyKey, companyKey))
    .limit(1);
  return company !== undefined;
}

export async function latestPaymentFor(db: DbOrTx, email: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(sql`lower(${payments.email}) = ${normalizeEmail(email)}`)
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}

export async function insertAdmin(db: DbOrTx, values: typeof admins.$inferInsert): Promise<void> {
  await db.insert(admins).values(values);
}

export type NewUser = {
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'superAdmin';
  emailVerified: boolean;
  /** The language the user registered in (their e-mails use it). */
  locale?: Locale | null;
};

/** Inserts the auth user and its credential inside the caller's transaction. */
export async function insertAuthUser(tx: DbOrTx, input: NewUser): Promise<AuthUserRow> {
  const id = generateRandomString(32);
  const [user] = await tx
    .insert(authUsers)
    .values({
      id,
      name: input.name,
      email: normalizeEmail(input.email),
      locale: input.locale ?? null,
      emailVerified: input.emailVerified,
      role: input.role,
    })
    .returning();
  await tx.insert(authAccounts).values({
    id: generateRandomString(32),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(input.password),
  });
  if (!user) {
    throw new Error('user insert returned nothing');
  }
  return user;
}

/** A reset token row in Better Auth's own identifier format, so its endpoint accepts it. */
export async function insertResetToken(
  db: DbOrTx,
  input: { token: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authVerifications).values({
    id: generateRandomString(32),
    identifier: `reset-password:${input.token}`,
    value: input.userId,
    expiresAt: input.expiresAt,
  });
}

/** True while the account owns the event: the deployment's default event lands its owner only. */
export async function accountOwnsEvent(db: DbOrTx, scope: EventTenancy): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eventOwnedBy(scope));
  return row !== undefined;
}
