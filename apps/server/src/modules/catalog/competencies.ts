import { BANK_LEVELS, catalogMessages, type RejectedRow } from '@app/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { competencies, questionBank } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { assertFileKind, findFile, imageUrl } from '../files/service';
import { checkQuestionFile, replaceQuestions } from './question-import';

type CompetencyRow = typeof competencies.$inferSelect;

export function questionFileLink(row: CompetencyRow): string | null {
  return row.questionFileId ? `/api/competencies/${row.id}/question-file` : null;
}

export async function listCompetencies(db: DbOrTx) {
  const [rows, counts] = await Promise.all([
    db.select().from(competencies).orderBy(asc(competencies.name)),
    db
      .select({ competencyId: questionBank.competencyId, level: questionBank.level, n: count() })
      .from(questionBank)
      .groupBy(questionBank.competencyId, questionBank.level),
  ]);
  return rows.map((row) =>
    toCompetency(
      row,
      counts.filter((c) => c.competencyId === row.id),
    ),
  );
}

function toCompetency(row: CompetencyRow, counts: { level: number; n: number }[]) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: imageUrl(row.imageFileId),
    fileLink: questionFileLink(row),
    levelCounts: BANK_LEVELS.map((level) => Number(counts.find((c) => c.level === level)?.n ?? 0)),
  };
}

async function competencyById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(competencies).where(eq(competencies.id, id)).limit(1);
  if (!row) {
    throw new AppError('NOT_FOUND', catalogMessages.notFound('Competency'));
  }
  const counts = await db
    .select({ level: questionBank.level, n: count() })
    .from(questionBank)
    .where(eq(questionBank.competencyId, id))
    .groupBy(questionBank.level);
  return toCompetency(row, counts);
}

/** A logo id must be an image the caller's account uploaded. */
export async function assertImageFile(
  db: DbOrTx,
  fileId: string | null | undefined,
  accountId: string,
) {
  await assertFileKind(
    db,
    fileId,
    'image',
    { field: 'imageFileId', message: catalogMessages.imageType },
    accountId,
  );
}

/** Imports the stored question file into the competency, in the caller's transaction. */
async function importFile(
  ctx: AppContext,
  tx: Tx,
  competency: CompetencyRow,
  fileId: string,
  accountId: string,
) {
  const file = await findFile(tx, fileId);
  const isOwn = file?.kind === 'question-bank' && file.accountId === accountId;
  const data = file && isOwn ? await ctx.storage.get(file.storageKey) : null;
  if (!file || !data) {
    throw new AppError('BAD_REQUEST', catalogMessages.notFound('Question file'), {
      code: 'NO_FILE',
      fields: { questionFileId: catalogMessages.notFound('Question file') },
    });
  }
  const { questions, rejected } = checkQuestionFile(data, competency.name);
  await replaceQuestions(tx, competency.id, questions);
  await tx
    .update(competencies)
    .set({ questionFileId: fileId, updatedAt: new Date() })
    .where(eq(competencies.id, competency.id));
  return { imported: questions.length, rejected };
}

type SaveInput = {
  name?: string;
  description: string;
  imageFileId?: string | null;
  questionFileId?: string;
};

export type SaveResult = {
  competency: Awaited<ReturnType<typeof competencyById>>;
  import: { imported: number; rejected: RejectedRow[] } | null;
};

/** Creates (no id) or updates a competency; a question file is imported in the same transaction. */
export async function saveCompetency(
  ctx: AppContext,
  accountId: string,
  id: string | null,
  input: SaveInput,
): Promise<SaveResult> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertImageFile(tx, input.imageFileId, accountId);
      let row: CompetencyRow | undefined;
      if (id === null) {
        [row] = await tx
          .insert(competencies)
          .values({
            name: input.name ?? '',
            description: input.description,
            imageFileId: input.imageFileId ?? null,
          })
          .returning();
      } else {
        [row] = await tx
          .update(competencies)
          .set({
            description: input.description,
            ...(input.imageFileId !== undefined ? { imageFileId: input.imageFileId } : {}),
            updatedAt: new Date(),
          })
          .where(eq(competencies.id, id))
          .returning();
      }
      if (!row) {
        throw new AppError('NOT_FOUND', catalogMessages.notFound('Competency'));
      }
      const report = input.questionFileId
        ? await importFile(ctx, tx, row, input.questionFileId, accountId)
        : null;
      return { competency: await competencyById(tx, row.id), import: report };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'competencies_name_key')) {
      const message = catalogMessages.duplicate('Competency', input.name ?? '');
      throw new AppError('CONFLICT', message, { code: 'DUPLICATE', fields: { name: message } });
    }
    throw error;
  }
}

export async function deleteCompetency(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db
    .delete(competencies)
    .where(eq(competencies.id, id))
    .returning({ id: competencies.id });
  if (deleted.length === 0) {
    throw new AppError('NOT_FOUND', catalogMessages.notFound('Competency'));
  }
}

/** Questions per competency × level × type × difficulty: what the wizard's generation draws on. */
export async function questionCounts(db: DbOrTx, competencyId: string) {
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
