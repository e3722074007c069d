import {
  accessMessages,
  checkDates,
  type EventFormInput,
  eventMessages,
  randomEventNumber,
  todayIn,
  wizardMessages,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { AccountScope, EventScope, OwnEventScope } from '../../platform/access';
import { assertCanAddAssessment, lockAccount, wayForwardFor } from '../../platform/account-limits';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { assertFileKind, imageUrl } from '../files/service';
import { eventLinks } from './links';
import {
  accountTimeZone,
  accountUsersCount,
  countAccountEvents,
  countEventCreated,
  countEventDeleted,
  deleteEventCandidateFiles,
  deleteEventRow,
  deleteFileRows,
  type EventRow,
  eventAccount,
  findAccountEvents,
  findEvent,
  insertEvent,
  levelCounts,
  rememberOpenedEvent,
  updateEvent,
} from './queries';

export { insertQuestionsFile } from './generation-queries';
// Read by other areas: levels, participants, play, reminders, candidates, billing.
export {
  countAccountEvents,
  deleteFileRows,
  type EventRow,
  findEvent,
  findEventWithZone,
  type PlayEventRow,
} from './queries';
// The access plugin looks events up by id alone.
export { eventAccount };

function eventNotFound() {
  return new AppError('NOT_FOUND', accessMessages.eventNotFound);
}

function toSummary(ctx: AppContext, row: EventRow, levels: number) {
  return {
    id: row.id,
    assessmentName: row.assessmentName,
    assessmentFor: row.assessmentFor,
    projectType: row.projectType,
    source: row.source,
    difficulty: row.difficulty,
    packageType: row.packageType,
    launchDate: row.launchDate,
    closingDate: row.closingDate,
    createdAt: row.createdAt.toISOString(),
    logo: imageUrl(row.logoFileId),
    ...eventLinks(ctx, row.id, row.candidateFlow),
    openRegistration: row.openRegistration,
    participants: row.participantsCount,
    levels,
  };
}

/** The dashboard: an account's games, newest first, with its totals. */
export async function listEvents(ctx: AppContext, scope: AccountScope) {
  const rows = await findAccountEvents(ctx.db, scope.accountId);
  const counts = await levelCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toSummary(ctx, r, counts.get(r.id) ?? 0)),
    totals: { games: rows.length, users: await accountUsersCount(ctx.db, scope.accountId) },
  };
}

export async function getEvent(ctx: AppContext, scope: EventScope) {
  const row = await findEvent(ctx.db, scope);
  if (!row) {
    throw eventNotFound();
  }
  const counts = await levelCounts(ctx.db, [row.id]);
  return {
    ...toSummary(ctx, row, counts.get(row.id) ?? 0),
    editable: scope.kind === 'event',
    companyName: row.companyName,
    registrationFields: row.registrationFields,
    loginMethods: row.loginMethods,
    introVideo: row.introVideoFileId ? `/api/files/${row.introVideoFileId}` : null,
    selection: row.selection,
  };
}

/**
 * Opening a game makes it the admin's default event (DESIGN §6.3); the super admin opening
 * another account's game changes no one's default.
 */
export async function openEvent(ctx: AppContext, scope: EventScope) {
  if (scope.kind === 'event') {
    await rememberOpenedEvent(ctx.db, scope);
  }
}

/** Deletes the event with its levels, questions, characters and files; counters follow. */
export async function deleteEvent(ctx: AppContext, scope: OwnEventScope, actor: AuditActor) {
  const fileKeys = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, scope.accountId);
    // Before the row: the candidates' file rows are found through the candidates it cascades to.
    const candidateFiles = await deleteEventCandidateFiles(tx, scope);
    const row = await deleteEventRow(tx, scope);
    if (!row) {
      throw eventNotFound();
    }
    await countEventDeleted(tx, row);
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'event.delete',
      target: { type: 'event', id: scope.eventId },
      eventId: scope.eventId,
    });
    // Only the questions file is the event's alone; a logo or video may serve other games too.
    const questionsFile = await deleteFileRows(
      tx,
      [row.questionsFileId].filter((id): id is string => id !== null),
    );
    return [...questionsFile.map((f) => f.key), ...candidateFiles];
  });
  // Bytes go after the commit: a rolled-back delete must not lose the files.
  await Promise.allSettled(fileKeys.map((key) => ctx.storage.remove(key)));
}

