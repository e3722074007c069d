import {
  type BulkReport,
  isEmail,
  nameFromEmail,
  PARTICIPANT_CSV_COLUMNS,
  PARTICIPANT_EMAIL_MAX,
  PARTICIPANT_NAME_MAX,
  participantMessages,
  skipReasons,
  USER_INFO_FROM_COLUMN,
} from '@app/domain';
import type { OwnEventScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { type CsvTable, parseCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { emailsInEvent } from './queries';
import { insertParticipants, lockTarget, type NewParticipant } from './service';

type Candidate = { row: number; person: NewParticipant };

/** Which columns a file must have: the users list's import columns, or the invite's `email`. */
export type BulkKind = 'participants' | 'invitations';

function requiredColumns(kind: BulkKind): readonly string[] {
  return kind === 'participants' ? PARTICIPANT_CSV_COLUMNS : ['email'];
}

function personFrom(kind: BulkKind, values: Record<string, string>): NewParticipant {
  if (kind === 'invitations') {
    const email = (values.email ?? '').trim();
    return { email, name: nameFromEmail(email).slice(0, PARTICIPANT_NAME_MAX) };
  }
  const email = (values['Business Email'] ?? '').trim();
  const userInfo: Record<string, string> = {};
  for (const [column, key] of Object.entries(USER_INFO_FROM_COLUMN)) {
    const value = (values[column] ?? '').trim();
    if (value) {
      userInfo[key] = value;
    }
  }
  const name = (values['Full Name'] ?? '').trim() || nameFromEmail(email);
  return {
    email,
    name: name.slice(0, PARTICIPANT_NAME_MAX),
    department: (values['Market Unit Code'] ?? '').trim(),
    region: (values['Work Location'] ?? '').trim(),
    userInfo,
  };
}

/**
 * Bulk upload and bulk invite (part A §5, part B §7): rows without an e-mail, with a bad one, or
 * whose e-mail is already in the event or earlier in the file are skipped with their reason; the
 * rest are added in one transaction, only if they all fit within maxUsers.
 */
export async function bulkAdd(
  ctx: AppContext,
  scope: OwnEventScope,
  table: CsvTable,
  kind: BulkKind,
  actor: AuditActor,
): Promise<BulkReport> {
  const headers = new Set(table.header);
  const missing = requiredColumns(kind).filter((c) => !headers.has(c));
  if (missing.length > 0) {
    const message = participantMessages.missingColumns(requiredColumns(kind));
    throw new AppError('BAD_REQUEST', message, {
      code: 'MISSING_COLUMNS',
      fields: { file: message },
    });
  }
  const skipped: BulkReport['skipped'] = [];
  const seen = new Map<string, number>();
  const candidates: Candidate[] = [];
  for (const { row, values } of table.rows) {
    const person = personFrom(kind, values);
    const key = person.email.toLowerCase();
    if (!person.email) {
      skipped.push({ row, email: '', reason: skipReasons.noEmail });
    } else if (!isEmail(person.email) || person.email.length > PARTICIPANT_EMAIL_MAX) {
      skipped.push({ row, email: person.email, reason: skipReasons.badEmail });
    } else if (seen.has(key)) {
      skipped.push({ row, email: person.email, reason: skipReasons.repeated(seen.get(key) ?? 0) });
    } else {
      seen.set(key, row);
      candidates.push({ row, person });
    }
  }

  const added = await ctx.db.transaction(async (tx) => {
    // Lock before reading who is already in: a concurrent upload of the same file then waits
    // and sees these rows, instead of tripping the unique index.
    const target = await lockTarget(tx, scope);
    const inEvent = await emailsInEvent(
      tx,
      scope,
      candidates.map((c) => c.person.email.toLowerCase()),
    );
    const fresh: Candidate[] = [];
    for (const candidate of candidates) {
      if (inEvent.has(candidate.person.email.toLowerCase())) {
        skipped.push({
          row: candidate.row,
          email: candidate.person.email,
          reason: skipReasons.inEvent,
        });
      } else {
        fresh.push(candidate);
      }
    }
    await insertParticipants(
      ctx,
      tx,
      target,
      fresh.map((c) => c.person),
      'file',
    );
    // Counts and the kind only: the file's addresses stay out of the log.
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'participant.bulkUpload',
      target: { type: 'event', id: scope.eventId },
      eventId: scope.eventId,
      details: { kind, rows: table.rows.length, added: fresh.length },
    });
    return fresh;
  });

  skipped.sort((a, b) => a.row - b.row);
  return {
    added: added.map((c) => ({ row: c.row, email: c.person.email })),
    skipped,
    totals: { rows: table.rows.length, added: added.length, skipped: skipped.length },
  };
}

/** An uploaded file: only a .csv that parses is read (part A §3). */
export async function bulkAddFile(
  ctx: AppContext,
  scope: OwnEventScope,
  upload: { filename: string; data: Buffer },
  kind: BulkKind,
  actor: AuditActor,
): Promise<BulkReport> {
  const table = upload.filename.toLowerCase().endsWith('.csv') ? parseCsv(upload.data) : null;
  if (!table) {
    throw new AppError('BAD_REQUEST', participantMessages.csvOnly, {
      code: 'NOT_CSV',
      fields: { file: participantMessages.csvOnly },
    });
  }
  return bulkAdd(ctx, scope, table, kind, actor);
}
