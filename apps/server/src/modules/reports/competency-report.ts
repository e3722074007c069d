import {
  type CompetencyReport,
  type CompetencyReportQuery,
  competencyCell,
  type Grade,
  gradeOf,
  PARTICIPANTS_PAGE_SIZE,
  REPORT_PAGE_SIZE,
  reportMessages,
  requiredAreas,
} from '@app/domain';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { participants, participantCompetencyScores as scores } from '../../db/schema';
import type { EventScope } from '../../platform/access';
import { csvStream } from '../../platform/csv-response';
import { AppError } from '../../platform/errors';
import { commaList } from '../participants/filters';
import { ofScope } from '../participants/queries';
import { gradesOf } from './grades';
import { CSV_BATCH } from './leaderboard';
import { eventInScope, loadReportEvent, type ReportEvent } from './report-event';

type ReportFilterQuery = Omit<CompetencyReportQuery, 'page'>;

type Plan = {
  event: ReportEvent;
  competency: string;
  grades: Grade[];
  grade: Grade | null;
  areas: { department: boolean; region: boolean };
  /** Conditions on participants beyond the scope (Market Unit Code, Work Location). */
  who: SQL[];
  /** Only Completed: read from the competency rows' copy of completedOnce. */
  onlyCompleted: boolean;
};

/** Reads and checks the query: the competency (default the first), the grade, the filters. */
async function plan(db: DbOrTx, scope: EventScope, query: ReportFilterQuery): Promise<Plan> {
  const event = await loadReportEvent(db, scope);
  const competency = query.competency ?? event.competencies[0];
  if (!competency || !event.competencies.includes(competency)) {
    const message = query.competency
      ? reportMessages.unknownCompetency
      : reportMessages.competencyRequired;
    throw new AppError('VALIDATION', message, { fields: { competency: message } });
  }
  const grades = await gradesOf(db, event.accountId);
  const grade = query.grade ? (grades.find((g) => g.name === query.grade) ?? null) : null;
  if (query.grade && !grade) {
    throw new AppError('VALIDATION', reportMessages.unknownGrade, {
      fields: { grade: reportMessages.unknownGrade },
    });
  }
  // Part B §2: the area filters exist only for progress events that ask for the fields.
  const areas = requiredAreas(event);
  const who: SQL[] = [];
  const departments = areas.department ? commaList(query.departments) : [];
  const regions = areas.region ? commaList(query.regions) : [];
  if (departments.length) {
    who.push(inArray(participants.department, departments));
  }
  if (regions.length) {
    who.push(inArray(participants.region, regions));
  }
  return {
    event,
    competency,
    grades,
    grade,
    areas,
    who,
    onlyCompleted: query.completed === 'only',
  };
}

/** Per competency, how many averages fall on each whole percentage. */
async function histogram(db: DbOrTx, scope: EventScope, p: Plan) {
  // Without area filters the trigger-kept histogram answers at once (All Users or Only
  // Completed); with them, the scores of the matching participants are counted.
  const completed = p.onlyCompleted ? sql`and completed` : sql``;
  const result =
    p.who.length === 0
      ? await db.execute(sql`
          select competency, percentage, sum(participants)::int as n
            from report_competency_histogram
           where event_id = ${scope.eventId} and ${eventInScope(scope)} ${completed}
           group by competency, percentage`)
      : await db.execute(sql`
          select s.competency, s.average_percentage as percentage, count(*)::int as n
            from ${scores} s join ${participants} on ${participants.id} = s.participant_id
           where s.event_id = ${scope.eventId} and ${and(ofScope(scope), ...p.who)}
             ${p.onlyCompleted ? sql`and s.completed` : sql``}
           group by s.competency, s.average_percentage`);
  return rowsOf<{ competency: string; percentage: number; n: number }>(result);
}

/** A row's grade as the screen's Grade column shows it: the account's grade its average falls in. */
const gradeName = (p: Plan, percentage: number) => gradeOf(percentage, p.grades)?.name ?? null;

