import {
  answerPoints,
  type EngineKind,
  engineAnswerKey,
  engineItemPoints,
  engineItems,
  inShownOrder,
  isRating,
  MINI_POINTS_PER_SCREEN,
  type PlayAnswerValue,
  type PlayItem,
  type Rating,
} from '@app/domain';
import type { QuestionKey, RunPlan, ScreenKey } from '../../db/schema';
import { imageUrl } from '../files/service';
import type { QuestionRow, ScreenRow } from './run-queries';

/** What a run's plan refers to, loaded: the questions or screens, or nothing for an engine. */
export type RunContent = {
  questions: Map<string, QuestionRow>;
  screens: Map<string, ScreenRow>;
  characters: { key: string; name: string }[];
};

/** What scoring an ended attempt needs of its questions: full rows satisfy it, and so do keys. */
export type ScoringContent = {
  questions: ReadonlyMap<string, { ability: string; reward: number }>;
};

/** What rating needs: full rows satisfy it, and so do the keys a run's plan carries. */
export type RateContent = {
  questions: ReadonlyMap<string, QuestionKey>;
  screens: ReadonlyMap<string, ScreenKey>;
};

/** One item's verdict before it is stored. */
export type Verdict = { rating: Rating; points: number; animation: string | null; kind: string };

type MiniKind = 'mini1' | 'mini2' | 'mini3' | 'mini4';
const MINI_KINDS: Readonly<Record<string, MiniKind>> = {
  'Mini 1': 'mini1',
  'Mini 2': 'mini2',
  'Mini 3': 'mini3',
  'Mini 4': 'mini4',
};
/** How a mini game's screen is played; a screen of another tab plays as a Mini 1 choice. */
const miniKind = (miniGame: string): MiniKind => MINI_KINDS[miniGame] ?? 'mini1';

export function itemCount(plan: RunPlan): number {
  if (plan.kind === 'numeric') {
    return plan.questionIds.length;
  }
  return plan.kind === 'mini'
    ? plan.screens.length
    : engineItems(plan.engine as EngineKind, plan.seed).length;
}

/** What a Best answer to a run's item earns: its drawn value, or its reward before the draw. */
export function itemValue(plan: RunPlan & { kind: 'numeric' }, index: number, reward: number) {
  return plan.keys?.[index]?.value ?? reward;
}

/** The most a run can earn: every answer best, every screen and item right. */
export function maxPoints(plan: RunPlan, content: ScoringContent): number {
  if (plan.kind === 'numeric') {
    return plan.questionIds.reduce(
      (sum, id, index) => sum + itemValue(plan, index, content.questions.get(id)?.reward ?? 0),
      0,
    );
  }
  if (plan.kind === 'mini') {
    return plan.screens.length * MINI_POINTS_PER_SCREEN;
  }
  return engineItems(plan.engine as EngineKind, plan.seed).reduce(
    (sum, item) => sum + engineItemPoints(item.difficulty),
    0,
  );
}

/**
 * The items as the player sees them: no ratings, no right answers, and of a memory item neither
 * its stimulus nor, until they are out (`choicesOut`), its choices (memory-service.ts).
 */
export function publicItems(
  plan: RunPlan,
  content: RunContent,
  choicesOut: ReadonlySet<number> = new Set(),
): PlayItem[] {
  if (plan.kind === 'engine') {
    const engine = plan.engine as EngineKind;
    return engineItems(engine, plan.seed).map(
      ({ memorizeMs, ...item }, index): PlayItem =>
        memorizeMs === undefined
          ? { kind: 'engine', index, engine, item }
          : {
              kind: 'memory',
              index,
              engine,
              difficulty: item.difficulty,
              prompt: item.prompt,
              memorizeMs,
              choices: choicesOut.has(index) ? item.choices : null,
            },
    );
  }
  if (plan.kind === 'numeric') {
    let spoken = 0;
    return plan.questionIds.flatMap((id, index): PlayItem[] => {
      const q = content.questions.get(id);
      if (!q) {
        return [];
      }
      const type = q.type === 'Email' || q.type === 'SMS' ? q.type : 'Question';
      const character =
        type === 'Question' && content.characters.length > 0
          ? (content.characters[spoken++ % content.characters.length] ?? null)
          : null;
      return [
        {
          kind: 'question',
          index,
          type,
          character,
          name: q.name,
          subject: q.subject,
          email: q.email,
          text: q.question,
          options: plan.orders?.[index] ? inShownOrder(q.answers, plan.orders[index]) : q.answers,
        },
      ];
    });
  }
  return plan.screens.flatMap(({ id, shown }, index): PlayItem[] => {
    const s = content.screens.get(id);
    if (!s) {
      return [];
    }
    const kind = miniKind(s.miniGame);
    // Screens planned before choices were shuffled keep an empty order: options as stored.
    const inOrder = <T>(stored: readonly T[]) =>
      shown.length > 0 ? inShownOrder(stored, shown) : [...stored];
    if (kind === 'mini3') {
      const letters = [...s.question.trim()];
      return [
        { kind, index, title: s.title, letters: shown.map((i) => tileLetter(letters[i] ?? '')) },
      ];
    }
    if (kind === 'mini4') {
      const images = s.optionFileIds.map((f) => imageUrl(f) ?? '');
      return [
        {
          kind,
          index,
          title: s.title,
          scenario: s.question,
          images: shown.map((i) => images[i] ?? ''),
        },
      ];
    }
    if (kind === 'mini2') {
      const options = inOrder(
        s.optionsType === 'image' ? s.optionFileIds.map((f) => imageUrl(f) ?? '') : s.options,
      );
      return [
        {
          kind,
          index,
          title: s.title,
          scenario: s.question,
          optionsType: s.optionsType,
          options,
          backgroundUrl: imageUrl(s.backgroundFileId),
        },
      ];
    }
    return [{ kind, index, title: s.title, scenario: s.question, options: inOrder(s.options) }];
  });
}

