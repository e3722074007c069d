import type { GeneratedLevel, GeneratedQuestion, QuestionDifficulty } from '@app/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  aceGames,
  characters,
  competencies,
  difficulties,
  eventCharacters,
  eventLevels,
  eventQuestions,
  events,
  miniGames,
  questionBank,
  storedFiles,
} from '../../db/schema';

/** The catalog rows a generation reads: only those the choices name. */
export async function loadGenerationCatalog(
  db: DbOrTx,
  choice: { difficulty: QuestionDifficulty; itemIds: string[]; competencyIds: string[] },
) {
  const { itemIds, competencyIds } = choice;
  // In turn, not at once: generation passes its transaction, whose one connection pg only
  // queues concurrent queries on (and will refuse them from pg 9).
  const points = await db
    .select({ passingScore: difficulties.passingScore })
    .from(difficulties)
    .where(sql`lower(${difficulties.name}) = ${choice.difficulty.toLowerCase()}`);
  const minis = itemIds.length
    ? await db.select().from(miniGames).where(inArray(miniGames.id, itemIds))
    : [];
  const aces = itemIds.length
    ? await db.select().from(aceGames).where(inArray(aceGames.id, itemIds))
    : [];
  const known = competencyIds.length
    ? await db
        .select({ id: competencies.id, name: competencies.name })
        .from(competencies)
        .where(inArray(competencies.id, competencyIds))
    : [];
  const bank = competencyIds.length
    ? await db.select().from(questionBank).where(inArray(questionBank.competencyId, competencyIds))
    : [];
  const cast = await db.select({ key: characters.key, name: characters.name }).from(characters);
  return {
    difficultyPoints: points[0]?.passingScore ?? null,
    miniGames: minis,
    aceGames: aces,
    competencies: known,
    characters: cast,
    bank,
  };
}

/** The planned levels, in order; answers each level's id by its tab name. */
export async function insertLevels(
  tx: Tx,
  eventId: string,
  levels: GeneratedLevel[],
): Promise<Map<string, string>> {
  const rows = await tx
    .insert(eventLevels)
    .values(levels.map(({ questions: _q, ...level }) => ({ ...level, eventId })))
    .returning({ id: eventLevels.id, tabName: eventLevels.tabName });
  return new Map(rows.map((r) => [r.tabName, r.id]));
}

export async function insertQuestions(
  tx: Tx,
  eventId: string,
  rows: (GeneratedQuestion & { levelId: string })[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await tx
      .insert(eventQuestions)
      .values(rows.slice(start, start + 1000).map((q) => ({ ...q, eventId })));
  }
}

export async function insertCharacters(
  tx: Tx,
  eventId: string,
  cast: { key: string; name: string }[],
): Promise<void> {
  if (cast.length > 0) {
    await tx.insert(eventCharacters).values(cast.map((c) => ({ eventId, ...c })));
  }
}

/** The stored questions file's row; answers its id. */
export async function insertQuestionsFile(
  tx: Tx,
  file: { storageKey: string; size: number; originalName: string },
): Promise<string> {
  const [row] = await tx
    .insert(storedFiles)
    .values({ ...file, kind: 'event-questions', contentType: 'application/json' })
    .returning({ id: storedFiles.id });
  if (!row) {
    throw new Error('file insert returned nothing');
  }
  return row.id;
}

export async function setQuestionsFile(tx: Tx, eventId: string, fileId: string): Promise<void> {
  await tx.update(events).set({ questionsFileId: fileId }).where(eq(events.id, eventId));
}
