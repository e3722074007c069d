/**
 * One participant's answer to one item they were asked. Items are drawn per participant from a
 * pool (docs/decisions/0012-draw-and-scoring.md), so the matrix of participants × items is
 * incomplete by design: an item a participant was not asked has no row, which is not a 0.
 */
export type ItemResponse = {
  participantId: string;
  itemId: string;
  competency: string;
  /** Points earned; an item asked but left unanswered when time ran out comes in as 0. */
  points: number;
  /** The most the item gives (every answer Best). */
  maxPoints: number;
  /** The stored option chosen (not its shuffled position); null when not answered. */
  option: string | null;
};

/**
 * One answer per participant and item: the first in input order. A replay can ask an item again
 * once its cell has none left; the first exposure is the one not coloured by having seen it, so
 * the caller passes attempts oldest first.
 */
export function firstAnswers<T extends { participantId: string; itemId: string }>(
  rows: readonly T[],
): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const row of rows) {
    const key = `${row.participantId}\u0000${row.itemId}`;
    if (!seen.has(key)) {
      seen.add(key);
      kept.push(row);
    }
  }
  return kept;
}

/** itemId → participantId → points, first answers only. */
export function pointsMatrix(
  rows: readonly { participantId: string; itemId: string; points: number }[],
): Map<string, Map<string, number>> {
  const matrix = new Map<string, Map<string, number>>();
  for (const row of firstAnswers(rows)) {
    const column = matrix.get(row.itemId) ?? new Map<string, number>();
    column.set(row.participantId, row.points);
    matrix.set(row.itemId, column);
  }
  return matrix;
}
