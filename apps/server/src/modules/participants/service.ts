import { randomUUID } from 'node:crypto';
import {
  accessMessages,
  areaProblems,
  authMessages,
  checkExpiry,
  nameFromEmail,
  PARTICIPANT_NAME_MAX,
  PARTICIPANTS_PAGE_SIZE,
  type ParticipantFilterValues,
  type ParticipantInput,
  participantInputSchema,
  participantMessages,
} from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client';
import type { EventScope, OwnEventScope } from '../../platform/access';
import {
  type AccountRow,
  assertCanAddUsers,
  lockAccount,
  wayForwardFor,
} from '../../platform/account-limits';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { type AuditActor, recordAudit } from '../audit/record';
import { type EventRow, findEvent } from '../events/service';
import { type ListQuery, participantFilters } from './filters';
import { playLink } from './game-link';
import { invitationMail } from './mails';
import {
  adjustCounters,
  catalogAreas,
  deleteParticipantRow,
  distinctValues,
  findParticipant,
  findParticipantByEmail,
  findParticipantsPage,
  insertParticipantRows,
  type ParticipantRow,
  updateParticipantRow,
} from './queries';

export type { PageHints } from './queries';
// Play, privacy and reports read participants (and move the counters) through the service.
export {
  adjustCounters,
  findParticipant,
  findParticipantByEmail,
  findParticipantsPage,
  type ParticipantRow,
};

export function toParticipant(row: ParticipantRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    email: row.email,
    department: row.department,
    region: row.region,
    userInfo: row.userInfo,
    isActive: row.isActive,
    canExpire: row.canExpire,
    expiryDate: row.expiryDate?.toISOString() ?? null,
    currentLevel: row.currentLevel,
    currentScore: row.currentScore,
    attempts: row.attempts,
    completed: row.completed,
    completedOnce: row.completedOnce,
    achievementCount: row.achievementCount,
    lastUpdated: row.lastUpdated.toISOString(),
    userCreated: row.userCreated.toISOString(),
    tracking: {
      state: row.trackingState,
      sentAt: iso(row.sentAt),
      deliveredAt: iso(row.deliveredAt),
      openedAt: iso(row.openedAt),
      startedAt: iso(row.startedAt),
      completedAt: iso(row.completedAt),
      lastRemindedAt: iso(row.lastRemindedAt),
    },
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The users list: by current score descending, 10 a page, filtered and searched in SQL. */
export async function listParticipants(db: DbOrTx, scope: EventScope, query: ListQuery) {
  const { rows, total } = await findParticipantsPage(
    db,
    scope,
    participantFilters(query),
    query.page,
  );
  return {
    items: rows.map(toParticipant),
    total,
    page: query.page,
    pageSize: PARTICIPANTS_PAGE_SIZE,
  };
}

function participantNotFound() {
  return new AppError('NOT_FOUND', participantMessages.notFound);
}

/**
 * An id that is not a uuid cannot name a participant: it answers like a missing one (404),
 * rather than failing the uuid cast (500).
 */
function checkParticipantId(id: string) {
  if (!isUuid(id)) {
    throw participantNotFound();
  }
}

export async function getParticipant(db: DbOrTx, scope: EventScope, id: string) {
  checkParticipantId(id);
  const row = await findParticipant(db, scope, id);
  if (!row) {
    throw participantNotFound();
  }
  return toParticipant(row);
}

const mergeSorted = (...lists: string[][]) =>
  [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b, 'en'));

/**
 * The users list's department and region filter choices: the Settings catalog plus what the
 * event's participants hold, since bulk files store Market Unit Code and Work Location as free
 * text. Values are exact (the list filters by equality), so 'sales' and 'Sales' are both offered.
 */
export async function participantFilterValues(
  db: DbOrTx,
  scope: EventScope,
): Promise<ParticipantFilterValues> {
  const [usedDepartments, usedRegions, catalog] = await Promise.all([
    distinctValues(db, scope, 'department'),
    distinctValues(db, scope, 'region'),
    catalogAreas(db),
  ]);
  return {
    departments: mergeSorted(usedDepartments, catalog.departments),
    regions: mergeSorted(usedRegions, catalog.regions),
  };
}

/** The scope's event, or 404: a scope whose account does not own it finds none. */
export async function loadEvent(db: DbOrTx, scope: EventScope): Promise<EventRow> {
  const event = await findEvent(db, scope);
  if (!event) {
    throw new AppError('NOT_FOUND', accessMessages.eventNotFound);
  }
  return event;
}

/** Part A §5: department and region are required for progress events that ask for them. */
function checkAreas(event: EventRow, input: { department: string; region: string }) {
  const fields = areaProblems(event, input);
  const first = Object.values(fields)[0];
  if (first) {
    throw new AppError('VALIDATION', first, { fields });
  }
}

function checkExpiryInput(input: { canExpire: boolean; expiryDate: string | null }) {
  const problem = checkExpiry(input.canExpire, input.expiryDate);
  if (problem) {
    throw new AppError('VALIDATION', problem, { fields: { expiryDate: problem } });
  }
}

export type NewParticipant = {
  email: string;
  name: string;
  department?: string;
  region?: string;
  userInfo?: Record<string, string>;
  canExpire?: boolean;
  expiryDate?: string | null;
};