/**
 * Today on the account's own calendar (admins.time_zone, taken from the browser at
 * registration): launch dates are held to the admin's date, not UTC's.
 */
export async function accountToday(
  db: DbOrTx,
  accountId: string,
  now: Date = new Date(),
): Promise<string> {
  const timeZone = await accountTimeZone(db, accountId);
  try {
    return todayIn(timeZone ?? 'UTC', now);
  } catch (error) {
    // Writes validate the zone; a row changed by hand to a zone this runtime lacks gets the
    // column's default rather than a 500 on every date check.
    if (error instanceof RangeError) {
      return todayIn('UTC', now);
    }
    throw error;
  }
}

/** `keptLaunch`: the stored launch date of an event being edited, which may stay in the past. */
function checkFormDates(input: EventFormInput, today: string, keptLaunch?: string | null) {
  const problem = checkDates(input.launchDate, input.closingDate, today, keptLaunch);
  if (problem) {
    const field = problem === wizardMessages.invalidDates ? 'closingDate' : 'launchDate';
    throw new AppError('BAD_REQUEST', problem, { code: 'DATES', fields: { [field]: problem } });
  }
}

async function assertFormFiles(db: DbOrTx, input: EventFormInput, accountId: string) {
  await assertFileKind(
    db,
    input.logoFileId,
    'image',
    { field: 'logoFileId', message: eventMessages.uploadLogoAgain },
    accountId,
  );
  await assertFileKind(
    db,
    input.introVideoFileId,
    'video',
    { field: 'introVideoFileId', message: eventMessages.uploadVideoAgain },
    accountId,
  );
}

/** A read-only scope (the super admin looking at another account) never writes. */
function assertWritable(scope: AccountScope) {
  if (scope.readOnly) {
    throw new AppError('FORBIDDEN', accessMessages.forbidden);
  }
}

/** The admin form's event (/admin/index): a bare event with a free 4-digit id. */
export async function createFormEvent(ctx: AppContext, scope: AccountScope, input: EventFormInput) {
  assertWritable(scope);
  checkFormDates(input, await accountToday(ctx.db, scope.accountId));
  await assertFormFiles(ctx.db, input, scope.accountId);
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, scope.accountId);
    assertCanAddAssessment(
      account,
      await countAccountEvents(tx, account.id),
      wayForwardFor(ctx, account),
    );
    let id = randomEventNumber();
    for (let tries = 0; await eventAccount(tx, id); tries++) {
      if (tries > 50) {
        throw new AppError('CONFLICT', eventMessages.noFreeEventNumber);
      }
      id = randomEventNumber();
    }
    await insertEvent(tx, {
      id,
      accountId: account.id,
      source: 'adminForm',
      assessmentName: input.assessmentName,
      assessmentFor: input.assessmentFor,
      companyName: account.companyName,
      projectType: account.projectType,
      packageType: input.packageType ?? 'basic',
      launchDate: input.launchDate,
      closingDate: input.closingDate,
      logoFileId: input.logoFileId ?? null,
      introVideoFileId: input.introVideoFileId ?? null,
      openRegistration: input.openRegistration ?? false,
      selection: { competencies: [], games: [], cognitive: [], aptitude: [] },
    });
    await countEventCreated(tx, account.id, id);
    return id;
  });
}

export async function updateFormEvent(
  ctx: AppContext,
  scope: OwnEventScope,
  input: EventFormInput,
) {
  const current = await findEvent(ctx.db, scope);
  if (!current) {
    throw eventNotFound();
  }
  // A running game keeps its past launch date: only a changed launch date is held to today.
  checkFormDates(input, await accountToday(ctx.db, scope.accountId), current.launchDate);
  await assertFormFiles(ctx.db, input, scope.accountId);
  const updated = await updateEvent(ctx.db, scope, {
    assessmentName: input.assessmentName,
    assessmentFor: input.assessmentFor,
    // None sent keeps the event's own (a wizard game has none and is not given one).
    ...(input.packageType !== undefined ? { packageType: input.packageType } : {}),
    launchDate: input.launchDate,
    closingDate: input.closingDate,
    ...(input.logoFileId !== undefined ? { logoFileId: input.logoFileId } : {}),
    ...(input.introVideoFileId !== undefined ? { introVideoFileId: input.introVideoFileId } : {}),
    ...(input.openRegistration !== undefined ? { openRegistration: input.openRegistration } : {}),
  });
  if (!updated) {
    throw eventNotFound();
  }
}
