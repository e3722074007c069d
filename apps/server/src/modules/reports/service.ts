import {
  accessMessages,
  type CompetencyReport,
  type CompetencyReportQuery,
  DEFAULT_GRADES,
  type FunFacts,
  formatDisplayDate,
  type Grade,
  type GradeList,
  type GradesInput,
  gradeProblems,
  type LeaderboardPage,
  type LeaderboardQuery,
  type LevelStatistics,
  type LevelStrengths,
  leaderboardColumns,
  levelKindOf,
  noAchievements,
  normaliseGrades,
  PARTICIPANTS_PAGE_SIZE,
  parseMinimums,
  REPORT_PAGE_SIZE,
  reportMessages,
  requiredAreas,
  type StrengthPage,
  type StrengthQuery,
  scoreRangeParams,
  strengthColumns,
  USER_SEARCH_LIMIT,
  type UserMatches,
  type UserStrengths,
  userReportPdfName,
} from '@app/domain';
import type { FastifyReply } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { AccountScope, EventScope } from '../../platform/access';
import { lockAccount } from '../../platform/account-limits';
import type { AppContext } from '../../platform/context';
import { csvStream } from '../../platform/csv-response';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { LiveHub, streamLive } from './live';
import {
  type CompetencyFilter,
  competencyRowsInOrder,
  findCompetencyRows,
  findHistogram,
} from './queries/competencies';
import { findGrades, replaceGrades } from './queries/grades';
import {
  CSV_BATCH,
  findFunFactRows,
  findLeaderboardPage,
  leaderboardInOrder,
  type ParticipantRow,
} from './queries/leaderboard';
import { findCompetencyLevelTotals, findLevelExtremes, findLevelTotals } from './queries/levels';
import { findReportEvent } from './queries/report-event';
import {
  findHistogramPasses,
  findParticipantScores,
  findPercentages,
  findReportParticipant,
  findStrengthPage,
  findUserMatches,
  type StrengthCriteria,
  type StrengthFilterQuery,
  strengthsInOrder,
} from './queries/strengths';
import {
  alignPercentages,
  type CompetencyPlan,
  competencyBands,
  competencyCsvCells,
  competencyCsvHeader,
  competencyTotal,
  type ReportEvent,
  toCompetencyItem,
  toFunFact,
  toLeaderboardRow,
  toLevelStatistics,
  toLevelStrengths,
  toStrengthRow,
  toUserStrengths,
} from './report-shapes';
import { renderUserReportPdf } from './user-report-pdf';

/*
 * The analytics screens' reads. Every route is `eventOwner` (the event's account, or the super
 * admin reading); each service function checks the scope again and reads only that event.
 */

/**
 * The scope's event, or the access check's own answer (404 Wrong Event) when the scope's
 * account does not own it: the reports never trust the route hook alone.
 */
export async function loadReportEvent(db: DbOrTx, scope: EventScope): Promise<ReportEvent> {
  const { row, levels } = await findReportEvent(db, scope);
  if (!row) {
    throw new AppError('NOT_FOUND', accessMessages.wrongEvent, { code: 'WRONG_EVENT' });
  }
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    projectType: row.projectType,
    registrationFields: row.registrationFields,
    competencies: row.selection.competencies.map((c) => c.name),
    levels: levels.map((l) => ({ name: l.name, kind: levelKindOf(l.type, l.name) })),
    timeZone: row.timeZone,
  };
}

// --- Leaderboard (Part A §2).

/** The Rank table: the users list's filters and order, each row with its place. */
export async function leaderboardPage(
  db: DbOrTx,
  scope: EventScope,
  query: LeaderboardQuery,
): Promise<LeaderboardPage> {
  // No event read: the participants' scope condition alone keeps another account's rows out.
  const { rows, total } = await findLeaderboardPage(db, scope, query);
  const first = (query.page - 1) * PARTICIPANTS_PAGE_SIZE + 1;
  return {
    items: rows.map((row, i) => toLeaderboardRow(row, first + i)),
    total,
    page: query.page,
    pageSize: PARTICIPANTS_PAGE_SIZE,
  };
}

/** 'Progress-leaderboard': every filtered row with the Rank table's columns, streamed. */
export async function leaderboardCsv(
  db: DbOrTx,
  scope: EventScope,
  query: Omit<LeaderboardQuery, 'page'>,
) {
  const event = await loadReportEvent(db, scope);
  const columns = leaderboardColumns(event.projectType);
  const date = (iso: string) => formatDisplayDate(iso, event.timeZone);
  async function* batches() {
    let rank = 0;
    for await (const rows of leaderboardInOrder(db, scope, query)) {
      yield rows.map((row) => {
        rank += 1;
        const ranked = toLeaderboardRow(row, rank);
        return columns.map((c) => c.cell(ranked, date));
      });
    }
  }
  return csvStream(
    columns.map((c) => c.label),
    batches(),
  );
}

/**
 * 'Fun Facts': the top 5 by achievement count among participants with capabilities (a
 * competency score), ties by current score then e-mail.
 */
