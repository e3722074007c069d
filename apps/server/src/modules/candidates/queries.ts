import { ageGroupBirthDates, type CandidateCsvQuery } from '@app/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, candidateCounts, candidates, events, storedFiles } from '../../db/schema';
import type { EventScope } from '../../platform/access';
import { candidatesOwnedBy, eventOwnedBy, ownedBy } from '../../platform/tenancy';

export type CandidateRecord = typeof candidates.$inferSelect;
/** Whose candidates a query may see: one event of one account (DESIGN §5, §6.1). */
export type CandidateScope = Pick<EventScope, 'accountId' | 'eventId'>;

/** The scope's event's account time zone (its today dates the ages), or null: not the scope's. */
export async function scopeTimeZone(db: DbOrTx, scope: EventScope): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: admins.timeZone })
    .from(events)
    .innerJoin(admins, eq(admins.id, events.accountId))
    .where(eventOwnedBy(scope));
  return row?.timeZone ?? null;
}

/**
 * A LIKE pattern matching `text` anywhere, whatever the case (the columns searched are stored
 * lower-cased): the user's %, _ and backslash are escaped, so they match themselves.
 */
export const likeAnywhere = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The report's filters and search (part B §2) as SQL; age groups from the event's today. */
export function candidateFilters(query: CandidateCsvQuery, today: string): SQL[] {
  const filters: SQL[] = [];
  if (query.search) {
    // Any part of the name, e-mail or degree: a surname, an e-mail's domain, a degree's word.
    // Each column has a trigram index for this (migration 0026; docs/decisions/0021-candidate-search.md).
    const pattern = likeAnywhere(query.search);
    filters.push(
      sql`(${candidates.nameLower} like ${pattern} or ${candidates.emailLower} like ${pattern} or ${candidates.degreeLower} like ${pattern})`,
    );
  }
  if (query.gender !== 'all') {
    filters.push(eq(candidates.gender, query.gender));
  }
  if (query.ageGroup) {
    const { onOrBefore, after } = ageGroupBirthDates(query.ageGroup, today);
    filters.push(sql`${candidates.dob} <= ${onOrBefore}::date`);
    if (after) {
      filters.push(sql`${candidates.dob} > ${after}::date`);
    }
  }
  if (query.shortlisted !== 'all') {
    filters.push(eq(candidates.shortlisted, query.shortlisted === 'yes'));
  }
  const exact = [
    [candidates.lastDegree, query.degree],
    [candidates.universityName, query.university],
    [candidates.currentCity, query.city],
    [candidates.yearsOfExperience, query.experience],
  ] as const;
  for (const [column, value] of exact) {
    if (value) {
      filters.push(eq(column, value));
    }
  }
  return filters;
}

/**
 * How many candidates the event has (all, shortlisted or not), from the trigger-kept count:
 * the unfiltered list's total without counting rows.
 */
export async function storedCount(
  db: DbOrTx,
  scope: CandidateScope,
  shortlisted: 'all' | 'yes' | 'no',
): Promise<number> {
  const [row] = await db
    .select({ total: candidateCounts.total, shortlisted: candidateCounts.shortlisted })
    .from(candidateCounts)
    .where(ownedBy(scope, candidateCounts.eventId));
  if (!row) {
    return 0;
  }
  return shortlisted === 'all'
    ? row.total
    : shortlisted === 'yes'
      ? row.shortlisted
      : row.total - row.shortlisted;
}

/** Whether the list is narrowed by more than the shortlist (which the stored count knows). */
export const narrowed = (q: CandidateCsvQuery) =>
  Boolean(
    q.search ||
      q.gender !== 'all' ||
      q.ageGroup ||
      q.degree ||
      q.university ||
      q.city ||
      q.experience,
  );

/**
 * Newest application first; the id breaks ties so pages never overlap. NULLS LAST as the index
 * has it (drizzle's `.desc()` index): a plain DESC would not use it and sort every candidate.
 */
const newestFirst = [
  sql`${candidates.submittedAt} desc nulls last`,
  sql`${candidates.id} desc nulls last`,
];

/** A page of the filtered list, and its total (counted, unless `total` already knows it). */
export async function findCandidatePage(
  db: DbOrTx,
  scope: CandidateScope,
  filters: SQL[],
  page: { limit: number; offset: number },
  total: () => Promise<number | null>,
): Promise<{ rows: CandidateRecord[]; total: number }> {
  const where = and(candidatesOwnedBy(scope), ...filters);
  const countRows = async () => {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(candidates)
      .where(where);
    return Number(count?.total ?? 0);
  };
  const [rows, known] = await Promise.all([
    db
      .select()
      .from(candidates)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    total(),
  ]);
  return { rows, total: known ?? (await countRows()) };
}

/** Every filtered candidate, newest first, a batch at a time (the CSV's memory is one batch). */
export async function* candidatesInOrder(
  db: DbOrTx,
  scope: CandidateScope,
  filters: SQL[],
  batch = 1000,
): AsyncGenerator<CandidateRecord[]> {
  let after: { submittedAt: Date; id: string } | null = null;
  for (;;) {
    const next: SQL | undefined = after
      ? sql`(${candidates.submittedAt}, ${candidates.id}) < (${after.submittedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await db
      .select()
      .from(candidates)
      .where(and(candidatesOwnedBy(scope), ...filters, next))
      .orderBy(...newestFirst)
      .limit(batch);
    if (rows.length > 0) {
      yield rows;
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) {
      return;
    }
    after = { submittedAt: last.submittedAt, id: last.id };
  }
}

export async function findCandidate(
  db: DbOrTx,
  scope: CandidateScope,
  id: string,
): Promise<CandidateRecord | null> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(candidatesOwnedBy(scope), eq(candidates.id, id)));
  return row ?? null;
}

export async function findBySubmission(
  db: DbOrTx,
  eventId: string,
  submissionId: string,
): Promise<CandidateRecord | null> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.eventId, eventId), eq(candidates.submissionId, submissionId)));
  return row ?? null;
}

/** The application of this flow made from an address (one per address, any case). */
export async function findByEmail(
  db: DbOrTx,
  eventId: string,
  emailLower: string,
): Promise<CandidateRecord | null> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.eventId, eventId), eq(candidates.emailLower, emailLower)));
  return row ?? null;
}

export async function insertCandidate(db: DbOrTx, values: typeof candidates.$inferInsert) {
  await db.insert(candidates).values(values);
}

export async function setShortlisted(
  db: DbOrTx,
  scope: CandidateScope,
  id: string,
  shortlisted: boolean,
): Promise<boolean> {
  const rows = await db
    .update(candidates)
    .set({ shortlisted })
    .where(and(candidatesOwnedBy(scope), eq(candidates.id, id)))
    .returning({ id: candidates.id });
  return rows.length > 0;
}

/**
 * Removes a candidate and its stored-file rows in the caller's transaction; returns the
 * storage keys, to remove once the transaction has committed (a rollback keeps the bytes).
 */
export async function deleteCandidate(
  db: DbOrTx,
  scope: CandidateScope,
  id: string,
): Promise<string[] | null> {
  const [row] = await db
    .delete(candidates)
    .where(and(candidatesOwnedBy(scope), eq(candidates.id, id)))
    .returning({ resume: candidates.resumeFileId, licence: candidates.drivingLicenseFileId });
  if (!row) {
    return null;
  }
  return deleteFileRows(
    db,
    [row.resume, row.licence].filter((f): f is string => f !== null),
  );
}

export async function deleteFileRows(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) {
    return [];
  }
  const removed = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .returning({ key: storedFiles.storageKey });
  return removed.map((r) => r.key);
}
