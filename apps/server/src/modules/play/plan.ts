import { randomBytes } from 'node:crypto';
import {
  answerValue,
  asksFor,
  drawItems,
  drawRotation,
  type ItemKind,
  inShownOrder,
  miniScreenSlice,
  optionOrder,
  parseAttempts,
  parseMiniLevelNumber,
  secureRandom,
  shuffle,
  sumAttempts,
} from '@app/domain';
import type { Tx } from '../../db/client';
import type { RunPlan } from '../../db/schema';
import type { PlayerScope } from '../../platform/access';
import { kindOfLevel } from './content';
import { shownOrder } from './items';
import { engineOfLevel } from './playable';
import {
  aceGameNamed,
  type LevelRow,
  levelQuestions,
  type QuestionRow,
  type ScreenRow,
  screensOfGame,
  typeRewards,
} from './run-queries';

export const itemKind = (type: string): ItemKind =>
  type === 'Email' || type === 'SMS' ? type : 'Question';

/**
 * What a Best answer to one of a numbered level's questions earns: answerValue with the
 * Question Reward setting for its type (its own reward when the setting has no such type).
 */
export function questionValue(
  level: Pick<LevelRow, 'passingScore' | 'minAttempt' | 'totalQuestion'>,
  question: { type: string; reward: number },
  rewards: ReadonlyMap<string, number>,
): number {
  const minAttempts = parseAttempts(level.minAttempt) ?? parseAttempts(level.totalQuestion);
  return answerValue(
    {
      passingScore: level.passingScore,
      minAttempts: minAttempts ?? { questions: 0, emails: 0, sms: 0 },
    },
    question.reward,
    rewards.get(itemKind(question.type)) ?? question.reward,
  );
}

/** A drawn plan with the rows it names, read for the draw: the run's first view shows them. */
export type Drawn = { plan: RunPlan; questions: QuestionRow[]; screens: ScreenRow[] };

/** The questions earlier attempts of a level asked (the draw avoids them). */
const askedIn = (earlier: readonly RunPlan[]) =>
  new Set(earlier.flatMap((plan) => (plan.kind === 'numeric' ? plan.questionIds : [])));

/**
 * What one attempt asks, drawn on the server from a stored seed (docs/decisions/
 * draw-and-scoring.md): a numbered level's items from its pool, spread over the competencies,
 * in a shuffled order with shuffled options, avoiding what the `earlier` attempts asked; a
 * mini level's screens and their options shuffled; an engine's items from the seed. Null when
 * the level has nothing to ask.
 */
export async function planFor(
  tx: Tx,
  scope: PlayerScope,
  level: LevelRow,
  earlier: readonly RunPlan[],
): Promise<Drawn | null> {
  const attempt = earlier.length + 1;
  // 256 bits through ChaCha20: the items a run shows cannot be traced back to the seed.
  const seed = randomBytes(32).toString('hex');
  const rng = secureRandom(seed, 'plan');
  const kind = kindOfLevel(level);
  if (kind === 'numeric') {
    const pool = await levelQuestions(tx, scope.eventId, level.id);
    const totals = parseAttempts(level.totalQuestion);
    if (pool.length === 0 || !totals) {
      return null;
    }
    const rewards = await typeRewards(tx);
    const seen = askedIn(earlier);
    const asks = asksFor(totals, level.time);
    const byId = new Map(pool.map((q) => [q.id, q]));
    const drawn = drawItems({
      pool: pool.map((q) => ({ id: q.id, kind: itemKind(q.type), competency: q.ability })),
      asks,
      rotation: drawRotation(Number.parseInt(level.tabName, 10) || 1, attempt, sumAttempts(asks)),
      seen,
      rng,
    }).flatMap((item) => {
      const q = byId.get(item.id);
      return q ? [q] : [];
    });
    if (drawn.length === 0) {
      return null;
    }
    const orders = drawn.map((q) => optionOrder(rng, q.answers.length));
    const plan: RunPlan = {
      kind: 'numeric',
      seed,
      questionIds: drawn.map((q) => q.id),
      orders,
      keys: drawn.map((q, i) => {
        const order = orders[i] ?? [];
        return {
          type: q.type,
          reward: q.reward,
          value: questionValue(level, q, rewards),
          competency: q.ability,
          ratings: inShownOrder(q.ratings, order),
          animations: inShownOrder(q.animations, order),
          answers: inShownOrder(q.answers, order),
        };
      }),
    };
    return { plan, questions: drawn, screens: [] };
  }
  if (kind === 'mini') {
    const all = await screensOfGame(tx, level.tabName);
    const screens = miniScreenSlice(all, parseMiniLevelNumber(level.totalQuestion) ?? 1);
    if (screens.length === 0) {
      return null;
    }
    const pick = (max: number) => Math.floor(rng() * max);
    const plan: RunPlan = {
      kind: 'mini',
      seed,
      screens: shuffle(rng, screens).map((s) => ({
        id: s.id,
        shown: shownOrder(s, pick),
        key: {
          miniGame: s.miniGame,
          question: s.question,
          optionsType: s.optionsType,
          options: s.options,
          optionFileIds: s.optionFileIds,
          correctAnswer: s.correctAnswer,
        },
      })),
    };
    return { plan, questions: [], screens };
  }
  const engine = engineOfLevel(level, await aceGameNamed(tx, level.tabName));
  return engine ? { plan: { kind: 'engine', engine, seed }, questions: [], screens: [] } : null;
}
