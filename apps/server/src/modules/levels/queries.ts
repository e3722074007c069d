import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  competencies,
  difficulties,
  eventCharacters,
  eventLevels,
  eventQuestions,
  events,
  metaLevels,
} from '../../db/schema';
import type { EventScope, OwnEventScope } from '../../platform/access';
import { eventOwnedBy, ownedBy } from '../../platform/tenancy';

export type LevelRow = typeof eventLevels.$inferSelect;
export type QuestionRow = typeof eventQuestions.$inferSelect;
export type NewQuestionRow = Omit<typeof eventQuestions.$inferInsert, 'eventId' | 'levelId'>;

export async function listLevels(db: DbOrTx, scope: EventScope): Promise<LevelRow[]> {
  return db
    .select()
    .from(eventLevels)
    .where(ownedBy(scope, eventLevels.eventId))
    .orderBy(asc(eventLevels.sortingOrder), asc(eventLevels.tabName));
}

export async function findLevel(
  db: DbOrTx,
  scope: EventScope,
  tabName: string,
): Promise<LevelRow | undefined> {
  const [row] = await db
    .select()
    .from(eventLevels)
    .where(and(ownedBy(scope, eventLevels.eventId), eq(eventLevels.tabName, tabName)));
  return row;
}

/** The level row, locked until the transaction ends (a question's number is taken under it). */
export async function lockLevel(
  tx: Tx,
  scope: OwnEventScope,
  tabName: string,
): Promise<LevelRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventLevels)
    .where(and(ownedBy(scope, eventLevels.eventId), eq(eventLevels.tabName, tabName)))
    .for('update');
  return row;
}

export async function questionCounts(db: DbOrTx, scope: EventScope): Promise<Map<string, number>> {
  const rows = await db
    .select({ levelId: eventQuestions.levelId, n: count() })
    .from(eventQuestions)
    .where(ownedBy(scope, eventQuestions.eventId))
    .groupBy(eventQuestions.levelId);
  return new Map(rows.map((r) => [r.levelId, r.n]));
}

/** How many questions one level has (a count, not the rows). */
export async function levelQuestionCount(
  db: DbOrTx,
  scope: EventScope,
  levelId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventQuestions)
    .where(and(ownedBy(scope, eventQuestions.eventId), eq(eventQuestions.levelId, levelId)));
  return row?.n ?? 0;
}

/** Locks the event row: level changes of one event run one at a time (one final level). */
export async function lockEvent(tx: Tx, scope: OwnEventScope): Promise<boolean> {
  const rows = await tx
    .select({ id: events.id })
    .from(events)
    .where(eventOwnedBy(scope))
    .for('update');
  return rows.length > 0;
}

export async function nextSortingOrder(tx: Tx, scope: OwnEventScope): Promise<number> {
  const [row] = await tx
    .select({ last: max(eventLevels.sortingOrder) })
    .from(eventLevels)
    .where(ownedBy(scope, eventLevels.eventId));
  return (row?.last ?? 0) + 1;
}

export async function insertLevel(
  tx: Tx,
  scope: OwnEventScope,
  values: Omit<typeof eventLevels.$inferInsert, 'eventId' | 'id'>,
): Promise<LevelRow> {
  const [row] = await tx
    .insert(eventLevels)
    .values({ ...values, eventId: scope.eventId })
    .returning();
  if (!row) {
    throw new Error('level insert returned nothing');
  }
  return row;
}

export async function updateLevel(
  tx: Tx,
  scope: OwnEventScope,
  tabName: string,
  values: Partial<typeof eventLevels.$inferInsert>,
): Promise<LevelRow | undefined> {
  const [row] = await tx
    .update(eventLevels)
    .set(values)
    .where(and(ownedBy(scope, eventLevels.eventId), eq(eventLevels.tabName, tabName)))
    .returning();
  return row;
}

/** Every other level marked final ('y') becomes 'n' (part B §4: one final level). */
export async function clearFinal(tx: Tx, scope: OwnEventScope, except: string): Promise<void> {
  await tx
    .update(eventLevels)
    .set({ final: 'n' })
    .where(
      and(
        ownedBy(scope, eventLevels.eventId),
        eq(eventLevels.final, 'y'),
        sql`${eventLevels.tabName} <> ${except}`,
      ),
    );
}

