import type { Readable } from 'node:stream';
import {
  accessMessages,
  candidateMessages,
  PRIVACY_EXPORT_VERSION,
  participantMessages,
  type RetentionSettings,
} from '@app/domain';
import type { AccountScope, EventScope, OwnEventScope } from '../../platform/access';
import { lockAccount } from '../../platform/account-limits';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { type AuditActor, recordAudit } from '../audit/record';
import { findCandidate } from '../candidates/report-service';
import { adjustCounters, findParticipant } from '../participants/service';
import {
  candidateRows,
  eraseParticipantRows,
  eraseScopedCandidate,
  findRetentionMonths,
  participantRows,
  setRetentionMonths,
  type TableCounts,
} from './queries';
import { type ZipFile, zipStream } from './zip';

export type PersonExport = { fileName: string; body: Readable };

const participantNotFound = () => new AppError('NOT_FOUND', participantMessages.notFound);
const candidateNotFound = () =>
  new AppError('NOT_FOUND', candidateMessages.candidateNotFound, { code: 'CANDIDATE_NOT_FOUND' });

function exportDocument(
  kind: 'participant' | 'candidate',
  id: string,
  eventId: string,
  tables: object,
) {
  return {
    schemaVersion: PRIVACY_EXPORT_VERSION,
    kind,
    id,
    eventId,
    exportedAt: new Date().toISOString(),
    tables,
  };
}

/** Every row about one participant, as data.json in a zip (they have no files of their own). */
export async function exportParticipant(
  ctx: AppContext,
  scope: EventScope,
  id: string,
): Promise<PersonExport> {
  const row = isUuid(id) ? await findParticipant(ctx.db, scope, id) : undefined;
  if (!row) {
    throw participantNotFound();
  }
  const tables = await participantRows(ctx.db, scope.accountId, row);
  return {
    fileName: `participant-${id}.zip`,
    body: zipStream(exportDocument('participant', id, scope.eventId, tables), []),
  };
}

/**
 * Removes every row about the participant in one transaction, with the event's and account's
 * counters, and files one audit entry holding the counts only.
 */
export async function eraseParticipant(
  ctx: AppContext,
  scope: OwnEventScope,
  id: string,
  actor: AuditActor,
): Promise<TableCounts<string>> {
  if (!isUuid(id)) {
    throw participantNotFound();
  }
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, scope.accountId);
    const row = await findParticipant(tx, scope, id);
    if (!row) {
      throw participantNotFound();
    }
    const counts = await eraseParticipantRows(tx, scope.accountId, [row]);
    await adjustCounters(tx, scope, -counts.participants);
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'participant.erase',
      target: { type: 'participant', id },
      eventId: scope.eventId,
      details: counts,
    });
    return counts;
  });
}

/** The candidate's row, their files' rows and the files' bytes under files/. */
export async function exportCandidate(
  ctx: AppContext,
  scope: EventScope,
  id: string,
): Promise<PersonExport> {
  const row = isUuid(id) ? await findCandidate(ctx.db, scope, id) : undefined;
  if (!row) {
    throw candidateNotFound();
  }
  const { rows, files } = await candidateRows(ctx.db, row);
  const entries: ZipFile[] = files.map((file) => ({
    name: `files/${file.id}-${file.originalName.replace(/[^\w.-]+/g, '_').slice(0, 80)}`,
    open: () => ctx.storage.stream(file.storageKey),
  }));
  return {
    fileName: `candidate-${id}.zip`,
    body: zipStream(exportDocument('candidate', id, scope.eventId, rows), entries),
  };
}

/** The candidate and their file rows in one transaction; the bytes once it has committed. */
export async function eraseCandidate(
  ctx: AppContext,
  scope: OwnEventScope,
  id: string,
  actor: AuditActor,
): Promise<TableCounts<string>> {
  if (!isUuid(id)) {
    throw candidateNotFound();
  }
  const { counts, keys } = await ctx.db.transaction(async (tx) => {
    const erased = await eraseScopedCandidate(tx, scope, id);
    if (erased.counts.candidates === 0) {
      throw candidateNotFound();
    }
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'candidate.erase',
      target: { type: 'candidate', id },
      eventId: scope.eventId,
      details: erased.counts,
    });
    return erased;
  });
  await Promise.allSettled(keys.map((key) => ctx.storage.remove(key)));
  return counts;
}

export async function getRetention(
  ctx: AppContext,
  scope: AccountScope,
): Promise<RetentionSettings> {
  return { retentionMonths: await findRetentionMonths(ctx.db, scope.accountId) };
}

export async function setRetention(
  ctx: AppContext,
  scope: AccountScope,
  input: RetentionSettings,
  actor: AuditActor,
): Promise<RetentionSettings> {
  if (scope.readOnly) {
    throw new AppError('FORBIDDEN', accessMessages.forbidden);
  }
  return ctx.db.transaction(async (tx) => {
    const before = await lockAccount(tx, scope.accountId);
    await setRetentionMonths(tx, scope.accountId, input.retentionMonths);
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'account.retentionChange',
      target: { type: 'account', id: scope.accountId },
      details: { from: before.retentionMonths, to: input.retentionMonths },
    });
    return { retentionMonths: input.retentionMonths };
  });
}
