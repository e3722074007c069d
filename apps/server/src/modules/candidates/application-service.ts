import { randomUUID } from 'node:crypto';
import {
  attachmentTypeOf,
  type CandidateAnswers,
  type CandidateFlowEvent,
  type CandidateFlowStatus,
  type CandidateSubmitted,
  candidateApplicationProblem,
  candidateMessages,
  clampCgpa,
  eventPlayStatus,
  normalisePhone,
  playDate,
  todayIn,
} from '@app/domain';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { hitRateLimit } from '../../platform/rate-limit';
import { findEventWithZone, type PlayEventRow } from '../events/service';
import { imageUrl, insertStoredFile } from '../files/service';
import { enqueueCandidateSubmitted } from '../webhooks/enqueue';
import type { ApplicationParts, FileField, ReceivedFile } from './application-parts';
import { appliedAgainMail } from './mails';
import { findByEmail, findBySubmission, insertCandidate } from './queries';

/**
 * Whether an event takes applications today: an ace event with the candidate flow switched on,
 * between its launch and closing dates in its account's time zone (DESIGN §6.14;
 * docs/decisions/0004-the-candidates.md).
 */
function flowStatus(event: PlayEventRow, now: Date): CandidateFlowStatus {
  if (event.projectType !== 'ace' || !event.candidateFlow) {
    return 'disabled';
  }
  return eventPlayStatus(event.launchDate, event.closingDate, todayIn(event.timeZone, now));
}

function statusMessage(event: PlayEventRow, status: CandidateFlowStatus): string | null {
  if (status === 'notLaunched' && event.launchDate) {
    return candidateMessages.notOpenYet(playDate(event.launchDate));
  }
  if (status === 'closed' && event.closingDate) {
    return candidateMessages.closedOn(playDate(event.closingDate));
  }
  return status === 'open' ? null : candidateMessages.notOpenDetail(event.companyName);
}

const notFound = () =>
  new AppError('NOT_FOUND', candidateMessages.notOpen, { code: 'APPLICATION_NOT_FOUND' });

export async function candidateFlowEvent(
  ctx: AppContext,
  eventId: string,
  now = new Date(),
): Promise<CandidateFlowEvent> {
  const event = await findEventWithZone(ctx.db, eventId);
  if (!event) {
    throw notFound();
  }
  const status = flowStatus(event, now);
  // A progress event's page says only that it is not open: nothing of a game that never
  // takes applications is shown.
  const shown = event.projectType === 'ace';
  return {
    eventId: event.id,
    assessmentName: shown ? event.assessmentName : '',
    companyName: shown ? event.companyName : '',
    logoUrl: shown ? imageUrl(event.logoFileId) : null,
    status,
    statusMessage: statusMessage(event, status),
  };
}

/**
 * The answers as stored: trimmed, the CGPA clamped, phones in one form (E.164), the e-mail as
 * typed (matched lower-cased).
 */
function normalise(answers: CandidateAnswers): CandidateAnswers {
  const trimmed = Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [key, value.trim()]),
  ) as CandidateAnswers;
  return {
    ...trimmed,
    cgpa: String(clampCgpa(Number(trimmed.cgpa))),
    phone: normalisePhone(trimmed.phone),
    altPhone: trimmed.altPhone ? normalisePhone(trimmed.altPhone) : '',
  };
}

type CheckedFile = {
  field: FileField;
  data: Buffer;
  filename: string;
  extension: string;
  contentType: string;
};

/** Each file by its name and size (the form's rule), then by its bytes: a name can lie. */
function checkFiles(parts: ApplicationParts): CheckedFile[] {
  const checked: CheckedFile[] = [];
  for (const [field, file] of Object.entries(parts.files) as [FileField, ReceivedFile][]) {
    const type = attachmentTypeOf(file.data);
    if (!type) {
      throw new AppError('BAD_REQUEST', candidateMessages.fileType, {
        code: 'FILE_TYPE',
        fields: { [field]: candidateMessages.fileType },
      });
    }
    checked.push({ field, ...file, ...type });
  }
  return checked;
}

const submitted = (row: { id: string; submittedAt: Date }): CandidateSubmitted => ({
  candidateId: row.id,
  submittedAt: row.submittedAt.toISOString(),
});

/**
 * A candidate's application (part B §4 Submit), whole or not at all: the files are written
 * first under candidateFlow/{candidateId}, then their rows and the candidate in one
 * transaction; if that fails, the files are removed again. The same submission id twice gives
 * back the stored candidate (`repeated`), never a second one.
 */
