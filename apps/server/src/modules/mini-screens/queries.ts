import { and, asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { miniScreens, storedFiles } from '../../db/schema';

export type MiniScreenRow = typeof miniScreens.$inferSelect;
export type NewMiniScreenRow = Omit<typeof miniScreens.$inferInsert, 'id' | 'createdAt'>;

export async function listScreens(db: DbOrTx, miniGame: string): Promise<MiniScreenRow[]> {
  return db
    .select()
    .from(miniScreens)
    .where(eq(miniScreens.miniGame, miniGame))
    .orderBy(asc(miniScreens.questionNumber));
}

export async function findScreen(
  db: DbOrTx,
  miniGame: string,
  questionNumber: number,
): Promise<MiniScreenRow | undefined> {
  const [row] = await db
    .select()
    .from(miniScreens)
    .where(and(eq(miniScreens.miniGame, miniGame), eq(miniScreens.questionNumber, questionNumber)));
  return row;
}

/** The screen, locked until the transaction ends (an edit replaces its images). */
export async function lockScreen(
  tx: Tx,
  miniGame: string,
  questionNumber: number,
): Promise<MiniScreenRow | undefined> {
  const [row] = await tx
    .select()
    .from(miniScreens)
    .where(and(eq(miniScreens.miniGame, miniGame), eq(miniScreens.questionNumber, questionNumber)))
    .for('update');
  return row;
}

export async function lastNumber(db: DbOrTx, miniGame: string): Promise<number | null> {
  const [row] = await db
    .select({ last: max(miniScreens.questionNumber) })
    .from(miniScreens)
    .where(eq(miniScreens.miniGame, miniGame));
  return row?.last ?? null;
}

export async function insertScreen(db: DbOrTx, values: NewMiniScreenRow): Promise<MiniScreenRow> {
  const [row] = await db.insert(miniScreens).values(values).returning();
  if (!row) {
    throw new Error('screen insert returned nothing');
  }
  return row;
}

export async function updateScreen(
  tx: Tx,
  id: string,
  values: Partial<NewMiniScreenRow>,
): Promise<MiniScreenRow | undefined> {
  const [row] = await tx.update(miniScreens).set(values).where(eq(miniScreens.id, id)).returning();
  return row;
}

export async function deleteScreen(tx: Tx, id: string): Promise<void> {
  await tx.delete(miniScreens).where(eq(miniScreens.id, id));
}

/** Mini-game images among `ids` the account uploaded, or the seed drew (no account): id → size. */
export async function ownImages(
  db: DbOrTx,
  accountId: string,
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: storedFiles.id, size: storedFiles.size })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        or(eq(storedFiles.accountId, accountId), isNull(storedFiles.accountId)),
        // Only mini-game images: a logo the super admin uploaded is never a screen's (deleting
        // the screen would delete the logo).
        eq(storedFiles.kind, 'mini-image'),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.size]));
}

/** Deletes file rows; answers their storage keys, to remove once the transaction commits. */
export async function deleteFiles(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .returning({ key: storedFiles.storageKey });
  return rows.map((r) => r.key);
}

/** Of `ids`, the files some screen still shows (a file may serve several screens). */
export async function referencedFiles(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await tx
    .select({ options: miniScreens.optionFileIds, background: miniScreens.backgroundFileId })
    .from(miniScreens);
  const used = new Set(
    rows.flatMap((r) => [...r.options, ...(r.background ? [r.background] : [])]),
  );
  return new Set(ids.filter((id) => used.has(id)));
}

/**
 * Serialises screen writes: a screen's images are deleted once no screen shows them, which must
 * not race another screen starting to show one (seeded images serve several screens).
 */
export async function lockScreenImages(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mini_screens'))`);
}
