import {
  PARTICIPANTS_PAGE_SIZE,
  parseMinimums,
  reportMessages,
  type StrengthPage,
  type StrengthQuery,
  type StrengthRow,
  scoreRangeParams,
  strengthColumns,
  USER_SEARCH_LIMIT,
  type UserMatches,
  type UserStrengths,
} from '@app/domain';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  events,
  participantCompetencyScores,
  participantLevelScores,
  participants,
} from '../../db/schema';
import type { EventScope } from '../../platform/access';
import { csvStream } from '../../platform/csv-response';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { inScope } from '../events/queries';
import { likePrefix, participantFilters } from '../participants/filters';
import {
  findParticipant,
  findParticipantsPage,
  ofScope,
  type PageHints,
  type ParticipantRow,
} from '../participants/queries';
import { participantsInOrder } from './leaderboard';
import { eventInScope, loadReportEvent, type ReportEvent } from './report-event';

/** The User Strength Report's picker: name or e-mail prefix, at most 5, by name. */
export async function searchUsers(
  db: DbOrTx,
  scope: EventScope,
  search: string,
): Promise<UserMatches> {
  const prefix = likePrefix(search);
  const columns = { id: participants.id, name: participants.name, email: participants.email };
  // Two prefix-index scans of at most 5 rows each, rather than one OR the planner may not split.
  const [byName, byEmail] = await Promise.all([
    db
      .select(columns)
      .from(participants)
      .where(and(ofScope(scope), sql`${participants.nameLower} like ${prefix}`))
      .orderBy(asc(participants.nameLower), asc(participants.emailLower))
      .limit(USER_SEARCH_LIMIT),
    db
      .select(columns)
      .from(participants)
      .where(and(ofScope(scope), sql`${participants.emailLower} like ${prefix}`))
      .orderBy(asc(participants.emailLower))
      .limit(USER_SEARCH_LIMIT),
  ]);
  const seen = new Set<string>();
  const items = [...byName, ...byEmail].filter((row) => !seen.has(row.id) && seen.add(row.id));
  return { items: items.slice(0, USER_SEARCH_LIMIT) };
}

/** One participant's competency dials and level-score table; empty lists before they play. */
export async function userStrengths(
  db: DbOrTx,
  scope: EventScope,
  participantId: string,
): Promise<UserStrengths> {
  return (await readUserStrengths(db, scope, participantId)).strengths;
}

/**
 * The User Strength Report with what it was read from: the event and the participant's row
 * (its achievements), for the PDF report, which prints the same numbers.
 */
export async function readUserStrengths(
  db: DbOrTx,
  scope: EventScope,
  participantId: string,
): Promise<{ event: ReportEvent; participant: ParticipantRow; strengths: UserStrengths }> {
  const event = await loadReportEvent(db, scope);
  const participant = isUuid(participantId)
    ? await findParticipant(db, scope, participantId)
    : undefined;
  if (!participant) {
    throw new AppError('NOT_FOUND', reportMessages.participantNotFound);
  }
  const [competencyRows, levelRows] = await Promise.all([
    db
      .select()
      .from(participantCompetencyScores)
      .where(eq(participantCompetencyScores.participantId, participant.id)),
    db
      .select()
      .from(participantLevelScores)
      .where(eq(participantLevelScores.participantId, participant.id)),
  ]);
  const order = (name: string) => {
    const i = event.competencies.indexOf(name);
    return i === -1 ? event.competencies.length : i;
  };
  const levelOrder = event.levels.map((l) => l.name);
  const levels = [...new Set(levelRows.map((r) => r.level))].sort(
    (a, b) => levelOrder.indexOf(a) - levelOrder.indexOf(b),
  );
  const strengths: UserStrengths = {
    participant: {
      id: participant.id,
      name: participant.name,
      email: participant.email,
      currentScore: participant.currentScore,
      completedOnce: participant.completedOnce,
    },
    competencies: competencyRows
      .sort((a, b) => order(a.competency) - order(b.competency))
      .map((r) => ({
        competency: r.competency,
        percentage: r.averagePercentage,
        levelsPlayed: r.levelsPlayed,
      })),
    levels: levels.map((level) => ({
      level,
      scores: levelRows
        .filter((r) => r.level === level)
        .sort((a, b) => order(a.competency) - order(b.competency))
        .map((r) => ({
          competency: r.competency,
          achievedScore: r.achievedScore,
          totalScore: r.totalScore,
          totalQuestions: r.totalQuestions,
          percentage: r.percentage,
        })),
    })),
  };
  return { event, participant, strengths };
}

type StrengthFilterQuery = Omit<StrengthQuery, 'page'>;

/** The Assessor Board's filters as SQL: search, Only Completed, minimums and score ranges. */
function strengthFilters(event: ReportEvent, query: StrengthFilterQuery): SQL[] {
  const minimums = parseMinimums(query.minimums, event.competencies.length);
  if (!minimums) {
    throw new AppError('VALIDATION', reportMessages.badMinimums, {
      fields: { minimums: reportMessages.badMinimums },
    });
  }
  const filters = participantFilters({ search: query.search });
  if (query.completed === 'only') {
    filters.push(eq(participants.completedOnce, true));
  }
  minimums.forEach((minimum, i) => {
    if (minimum !== null) {
      filters.push(sql`exists (select 1 from ${participantCompetencyScores} s
        where s.participant_id = ${participants.id} and s.competency = ${event.competencies[i]}
          and s.average_percentage >= ${minimum})`);
    }
  });
  const columns = {
    behaviour: participants.behaviourScore,
    aptitude: participants.aptitudeScore,
    cognitive: participants.cognitiveScore,
    total: participants.currentScore,
  };
  for (const { key, min, max } of scoreRangeParams) {
    const low = query[min];
    const high = query[max];
    if (low !== undefined && low > 0) {
      filters.push(gte(columns[key], low));
    }
    if (high !== undefined) {
      filters.push(lte(columns[key], high));
    }
  }
  return filters;
}

