import {
  type Attempts,
  asksFor,
  type EngineKind,
  engineForGame,
  engineItemPoints,
  engineItems,
  type ItemKind,
  isRating,
  type LevelKind,
  minimumAttempts,
  miniScreenSlice,
  type PoolItem,
  parseAttempts,
  parseMiniLevelNumber,
  type Rating,
  seededRandom,
  sumAttempts,
} from '@app/domain';
import type { DbOrTx } from '../db/client';
import type { RunPlan } from '../db/schema';
import { kindOfLevel } from '../modules/play/content';
import { itemCount, maxPoints, type RunContent } from '../modules/play/items';
import { itemKind, questionValue } from '../modules/play/plan';
import {
  aceGameNamed,
  eventLevelsInOrder,
  levelQuestions,
  type QuestionRow,
  screensOfGame,
  typeRewards,
} from '../modules/play/run-queries';
import { mixSeed, normal } from './demo-event-people';

/**
 * A generated event as the simulated players meet it: each level's pool or screens or items,
 * with what its attempts need (what the draw asks, the passing score, time, minimum attempts,
 * each item's value). Built with the player's own rules and helpers (kindOfLevel, asksFor,
 * answerValue with the Question Reward setting, itemCount, maxPoints) as a level start would
 * apply them, so the numbers are the ones a real run is judged by.
 */
export type DemoQuestion = {
  id: string;
  /** Index into the event's competencies. */
  competency: number;
  ability: string;
  reward: number;
  /** What a Best answer earns in its level (answerValue, as the run's plan keys carry it). */
  value: number;
  /** Question, Email or SMS: the draw deals and minimum attempts count by kind. */
  kind: ItemKind;
  /** How hard it is on the ability scale: Hard questions and later levels are harder. */
  hardness: number;
  /** The rating a player lands on when aiming at best, ok or wrong, among those it offers. */
  rated: readonly [Rating, Rating, Rating];
  /** Each stored option's rating: a simulated answer picks the first option of its rating. */
  ratings: readonly number[];
};

/** A mini screen of a level, with the answer a right and a wrong try store. */
export type DemoScreen = {
  id: string;
  right: Record<string, unknown>;
  wrong: Record<string, unknown>;
};

export type DemoLevel = {
  id: string;
  tabName: string;
  kind: LevelKind;
  /** The level's number as the draw's rotation reads it (numbered levels). */
  number: number;
  passingScore: number;
  time: number;
  minAttempts: Attempts;
  /**
   * Mini and engine levels: the most an attempt can earn. Numbered levels: 0, as each attempt's
   * most is the sum of the values it drew.
   */
  maxPoints: number;
  /** Numbered levels: the stored pool in position order, as the draw sees it and by id. */
  questions: DemoQuestion[];
  pool: PoolItem[];
  byId: ReadonlyMap<string, DemoQuestion>;
  /** Numbered levels: how many items of each kind an attempt draws (asksFor), and their sum. */
  asks: Attempts;
  asked: number;
  /** Mini levels: screens shown; engine levels: each item's points and difficulty (1–10). */
  screens: number;
  /** Mini levels: the screens shown, in order. */
  miniScreens: DemoScreen[];
  engineItems: { points: number; difficulty: number }[];
};

export type DemoGame = { levels: DemoLevel[]; competencies: string[] };

