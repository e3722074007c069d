import {
  type FairnessReportBody,
  FOUR_FIFTHS,
  ITEM_ANALYSIS_PAGE_SIZE,
  type ItemAnalysisPage,
  type ItemAnalysisQuery,
  MIN_GROUP_COUNT,
  MIN_ITEM_ANSWERS,
  measurementMessages,
  type ReliabilityReport,
  SMALL_GROUP_SHARE,
  todayIn,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { EventScope } from '../../platform/access';
import { csvStream } from '../../platform/csv-response';
import { AppError } from '../../platform/errors';
import { FAIRNESS_CSV_HEADER, fairnessAudits, fairnessCsvRows, peopleOf } from './fairness-shapes';
import { type ItemMeta, itemAnalysisRows, reliabilityRows, sortItems } from './measurement-shapes';
import {
  findCompetencyAverages,
  findDemographics,
  findEndedRuns,
  findEventQuestions,
  findLevelPasses,
  findRunAnswers,
  findScreens,
  type ItemQuestionRow,
  type ItemScreenRow,
  participantIdBatches,
  type RunAnswerRow,
} from './queries/responses';
import type { ReportEvent } from './report-shapes';
import { attemptRows, MATRIX_CSV_HEADER, type MatrixRow, matrixCsvCells } from './response-matrix';
import { accountGradeList, loadReportEvent } from './service';

/*
 * The measurement reads: the response matrix, item analysis, reliability and fairness
 * (docs/decisions/0024-item-analysis-reliability-fairness.md). `eventOwner` routes; every read
 * checks the scope's event first, so another account's event answers as a missing one.
 */

type Content = {
  questions: Map<string, ItemQuestionRow>;
  screens: Map<string, ItemScreenRow>;
};

/**
 * The matrix a batch of participants at a time (each batch: their ended attempts and answers,
 * two reads), rows per participant oldest attempt first, as firstAnswers expects.
 */
async function* matrixBatches(db: DbOrTx, scope: EventScope, content: Content) {
  for await (const people of participantIdBatches(db, scope)) {
    const ids = people.map((p) => p.id);
    const [runs, answers] = await Promise.all([
      findEndedRuns(db, scope, ids),
      findRunAnswers(db, scope, ids),
    ]);
    const unseen = [...new Set(runs.flatMap((r) => (r.screens ?? []).map((s) => s.id)))].filter(
      (id) => !content.screens.has(id),
    );
    for (const s of await findScreens(db, unseen)) {
      content.screens.set(s.id, s);
    }
    const byRun = new Map<string, RunAnswerRow[]>();
    for (const a of answers) {
      const list = byRun.get(a.runId) ?? [];
      list.push(a);
      byRun.set(a.runId, list);
    }
    const emails = new Map(people.map((p) => [p.id, p.email]));
    yield runs.flatMap((run) =>
      attemptRows(run, byRun.get(run.id) ?? [], content, emails.get(run.participantId) ?? ''),
    );
  }
}

async function contentOf(db: DbOrTx, scope: EventScope): Promise<Content> {
  const questions = await findEventQuestions(db, scope);
  return { questions: new Map(questions.map((q) => [q.id, q])), screens: new Map() };
}

async function wholeMatrix(db: DbOrTx, scope: EventScope) {
  const content = await contentOf(db, scope);
  const rows: MatrixRow[] = [];
  for await (const batch of matrixBatches(db, scope, content)) {
    rows.push(...batch);
  }
  return { rows, content };
}

/** The response matrix as a CSV: one row per item each ended attempt asked, streamed. */
export async function responseMatrixCsv(db: DbOrTx, scope: EventScope) {
  await loadReportEvent(db, scope);
  const content = await contentOf(db, scope);
  async function* batches() {
    for await (const rows of matrixBatches(db, scope, content)) {
      yield rows.map(matrixCsvCells);
    }
  }
  return csvStream(MATRIX_CSV_HEADER, batches());
}

/** How the item analysis names each item: its level and place, its text, its options' texts. */
function itemMeta(event: ReportEvent, rows: readonly MatrixRow[], content: Content) {
  const levelOrder = new Map(event.levels.map((l, i) => [l.name, i]));
  const meta = new Map<string, ItemMeta>();
  for (const r of rows) {
    if (meta.has(r.itemId)) {
      continue;
    }
    const q = r.kind === 'question' ? content.questions.get(r.itemId) : undefined;
    const s = r.kind === 'screen' ? content.screens.get(r.itemId) : undefined;
    const options = q?.answers ?? (s?.optionsType === 'text' ? s.options : []);
    meta.set(r.itemId, {
      kind: r.kind,
      level: r.level,
      levelOrder: levelOrder.get(r.level) ?? event.levels.length,
      position: q?.position ?? s?.questionNumber ?? 0,
      text: q?.question ?? s?.title ?? s?.question ?? '',
      labels: new Map(options.map((text, i) => [String(i), text])),
    });
  }
  return meta;
}

/**
 * Per question and mini screen: times asked, facility, option shares, discrimination, mean
 * time and flags, over the whole event (a competency's rest score spans its levels); then
 * one level's items if asked, sorted and paged.
 */
export async function itemAnalysis(
  db: DbOrTx,
  scope: EventScope,
  query: ItemAnalysisQuery,
): Promise<ItemAnalysisPage> {
  const event = await loadReportEvent(db, scope);
  if (query.level && !event.levels.some((l) => l.name === query.level)) {
    throw new AppError('VALIDATION', measurementMessages.unknownLevel, {
      fields: { level: measurementMessages.unknownLevel },
    });
  }
  const { rows, content } = await wholeMatrix(db, scope);
  const meta = itemMeta(event, rows, content);
  const all = itemAnalysisRows(rows, meta).filter((i) => !query.level || i.level === query.level);
  const sorted = sortItems(all, meta, query);
  const start = (query.page - 1) * ITEM_ANALYSIS_PAGE_SIZE;
  return {
    items: sorted.slice(start, start + ITEM_ANALYSIS_PAGE_SIZE),
    total: sorted.length,
    page: query.page,
    pageSize: ITEM_ANALYSIS_PAGE_SIZE,
    minAnswers: MIN_ITEM_ANSWERS,
  };
}

/** Cronbach's alpha and the SEM per competency and for the total. */
export async function reliability(db: DbOrTx, scope: EventScope): Promise<ReliabilityReport> {
  const event = await loadReportEvent(db, scope);
  const { rows } = await wholeMatrix(db, scope);
  return { items: reliabilityRows(rows, event.competencies) };
}

/** Selection and scoring rates by gender and age group, impact ratios and flags. */
export async function fairness(db: DbOrTx, scope: EventScope): Promise<FairnessReportBody> {
  const event = await loadReportEvent(db, scope);
  const [demographics, passes, averages, grades] = await Promise.all([
    findDemographics(db, scope),
    findLevelPasses(db, scope),
    findCompetencyAverages(db, scope),
    accountGradeList(db, event.accountId),
  ]);
  const asOf = todayIn(event.timeZone);
  return {
    asOf,
    minGroupCount: MIN_GROUP_COUNT,
    smallGroupShare: SMALL_GROUP_SHARE,
    fourFifths: FOUR_FIFTHS,
    audits: fairnessAudits({
      levels: event.levels.map((l) => l.name),
      competencies: event.competencies,
      grades: grades.items,
      people: peopleOf(demographics, asOf),
      demographics,
      passes,
      averages,
    }),
  };
}

/** The fairness report as a CSV: one line per group, category and decision. */
export async function fairnessCsv(db: DbOrTx, scope: EventScope) {
  const report = await fairness(db, scope);
  async function* batches() {
    yield fairnessCsvRows(report.audits);
  }
  return csvStream(FAIRNESS_CSV_HEADER, batches());
}
