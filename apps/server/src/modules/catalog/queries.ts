import type { AceGameKind, BankQuestion } from '@app/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aceGames, competencies, miniGames, questionBank } from '../../db/schema';

/*
 * The catalog (competencies, their question banks, mini games, ace games) is the platform's own,
 * shared by every account and written by the super admin only, so these queries take no tenant.
 */

export type CompetencyRow = typeof competencies.$inferSelect;
export type MiniGameRow = typeof miniGames.$inferSelect;
export type AceGameRow = typeof aceGames.$inferSelect;
export type LevelCount = { competencyId: string; level: number; n: number };

export function listCompetencyRows(db: DbOrTx): Promise<CompetencyRow[]> {
  return db.select().from(competencies).orderBy(asc(competencies.name));
}

export async function findCompetency(db: DbOrTx, id: string): Promise<CompetencyRow | null> {
  const [row] = await db.select().from(competencies).where(eq(competencies.id, id)).limit(1);
  return row ?? null;
}

/** Questions per competency and bank level; `competencyId` narrows it to one competency. */
export function countQuestionsByLevel(db: DbOrTx, competencyId?: string): Promise<LevelCount[]> {
  const query = db
    .select({ competencyId: questionBank.competencyId, level: questionBank.level, n: count() })
    .from(questionBank);
  return (competencyId ? query.where(eq(questionBank.competencyId, competencyId)) : query).groupBy(
    questionBank.competencyId,
    questionBank.level,
  );
}

export async function insertCompetency(
  db: DbOrTx,
  values: { name: string; description: string; imageFileId: string | null },
): Promise<CompetencyRow | null> {
  const [row] = await db.insert(competencies).values(values).returning();
  return row ?? null;
}

/** `imageFileId` undefined keeps the current logo; null removes it. */
export async function updateCompetency(
  db: DbOrTx,
  id: string,
  values: { description: string; imageFileId?: string | null },
): Promise<CompetencyRow | null> {
  const [row] = await db
    .update(competencies)
    .set({
      description: values.description,
      ...(values.imageFileId !== undefined ? { imageFileId: values.imageFileId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(competencies.id, id))
    .returning();
  return row ?? null;
}

export async function setCompetencyQuestionFile(
  db: DbOrTx,
  id: string,
  fileId: string,
): Promise<void> {
  await db
    .update(competencies)
    .set({ questionFileId: fileId, updatedAt: new Date() })
    .where(eq(competencies.id, id));
}

/** True when a row was deleted. */
export async function deleteCompetencyRow(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db
    .delete(competencies)
    .where(eq(competencies.id, id))
    .returning({ id: competencies.id });
  return deleted.length > 0;
}

/** Questions per competency × level × type × difficulty: what the wizard's generation draws on. */
export function questionCounts(db: DbOrTx, competencyId: string) {
  return db
    .select({
      level: questionBank.level,
      type: questionBank.type,
      difficulty: questionBank.difficulty,
      count: sql<number>`count(*)::int`,
    })
    .from(questionBank)
    .where(eq(questionBank.competencyId, competencyId))
    .groupBy(questionBank.level, questionBank.type, questionBank.difficulty)
    .orderBy(questionBank.level, questionBank.type, questionBank.difficulty);
}

/** Rows per INSERT: 13 parameters a row stays far below the 65,535-parameter limit. */
const CHUNK = 1000;

/** Replaces every question of the competency, inside the caller's transaction. */
export async function replaceQuestions(
  tx: DbOrTx,
  competencyId: string,
  questions: BankQuestion[],
): Promise<void> {
  await tx.delete(questionBank).where(eq(questionBank.competencyId, competencyId));
  for (let start = 0; start < questions.length; start += CHUNK) {
    await tx.insert(questionBank).values(
      questions.slice(start, start + CHUNK).map((q, i) => ({
        competencyId,
        position: start + i + 1,
        type: q.type,
        level: q.level,
        difficulty: q.difficulty,
        name: q.name,
        subject: q.subject,
        email: q.email,
        question: q.question,
        answers: q.answers,
        animations: q.animations,
        ratings: q.ratings,
        reward: q.reward,
        rationale: q.rationale,
      })),
    );
  }
}

type GameFields = { imageFileId?: string | null };

/** Every mini game; the caller orders them by tab number. */
export function listMiniGames(db: DbOrTx): Promise<MiniGameRow[]> {
  return db.select().from(miniGames);
}

export async function insertMiniGame(
  db: DbOrTx,
  values: typeof miniGames.$inferInsert,
): Promise<MiniGameRow | null> {
  const [row] = await db.insert(miniGames).values(values).returning();
  return row ?? null;
}

/** `imageFileId` undefined keeps the current image. */
export async function updateMiniGame(
  db: DbOrTx,
  id: string,
  values: Omit<typeof miniGames.$inferInsert, 'imageFileId'> & GameFields,
): Promise<MiniGameRow | null> {
  const { imageFileId, ...fields } = values;
  const [row] = await db
    .update(miniGames)
    .set({
      ...fields,
      ...(imageFileId !== undefined ? { imageFileId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(miniGames.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMiniGame(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db
    .delete(miniGames)
    .where(eq(miniGames.id, id))
    .returning({ id: miniGames.id });
  return deleted.length > 0;
}

export function listAceGames(db: DbOrTx, kind: AceGameKind): Promise<AceGameRow[]> {
  return db.select().from(aceGames).where(eq(aceGames.kind, kind)).orderBy(asc(aceGames.name));
}

export async function insertAceGame(
  db: DbOrTx,
  values: typeof aceGames.$inferInsert,
): Promise<AceGameRow | null> {
  const [row] = await db.insert(aceGames).values(values).returning();
  return row ?? null;
}

/** `imageFileId` undefined keeps the current image. */
export async function updateAceGame(
  db: DbOrTx,
  id: string,
  values: Omit<typeof aceGames.$inferInsert, 'imageFileId' | 'kind'> & GameFields,
): Promise<AceGameRow | null> {
  const { imageFileId, ...fields } = values;
  const [row] = await db
    .update(aceGames)
    .set({
      ...fields,
      ...(imageFileId !== undefined ? { imageFileId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(aceGames.id, id))
    .returning();
  return row ?? null;
}

export async function deleteAceGame(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db
    .delete(aceGames)
    .where(eq(aceGames.id, id))
    .returning({ id: aceGames.id });
  return deleted.length > 0;
}
