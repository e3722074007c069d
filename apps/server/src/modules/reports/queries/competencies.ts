import type { Grade } from '@app/domain';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../db/client';
import {
  participants,
  reportCompetencyHistogram,
  participantCompetencyScores as scores,
} from '../../../db/schema';
import type { EventScope } from '../../../platform/access';
import { ownedBy } from '../../../platform/tenancy';
import { commaList } from '../../participants/filters';
import { CSV_BATCH } from './leaderboard';

/** The competency report's checked query: which rows of which competency it reads. */
export type CompetencyFilter = {
  competency: string;
  grade: Grade | null;
  /** Only Completed: read from the competency rows' copy of completedOnce. */
  onlyCompleted: boolean;
  /** Market Unit Code and Work Location, comma-separated (none: no filter). */
  departments?: string;
  regions?: string;
};

export type HistogramRow = { competency: string; percentage: number; n: number };

/** Conditions on participants beyond the scope (Market Unit Code, Work Location). */
function areaConditions(f: CompetencyFilter): SQL[] {
  const who: SQL[] = [];
  const departments = commaList(f.departments);
  const regions = commaList(f.regions);
  if (departments.length) {
    who.push(inArray(participants.department, departments));
  }
  if (regions.length) {
    who.push(inArray(participants.region, regions));
  }
  return who;
}

/** Per competency, how many averages fall on each whole percentage. */
export async function findHistogram(
  db: DbOrTx,
  scope: EventScope,
  f: CompetencyFilter,
): Promise<HistogramRow[]> {
  // Without area filters the trigger-kept histogram answers at once (All Users or Only
  // Completed); with them, the scores of the matching participants are counted.
  const who = areaConditions(f);
  const completed = f.onlyCompleted ? sql`and completed` : sql``;
  const result =
    who.length === 0
      ? await db.execute(sql`
          select competency, percentage, sum(participants)::int as n
            from ${reportCompetencyHistogram}
           where ${ownedBy(scope, reportCompetencyHistogram.eventId)} ${completed}
           group by competency, percentage`)
      : await db.execute(sql`
          select s.competency, s.average_percentage as percentage, count(*)::int as n
            from ${scores} s join ${participants} on ${participants.id} = s.participant_id
           where s.event_id = ${scope.eventId} and ${and(ownedBy(scope, participants.eventId), ...who)}
             ${f.onlyCompleted ? sql`and s.completed` : sql``}
           group by s.competency, s.average_percentage`);
  return rowsOf<HistogramRow>(result);
}

function rowConditions(scope: EventScope, f: CompetencyFilter): SQL {
  return and(
    eq(scores.eventId, scope.eventId),
    eq(scores.competency, f.competency),
    f.grade ? gte(scores.averagePercentage, f.grade.start) : undefined,
    f.grade ? lte(scores.averagePercentage, f.grade.end) : undefined,
    f.onlyCompleted ? eq(scores.completed, true) : undefined,
    ownedBy(scope, participants.eventId),
    ...areaConditions(f),
  ) as SQL;
}

const rowColumns = {
  id: participants.id,
  name: participants.name,
  email: participants.email,
  emailLower: scores.emailLower,
  department: participants.department,
  region: participants.region,
  percentage: scores.averagePercentage,
};

/**
 * One page of the chosen competency's participants by percentage (highest first), ties by
 * e-mail: both keys on the competency rows, so their index gives a page of ten without sorting
 * a tie of half the event (migration 0032).
 */
export function findCompetencyRows(
  db: DbOrTx,
  scope: EventScope,
  f: CompetencyFilter,
  limit: number,
  offset: number,
) {
  return db
    .select(rowColumns)
    .from(scores)
    .innerJoin(participants, eq(participants.id, scores.participantId))
    .where(rowConditions(scope, f))
    .orderBy(desc(scores.averagePercentage), asc(scores.emailLower))
    .limit(limit)
    .offset(offset);
}

export type CompetencyRow = Awaited<ReturnType<typeof findCompetencyRows>>[number];

/** Every row of the chosen competency, in the page's order, a keyset batch at a time. */
export async function* competencyRowsInOrder(
  db: DbOrTx,
  scope: EventScope,
  f: CompetencyFilter,
  batch = CSV_BATCH,
): AsyncGenerator<CompetencyRow[]> {
  let after: { percentage: number; email: string } | null = null;
  for (;;) {
    const next: SQL | undefined = after
      ? sql`${scores.averagePercentage} <= ${after.percentage} and (${scores.averagePercentage} < ${after.percentage} or ${scores.emailLower} > ${after.email})`
      : undefined;
    const rows = await db
      .select(rowColumns)
      .from(scores)
      .innerJoin(participants, eq(participants.id, scores.participantId))
      .where(and(rowConditions(scope, f), next))
      .orderBy(desc(scores.averagePercentage), asc(scores.emailLower))
      .limit(batch);
    yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) {
      return;
    }
    after = { percentage: last.percentage, email: last.emailLower };
  }
}
