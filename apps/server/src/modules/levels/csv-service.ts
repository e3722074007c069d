import {
  accessMessages,
  type CsvHeaderCheck,
  checkLevelCsvHeader,
  checkLevelQuestionCsvHeader,
  checkLevelRows,
  checkQuestionRows,
  type EventQuestionInput,
  isNumberedLevel,
  LEVEL_CSV_COLUMNS,
  LEVEL_QUESTION_CSV_COLUMNS,
  type LevelImportReport,
  levelCsvMessages,
  levelCsvRecord,
  levelType,
  type QuestionImportReport,
  questionCsvRecord,
  questionMessages,
  type RejectedRow,
  storedQuestionColumns,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { EventScope, OwnEventScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { type CsvTable, parseCsv, toCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { findEvent } from '../events/service';
import { deleteLevelQuestions, insertLevelQuestions } from './csv-queries';
import * as q from './queries';
import { withQuestionsFile } from './questions-file';
import { levelNotFound } from './service';

/**
 * CSV in and out for an event's levels and a level's questions (part B §3;
 * docs/decisions/0001-foundations.md). Files are checked whole first; a file with any refused
 * row changes nothing and answers its rows with their reasons, as the question-bank check does
 * (a 2xx report, not an error); otherwise every row is applied in one transaction with the
 * questions file rewritten (withQuestionsFile).
 */

const eventNotFound = () => new AppError('NOT_FOUND', accessMessages.eventNotFound);

/** A whole-file problem (not a CSV, wrong columns, no rows): 400 with the file named. */
function refuse(message: string, code: string): AppError {
  return new AppError('BAD_REQUEST', message, { code, fields: { file: message } });
}

/** Thrown inside the transaction so it rolls back; turned into the report outside it. */
class RejectedFile extends Error {
  constructor(readonly rejected: RejectedRow[]) {
    super('rejected rows');
  }
}

/** The upload as a table with the expected columns and at least one row. */
function readTable(data: Buffer, checkHeader: (header: string[]) => CsvHeaderCheck): CsvTable {
  const table = parseCsv(data);
  if (!table) {
    throw refuse(levelCsvMessages.notCsv, 'NOT_CSV');
  }
  const { missing, unknown } = checkHeader(table.header);
  const given = table.header.filter((h) => h !== '');
  // No known column at all: the first row is data (or nothing), not a misspelt header.
  if (given.length === 0 || unknown.length === given.length) {
    throw refuse(levelCsvMessages.noHeader, 'NO_HEADER');
  }
  if (unknown.length > 0) {
    throw refuse(levelCsvMessages.unknownColumns(unknown), 'UNKNOWN_COLUMNS');
  }
  if (missing.length > 0) {
    throw refuse(levelCsvMessages.missingColumns(missing), 'MISSING_COLUMNS');
  }
  if (table.rows.length === 0) {
    throw refuse(levelCsvMessages.noRows, 'NO_ROWS');
  }
  return table;
}

/** The levels in their sorting order, one row each (LEVEL_CSV_COLUMNS). */
export async function levelsCsv(ctx: AppContext, scope: EventScope): Promise<string> {
  if (!(await findEvent(ctx.db, scope))) {
    throw eventNotFound();
  }
  const levels = await q.listLevels(ctx.db, scope);
  return toCsv([[...LEVEL_CSV_COLUMNS], ...levels.map(levelCsvRecord)]);
}

/** A numbered level that exists: the only kind with questions. */
async function questionLevel(db: DbOrTx, scope: EventScope, tabName: string) {
  const level = await q.findLevel(db, scope, tabName);
  if (!level) {
    throw levelNotFound();
  }
  if (!isNumberedLevel(level.tabName)) {
    throw new AppError('BAD_REQUEST', questionMessages.notAQuestionLevel);
  }
  return level;
}

/** A level's questions in their order, one row each (LEVEL_QUESTION_CSV_COLUMNS). */
export async function levelQuestionsCsv(
  ctx: AppContext,
  scope: EventScope,
  tabName: string,
): Promise<string> {
  const level = await questionLevel(ctx.db, scope, tabName);
  const questions = await q.levelQuestions(ctx.db, scope, level.id);
  return toCsv([[...LEVEL_QUESTION_CSV_COLUMNS], ...questions.map(questionCsvRecord)]);
}

/**
 * Imports a levels file: a row whose Tab Name the event has edits that level (Edit Level's
 * rules), any other adds one (Add Level's: a name from the list, numbered names joining the
 * meta levels). A row with Final 'y' makes that level the one final level.
 */
export async function importLevels(
  ctx: AppContext,
  scope: OwnEventScope,
  data: Buffer,
  actor: AuditActor,
): Promise<LevelImportReport> {
  const table = readTable(data, checkLevelCsvHeader);
  const rows = table.rows.length;
  try {
    return await withQuestionsFile(ctx, scope, async (tx) => {
      // Under the event's lock (withQuestionsFile) the names read here are those written against.
      const existing = await q.listLevels(tx, scope);
      const { levels, rejected } = checkLevelRows(table.rows, {
        existing: existing.map((l) => l.tabName),
        times: Object.fromEntries(existing.map((l) => [l.tabName, l.time])),
        difficulties: await q.listDifficulties(tx),
      });
      if (rejected.length > 0) {
        throw new RejectedFile(rejected);
      }
      const final = levels.find((l) => l.values.final === 'y');
      if (final) {
        await q.clearFinal(tx, scope, final.tabName);
      }
      let created = 0;
      for (const level of levels) {
        if (!level.isNew) {
          await q.updateLevel(tx, scope, level.tabName, level.values);
          continue;
        }
        await q.insertLevel(tx, scope, {
          ...level.values,
          tabName: level.tabName,
          type: levelType(level.tabName),
          sortingOrder: await q.nextSortingOrder(tx, scope),
        });
        if (isNumberedLevel(level.tabName)) {
          await q.addMetaLevel(tx, level.tabName);
        }
        created += 1;
      }
      await recordAudit(tx, actor, {
        accountId: scope.accountId,
        action: 'level.import',
        target: { type: 'event', id: scope.eventId },
        eventId: scope.eventId,
        details: { rows, created, updated: levels.length - created },
      });
      return { applied: true, rows, created, updated: levels.length - created, rejected: [] };
    });
  } catch (error) {
    if (error instanceof RejectedFile) {
      return { applied: false, rows, created: 0, updated: 0, rejected: error.rejected };
    }
    throw error;
  }
}

/** The stored columns of a checked question, numbered `position` in its level. */
function questionColumns(input: EventQuestionInput, position: number): q.NewQuestionRow {
  return {
    ...storedQuestionColumns(input, input.ability),
    position,
    bankQuestionId: null,
  };
}

/**
 * Imports a level's questions file: the file's rows replace the level's questions, numbered
 * 1… in file order. Each competency must be one of the event's.
 */
export async function importLevelQuestions(
  ctx: AppContext,
  scope: OwnEventScope,
  tabName: string,
  data: Buffer,
  actor: AuditActor,
): Promise<QuestionImportReport> {
  // A missing or Mini level is named before anything about the file.
  await questionLevel(ctx.db, scope, tabName);
  const table = readTable(data, checkLevelQuestionCsvHeader);
  const rows = table.rows.length;
  try {
    return await withQuestionsFile(ctx, scope, async (tx) => {
      const level = await q.lockLevel(tx, scope, tabName);
      const event = await findEvent(tx, scope);
      if (!level || !event) {
        throw levelNotFound();
      }
      const { questions, rejected } = checkQuestionRows(
        table.rows,
        event.selection.competencies.map((c) => c.name),
      );
      if (rejected.length > 0) {
        throw new RejectedFile(rejected);
      }
      const removed = await deleteLevelQuestions(tx, scope, level.id);
      await insertLevelQuestions(
        tx,
        scope,
        level.id,
        questions.map((input, i) => questionColumns(input, i + 1)),
      );
      await recordAudit(tx, actor, {
        accountId: scope.accountId,
        action: 'question.import',
        target: { type: 'level', id: level.tabName },
        eventId: scope.eventId,
        details: { rows, imported: questions.length, removed },
      });
      return { applied: true, rows, imported: questions.length, removed, rejected: [] };
    });
  } catch (error) {
    if (error instanceof RejectedFile) {
      return { applied: false, rows, imported: 0, removed: 0, rejected: error.rejected };
    }
    throw error;
  }
}
