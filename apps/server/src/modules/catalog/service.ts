import {
  type AceGame,
  type AceGameInput,
  type AceGameKind,
  BANK_LEVELS,
  type Competency,
  type CompetencyCreateInput,
  catalogMessages,
  type EngineKind,
  engineForGame,
  type ImportReport,
  type MiniGame,
  type MiniGameInput,
  type QuestionFileCheck,
} from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { csvForDownload } from '../../platform/csv';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import {
  assertFileKind,
  type FileOwnerScope,
  findFileById,
  findOwnFile,
  imageUrl,
  type StoredFile,
  storeFile,
  type Upload,
} from '../files/service';
import * as q from './queries';
import { checkQuestionFile, lintCheckedFile } from './question-import';

const notFound = (what: string) => new AppError('NOT_FOUND', catalogMessages.notFound(what));

/** A logo id must be an image the caller's account uploaded. */
function assertImageFile(db: DbOrTx, scope: FileOwnerScope, fileId: string | null | undefined) {
  return assertFileKind(
    db,
    fileId,
    'image',
    { field: 'imageFileId', message: catalogMessages.imageType },
    scope.accountId,
  );
}

// Competencies and their question banks

function toCompetency(row: q.CompetencyRow, counts: q.LevelCount[]): Competency {
  const mine = counts.filter((c) => c.competencyId === row.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: imageUrl(row.imageFileId),
    fileLink: row.questionFileId ? `/api/competencies/${row.id}/question-file` : null,
    levelCounts: BANK_LEVELS.map((level) => Number(mine.find((c) => c.level === level)?.n ?? 0)),
  };
}

export async function listCompetencies(ctx: AppContext): Promise<Competency[]> {
  const [rows, counts] = await Promise.all([
    q.listCompetencyRows(ctx.db),
    q.countQuestionsByLevel(ctx.db),
  ]);
  return rows.map((row) => toCompetency(row, counts));
}

/**
 * Checks an uploaded question file for `competency` and keeps it for the save that follows;
 * the report names each bad row.
 */
export async function checkQuestionUpload(
  ctx: AppContext,
  scope: FileOwnerScope,
  upload: Upload,
  competency: string,
): Promise<QuestionFileCheck> {
  const check = checkQuestionFile(upload.data, competency);
  const { questions, rejected } = check;
  const warnings = lintCheckedFile(check, competency, false).map((f) => ({
    row: f.row,
    reason: f.message,
  }));
  const file = await storeFile(ctx, scope, upload, {
    data: upload.data,
    kind: 'question-bank',
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
  });
  return {
    fileId: file.id,
    fileName: upload.filename,
    validRows: questions.length,
    rejected,
    warnings,
  };
}

/** Imports a question file the caller's account uploaded, in the caller's transaction. */
async function importFile(
  ctx: AppContext,
  tx: Tx,
  scope: FileOwnerScope,
  competency: q.CompetencyRow,
  fileId: string,
): Promise<ImportReport> {
  const file = await findOwnFile(tx, scope, fileId);
  const data = file?.kind === 'question-bank' ? await ctx.storage.get(file.storageKey) : null;
  if (!data) {
    const message = catalogMessages.notFound('Question file');
    throw new AppError('BAD_REQUEST', message, {
      code: 'NO_FILE',
      fields: { questionFileId: message },
    });
  }
  const { questions, rejected } = checkQuestionFile(data, competency.name);
  await q.replaceQuestions(tx, competency.id, questions);
  await q.setCompetencyQuestionFile(tx, competency.id, fileId);
  return { imported: questions.length, rejected };
}

type SaveInput = Omit<CompetencyCreateInput, 'name'> & { name?: string };
export type SaveResult = { competency: Competency; import: ImportReport | null };

/** Creates (no id) or updates a competency; a question file is imported in the same transaction. */
export async function saveCompetency(
  ctx: AppContext,
  scope: FileOwnerScope,
  id: string | null,
  input: SaveInput,
  actor: AuditActor,
): Promise<SaveResult> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertImageFile(tx, scope, input.imageFileId);
      const row =
        id === null
          ? await q.insertCompetency(tx, {
              name: input.name ?? '',
              description: input.description,
              imageFileId: input.imageFileId ?? null,
            })
          : await q.updateCompetency(tx, id, input);
      if (!row) {
        throw notFound('Competency');
      }
      const report = input.questionFileId
        ? await importFile(ctx, tx, scope, row, input.questionFileId)
        : null;
      // The catalog is the platform's: its entries belong to no account.
      await recordAudit(tx, actor, {
        accountId: null,
        action: id === null ? 'competency.create' : 'competency.update',
        target: { type: 'competency', id: row.id },
        details: {
          name: row.name,
          questionsImported: report?.imported ?? null,
        },
      });
      const saved = (await q.findCompetency(tx, row.id)) ?? row;
      return {
        competency: toCompetency(saved, await q.countQuestionsByLevel(tx, row.id)),
        import: report,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'competencies_name_key')) {
      const message = catalogMessages.duplicate('Competency', input.name ?? '');
      throw new AppError('CONFLICT', message, { code: 'DUPLICATE', fields: { name: message } });
    }
    throw error;
  }
}

