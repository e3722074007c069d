import {
  type BankQuestion,
  catalogMessages,
  checkQuestionHeader,
  parseQuestionRow,
  type RejectedRow,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { questionBank } from '../../db/schema';
import { parseCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';

export type QuestionFileCheck = { questions: BankQuestion[]; rejected: RejectedRow[] };

/**
 * Reads and validates a whole question file for `competency`. A file that is not a question
 * file at all is refused with the problem named; otherwise each bad row is reported by number.
 */
export function checkQuestionFile(data: Buffer, competency: string): QuestionFileCheck {
  const table = parseCsv(data);
  if (!table) {
    throw refuse(catalogMessages.notCsv, 'NOT_CSV');
  }
  const { missing, unknown } = checkQuestionHeader(table.header);
  // A first row that reads like a question row (it starts with a question type) is data: the
  // header is missing, not misspelt.
  const first = (table.header[0] ?? '').toLowerCase();
  if (table.header.every((h) => h === '') || ['question', 'email', 'sms'].includes(first)) {
    throw refuse(catalogMessages.noHeader, 'NO_HEADER');
  }
  if (unknown.length > 0) {
    throw refuse(catalogMessages.unknownColumns(unknown), 'UNKNOWN_COLUMNS');
  }
  if (missing.length > 0) {
    throw refuse(catalogMessages.missingColumns(missing), 'MISSING_COLUMNS');
  }
  const questions: BankQuestion[] = [];
  const rejected: RejectedRow[] = [];
  for (const { row, values } of table.rows) {
    const result = parseQuestionRow(values, competency);
    if (result.ok) {
      questions.push(result.question);
    } else {
      rejected.push({ row, reason: result.reason });
    }
  }
  if (questions.length === 0) {
    throw refuse(catalogMessages.noValidRows, 'NO_VALID_ROWS');
  }
  return { questions, rejected };
}

function refuse(message: string, code: string): AppError {
  return new AppError('BAD_REQUEST', message, { code, fields: { file: message } });
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
      })),
    );
  }
}
