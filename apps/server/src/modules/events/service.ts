import {
  checkDates,
  type EventFormInput,
  effectiveLimits,
  randomEventNumber,
  todayIn,
  wizardMessages,
} from '@app/domain';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, eventLevels, events, storedFiles } from '../../db/schema';
import type { Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertFileKind, imageUrl } from '../files/service';
import { eventLinks } from './links';

type EventRow = typeof events.$inferSelect;

export async function eventAccount(db: DbOrTx, eventId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: events.accountId })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.accountId ?? null;
}

async function levelCounts(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) {
    return new Map<string, number>();
  }
  const rows = await db
    .select({ eventId: eventLevels.eventId, n: count() })
    .from(eventLevels)
    .where(inArray(eventLevels.eventId, ids))
    .groupBy(eventLevels.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
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
    participants: row.participantsCount,
    levels,
  };
}

/** The dashboard: an account's games, newest first, with its totals. */
export async function listEvents(ctx: AppContext, accountId: string) {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(eq(events.accountId, accountId))
    .orderBy(desc(events.createdAt));
  const counts = await levelCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const [account] = await ctx.db.select().from(admins).where(eq(admins.id, accountId));
  return {
    items: rows.map((r) => toSummary(ctx, r, counts.get(r.id) ?? 0)),
    totals: { games: rows.length, users: account?.usersCount ?? 0 },
  };
}

export async function getEvent(ctx: AppContext, eventId: string) {
  const [row] = await ctx.db.select().from(events).where(eq(events.id, eventId));
  if (!row) {
    throw new AppError('NOT_FOUND', 'This game does not exist');
  }
  const counts = await levelCounts(ctx.db, [row.id]);
  return {
    ...toSummary(ctx, row, counts.get(row.id) ?? 0),
    companyName: row.companyName,
    registrationFields: row.registrationFields,
    loginMethods: row.loginMethods,
    introVideo: row.introVideoFileId ? `/api/files/${row.introVideoFileId}` : null,
    selection: row.selection,
  };
}

/** Opening a game makes it the admin's default event (DESIGN §6.3); not the super admin's. */
export async function openEvent(ctx: AppContext, principal: Principal, eventId: string) {
  await ctx.db
    .update(admins)
    .set({ lastEventId: eventId })
    .where(
      sql`${admins.id} = ${principal.accountId} and exists (select 1 from ${events} where ${events.id} = ${eventId} and ${events.accountId} = ${principal.accountId})`,
    );
}

/** Deletes the event with its levels, questions, characters and files; counters follow. */
export async function deleteEvent(ctx: AppContext, eventId: string) {
  const fileKeys = await ctx.db.transaction(async (tx) => {
    // The account row first, as every participant write does: one lock order, no deadlock.
    const owner = await eventAccount(tx, eventId);
    if (owner) {
      await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, owner)).for('update');
    }
    const [row] = await tx.delete(events).where(eq(events.id, eventId)).returning();
    if (!row) {
      throw new AppError('NOT_FOUND', 'This game does not exist');
    }
    await tx
      .update(admins)
      .set({
        assessmentsCount: sql`greatest(${admins.assessmentsCount} - 1, 0)`,
        // Its participants go with it (cascade), and so does their share of the account's count.
        usersCount: sql`greatest(${admins.usersCount} - ${row.participantsCount}, 0)`,
        lastEventId: sql`case when ${admins.lastEventId} = ${eventId} then null else ${admins.lastEventId} end`,
      })
      .where(eq(admins.id, row.accountId));
    // Only the questions file is the event's alone; a logo or video may serve other games too.
    const ids = [row.questionsFileId].filter((id): id is string => id !== null);
    if (ids.length === 0) {
      return [];
    }
    return tx
      .delete(storedFiles)
      .where(inArray(storedFiles.id, ids))
      .returning({ key: storedFiles.storageKey });
  });
  // Bytes go after the commit: a rolled-back delete must not lose the files.
  await Promise.all(fileKeys.map((f) => ctx.storage.remove(f.key)));
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
  const [row] = await db
    .select({ timeZone: admins.timeZone })
    .from(admins)
    .where(eq(admins.id, accountId));
  try {
    return todayIn(row?.timeZone ?? 'UTC', now);
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
    { field: 'logoFileId', message: 'Please upload the logo again' },
    accountId,
  );
  await assertFileKind(
    db,
    input.introVideoFileId,
    'video',
    { field: 'introVideoFileId', message: 'Please upload the video again' },
    accountId,
  );
}

/** The admin form's event (/admin/index): a bare event with a free 4-digit id. */
export async function createFormEvent(
  ctx: AppContext,
  principal: Principal,
  input: EventFormInput,
) {
  checkFormDates(input, await accountToday(ctx.db, principal.accountId));
  await assertFormFiles(ctx.db, input, principal.accountId);
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(admins)
      .where(eq(admins.id, principal.accountId))
      .for('update');
    if (!account) {
      throw new AppError('NOT_FOUND', 'Account not found');
    }
    const [owned] = await tx
      .select({ n: count() })
      .from(events)
      .where(eq(events.accountId, account.id));
    const { maxAssessments } = effectiveLimits(account);
    if ((owned?.n ?? 0) >= maxAssessments) {
      throw new AppError('FORBIDDEN', wizardMessages.planLimit(maxAssessments), {
        code: 'PLAN_LIMIT',
      });
    }
    let id = randomEventNumber();
    for (let tries = 0; await eventAccount(tx, id); tries++) {
      if (tries > 50) {
        throw new AppError('CONFLICT', 'No free event number; please try again');
      }
      id = randomEventNumber();
    }
    await tx.insert(events).values({
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
      selection: { competencies: [], games: [], cognitive: [], aptitude: [] },
    });
    await tx
      .update(admins)
      .set({
        assessmentsCount: sql`${admins.assessmentsCount} + 1`,
        newUser: false,
        lastEventId: id,
      })
      .where(eq(admins.id, account.id));
    return id;
  });
}

export async function updateFormEvent(ctx: AppContext, eventId: string, input: EventFormInput) {
  const [current] = await ctx.db.select().from(events).where(eq(events.id, eventId));
  if (!current) {
    throw new AppError('NOT_FOUND', 'This game does not exist');
  }
  // A running game keeps its past launch date: only a changed launch date is held to today.
  checkFormDates(input, await accountToday(ctx.db, current.accountId), current.launchDate);
  await assertFormFiles(ctx.db, input, current.accountId);
  const [row] = await ctx.db
    .update(events)
    .set({
      assessmentName: input.assessmentName,
      assessmentFor: input.assessmentFor,
      // None sent keeps the event's own (a wizard game has none and is not given one).
      ...(input.packageType !== undefined ? { packageType: input.packageType } : {}),
      launchDate: input.launchDate,
      closingDate: input.closingDate,
      ...(input.logoFileId !== undefined ? { logoFileId: input.logoFileId } : {}),
      ...(input.introVideoFileId !== undefined ? { introVideoFileId: input.introVideoFileId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(events.id, eventId))
    .returning({ id: events.id });
  if (!row) {
    throw new AppError('NOT_FOUND', 'This game does not exist');
  }
}