export async function submitApplication(
  ctx: AppContext,
  input: { eventId: string; clientKey: string; parts: () => Promise<ApplicationParts> },
  now = new Date(),
): Promise<{ result: CandidateSubmitted; repeated: boolean }> {
  const limit = await hitRateLimit(ctx, `candidate:${input.clientKey}`, ctx.config.candidateLimit);
  if (!limit.allowed) {
    throw new AppError('RATE_LIMITED', candidateMessages.tooManyApplications, {
      code: 'TOO_MANY_APPLICATIONS',
    });
  }
  const event = await findEventWithZone(ctx.db, input.eventId);
  if (!event) {
    throw notFound();
  }
  const status = flowStatus(event, now);
  if (status !== 'open') {
    throw new AppError('FORBIDDEN', statusMessage(event, status) ?? candidateMessages.notOpen, {
      code: 'NOT_OPEN',
    });
  }
  const parts = await input.parts();
  if (parts.honeypot) {
    // Told it worked, so a bot learns nothing; nothing is stored.
    ctx.log.info({ eventId: event.id }, 'candidate honeypot filled; application dropped');
    return {
      result: { candidateId: randomUUID(), submittedAt: now.toISOString() },
      repeated: false,
    };
  }
  const answers = normalise(parts.answers);
  const files = checkFiles(parts);
  const facts = (field: FileField) => {
    const file = parts.files[field];
    return file ? { name: file.filename, size: file.data.length } : null;
  };
  const problem = candidateApplicationProblem(answers, {
    resume: facts('resume'),
    drivingLicenseFile: facts('drivingLicenseFile'),
  });
  if (problem) {
    throw new AppError('BAD_REQUEST', problem.message, {
      code: 'INVALID_APPLICATION',
      fields: { step: problem.step },
    });
  }
  const earlier = await findBySubmission(ctx.db, event.id, parts.submissionId);
  if (earlier) {
    return { result: submitted(earlier), repeated: true };
  }
  return store(ctx, event, parts.submissionId, answers, files);
}

async function store(
  ctx: AppContext,
  event: PlayEventRow,
  submissionId: string,
  answers: CandidateAnswers,
  files: CheckedFile[],
): Promise<{ result: CandidateSubmitted; repeated: boolean }> {
  const candidateId = randomUUID();
  const keyed = files.map((file) => ({
    ...file,
    key: `candidateFlow/${candidateId}/${randomUUID()}.${file.extension}`,
  }));
  const removeFiles = () => Promise.allSettled(keyed.map((file) => ctx.storage.remove(file.key)));
  try {
    for (const file of keyed) {
      await ctx.storage.put(file.key, file.data);
    }
    const row = await ctx.db.transaction(async (tx) => {
      const fileIds: Partial<Record<FileField, string>> = {};
      for (const file of keyed) {
        const stored = await insertStoredFile(tx, {
          storageKey: file.key,
          accountId: event.accountId,
          kind: 'candidate-file',
          contentType: file.contentType,
          size: file.data.length,
          originalName: file.filename.slice(0, 200),
        });
        fileIds[file.field] = stored.id;
      }
      const submittedAt = new Date();
      const values = {
        id: candidateId,
        eventId: event.id,
        accountId: event.accountId,
        submissionId,
        name: answers.name,
        nameLower: answers.name.toLowerCase(),
        email: answers.email,
        emailLower: answers.email.toLowerCase(),
        phone: answers.phone,
        dob: answers.dob,
        gender: answers.gender,
        currentCity: answers.currentCity,
        lastDegree: answers.lastDegree,
        degreeLower: answers.lastDegree.toLowerCase(),
        universityName: answers.universityName,
        cgpa: Number(answers.cgpa),
        graduationYear: Number(answers.graduationYear),
        yearsOfExperience: answers.yearsOfExperience,
        answers,
        resumeFileId: fileIds.resume ?? null,
        drivingLicenseFileId: fileIds.drivingLicenseFile ?? null,
        submittedAt,
      };
      await insertCandidate(tx, values);
      // Queued in the same transaction: a failed store tells no ATS about an application.
      await enqueueCandidateSubmitted(tx, values);
      return { id: candidateId, submittedAt };
    });
    return { result: submitted(row), repeated: false };
  } catch (error) {
    await removeFiles();
    if (isUniqueViolation(error, 'candidates_submission_key')) {
      // The same submit, raced: the one that won is the answer.
      const earlier = await findBySubmission(ctx.db, event.id, submissionId);
      if (earlier) {
        return { result: submitted(earlier), repeated: true };
      }
    }
    if (isUniqueViolation(error, 'candidates_email_key')) {
      return appliedBefore(ctx, event, answers.email);
    }
    throw error;
  }
}

/**
 * An address that applied to this flow before: the caller gets the answer of a new application,
 * so the form tells nobody who applied; the first application stays, and its owner learns by
 * mail that a second one was not kept (docs/decisions/0018-export-and-erasure-coverage.md lists the
 * mail with the candidate's data).
 */
async function appliedBefore(
  ctx: AppContext,
  event: PlayEventRow,
  email: string,
): Promise<{ result: CandidateSubmitted; repeated: boolean }> {
  const first = await findByEmail(ctx.db, event.id, email.toLowerCase());
  if (first) {
    await enqueueMail(
      ctx.db,
      appliedAgainMail({
        to: first.email,
        name: first.name,
        companyName: event.companyName,
        firstAppliedOn: first.submittedAt.toISOString().slice(0, 10),
        candidateId: first.id,
      }),
    );
  }
  return {
    result: { candidateId: randomUUID(), submittedAt: new Date().toISOString() },
    repeated: false,
  };
}
