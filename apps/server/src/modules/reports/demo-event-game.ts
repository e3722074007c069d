import {
  type Attempts,
  type EngineKind,
  engineForGame,
  engineItemPoints,
  engineItems,
  isRating,
  type LevelKind,
  minimumAttempts,
  miniScreenSlice,
  parseMiniLevelNumber,
  type Rating,
  seededRandom,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { RunPlan } from '../../db/schema';
import { kindOfLevel } from '../play/content';
import { itemCount, maxPoints, type RunContent } from '../play/items';
import {
  aceGameNamed,
  eventLevelsInOrder,
  levelQuestions,
  type QuestionRow,
  screensOfGame,
} from '../play/run-queries';
import { mixSeed, normal } from './demo-event-people';

/**
 * A generated event as the simulated players meet it: each level's items in the order the
 * player shows them, with what its level end needs (passing score, time, minimum attempts, the
 * most it can give). Built with the player's own helpers (kindOfLevel, itemCount, maxPoints) on
 * the plan a level start would make, so the numbers are the ones a real run is judged by.
 */
export type DemoQuestion = {
  /** Index into the event's competencies. */
  competency: number;
  ability: string;
  reward: number;
  /** Question, Email or SMS: minimum attempts are counted by kind. */
  kind: string;
  /** How hard it is on the ability scale: Hard questions and later levels are harder. */
  hardness: number;
  /** The rating a player lands on when aiming at best, ok or wrong, among those it offers. */
  rated: readonly [Rating, Rating, Rating];
};

export type DemoLevel = {
  id: string;
  tabName: string;
  kind: LevelKind;
  passingScore: number;
  time: number;
  minAttempts: Attempts;
  maxPoints: number;
  questions: DemoQuestion[];
  /** Mini levels: screens shown; engine levels: each item's points and difficulty (1–10). */
  screens: number;
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

export async function loadDemoGame(
  db: DbOrTx,
  eventId: string,
  competencies: readonly string[],
): Promise<DemoGame> {
  const names = [...competencies];
  const levels: DemoLevel[] = [];
  for (const level of await eventLevelsInOrder(db, eventId)) {
    const kind = kindOfLevel(level);
    const base = {
      id: level.id,
      tabName: level.tabName,
      kind,
      passingScore: level.passingScore,
      time: level.time,
      questions: [] as DemoQuestion[],
      screens: 0,
      engineItems: [] as DemoLevel['engineItems'],
    };
    let plan: RunPlan | null = null;
    const content: RunContent = { questions: new Map(), screens: new Map(), characters: [] };
    if (kind === 'numeric') {
      const rows = await levelQuestions(db, eventId, level.id);
      const number = Number.parseInt(level.tabName, 10) || 1;
      plan = { kind: 'numeric', questionIds: rows.map((q) => q.id) };
      for (const q of rows) {
        content.questions.set(q.id, q);
        if (!names.includes(q.ability)) {
          names.push(q.ability);
        }
      }
      base.questions = rows.map((q) => ({
        competency: names.indexOf(q.ability),
        ability: q.ability,
        reward: q.reward,
        kind: q.type === 'Email' || q.type === 'SMS' ? q.type : 'Question',
        hardness: hardness(q, number),
        rated: ratedAs(q.ratings),
      }));
    } else if (kind === 'mini') {
      const all = await screensOfGame(db, level.tabName);
      const screens = miniScreenSlice(all, parseMiniLevelNumber(level.totalQuestion) ?? 1);
      plan = { kind: 'mini', screens: screens.map((s) => ({ id: s.id, shown: [] })) };
      base.screens = screens.length;
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
