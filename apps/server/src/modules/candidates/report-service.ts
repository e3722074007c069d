import type { Readable } from 'node:stream';
import {
  accessMessages,
  ageOn,
  CANDIDATE_ALL_LIMIT,
  CANDIDATE_CSV_COLUMNS,
  type CandidateAnswers,
  type CandidateCsvQuery,
  type CandidateDetail,
  type CandidateFile,
  type CandidateListQuery,
  type CandidatePage,
  type CandidateRow,
  candidateMessages,
  emptyAnswers,
  formatDisplayDate,
  todayIn,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { EventScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { csvStream } from '../../platform/csv-response';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { type AuditActor, recordAudit } from '../audit/record';
import { findOwnFile, type StoredFile } from '../files/service';
import {
  type CandidateRecord,
  type CandidateScope,
  candidateFilters,
  candidatesInOrder,
  deleteCandidate,
  findCandidate,
  findCandidatePage,
  narrowed,
  scopeTimeZone,
  setShortlisted,
  storedCount,
} from './queries';

// Privacy finds a candidate through here.
export { findCandidate };

/** The candidate report (part B §2): the event must be the scope's, then its candidates. */
async function reportClock(ctx: AppContext, scope: EventScope, now: Date, db: DbOrTx = ctx.db) {
  const timeZone = await scopeTimeZone(db, scope);
  if (timeZone === null) {
    throw new AppError('NOT_FOUND', accessMessages.wrongEvent, { code: 'WRONG_EVENT' });
  }
  return { today: todayIn(timeZone, now), timeZone };
}
const reportToday = async (ctx: AppContext, scope: EventScope, now: Date, db?: DbOrTx) =>
  (await reportClock(ctx, scope, now, db)).today;

const candidateNotFound = () =>
  new AppError('NOT_FOUND', candidateMessages.candidateNotFound, { code: 'CANDIDATE_NOT_FOUND' });

function toRow(row: CandidateRecord, today: string): CandidateRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    dob: row.dob,
    age: ageOn(row.dob, today),
    currentCity: row.currentCity,
    lastDegree: row.lastDegree,
    universityName: row.universityName,
    cgpa: Number(row.cgpa),
    graduationYear: row.graduationYear,
    yearsOfExperience: row.yearsOfExperience,
    shortlisted: row.shortlisted,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/** `db`: where the list is read, a replica when the request may use one (platform/read-db.ts). */
export async function candidatePage(
  ctx: AppContext,
  db: DbOrTx,
  scope: EventScope,
  query: CandidateListQuery,
  now = new Date(),
): Promise<CandidatePage> {
  const today = await reportToday(ctx, scope, now, db);
  const pageSize = query.pageSize === 'all' ? CANDIDATE_ALL_LIMIT : Number(query.pageSize);
  const { rows, total } = await findCandidatePage(
    db,
    scope,
    candidateFilters(query, today),
    { limit: pageSize, offset: (query.page - 1) * pageSize },
    async () => (narrowed(query) ? null : storedCount(db, scope, query.shortlisted)),
  );
  return { items: rows.map((row) => toRow(row, today)), total, page: query.page, pageSize };
}

function answersOf(row: CandidateRecord): CandidateAnswers {
  return { ...emptyAnswers(), ...row.answers };
}

const fileUrl = (scope: CandidateScope, candidateId: string, field: string) =>
  `/api/events/${encodeURIComponent(scope.eventId)}/candidates/${candidateId}/files/${field}`;

function fileOf(
  scope: CandidateScope,
  candidateId: string,
  field: 'resume' | 'drivingLicenseFile',
  file: StoredFile | null,
): CandidateFile | null {
  return file
    ? {
        url: fileUrl(scope, candidateId, field),
        name: file.originalName,
        size: file.size,
        contentType: file.contentType,
      }
    : null;
}

export async function candidateDetail(
  ctx: AppContext,
  scope: EventScope,
  candidateId: string,
  now = new Date(),
): Promise<CandidateDetail> {
  const today = await reportToday(ctx, scope, now);
  const row = isUuid(candidateId) ? await findCandidate(ctx.db, scope, candidateId) : null;
  if (!row) {
    throw candidateNotFound();
  }
  const own = (id: string | null) => (id ? findOwnFile(ctx.db, scope, id) : Promise.resolve(null));
  const [resume, licence] = await Promise.all([
    own(row.resumeFileId),
    own(row.drivingLicenseFileId),
  ]);
  return {
    id: row.id,
    eventId: row.eventId,
    answers: answersOf(row),
    age: ageOn(row.dob, today),
    shortlisted: row.shortlisted,
    submittedAt: row.submittedAt.toISOString(),
    resume: fileOf(scope, row.id, 'resume', resume),
    drivingLicenseFile: fileOf(scope, row.id, 'drivingLicenseFile', licence),
  };
}

/** One of a candidate's files with its bytes, for the owner's download only. */
export async function candidateFile(
  ctx: AppContext,
  scope: EventScope,
  candidateId: string,
  field: 'resume' | 'drivingLicenseFile',
): Promise<{ file: StoredFile; body: Readable }> {
  await reportClock(ctx, scope, new Date());
  const row = isUuid(candidateId) ? await findCandidate(ctx.db, scope, candidateId) : null;
  if (!row) {
    throw candidateNotFound();
  }
  const id = field === 'resume' ? row.resumeFileId : row.drivingLicenseFileId;
  const file = id ? await findOwnFile(ctx.db, scope, id) : null;
  const body = file ? await ctx.storage.stream(file.storageKey) : null;
  if (!file || !body) {
    throw new AppError('NOT_FOUND', candidateMessages.fileNotFound, { code: 'FILE_NOT_FOUND' });
  }
  return { file, body };
}

export async function shortlistCandidate(
  ctx: AppContext,
  scope: EventScope,
  candidateId: string,
  shortlisted: boolean,
): Promise<{ shortlisted: boolean }> {
  await reportClock(ctx, scope, new Date());
  if (!isUuid(candidateId) || !(await setShortlisted(ctx.db, scope, candidateId, shortlisted))) {
    throw candidateNotFound();
  }
  return { shortlisted };
}

/** The row and its file rows in one transaction; the bytes once it has committed. */
export async function removeCandidate(
  ctx: AppContext,
  scope: EventScope,
  candidateId: string,
  actor: AuditActor,
): Promise<void> {
  await reportClock(ctx, scope, new Date());
  const keys = isUuid(candidateId)
    ? await ctx.db.transaction(async (tx) => {
        const removed = await deleteCandidate(tx, scope, candidateId);
        if (removed) {
          await recordAudit(tx, actor, {
            accountId: scope.accountId,
            action: 'candidate.delete',
            target: { type: 'candidate', id: candidateId },
            eventId: scope.eventId,
          });
        }
        return removed;
      })
    : null;
  if (!keys) {
    throw candidateNotFound();
  }
  await Promise.allSettled(keys.map((key) => ctx.storage.remove(key)));
}

/** 'User CSV': every filtered candidate with the fixed columns (domain csv.ts), streamed. */
export async function candidateCsv(
  ctx: AppContext,
  scope: EventScope,
  query: CandidateCsvQuery,
  now = new Date(),
) {
  const { today, timeZone } = await reportClock(ctx, scope, now);
  const filters = candidateFilters(query, today);
  async function* batches() {
    for await (const rows of candidatesInOrder(ctx.db, scope, filters)) {
      yield rows.map((row) => {
        const source = {
          ...answersOf(row),
          shortlisted: row.shortlisted,
          submittedAt: formatDisplayDate(row.submittedAt.toISOString(), timeZone),
          hasResume: row.resumeFileId !== null,
          hasDrivingLicenseFile: row.drivingLicenseFileId !== null,
        };
        return CANDIDATE_CSV_COLUMNS.map((column) => column.value(source));
      });
    }
  }
  return csvStream(
    CANDIDATE_CSV_COLUMNS.map((column) => column.header),
    batches(),
  );
}
