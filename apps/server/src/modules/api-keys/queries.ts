import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, apiKeys, authUsers } from '../../db/schema';

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  createdBy: authUsers.email,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

export type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export function listKeys(db: DbOrTx, accountId: string): Promise<ApiKeyRow[]> {
  return db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(authUsers, eq(authUsers.id, apiKeys.createdBy))
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findKey(
  db: DbOrTx,
  accountId: string,
  keyId: string,
): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(authUsers, eq(authUsers.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, keyId)))
    .limit(1);
  return row ?? null;
}

export async function insertKey(
  db: DbOrTx,
  values: {
    accountId: string;
    name: string;
    prefix: string;
    keyHash: string;
    createdBy: string | null;
  },
): Promise<string> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  if (!row) {
    throw new Error('api key insert returned no row');
  }
  return row.id;
}

/** Revokes a live key of the account; null when there is none (missing, another's, or revoked). */
export async function revokeKey(
  db: DbOrTx,
  accountId: string,
  keyId: string,
): Promise<{ id: string; name: string; prefix: string } | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
  return row ?? null;
}

/** Revokes every live key of the account; the keys revoked. */
export async function revokeAllKeys(
  db: DbOrTx,
  accountId: string,
): Promise<{ id: string; name: string; prefix: string }[]> {
  return db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
}

/** A live key by its hash, with its account and the account's user (for the principal). */
export async function findLiveKeyByHash(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({ key: apiKeys, account: admins, owner: authUsers })
    .from(apiKeys)
    .innerJoin(admins, eq(admins.id, apiKeys.accountId))
    .innerJoin(authUsers, eq(authUsers.id, admins.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the key used, unless that was said less than a minute ago: one conditional UPDATE, so a
 * busy integration writes about once a minute, not on every request.
 */
export async function touchKey(db: DbOrTx, keyId: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
