import {
  type FairnessReportBody,
  FOUR_FIFTHS,
  ITEM_ANALYSIS_PAGE_SIZE,
  type ItemAnalysisPage,
  type ItemAnalysisQuery,
  type ItemAnalysisRow,
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
import { FAIRNESS_CSV_HEADER, fairnessAuditsFromCounts, fairnessCsvRows } from './fairness-shapes';
import { type ItemFigures, type MeasurementFigures, MeasurementSums } from './measurement-figures';
import { type ItemMeta, sortItems } from './measurement-shapes';
import {
  findDataVersion,
  findMeasurementSnapshot,
  type SnapshotKind,
  saveMeasurementSnapshot,
} from './queries/measurement-snapshots';
import {
  findEndedRuns,
  findEventQuestions,
  findFairnessCounts,
  findRunAnswers,
  findScreens,
  type ItemQuestionRow,
  type ItemScreenRow,
  participantIdBatches,
  type RunAnswerRow,
} from './queries/responses';
import type { ReportEvent } from './report-shapes';
import { attemptRows, MATRIX_CSV_HEADER, matrixCsvCells } from './response-matrix';
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

/** Bumped when a computation changes, so older snapshots are recomputed. */
const FIGURES_FORMAT = 'figures-2';
/** Computations under way in this process, by event, kind and version: reads share one. */
const computing = new Map<string, Promise<unknown>>();

/**
 * The figures as of the data's `version`: the stored snapshot while the version is the same,
 * else computed now and stored (docs/decisions/0024-item-analysis-reliability-fairness.md).
 */
async function snapshotted<T>(
  db: DbOrTx,
  scope: EventScope,
  kind: SnapshotKind,
  version: string,
  compute: () => Promise<T>,
): Promise<T> {
  const saved = await findMeasurementSnapshot(db, scope, kind);
  if (saved?.version === version) {
    return saved.figures as T;
  }
  const key = `${scope.eventId}|${kind}|${version}`;
  const running = computing.get(key) as Promise<T> | undefined;
  if (running) {
    return running;
  }
  const job = compute()
    .then(async (figures) => {
      await saveMeasurementSnapshot(db, scope, kind, version, figures);
      return figures;
    })
    .finally(() => computing.delete(key));
  computing.set(key, job);
  return job;
}

/** One pass over the matrix, a batch of participants at a time, keeping sums only. */
async function computeFigures(db: DbOrTx, scope: EventScope, event: ReportEvent) {
  const content = await contentOf(db, scope);
  const sums = new MeasurementSums([...content.questions.values()]);
  for await (const batch of matrixBatches(db, scope, content)) {
    sums.add(batch);
  }
  return { items: sums.itemFigures(), reliability: sums.reliabilityRows(event.competencies) };
}

/** The item and reliability figures as of the event's latest level end. */
async function figuresOf(
  db: DbOrTx,
  scope: EventScope,
  event: ReportEvent,
): Promise<MeasurementFigures> {
  const version = `${FIGURES_FORMAT}|${await findDataVersion(db, scope)}`;
  return snapshotted(db, scope, 'items', version, () => computeFigures(db, scope, event));
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

/**
 * How the item analysis names each item, from the questions and screens as they are now: its
 * level's place, its place and text, its options' texts. An item no longer stored is left out.
 */
async function itemMeta(db: DbOrTx, scope: EventScope, event: ReportEvent, items: ItemFigures[]) {
  const content = await contentOf(db, scope);
  const screenIds = items.filter((i) => i.kind === 'screen').map((i) => i.itemId);
  for (const s of await findScreens(db, screenIds)) {
    content.screens.set(s.id, s);
  }
  const levelOrder = new Map(event.levels.map((l, i) => [l.name, i]));
  const meta = new Map<string, ItemMeta>();
  for (const r of items) {
    const q = r.kind === 'question' ? content.questions.get(r.itemId) : undefined;
    const s = r.kind === 'screen' ? content.screens.get(r.itemId) : undefined;
    if (!q && !s) {
      continue;
    }
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
  const figures = await figuresOf(db, scope, event);
  const meta = await itemMeta(db, scope, event, figures.items);
  const all = figures.items.flatMap((f): ItemAnalysisRow[] => {
    const m = meta.get(f.itemId);
    return m && (!query.level || f.level === query.level)
      ? [
          {
            ...f,
            text: m.text,
            optionShares:
              f.optionShares?.map((s) => ({
                ...s,
                label: s.option === null ? null : (m.labels.get(s.option) ?? null),
              })) ?? null,
          },
        ]
      : [];
  });
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
  const { reliability } = await figuresOf(db, scope, event);
  // Competencies in the event's order as it is now, then any other; the total last.
  const place = (c: string | null) => {
    const i = c === null ? -1 : event.competencies.indexOf(c);
    return c === null ? Number.MAX_SAFE_INTEGER : i === -1 ? event.competencies.length : i;
  };
  const items = [...reliability].sort(
    (a, b) =>
      place(a.competency) - place(b.competency) ||
      (a.competency ?? '').localeCompare(b.competency ?? ''),
  );
  return { items };
}

/** Selection and scoring rates by gender and age group, impact ratios and flags. */
export async function fairness(db: DbOrTx, scope: EventScope): Promise<FairnessReportBody> {
  const event = await loadReportEvent(db, scope);
  const grades = await accountGradeList(db, event.accountId);
  const asOf = todayIn(event.timeZone);
  const top = [...grades.items].sort((a, b) => b.start - a.start)[0] ?? null;
  const levels = event.levels.map((l) => l.name);
  // What the audits also stand on: the day (age groups), the top band, the levels and
  // competencies they are named by.
  const version = [
    FIGURES_FORMAT,
    await findDataVersion(db, scope, true),
    asOf,
    top ? `${top.name}:${top.start}-${top.end}` : '-',
    JSON.stringify([levels, event.competencies]),
  ].join('|');
  const audits = await snapshotted(db, scope, 'fairness', version, async () =>
    fairnessAuditsFromCounts({
      levels,
      competencies: event.competencies,
      grades: grades.items,
      counts: await findFairnessCounts(db, scope, { today: asOf, top }),
    }),
  );
  return {
    asOf,
    minGroupCount: MIN_GROUP_COUNT,
    smallGroupShare: SMALL_GROUP_SHARE,
    fourFifths: FOUR_FIFTHS,
    audits,
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