export async function deleteCompetency(
  ctx: AppContext,
  id: string,
  actor: AuditActor,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await q.deleteCompetencyRow(tx, id))) {
      throw notFound('Competency');
    }
    await recordAudit(tx, actor, {
      accountId: null,
      action: 'competency.delete',
      target: { type: 'competency', id },
    });
  });
}

/**
 * The stored question file of a competency, as the product's own CSV: never the stored bytes,
 * so a formula cell in the uploaded file cannot run in the spreadsheet of whoever downloads it
 * (DESIGN §6.10).
 */
export async function questionFileDownload(
  ctx: AppContext,
  id: string,
): Promise<{ competency: q.CompetencyRow; file: StoredFile; csv: string }> {
  const competency = await q.findCompetency(ctx.db, id);
  const file = competency?.questionFileId
    ? await findFileById(ctx.db, competency.questionFileId)
    : null;
  const data = file ? await ctx.storage.get(file.storageKey) : null;
  const csv = data ? csvForDownload(data) : null;
  if (!competency || !file || csv === null) {
    throw notFound('Question file');
  }
  return { competency, file, csv };
}

export function questionCounts(ctx: AppContext, competencyId: string) {
  return q.questionCounts(ctx.db, competencyId);
}

// Mini games and ace games

function toMiniGame(r: q.MiniGameRow): MiniGame {
  return {
    id: r.id,
    name: r.name,
    tabName: r.tabName,
    goalText: r.goalText,
    time: r.time,
    passingScore: r.passingScore,
    image: imageUrl(r.imageFileId),
  };
}

function toAceGame(r: q.AceGameRow): AceGame {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    secondName: r.secondName,
    engine: (r.engine as EngineKind | null) ?? engineForGame(r.name, r.secondName),
    type: r.kind === 'cognitive' ? 'Cognitive' : 'Aptitude',
    image: imageUrl(r.imageFileId),
  };
}

/** Runs a game write: a unique violation is the form's clash message, no row a 404. */
async function writeGame<T>(
  write: () => Promise<T | null>,
  clash: () => AppError,
  what: string,
): Promise<T> {
  let row: T | null;
  try {
    row = await write();
  } catch (error) {
    throw isUniqueViolation(error) ? clash() : error;
  }
  if (row === null) {
    throw notFound(what);
  }
  return row;
}

function tabClash(tab: string): AppError {
  const message = catalogMessages.tabNameUsed(tab);
  return new AppError('CONFLICT', message, { code: 'TAB_NAME_USED', fields: { tabName: message } });
}

function aceClash(name: string): AppError {
  const message = catalogMessages.duplicate('Game', name);
  return new AppError('CONFLICT', message, { code: 'DUPLICATE', fields: { name: message } });
}

export async function listMiniGames(ctx: AppContext): Promise<MiniGame[]> {
  const rows = await q.listMiniGames(ctx.db);
  // "Mini 10" after "Mini 9": order by the tab's number, not its text.
  rows.sort((a, b) => Number(a.tabName.slice(5)) - Number(b.tabName.slice(5)));
  return rows.map(toMiniGame);
}

/** Creates (no id) or updates a mini game. */
export async function saveMiniGame(
  ctx: AppContext,
  scope: FileOwnerScope,
  id: string | null,
  input: MiniGameInput,
): Promise<MiniGame> {
  await assertImageFile(ctx.db, scope, input.imageFileId);
  const row = await writeGame(
    () =>
      id === null
        ? q.insertMiniGame(ctx.db, { ...input, imageFileId: input.imageFileId ?? null })
        : q.updateMiniGame(ctx.db, id, input),
    () => tabClash(input.tabName),
    'Mini game',
  );
  return toMiniGame(row);
}

export async function deleteMiniGame(ctx: AppContext, id: string): Promise<void> {
  if (!(await q.deleteMiniGame(ctx.db, id))) {
    throw notFound('Mini game');
  }
}

export async function listAceGames(ctx: AppContext, kind: AceGameKind): Promise<AceGame[]> {
  return (await q.listAceGames(ctx.db, kind)).map(toAceGame);
}

/** Creates (no id, with its kind) or updates a cognitive or aptitude game. */
export async function saveAceGame(
  ctx: AppContext,
  scope: FileOwnerScope,
  target: { id: string } | { kind: AceGameKind },
  input: AceGameInput,
): Promise<AceGame> {
  await assertImageFile(ctx.db, scope, input.imageFileId);
  const row = await writeGame(
    () =>
      'id' in target
        ? q.updateAceGame(ctx.db, target.id, input)
        : q.insertAceGame(ctx.db, {
            ...input,
            kind: target.kind,
            imageFileId: input.imageFileId ?? null,
          }),
    () => aceClash(input.name),
    'Game',
  );
  return toAceGame(row);
}

export async function deleteAceGame(ctx: AppContext, id: string): Promise<void> {
  if (!(await q.deleteAceGame(ctx.db, id))) {
    throw notFound('Game');
  }
}
