import {
  type BankQuestion,
  catalogMessages,
  checkQuestionHeader,
  type LintFinding,
  lintQuestionBank,
  questionRowParser,
  type RejectedRow,
} from '@app/domain';
import { parseCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';

export type QuestionFileCheck = {
  questions: BankQuestion[];
  /** Each accepted question's row in the file (the header is row 1), for the lint's findings. */
  rows: number[];
  rejected: RejectedRow[];
};

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
  const rows: number[] = [];
  const rejected: RejectedRow[] = [];
  const parseRow = questionRowParser(competency);
  for (const { row, values } of table.rows) {
    const result = parseRow(values);
    if (result.ok) {
      questions.push(result.question);
      rows.push(row);
    } else {
      rejected.push({ row, reason: result.reason });
    }
  }
  if (questions.length === 0) {
    throw refuse(catalogMessages.noValidRows, 'NO_VALID_ROWS');
  }
  return { questions, rows, rejected };
}

function refuse(message: string, code: string): AppError {
  return new AppError('BAD_REQUEST', message, { code, fields: { file: message } });
}

/** The content lint over a checked file's accepted rows, numbered as in the file. */
export function lintCheckedFile(
  check: QuestionFileCheck,
  competency: string,
  shipped: boolean,
): LintFinding[] {
  return lintQuestionBank(
    check.questions.map((question, i) => ({ ...question, row: check.rows[i] ?? 0 })),
    { competency, shipped },
  );
}
