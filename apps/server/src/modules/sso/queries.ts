import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, authAccounts, ssoProviders } from '../../db/schema';

/*
 * Company sign-in's reads and writes, each filtered by the account it acts for; the login page's
 * look-up by domain is the one read before any account is known.
 */

export type SsoProviderRow = typeof ssoProviders.$inferSelect;

export async function findProviderOfAccount(
  db: DbOrTx,
  accountId: string,
): Promise<SsoProviderRow | null> {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** The verified provider e-mails at `domain` sign in with, if any. */
export async function findVerifiedProviderId(db: DbOrTx, domain: string): Promise<string | null> {
  const [row] = await db
    .select({ providerId: ssoProviders.providerId })
    .from(ssoProviders)
    .where(and(eq(ssoProviders.domain, domain), eq(ssoProviders.domainVerified, true)))
    .limit(1);
  return row?.providerId ?? null;
}

export async function isDomainTaken(db: DbOrTx, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ssoProviders.id })
    .from(ssoProviders)
    .where(eq(ssoProviders.domain, domain))
    .limit(1);
  return row !== undefined;
}

/** The account's owner and whether its admins may sign in with a password; null: no account. */
export async function findAccountSignIn(
  db: DbOrTx,
  accountId: string,
): Promise<{ ownerId: string; passwordSignIn: boolean } | null> {
  const [row] = await db
    .select({ ownerId: admins.userId, passwordSignIn: admins.passwordSignIn })
    .from(admins)
    .where(eq(admins.id, accountId))
    .limit(1);
  return row ?? null;
}

export async function markDomainVerified(db: DbOrTx, accountId: string): Promise<void> {
  await db
    .update(ssoProviders)
    .set({ domainVerified: true, updatedAt: new Date() })
    .where(eq(ssoProviders.accountId, accountId));
}

export async function setPasswordSignIn(
  db: DbOrTx,
  accountId: string,
  passwordSignIn: boolean,
): Promise<void> {
  await db
    .update(admins)
    .set({ passwordSignIn, updatedAt: new Date() })
    .where(eq(admins.id, accountId));
}

/**
 * Removes the account's provider and the identities linked through it, and turns password
 * sign-in back on: without a provider, a password is the only way in.
 */
export async function deleteProviderOfAccount(db: DbOrTx, accountId: string): Promise<boolean> {
  const [removed] = await db
    .delete(ssoProviders)
    .where(eq(ssoProviders.accountId, accountId))
    .returning({ providerId: ssoProviders.providerId });
  if (!removed) {
    return false;
  }
  await db.delete(authAccounts).where(eq(authAccounts.providerId, removed.providerId));
  await setPasswordSignIn(db, accountId, true);
  return true;
}
