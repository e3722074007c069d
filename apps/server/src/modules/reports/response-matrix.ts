import { MINI_POINTS_PER_SCREEN } from '@app/domain';
import type { EndedRunRow, ItemQuestionRow, ItemScreenRow, RunAnswer } from './queries/responses';

/**
 * The response matrix: one row per item an ended attempt asked, answered or not
 * (docs/decisions/0024-item-analysis-reliability-fairness.md: not asked has no row; asked and
 * left unanswered is 0 points and no option). Options are the stored ones, not the shuffled
 * places the player saw.
 */
export type MatrixRow = {
  participantId: string;
  email: string;
  level: string;
  attempt: number;
  /** The item's place in the attempt (0 first). */
  itemIndex: number;
  kind: 'question' | 'screen';
  itemId: string;
  /** A question's competency; a screen's mini game. */
  competency: string;
  /** The stored option (index), a typed word, or a story's stored order; null: not answered. */
  option: string | null;
  optionLabel: string | null;
  rating: number | null;
  points: number;
  maxPoints: number;
  /** From the previous answer of the attempt (or its start) to this one; null: not answered. */
  seconds: number | null;
  answered: boolean;
};

export type ItemContent = {
  questions: ReadonlyMap<string, ItemQuestionRow>;
  screens: ReadonlyMap<string, ItemScreenRow>;
};

type Answer = RunAnswer & { seconds: number };

/** Each answer's time: from the attempt's previous answer, or from when its first item showed. */
function timedAnswers(run: EndedRunRow, answers: RunAnswer[]): Map<number, Answer> {
  const sorted = [...answers].sort(
    (a, b) => a.answeredAt.getTime() - b.answeredAt.getTime() || a.itemIndex - b.itemIndex,
  );
  let previous = (run.begunAt ?? run.startedAt).getTime();
  const byIndex = new Map<number, Answer>();
  for (const a of sorted) {
    const at = a.answeredAt.getTime();
    byIndex.set(a.itemIndex, {
      ...a,
      seconds: Math.max(0, Math.round((at - previous) / 100) / 10),
    });
    previous = Math.max(previous, at);
  }
  return byIndex;
}

function storedChoice(value: Record<string, unknown>, order: readonly number[] | undefined) {
  const choice = value.choice;
  if (typeof choice !== 'number') {
    return null;
  }
  return order && order.length > 0 ? (order[choice] ?? choice) : choice;
}

function screenOption(value: Record<string, unknown>, shown: readonly number[]): string | null {
  if (typeof value.word === 'string') {
    return value.word.trim().toLowerCase();
  }
  if (Array.isArray(value.order)) {
    return value.order.map((p) => (typeof p === 'number' ? (shown[p] ?? p) : '?')).join('-');
  }
  const stored = storedChoice(value, shown);
  return stored === null ? null : String(stored);
}

/** One attempt's rows, in the order it asked its items. Items no longer stored are left out. */
export function attemptRows(
  run: EndedRunRow,
  answers: RunAnswer[],
  content: ItemContent,
  email: string,
): MatrixRow[] {
  const byIndex = timedAnswers(run, answers);
  const base = { participantId: run.participantId, email, level: run.level, attempt: run.attempt };
  const answerFacts = (a: Answer | undefined) => ({
    rating: a?.rating ?? null,
    points: a?.points ?? 0,
    seconds: a?.seconds ?? null,
    answered: a !== undefined,
  });
  if (run.kind === 'numeric') {
    return (run.questionIds ?? []).flatMap((id, itemIndex): MatrixRow[] => {
      const q = content.questions.get(id);
      if (!q) {
        return [];
      }
      const a = byIndex.get(itemIndex);
      const stored = a ? storedChoice(a.answer, run.orders?.[itemIndex]) : null;
      return [
        {
          ...base,
          itemIndex,
          kind: 'question',
          itemId: id,
          competency: q.ability,
          option: stored === null ? null : String(stored),
          optionLabel: stored === null ? null : (q.answers[stored] ?? null),
          maxPoints: run.values?.[itemIndex] ?? q.reward,
          ...answerFacts(a),
        },
      ];
    });
  }
  return (run.screens ?? []).flatMap(({ id, shown }, itemIndex): MatrixRow[] => {
    const s = content.screens.get(id);
    if (!s) {
      return [];
    }
    const a = byIndex.get(itemIndex);
    const option = a ? screenOption(a.answer, shown ?? []) : null;
    const textOption = s.optionsType === 'text' && option !== null && /^\d+$/.test(option);
    return [
      {
        ...base,
        itemIndex,
        kind: 'screen',
        itemId: id,
        competency: s.miniGame,
        option,
        optionLabel: textOption ? (s.options[Number(option)] ?? null) : null,
        maxPoints: MINI_POINTS_PER_SCREEN,
        ...answerFacts(a),
      },
    ];
  });
}

export const MATRIX_CSV_HEADER = [
  'Participant ID',
  'Email',
  'Level',
  'Attempt',
  'Item',
  'Kind',
  'Item ID',
  'Competency',
  'Option',
  'Option text',
  'Rating',
  'Points',
  'Most',
  'Seconds',
  'Answered',
];

export function matrixCsvCells(r: MatrixRow): string[] {
  return [
    r.participantId,
    r.email,
    r.level,
    String(r.attempt),
    String(r.itemIndex + 1),
    r.kind === 'question' ? 'Question' : 'Mini screen',
    r.itemId,
    r.competency,
    r.option ?? '',
    r.optionLabel ?? '',
    r.rating === null ? '' : String(r.rating),
    String(r.points),
    String(r.maxPoints),
    r.seconds === null ? '' : String(r.seconds),
    r.answered ? 'Yes' : 'No',
  ];
}