export async function funFacts(db: DbOrTx, scope: EventScope): Promise<FunFacts> {
  const rows = await findFunFactRows(db, scope);
  return { items: rows.map(toFunFact) };
}

// --- Level analytics (Part A §2).

/** Min / average / max and the pass rate per level. */
export async function levelStatistics(db: DbOrTx, scope: EventScope): Promise<LevelStatistics> {
  const event = await loadReportEvent(db, scope);
  const names = event.levels.map((l) => l.name);
  const [totals, extremes] = await Promise.all([
    findLevelTotals(db, scope),
    findLevelExtremes(db, scope, names),
  ]);
  return toLevelStatistics(event, totals, extremes);
}

/** Each competency's average percentage per numbered level and over all levels. */
export async function levelStrengths(db: DbOrTx, scope: EventScope): Promise<LevelStrengths> {
  const event = await loadReportEvent(db, scope);
  const [totals, competencyTotals] = await Promise.all([
    findLevelTotals(db, scope),
    findCompetencyLevelTotals(db, scope),
  ]);
  return toLevelStrengths(event, totals, competencyTotals);
}

// --- User Strength Report.

/** The report's picker: name or e-mail prefix, at most 5, by name. */
export async function searchUsers(
  db: DbOrTx,
  scope: EventScope,
  search: string,
): Promise<UserMatches> {
  const [byName, byEmail] = await findUserMatches(db, scope, search);
  const seen = new Set<string>();
  const items = [...byName, ...byEmail].filter((row) => !seen.has(row.id) && seen.add(row.id));
  return { items: items.slice(0, USER_SEARCH_LIMIT) };
}

/**
 * The User Strength Report with what it was read from: the event and the participant's row
 * (its achievements), for the PDF report, which prints the same numbers. An id that is not a
 * uuid answers like a missing participant.
 */