/** The ratings a question's options give; a rating it lacks falls to the nearest, worse first. */
function ratedAs(ratings: readonly number[]): readonly [Rating, Rating, Rating] {
  const offered = [...new Set(ratings.filter(isRating))];
  const nearest = (wanted: Rating): Rating => {
    const sorted = [...offered].sort(
      (a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a,
    );
    return sorted[0] ?? 3;
  };
  return [nearest(1), nearest(2), nearest(3)];
}

const hardness = (q: QuestionRow, levelNumber: number) =>
  (q.difficulty === 'Hard' ? 0.9 : 0) +
  0.07 * (levelNumber - 1) +
  // A fixed nudge per question, so the questions of one difficulty are not all alike.
  0.3 * normal(seededRandom(mixSeed(levelNumber, q.position)));

/**
 * What a right and a wrong try store for a screen, by what it asks (as the player sends it, with
 * options in stored order): a choice where it keys one, else a typed word, else a story order.
 */
function demoScreen(s: {
  id: string;
  question: string;
  options: string[];
  optionFileIds: string[];
  correctAnswer: number | null;
}): DemoScreen {
  if (s.correctAnswer !== null) {
    const count = Math.max(2, s.options.length, s.optionFileIds.length);
    return {
      id: s.id,
      right: { choice: s.correctAnswer },
      wrong: { choice: (s.correctAnswer + 1) % count },
    };
  }
  if (s.optionFileIds.length === 0) {
    return { id: s.id, right: { word: s.question.trim() }, wrong: { word: 'x' } };
  }
  const order = s.optionFileIds.map((_, i) => i);
  return { id: s.id, right: { order }, wrong: { order: [...order].reverse() } };
}

export async function loadDemoGame(
  db: DbOrTx,
  eventId: string,
  competencies: readonly string[],
): Promise<DemoGame> {
  const names = [...competencies];
  const levels: DemoLevel[] = [];
  const rewards = await typeRewards(db);
  for (const level of await eventLevelsInOrder(db, eventId)) {
    const kind = kindOfLevel(level);
    const base = {
      id: level.id,
      tabName: level.tabName,
      kind,
      number: Number.parseInt(level.tabName, 10) || 1,
      passingScore: level.passingScore,
      time: level.time,
      questions: [] as DemoQuestion[],
      pool: [] as PoolItem[],
      byId: new Map<string, DemoQuestion>(),
      asks: { questions: 0, emails: 0, sms: 0 },
      asked: 0,
      screens: 0,
      miniScreens: [] as DemoScreen[],
      engineItems: [] as DemoLevel['engineItems'],
    };
    let plan: RunPlan | null = null;
    const content: RunContent = { questions: new Map(), screens: new Map(), characters: [] };
    if (kind === 'numeric') {
      const rows = await levelQuestions(db, eventId, level.id);
      const totals = parseAttempts(level.totalQuestion);
      if (rows.length > 0 && totals) {
        // As planFor draws: asksFor the level's totals and time, values by questionValue.
        base.asks = asksFor(totals, level.time);
        base.asked = sumAttempts(base.asks);
        for (const q of rows) {
          if (!names.includes(q.ability)) {
            names.push(q.ability);
          }
        }
        base.questions = rows.map((q) => ({
          id: q.id,
          competency: names.indexOf(q.ability),
          ability: q.ability,
          reward: q.reward,
          value: questionValue(level, q, rewards),
          kind: itemKind(q.type),
          hardness: hardness(q, base.number),
          rated: ratedAs(q.ratings),
          ratings: q.ratings,
        }));
        base.pool = base.questions.map((q) => ({ id: q.id, kind: q.kind, competency: q.ability }));
        base.byId = new Map(base.questions.map((q) => [q.id, q]));
        // Only the minimum attempts are read from it: an attempt's most is its drawn values'.
        plan = { kind: 'numeric', questionIds: [] };
      }
    } else if (kind === 'mini') {
      const all = await screensOfGame(db, level.tabName);
      const screens = miniScreenSlice(all, parseMiniLevelNumber(level.totalQuestion) ?? 1);
      plan = { kind: 'mini', screens: screens.map((s) => ({ id: s.id, shown: [] })) };
      base.screens = screens.length;
      base.miniScreens = screens.map(demoScreen);
    } else {
      const game = await aceGameNamed(db, level.tabName);
      const engine =
        game?.engine ?? engineForGame(game?.name ?? level.tabName, game?.secondName ?? '');
      if (engine) {
        // Item count and points do not depend on the seed; only the puzzles do.
        plan = { kind: 'engine', engine, seed: 1 };
        base.engineItems = engineItems(engine as EngineKind, 1).map((item, index) => ({
          points: engineItemPoints(index + 1),
          difficulty: item.difficulty,
        }));
      }
    }
    if (!plan) {
      // Nobody could get past it (LEVEL_EMPTY); a generated game never has one.
      throw new Error(`loadDemoGame: level ${level.tabName} has nothing to play`);
    }
    levels.push({
      ...base,
      minAttempts: minimumAttempts(kind, level.minAttempt, itemCount(plan)),
      maxPoints: maxPoints(plan, content),
    });
  }
  return { levels, competencies: names };
}