/** Deletes the level; its questions go with it (event_questions.level_id cascades). */
export async function deleteLevel(
  tx: Tx,
  scope: OwnEventScope,
  tabName: string,
): Promise<LevelRow | undefined> {
  const [row] = await tx
    .delete(eventLevels)
    .where(and(ownedBy(scope, eventLevels.eventId), eq(eventLevels.tabName, tabName)))
    .returning();
  return row;
}

/** util/meta levels: a set, so adding a name twice keeps one. */
export async function addMetaLevel(tx: Tx, name: string): Promise<void> {
  await tx.insert(metaLevels).values({ name }).onConflictDoNothing();
}

export async function listDifficulties(db: DbOrTx) {
  return db
    .select({ difficulty: difficulties.name, passingScore: difficulties.passingScore })
    .from(difficulties)
    .orderBy(asc(difficulties.passingScore));
}

export async function competencyDescriptions(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: competencies.id, description: competencies.description })
    .from(competencies)
    .where(inArray(competencies.id, ids));
  return new Map(rows.map((r) => [r.id, r.description]));
}

export async function listCharacters(db: DbOrTx, scope: EventScope) {
  return db
    .select({ key: eventCharacters.key, name: eventCharacters.name })
    .from(eventCharacters)
    .where(ownedBy(scope, eventCharacters.eventId))
    .orderBy(asc(eventCharacters.key));
}

export async function renameCharacter(
  db: DbOrTx,
  scope: OwnEventScope,
  key: string,
  name: string,
): Promise<{ key: string; name: string } | undefined> {
  const [row] = await db
    .update(eventCharacters)
    .set({ name })
    .where(and(ownedBy(scope, eventCharacters.eventId), eq(eventCharacters.key, key)))
    .returning({ key: eventCharacters.key, name: eventCharacters.name });
  return row;
}

export async function levelQuestions(
  db: DbOrTx,
  scope: EventScope,
  levelId: string,
): Promise<QuestionRow[]> {
  return db
    .select()
    .from(eventQuestions)
    .where(and(ownedBy(scope, eventQuestions.eventId), eq(eventQuestions.levelId, levelId)))
    .orderBy(asc(eventQuestions.position));
}

/** Every question of the event, for its stored questions file. */
export async function eventQuestionRows(db: DbOrTx, scope: EventScope): Promise<QuestionRow[]> {
  return db
    .select()
    .from(eventQuestions)
    .where(ownedBy(scope, eventQuestions.eventId))
    .orderBy(asc(eventQuestions.levelId), asc(eventQuestions.position));
}

export async function insertQuestion(
  tx: Tx,
  scope: OwnEventScope,
  levelId: string,
  values: NewQuestionRow,
): Promise<QuestionRow> {
  const [row] = await tx
    .insert(eventQuestions)
    .values({ ...values, eventId: scope.eventId, levelId })
    .returning();
  if (!row) {
    throw new Error('question insert returned nothing');
  }
  return row;
}

export async function updateQuestion(
  tx: Tx,
  scope: OwnEventScope,
  levelId: string,
  id: string,
  values: Partial<NewQuestionRow>,
): Promise<QuestionRow | undefined> {
  const [row] = await tx
    .update(eventQuestions)
    .set(values)
    .where(
      and(
        ownedBy(scope, eventQuestions.eventId),
        eq(eventQuestions.levelId, levelId),
        eq(eventQuestions.id, id),
      ),
    )
    .returning();
  return row;
}

export async function deleteQuestion(
  tx: Tx,
  scope: OwnEventScope,
  levelId: string,
  id: string,
): Promise<boolean> {
  const rows = await tx
    .delete(eventQuestions)
    .where(
      and(
        ownedBy(scope, eventQuestions.eventId),
        eq(eventQuestions.levelId, levelId),
        eq(eventQuestions.id, id),
      ),
    )
    .returning({ id: eventQuestions.id });
  return rows.length > 0;
}

export async function lastQuestionPosition(
  tx: Tx,
  scope: OwnEventScope,
  levelId: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ last: max(eventQuestions.position) })
    .from(eventQuestions)
    .where(and(ownedBy(scope, eventQuestions.eventId), eq(eventQuestions.levelId, levelId)));
  return row?.last ?? null;
}

/** Points the event at its new questions file, while the event is the scope's account's. */
export async function setQuestionsFile(
  tx: Tx,
  scope: OwnEventScope,
  fileId: string,
): Promise<void> {
  await tx.update(events).set({ questionsFileId: fileId }).where(eventOwnedBy(scope));
}