function rowConditions(scope: EventScope, p: Plan): SQL {
  return and(
    eq(scores.eventId, scope.eventId),
    eq(scores.competency, p.competency),
    p.grade ? gte(scores.averagePercentage, p.grade.start) : undefined,
    p.grade ? lte(scores.averagePercentage, p.grade.end) : undefined,
    p.onlyCompleted ? eq(scores.completed, true) : undefined,
    ofScope(scope),
    ...p.who,
  ) as SQL;
}

const rowColumns = {
  id: participants.id,
  name: participants.name,
  email: participants.email,
  emailLower: participants.emailLower,
  department: participants.department,
  region: participants.region,
  percentage: scores.averagePercentage,
};

/**
 * Part B §2's progress competency report: the bands' stat cards over every competency, and
 * the chosen competency's participants by percentage (highest first), 10 a page.
 */
export async function competencyReport(
  db: DbOrTx,
  scope: EventScope,
  query: CompetencyReportQuery,
): Promise<CompetencyReport> {
  const p = await plan(db, scope, query);
  const counts = await histogram(db, scope, p);
  const bands = p.grades.map((g) => ({
    ...g,
    counts: p.event.competencies.map((c) =>
      counts
        .filter((r) => r.competency === c && r.percentage >= g.start && r.percentage <= g.end)
        .reduce((sum, r) => sum + r.n, 0),
    ),
  }));
  // The histogram already holds the chosen competency's total (in the grade, if one is named).
  const total = counts
    .filter(
      (r) =>
        r.competency === p.competency &&
        (!p.grade || (r.percentage >= p.grade.start && r.percentage <= p.grade.end)),
    )
    .reduce((sum, r) => sum + r.n, 0);
  const rows = await db
    .select(rowColumns)
    .from(scores)
    .innerJoin(participants, eq(participants.id, scores.participantId))
    .where(rowConditions(scope, p))
    .orderBy(desc(scores.averagePercentage), asc(participants.emailLower))
    .limit(REPORT_PAGE_SIZE)
    .offset((query.page - 1) * REPORT_PAGE_SIZE);
  return {
    items: rows.map(({ emailLower: _, ...row }) => ({
      ...row,
      grade: gradeName(p, row.percentage),
    })),
    total,
    page: query.page,
    pageSize: PARTICIPANTS_PAGE_SIZE,
    competencies: p.event.competencies,
    competency: p.competency,
    areas: p.areas,
    bands,
  };
}

/**
 * 'Progress Competency-Report': Name, Email, Competency ("name - value%"), Grade (empty where
 * the grades leave the value uncovered), the area columns: the table's columns (Part B §2).
 */
export async function competencyReportCsv(
  db: DbOrTx,
  scope: EventScope,
  query: ReportFilterQuery,
  batch = CSV_BATCH,
) {
  const p = await plan(db, scope, query);
  const header = ['Name', 'Email', 'Competency', 'Grade'];
  if (p.areas.department) {
    header.push('Market Unit Code');
  }
  if (p.areas.region) {
    header.push('Work Location');
  }
  async function* batches() {
    let after: { percentage: number; email: string } | null = null;
    for (;;) {
      const next: SQL | undefined = after
        ? sql`${scores.averagePercentage} <= ${after.percentage} and (${scores.averagePercentage} < ${after.percentage} or ${participants.emailLower} > ${after.email})`
        : undefined;
      const rows = await db
        .select(rowColumns)
        .from(scores)
        .innerJoin(participants, eq(participants.id, scores.participantId))
        .where(and(rowConditions(scope, p), next))
        .orderBy(desc(scores.averagePercentage), asc(participants.emailLower))
        .limit(batch);
      yield rows.map((r) => {
        const cells = [
          r.name,
          r.email,
          competencyCell(p.competency, r.percentage),
          gradeName(p, r.percentage) ?? '',
        ];
        if (p.areas.department) {
          cells.push(r.department);
        }
        if (p.areas.region) {
          cells.push(r.region);
        }
        return cells;
      });
      const last = rows.at(-1);
      if (!last || rows.length < batch) {
        return;
      }
      after = { percentage: last.percentage, email: last.emailLower };
    }
  }
  return csvStream(header, batches());
}