/** The id is left to the database (a fresh uuid). */
function participantValues(eventId: string, p: NewParticipant) {
  const email = p.email.trim();
  return {
    // Chosen here, so the invitation's signed link can name the participant before the insert.
    id: randomUUID(),
    eventId,
    email,
    emailLower: email.toLowerCase(),
    name: p.name,
    nameLower: p.name.toLowerCase(),
    department: p.department ?? '',
    region: p.region ?? '',
    userInfo: p.userInfo ?? {},
    canExpire: p.canExpire ?? false,
    expiryDate: p.canExpire && p.expiryDate ? new Date(p.expiryDate) : null,
  };
}

/** What a participant write has loaded in its transaction: the account locked first. */
export type WriteTarget = { scope: OwnEventScope; account: AccountRow; event: EventRow };

/** Locks the scope's account, then loads its event (404 when the account does not own it). */
export async function lockTarget(tx: Tx, scope: OwnEventScope): Promise<WriteTarget> {
  const account = await lockAccount(tx, scope.accountId);
  return { scope, account, event: await loadEvent(tx, scope) };
}

/**
 * Adds participants and their invitation e-mails in the caller's transaction, with the
 * counters; refuses the whole batch when it would pass the account's maxUsers. `invite: false`
 * mails nothing: a confirmed registration's person is on the game page already.
 */
export async function insertParticipants(
  ctx: AppContext,
  tx: Tx,
  { scope, account, event }: WriteTarget,
  people: NewParticipant[],
  source: 'single' | 'file',
  options: { invite: boolean } = { invite: true },
) {
  assertCanAddUsers(account, people.length, source, wayForwardFor(ctx, account));
  const rows = people.map((p) => participantValues(event.id, p));
  const invited = options.invite ? rows : [];
  const mails = invited.map((row) => {
    const mail = invitationMail({
      to: row.email,
      name: row.name,
      gameName: event.assessmentName,
      companyName: event.companyName,
      link: playLink(ctx, event, row.id),
    });
    return {
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      links: mail.links,
      participantId: row.id,
    };
  });
  await insertParticipantRows(tx, rows, mails);
  await adjustCounters(tx, scope, people.length);
}

function emailExists() {
  return new AppError('CONFLICT', participantMessages.emailExists, {
    code: 'EMAIL_EXISTS',
    fields: { email: participantMessages.emailRegistered },
  });
}

/** Add User (part A §5) and single invite (part B §5): one participant and its invitation. */
export async function addParticipant(
  ctx: AppContext,
  scope: OwnEventScope,
  input: NewParticipant,
  // Invitees give their department and region when they register; the Add User form asks now.
  options: { requireProgressFields: boolean } = { requireProgressFields: true },
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const target = await lockTarget(tx, scope);
      const { event } = target;
      if (options.requireProgressFields) {
        checkAreas(event, { department: input.department ?? '', region: input.region ?? '' });
      }
      checkExpiryInput({
        canExpire: input.canExpire ?? false,
        expiryDate: input.expiryDate ?? null,
      });
      // One e-mail (any case) per event is the identity rule; other events are never consulted.
      const emailLower = input.email.trim().toLowerCase();
      if (await findParticipantByEmail(tx, scope, emailLower)) {
        throw emailExists();
      }
      await insertParticipants(ctx, tx, target, [input], 'single');
      const row = await findParticipantByEmail(tx, scope, emailLower);
      if (!row) {
        throw participantNotFound();
      }
      return toParticipant(row);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? emailExists() : error;
  }
}

export async function updateParticipant(
  ctx: AppContext,
  scope: OwnEventScope,
  id: string,
  input: Omit<ParticipantInput, 'email'>,
) {
  checkParticipantId(id);
  const event = await loadEvent(ctx.db, scope);
  checkAreas(event, input);
  checkExpiryInput(input);
  const row = await updateParticipantRow(ctx.db, scope, id, {
    name: input.name,
    nameLower: input.name.toLowerCase(),
    department: input.department,
    region: input.region,
    userInfo: input.userInfo,
    canExpire: input.canExpire,
    // Unticking Can expire clears the date (part A §5).
    expiryDate: input.canExpire && input.expiryDate ? new Date(input.expiryDate) : null,
  });
  if (!row) {
    throw participantNotFound();
  }
  return toParticipant(row);
}

export async function setParticipantActive(
  ctx: AppContext,
  scope: OwnEventScope,
  id: string,
  isActive: boolean,
) {
  checkParticipantId(id);
  const row = await updateParticipantRow(ctx.db, scope, id, { isActive });
  if (!row) {
    throw participantNotFound();
  }
  return toParticipant(row);
}

export async function deleteParticipant(
  ctx: AppContext,
  scope: OwnEventScope,
  id: string,
  actor: AuditActor,
) {
  checkParticipantId(id);
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, scope.accountId);
    if (!(await deleteParticipantRow(tx, scope, id))) {
      throw participantNotFound();
    }
    await adjustCounters(tx, scope, -1);
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'participant.delete',
      target: { type: 'participant', id },
      eventId: scope.eventId,
    });
  });
}

/** Part B §5's single invite: an address, checked here, and the invitation. */
export async function inviteParticipant(ctx: AppContext, scope: OwnEventScope, rawEmail: string) {
  const email = rawEmail.trim();
  if (!email) {
    throw new AppError('VALIDATION', participantMessages.provideEmail, {
      fields: { email: participantMessages.emailRequired },
    });
  }
  if (!participantInputSchema.shape.email.safeParse(email).success) {
    throw new AppError('VALIDATION', authMessages.invalidEmail, {
      fields: { email: authMessages.invalidEmail },
    });
  }
  await addParticipant(
    ctx,
    scope,
    { email, name: nameFromEmail(email).slice(0, PARTICIPANT_NAME_MAX) },
    { requireProgressFields: false },
  );
}