const right = (ok: boolean, kind: string, points: number): Verdict => ({
  rating: ok ? 1 : 3,
  points: ok ? points : 0,
  animation: null,
  kind,
});

/** Rates one answer on the server; null when the answer does not fit the item. */
export function rateAnswer(
  plan: RunPlan,
  content: RateContent,
  index: number,
  answer: PlayAnswerValue,
): Verdict | null {
  if (plan.kind === 'engine') {
    const key = engineAnswerKey(plan.engine as EngineKind, plan.seed);
    if (!('choice' in answer) || index >= key.length) {
      return null;
    }
    return right(answer.choice === key[index], 'engine', engineItemPoints(index + 1));
  }
  if (plan.kind === 'numeric') {
    const q = content.questions.get(plan.questionIds[index] ?? '');
    if (!q || !('choice' in answer) || answer.choice >= q.answers.length) {
      return null;
    }
    const stored = q.ratings[answer.choice] ?? 3;
    const rating: Rating = isRating(stored) ? stored : 3;
    const type = q.type === 'Email' || q.type === 'SMS' ? q.type : 'Question';
    return {
      rating,
      points: answerPoints(itemValue(plan, index, q.reward), rating),
      animation: type === 'Question' ? (q.animations[answer.choice] ?? null) : null,
      kind: type,
    };
  }
  const planned = plan.screens[index];
  const s = content.screens.get(planned?.id ?? '');
  if (!planned || !s) {
    return null;
  }
  const kind = miniKind(s.miniGame);
  if (kind === 'mini3') {
    return 'word' in answer
      ? right(
          answer.word.trim().toLowerCase() === s.question.trim().toLowerCase(),
          'mini',
          MINI_POINTS_PER_SCREEN,
        )
      : null;
  }
  if (kind === 'mini4') {
    // `order` lists shown positions in story order: right when each maps back to 0, 1, 2…
    if (!('order' in answer) || answer.order.length !== planned.shown.length) {
      return null;
    }
    const ok = answer.order.every((position, step) => planned.shown[position] === step);
    return right(ok, 'mini', MINI_POINTS_PER_SCREEN);
  }
  const optionCount = s.optionsType === 'image' ? s.optionFileIds.length : s.options.length;
  if (!('choice' in answer) || answer.choice >= optionCount) {
    return null;
  }
  const stored = planned.shown.length > 0 ? planned.shown[answer.choice] : answer.choice;
  return right(stored === s.correctAnswer, 'mini', MINI_POINTS_PER_SCREEN);
}

/**
 * The order a mini screen is shown in (`shown[position] = stored index`): a word's letters, the
 * story's pictures, or the choices of Mini 1 and Mini 2, shuffled.
 */
export function shownOrder(screen: ScreenKey, randomInt: (max: number) => number): number[] {
  const kind = miniKind(screen.miniGame);
  const size =
    kind === 'mini3'
      ? [...screen.question.trim()].length
      : kind === 'mini4' || (kind === 'mini2' && screen.optionsType === 'image')
        ? screen.optionFileIds.length
        : screen.options.length;
  const draw = () => {
    const order = Array.from({ length: size }, (_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    return order;
  };
  // A word or a story left in place would give the answer away; a choice may stay where it is.
  // Drawn again rather than turned by one: every other order stays equally likely, where a
  // turn made that one order twice as likely as the rest (a 3-picture story: 1/3, not 1/5).
  const ordered = (kind === 'mini3' || kind === 'mini4') && size > 1;
  let order = draw();
  while (ordered && order.every((v, i) => v === i)) {
    order = draw();
  }
  return order;
}

/**
 * A word's letter as its tile shows it: in capitals, so a word stored in mixed case does not
 * give its first letter away. A letter whose capital is longer (ß → SS) keeps its own form.
 */
export function tileLetter(letter: string): string {
  const upper = letter.toLocaleUpperCase();
  return [...upper].length === 1 ? upper : letter;
}