async function readUserStrengths(
  db: DbOrTx,
  scope: EventScope,
  participantId: string,
): Promise<{ event: ReportEvent; participant: ParticipantRow; strengths: UserStrengths }> {
  const event = await loadReportEvent(db, scope);
  const participant = isUuid(participantId)
    ? await findReportParticipant(db, scope, participantId)
    : undefined;
  if (!participant) {
    throw new AppError('NOT_FOUND', reportMessages.participantNotFound);
  }
  const scores = await findParticipantScores(db, participant.id);
  return { event, participant, strengths: toUserStrengths(event, participant, scores) };
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
 * The User Strength Report as a one-page PDF: the same read as the screen (so the same scope
 * checks and the same numbers), with the participant's achievements and the event's name.
 */
export async function userReportPdf(
  db: DbOrTx,
  scope: EventScope,
  participantId: string,
): Promise<{ fileName: string; body: Buffer }> {
  const { event, participant, strengths } = await readUserStrengths(db, scope, participantId);
  const body = await renderUserReportPdf({
    eventName: event.name,
    strengths,
    achievements: { ...noAchievements(), ...participant.achievements },
    achievementCount: participant.achievementCount,
    date: formatDisplayDate(new Date().toISOString(), event.timeZone),
  });
  return { fileName: userReportPdfName(participant.name), body };
}

// --- Strength detail (Assessor Board).

/** The board's query checked against the event: the minimums must fit its competencies. */
function strengthCriteria(event: ReportEvent, query: StrengthFilterQuery): StrengthCriteria {
  const minimums = parseMinimums(query.minimums, event.competencies.length);
  if (!minimums) {
    throw new AppError('VALIDATION', reportMessages.badMinimums, {
      fields: { minimums: reportMessages.badMinimums },
    });
  }
  return { competencies: event.competencies, minimums, query };
}

/** Each participant's competency percentages, aligned with the event's competencies. */
async function percentagesOf(db: DbOrTx, event: ReportEvent, rows: ParticipantRow[]) {
  const scores =
    rows.length === 0
      ? []
      : await findPercentages(
          db,
          rows.map((r) => r.id),
        );
  return alignPercentages(event.competencies, rows, scores);
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
  { competencies, minimums, query }: StrengthCriteria,
  event: ReportEvent,
): Promise<{ dense?: boolean; total?: number }> {
  const set = minimums.flatMap((m, i) => {
    const competency = competencies[i];
    return m === null || competency === undefined ? [] : [{ competency, minimum: m }];
  });
  const ranged = scoreRangeParams.some(
    ({ min, max }) => (query[min] ?? 0) > 0 || query[max] !== undefined,
  );
  const onlyCompleted = query.completed === 'only';
  const numeric = event.levels.some((l) => l.kind === 'numeric');
  if (query.search || ranged || !numeric || (set.length === 0 && !onlyCompleted)) {
    return {};
  }
  const { counts, participants } = await findHistogramPasses(db, scope, set, onlyCompleted);
  // A completed participant has played every level, so has a row for every competency: the
  // largest completed count is the number who completed.
  // A minimum nobody reaches has no histogram row at all: then nobody matches every minimum.
  const matches =
    set.length === 0
      ? Math.max(0, ...counts)
      : counts.length < set.length
        ? 0
        : Math.min(...counts);
  const dense = matches >= participants * DENSE_SHARE;
  return set.length <= 1 ? { dense, total: matches } : { dense };
}

/** Part A §2's strength detail (Assessor Board / Competency Leaderboard), 10 a page. */
export async function strengthPage(
  db: DbOrTx,
  scope: EventScope,
  query: StrengthQuery,
): Promise<StrengthPage> {
  const event = await loadReportEvent(db, scope);
  const criteria = strengthCriteria(event, query);
  const hints = await strengthHints(db, scope, criteria, event);
  const { rows, total } = await findStrengthPage(db, scope, criteria, query.page, hints);
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
  const criteria = strengthCriteria(event, query);
  const columns = strengthColumns(event.competencies, event.projectType);
  async function* batches() {
    for await (const rows of strengthsInOrder(db, scope, criteria)) {
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

// --- Competency report (Part B §2).

type ReportFilterQuery = Omit<CompetencyReportQuery, 'page'>;

/** Reads and checks the query: the competency (default the first), the grade, the filters. */
async function plan(
  db: DbOrTx,
  scope: EventScope,
  query: ReportFilterQuery,
): Promise<{ p: CompetencyPlan; filter: CompetencyFilter }> {
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
  return {
    p: { event, competency, grades, grade, areas },
    filter: {
      competency,
      grade,
      onlyCompleted: query.completed === 'only',
      departments: areas.department ? query.departments : undefined,
      regions: areas.region ? query.regions : undefined,
    },
  };
}

/**
 * The progress competency report: the bands' stat cards over every competency, and the chosen
 * competency's participants by percentage (highest first), 10 a page.
 */
export async function competencyReport(
  db: DbOrTx,
  scope: EventScope,
  query: CompetencyReportQuery,
): Promise<CompetencyReport> {
  const { p, filter } = await plan(db, scope, query);
  const counts = await findHistogram(db, scope, filter);
  const offset = (query.page - 1) * REPORT_PAGE_SIZE;
  const rows = await findCompetencyRows(db, scope, filter, REPORT_PAGE_SIZE, offset);
  return {
    items: rows.map((row) => toCompetencyItem(p, row)),
    // The histogram already holds the chosen competency's total.
    total: competencyTotal(p, counts),
    page: query.page,
    pageSize: PARTICIPANTS_PAGE_SIZE,
    competencies: p.event.competencies,
    competency: p.competency,
    areas: p.areas,
    bands: competencyBands(p, counts),
  };
}

/**
 * 'Progress Competency-Report': Name, Email, Competency ("name - value%"), Grade, the area
 * columns: the table's columns, the chosen competency's filtered rows.
 */
export async function competencyReportCsv(
  db: DbOrTx,
  scope: EventScope,
  query: ReportFilterQuery,
  batch = CSV_BATCH,
) {
  const { p, filter } = await plan(db, scope, query);
  async function* batches() {
    for await (const rows of competencyRowsInOrder(db, scope, filter, batch)) {
      yield rows.map((r) => competencyCsvCells(p, r));
    }
  }
  return csvStream(competencyCsvHeader(p), batches());
}

// --- Live changes.

/** The process's hub of live streams, polling `db` while anyone watches. */
export function liveHub(db: Db): LiveHub {
  return new LiveHub(db);
}

/** Streams the scope's event's changes; 503 when this process serves all it can. */
export async function streamEventLive(
  db: DbOrTx,
  hub: LiveHub,
  scope: EventScope,
  reply: FastifyReply,
): Promise<void> {
  await loadReportEvent(db, scope);
  if (hub.full) {
    throw new AppError('SERVICE_UNAVAILABLE', reportMessages.liveFull);
  }
  await streamLive(hub, reply, scope.eventId);
}

// --- Grades (Part A §3).

/** An account's grades in order; the documented defaults until it saves its own. */
export async function accountGradeList(db: DbOrTx, accountId: string): Promise<GradeList> {
  const rows = await findGrades(db, accountId);
  return rows.length > 0
    ? { items: rows, isDefault: false }
    : { items: DEFAULT_GRADES.map((g) => ({ ...g })), isDefault: true };
}

async function gradesOf(db: DbOrTx, accountId: string): Promise<Grade[]> {
  return (await accountGradeList(db, accountId)).items;
}

/**
 * Replaces the account's grades as a whole. Checked with the domain's rules first (nothing is
 * written on a problem); the account row is locked so two saves cannot interleave.
 */
export async function saveGrades(
  ctx: AppContext,
  scope: AccountScope,
  input: GradesInput,
): Promise<GradeList> {
  if (scope.readOnly) {
    throw new AppError('FORBIDDEN', accessMessages.forbidden);
  }
  const problems = gradeProblems(input.items);
  if (Object.keys(problems).length > 0) {
    throw new AppError('VALIDATION', accessMessages.validation, { fields: problems });
  }
  const grades = normaliseGrades(input.items);
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, scope.accountId);
    await replaceGrades(tx, scope.accountId, grades);
    return accountGradeList(tx, scope.accountId);
  });
}