/** Each participant's competency percentages, aligned with the event's competencies. */
async function percentagesOf(
  db: DbOrTx,
  event: ReportEvent,
  rows: ParticipantRow[],
): Promise<Map<string, (number | null)[]>> {
  const byParticipant = new Map(
    rows.map((r) => [r.id, event.competencies.map((): number | null => null)]),
  );
  if (rows.length === 0) {
    return byParticipant;
  }
  const scores = await db
    .select({
      participantId: participantCompetencyScores.participantId,
      competency: participantCompetencyScores.competency,
      percentage: participantCompetencyScores.averagePercentage,
    })
    .from(participantCompetencyScores)
    .where(
      inArray(
        participantCompetencyScores.participantId,
        rows.map((r) => r.id),
      ),
    );
  for (const s of scores) {
    const i = event.competencies.indexOf(s.competency);
    const list = byParticipant.get(s.participantId);
    if (list && i !== -1) {
      list[i] = s.percentage;
    }
  }
  return byParticipant;
}

function toStrengthRow(row: ParticipantRow, percentages: (number | null)[]): StrengthRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    department: row.department,
    region: row.region,
    completedOnce: row.completedOnce,
    currentScore: row.currentScore,
    behaviourScore: row.behaviourScore,
    cognitiveScore: row.cognitiveScore,
    aptitudeScore: row.aptitudeScore,
    percentages,
  };
}

/** Below this share of the event, a filter is selective: sort the few matches instead. */
const DENSE_SHARE = 0.01;

/**
 * What the trigger-kept histogram tells of the board's filters before any participant is read:
 * how many pass each competency minimum (Only Completed applied), so the page knows whether to
 * walk the score index (many match) and, for one minimum or none, the exact total.
 */
async function strengthHints(
  db: DbOrTx,
  scope: EventScope,
  event: ReportEvent,
  query: StrengthFilterQuery,
): Promise<PageHints> {
  const minimums = parseMinimums(query.minimums, event.competencies.length) ?? [];
  const set = minimums.flatMap((m, i) => (m === null ? [] : [{ i, m }]));
  const ranged = scoreRangeParams.some(
    ({ min, max }) => (query[min] ?? 0) > 0 || query[max] !== undefined,
  );
  const onlyCompleted = query.completed === 'only';
  const numeric = event.levels.some((l) => l.kind === 'numeric');
  if (query.search || ranged || !numeric || (set.length === 0 && !onlyCompleted)) {
    return {};
  }
  const passes =
    set.length > 0
      ? sql`(${sql.join(
          set.map(
            ({ i, m }) => sql`(competency = ${event.competencies[i]} and percentage >= ${m})`,
          ),
          sql` or `,
        )})`
      : sql`true`;
  const [result, eventRow] = await Promise.all([
    db.execute(sql`
      select competency, sum(participants)::int as n from report_competency_histogram
       where event_id = ${scope.eventId} and ${eventInScope(scope)} and ${passes}
         ${onlyCompleted ? sql`and completed` : sql``}
       group by competency`),
    db.select({ n: events.participantsCount }).from(events).where(inScope(scope)),
  ]);
  const counts = rowsOf<{ competency: string; n: number }>(result).map((r) => r.n);
  // A completed participant has played every level, so has a row for every competency: the
  // largest completed count is the number who completed.
  // A minimum nobody reaches has no histogram row at all: then nobody matches every minimum.
  const matches =
    set.length === 0
      ? Math.max(0, ...counts)
      : counts.length < set.length
        ? 0
        : Math.min(...counts);
  const dense = matches >= (eventRow[0]?.n ?? 0) * DENSE_SHARE;
  return set.length <= 1 ? { dense, total: matches } : { dense };
}

/** Part A §2's strength detail (Assessor Board / Competency Leaderboard), 10 a page. */
export async function strengthPage(
  db: DbOrTx,
  scope: EventScope,
  query: StrengthQuery,
): Promise<StrengthPage> {
  const event = await loadReportEvent(db, scope);
  const filters = strengthFilters(event, query);
  const hints = await strengthHints(db, scope, event, query);
  const { rows, total } = await findParticipantsPage(db, scope, filters, query.page, hints);
  const percentages = await percentagesOf(db, event, rows);
  return {
    items: rows.map((row) => toStrengthRow(row, percentages.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: PARTICIPANTS_PAGE_SIZE,
    competencies: event.competencies,
  };
}

/** 'Progress-strengthDetail': every filtered row with the board's columns, streamed. */
export async function strengthCsv(db: DbOrTx, scope: EventScope, query: StrengthFilterQuery) {
  const event = await loadReportEvent(db, scope);
  const filters = strengthFilters(event, query);
  const columns = strengthColumns(event.competencies, event.projectType);
  async function* batches() {
    for await (const rows of participantsInOrder(db, scope, filters)) {
      const percentages = await percentagesOf(db, event, rows);
      yield rows.map((row) => {
        const cells = toStrengthRow(row, percentages.get(row.id) ?? []);
        return columns.map((c) => c.cell(cells));
      });
    }
  }
  return csvStream(
    columns.map((c) => c.label),
    batches(),
  );
}
