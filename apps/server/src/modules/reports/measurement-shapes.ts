import {
  analyseItems,
  firstAnswers,
  type ItemAnalysisQuery,
  type ItemAnalysisRow,
  MIN_ITEM_ANSWERS,
  mean,
  type ReliabilityRow,
  scoreReliability,
} from '@app/domain';
import { type MatrixRow, toItemResponse } from './response-matrix';

/** What the item analysis names an item by: its level, place and text. */
export type ItemMeta = {
  kind: 'question' | 'screen';
  level: string;
  /** The level's place in play order, then the item's in the level: the 'level' sort. */
  levelOrder: number;
  position: number;
  text: string;
  labels: ReadonlyMap<string, string>;
};

/**
 * Every item's figures from the matrix (first answers, attempts oldest first), through the
 * domain's analyseItems; the mean time is over the first answers that were answered.
 */
export function itemAnalysisRows(
  rows: readonly MatrixRow[],
  meta: ReadonlyMap<string, ItemMeta>,
): ItemAnalysisRow[] {
  const first = firstAnswers(rows);
  const seconds = new Map<string, number[]>();
  for (const r of first) {
    if (r.seconds !== null) {
      const list = seconds.get(r.itemId) ?? [];
      list.push(r.seconds);
      seconds.set(r.itemId, list);
    }
  }
  return analyseItems(first.map(toItemResponse)).flatMap((a): ItemAnalysisRow[] => {
    const m = meta.get(a.itemId);
    if (!m) {
      return [];
    }
    const shown = a.answers >= MIN_ITEM_ANSWERS;
    return [
      {
        itemId: a.itemId,
        kind: m.kind,
        level: m.level,
        competency: a.competency,
        text: m.text,
        answers: a.answers,
        facility: a.facility,
        optionShares:
          a.optionShares?.map((s) => ({
            ...s,
            label: s.option === null ? null : (m.labels.get(s.option) ?? null),
          })) ?? null,
        discrimination: a.discrimination,
        meanSeconds: shown ? mean(seconds.get(a.itemId) ?? []) : null,
        flags: a.flags,
      },
    ];
  });
}

/** The chosen order: figures with nulls last either way, ties in level order. */
export function sortItems(
  items: ItemAnalysisRow[],
  meta: ReadonlyMap<string, ItemMeta>,
  { sort, dir }: Pick<ItemAnalysisQuery, 'sort' | 'dir'>,
): ItemAnalysisRow[] {
  const sign = dir === 'desc' ? -1 : 1;
  const inLevel = (a: ItemAnalysisRow, b: ItemAnalysisRow) => {
    const x = meta.get(a.itemId);
    const y = meta.get(b.itemId);
    return (
      (x?.levelOrder ?? 0) - (y?.levelOrder ?? 0) ||
      (x?.position ?? 0) - (y?.position ?? 0) ||
      a.itemId.localeCompare(b.itemId)
    );
  };
  return [...items].sort((a, b) => {
    if (sort === 'level') {
      return sign * inLevel(a, b);
    }
    const x = a[sort];
    const y = b[sort];
    if (x === null || y === null) {
      return x === y ? inLevel(a, b) : x === null ? 1 : -1;
    }
    return sign * (x - y) || inLevel(a, b);
  });
}

/**
 * Alpha and SEM per competency (in the event's order, then any other a question names) and for
 * the total over every competency's questions. Mini screens are not a competency's items.
 */
export function reliabilityRows(
  rows: readonly MatrixRow[],
  competencies: readonly string[],
): ReliabilityRow[] {
  const questions = rows.filter((r) => r.kind === 'question');
  const named = new Set(questions.map((r) => r.competency));
  const order = [
    ...competencies.filter((c) => named.has(c)),
    ...[...named].filter((c) => !competencies.includes(c)).sort(),
  ];
  const row = (
    scope: ReliabilityRow['scope'],
    competency: string | null,
    of: readonly MatrixRow[],
  ): ReliabilityRow => {
    const r = scoreReliability(of);
    return {
      scope,
      competency,
      participants: r.participants,
      items: r.items,
      alpha: r.alpha,
      meanItemsAnswered: r.meanItemsAnswered,
      alphaAtLength: r.alphaAtLength,
      sdTotal: r.sdTotal,
      sem: r.sem,
      pairsObserved: r.pairsObserved,
      pairsSkipped: r.pairsSkipped,
    };
  };
  return [
    ...order.map((c) =>
      row(
        'competency',
        c,
        questions.filter((r) => r.competency === c),
      ),
    ),
    row('total', null, questions),
  ];
}
