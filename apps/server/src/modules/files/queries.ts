import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type StoredFile = typeof storedFiles.$inferSelect;
export type FileKind = StoredFile['kind'];
/** Whose files a query may see: the account that uploaded them. */
export type FileOwnerScope = { accountId: string };

export async function insertStoredFile(
  db: DbOrTx,
  values: typeof storedFiles.$inferInsert,
): Promise<StoredFile> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  if (!row) {
    throw new Error('file insert returned nothing');
  }
  return row;
}

/**
 * Any account's file by id. Only for what is public by design (images and videos are served by
 * unguessable id) or reached through a row that already names it (a competency's question file).
 */
export async function findFileById(db: DbOrTx, id: string): Promise<StoredFile | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

/** A file the scope's account uploaded; another account's id finds nothing. */
export async function findOwnFile(
  db: DbOrTx,
  scope: FileOwnerScope,
  id: string,
): Promise<StoredFile | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.accountId, scope.accountId)))
    .limit(1);
  return row ?? null;
}
