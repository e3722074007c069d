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
import { FAIRNESS_CSV_HEADER, fairnessCsvRows } from './fairness-shapes';
import type { ItemFigures } from './measurement-figures';
import { type ItemMeta, sortItems } from './measurement-shapes';
import { currentFigures } from './measurement-snapshots';
import { findScreens } from './queries/responses';
import type { ReportEvent } from './report-shapes';
import { contentOf, matrixBatches } from './response-batches';
import { MATRIX_CSV_HEADER, matrixCsvCells } from './response-matrix';
import { loadReportEvent } from './service';

/** Options of the reads that serve stored figures (tests set when a read computes). */
export type FiguresOptions = { inlineUpTo?: number };

/*
 * The measurement reads: the response matrix, item analysis, reliability and fairness
 * (docs/decisions/0024-item-analysis-reliability-fairness.md). `eventOwner` routes; every read
 * checks the scope's event first, so another account's event answers as a missing one.
 */

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
  options: FiguresOptions = {},
): Promise<ItemAnalysisPage> {
  const event = await loadReportEvent(db, scope);
  if (query.level && !event.levels.some((l) => l.name === query.level)) {
    throw new AppError('VALIDATION', measurementMessages.unknownLevel, {
      fields: { level: measurementMessages.unknownLevel },
    });
  }
  const { figures, freshness } = await currentFigures(db, scope, 'items', { ...options, event });
  const items = figures?.items ?? [];
  const meta = await itemMeta(db, scope, event, items);
  const all = items.flatMap((f): ItemAnalysisRow[] => {
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
    freshness,
  };
}

/** Cronbach's alpha and the SEM per competency and for the total. */
export async function reliability(
  db: DbOrTx,
  scope: EventScope,
  options: FiguresOptions = {},
): Promise<ReliabilityReport> {
  const { event, figures, freshness } = await currentFigures(db, scope, 'items', options);
  const reliability = figures?.reliability ?? [];
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
  return { items, freshness };
}

/** Selection and scoring rates by gender and age group, impact ratios and flags. */
export async function fairness(
  db: DbOrTx,
  scope: EventScope,
  options: FiguresOptions = {},
): Promise<FairnessReportBody> {
  const { event, figures, freshness } = await currentFigures(db, scope, 'fairness', options);
  return {
    asOf: figures?.asOf ?? todayIn(event.timeZone),
    minGroupCount: MIN_GROUP_COUNT,
    smallGroupShare: SMALL_GROUP_SHARE,
    fourFifths: FOUR_FIFTHS,
    audits: figures?.audits ?? [],
    freshness,
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
