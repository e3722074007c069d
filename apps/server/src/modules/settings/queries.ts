import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { characters, departments, difficulties, questionRewards, regions } from '../../db/schema';

/*
 * Settings are the platform's own lists, shared by every account and written by the super admin
 * only, so these queries take no tenant.
 */

/** Departments and regions: the same table shape, a list of unique names. */
export type NamedTable = typeof departments | typeof regions;
export const namedTables = { department: departments, region: regions } as const;
export type NamedRow = { id: string; name: string };

export function listNamed(db: DbOrTx, table: NamedTable): Promise<NamedRow[]> {
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.name));
}

export async function insertNamed(
  db: DbOrTx,
  table: NamedTable,
  name: string,
): Promise<NamedRow | null> {
  const [row] = await db
    .insert(table)
    .values({ name })
    .returning({ id: table.id, name: table.name });
  return row ?? null;
}

export async function renameNamed(
  db: DbOrTx,
  table: NamedTable,
  id: string,
  name: string,
): Promise<NamedRow | null> {
  const [row] = await db
    .update(table)
    .set({ name, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id, name: table.name });
  return row ?? null;
}

/** True when a row was deleted. */
export async function deleteNamed(db: DbOrTx, table: NamedTable, id: string): Promise<boolean> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}

export type DifficultyRow = typeof difficulties.$inferSelect;

export function listDifficulties(db: DbOrTx): Promise<DifficultyRow[]> {
  return db.select().from(difficulties).orderBy(asc(difficulties.passingScore));
}

export async function insertDifficulty(
  db: DbOrTx,
  values: { name: string; passingScore: number },
): Promise<DifficultyRow | null> {
  const [row] = await db.insert(difficulties).values(values).returning();
  return row ?? null;
}

export async function setDifficultyScore(
  db: DbOrTx,
  id: string,
  passingScore: number,
): Promise<DifficultyRow | null> {
  const [row] = await db
    .update(difficulties)
    .set({ passingScore, updatedAt: new Date() })
    .where(eq(difficulties.id, id))
    .returning();
  return row ?? null;
}

export function listQuestionRewards(db: DbOrTx) {
  return db
    .select({ type: questionRewards.type, value: questionRewards.value })
    .from(questionRewards)
    .orderBy(asc(questionRewards.type));
}

export async function setQuestionReward(db: DbOrTx, type: string, value: number) {
  const [row] = await db
    .update(questionRewards)
    .set({ value, updatedAt: new Date() })
    .where(eq(questionRewards.type, type))
    .returning({ type: questionRewards.type, value: questionRewards.value });
  return row ?? null;
}

export function listCharacters(db: DbOrTx) {
  return db
    .select({ key: characters.key, name: characters.name })
    .from(characters)
    .orderBy(asc(characters.position));
}

export async function renameCharacter(db: DbOrTx, key: string, name: string) {
  const [row] = await db
    .update(characters)
    .set({ name, updatedAt: new Date() })
    .where(eq(characters.key, key))
    .returning({ key: characters.key, name: characters.name });
  return row ?? null;
}
