import {
  type Achievements,
  achievementCount,
  addAchievements,
  answeredByKind,
  answerPoints,
  type CompetencyLevelScore,
  competencyLevelScores,
  competencyPercentage,
  countsOver,
  drawItems,
  drawRotation,
  levelAchievements,
  levelPassed,
  MINI_POINTS_PER_SCREEN,
  noAchievements,
  type ParticipantScores,
  participantScores,
  poolCompetencyRows,
  seededRandom,
} from '@app/domain';
import type { DemoGame, DemoLevel, DemoQuestion } from './demo-event-game';
import { normal, type Person, type Rng, sigmoid } from './demo-event-people';

/**
 * One participant playing the demo game from its invitation on: each attempt of a numbered
 * level draws its items from the level's pool as a level start does (drawItems with the
 * attempt's rotation, avoiding the items this participant saw in earlier attempts of the level,
 * from a seed of its own), answers them in the order shown as far as the clock allows, and ends
 * as the level end would. Every stored number comes from the domain's rules (answerPoints on
 * answerValue's values, levelPassed, countsOver, levelAchievements, competencyLevelScores over
 * the asked items, competencyPercentage, participantScores on each level's most), applied to
 * the simulated answers in the order the server applies them. The options' shown order is not
 * drawn: a simulated answer aims at a rating, not a position, so it changes no number.
 */

const SECOND = 1000;
const DAY = 86_400 * SECOND;
/** Share of attempts left half-way (a closed tab): they end at the deadline with what they have. */
const INTERRUPTED = 0.05;
/**
 * The most attempts anyone makes at one level. A progress level passes only with every asked
 * item Best, so the persistent replay a failed level several times before passing it or giving
 * up (keepsAt in playThrough).
 */
const MAX_TRIES = 8;

type Attempt = {
  points: number;
  /** The most this attempt could earn: its asked items' values, or the level's most. */
  maxPoints: number;
  passed: boolean;
  secondsUsed: number;
  /** Whether each answer, in the order given, was best. */
  best: boolean[];
  /** Numbered levels: the drawn items in the order shown, and points per item answered. */
  asked: DemoQuestion[];
  itemPoints: number[];
  /** When it started (ms) and each answer as the player stored it, in the order given. */
  startedAt: number;
  answers: DemoAnswer[];
};

/** One stored answer of an attempt (run_answers). */
export type DemoAnswer = {
  index: number;
  kind: string;
  answer: Record<string, unknown>;
  rating: number;
  points: number;
  /** When it was given (ms). */
  at: number;
};

/** A participant's counted attempt on one level, how often it was played, and every attempt. */
export type PlayedLevel = {
  level: DemoLevel;
  counted: Attempt;
  attempts: number;
  /** Every ended attempt's points and most, added up (participant_levels.all_points …). */
  allAttempts: { points: number; maxPoints: number };
  updatedAt: Date;
  /** The level's competency rows, every attempt's added (poolCompetencyRows). */
  competencyRows: CompetencyLevelScore[];
  /** Every ended attempt, oldest first: the level_runs and run_answers rows. */
  runs: Attempt[];
};

export type PlayedParticipant = {
  person: Person;
  userCreated: Date;
  lastUpdated: Date;
  levels: PlayedLevel[];
  competencies: { competency: string; averagePercentage: number; levelsPlayed: number }[];
  scores: ParticipantScores;
  completedOnce: boolean;
  lastCompletedScore: number;
  attempts: number;
  achievements: Achievements;
  achievementCount: number;
  answerStreak: number;
};

/**
 * How far the clock lets one attempt get: every item, or as many as fit in the level's time (a
 * numbered level draws no more than its time allows at MIN_SECONDS_PER_ITEM each).
 */
function reach(items: number, time: number, pace: number, interrupted: boolean, rng: Rng) {
  const inTime = Math.min(items, Math.floor(time / pace));
  const answered = interrupted ? Math.floor(rng() * 0.6 * inTime) : inTime;
  // Answering the last item ends the level; otherwise it ends when the time is up.
  return { answered, secondsUsed: answered === items ? items * pace : time };
}

/** What attempt `attempt` of a numbered level asks, in the order shown (planFor's draw). */
function drawAttempt(level: DemoLevel, attempt: number, seen: Set<string>, rng: Rng) {
  const drawn = drawItems({
    pool: level.pool,
    asks: level.asks,
    rotation: drawRotation(level.number, attempt, level.asked),
    seen,
    rng: seededRandom(Math.floor(rng() * 2 ** 31)),
  });
  return drawn.flatMap((item) => {
    seen.add(item.id);
    const q = level.byId.get(item.id);
    return q ? [q] : [];
  });
}

function playAttempt(
  level: DemoLevel,
  attempt: number,
  seen: Set<string>,
  person: Person,
  rng: Rng,
  interrupted: boolean,
  startedAt: number,
): Attempt {
  const answers: DemoAnswer[] = [];
  const best: boolean[] = [];
  const itemPoints: number[] = [];
  const kinds: string[] = [];
  let asked: DemoQuestion[] = [];
  let maxPoints = level.maxPoints;
  const jitter = Math.exp(0.12 * normal(rng));
  let secondsUsed = level.time;
  if (level.kind === 'numeric') {
    asked = drawAttempt(level, attempt, seen, rng);
    maxPoints = asked.reduce((sum, q) => sum + q.value, 0);
    const pace = person.secondsPerAnswer * jitter;
    const run = reach(asked.length, level.time, pace, interrupted, rng);
    secondsUsed = run.secondsUsed;
    for (const [index, q] of asked.slice(0, run.answered).entries()) {
      const margin = (person.ability[q.competency] ?? 0) - q.hardness;
      const u = rng();
      const aim = u < sigmoid(2 * margin) ? 0 : u < sigmoid(2 * (margin + 1.2)) ? 1 : 2;
      const rating = q.rated[aim];
      const points = answerPoints(q.value, rating);
      itemPoints.push(points);
      best.push(rating === 1);
      kinds.push(q.kind);
      const choice = Math.max(0, q.ratings.indexOf(rating));
      const at = startedAt + Math.round((index + 1) * pace * SECOND);
      answers.push({ index, kind: q.kind, answer: { choice }, rating, points, at });
    }
  } else if (level.kind === 'mini') {
    const pace = person.secondsPerScreen * jitter;
    const run = reach(level.screens, level.time, pace, interrupted, rng);
    secondsUsed = run.secondsUsed;
    for (let i = 0; i < run.answered; i++) {
      const right = rng() < sigmoid(1.5 * person.miniGames + 0.3);
      const points = right ? MINI_POINTS_PER_SCREEN : 0;
      itemPoints.push(points);
      best.push(right);
      kinds.push('mini');
      const screen = level.miniScreens[i];
      if (screen) {
        const at = startedAt + Math.round((i + 1) * pace * SECOND);
        const answer = right ? screen.right : screen.wrong;
        answers.push({ index: i, kind: 'mini', answer, rating: right ? 1 : 3, points, at });
      }
    }
  } else {
    const skill = level.kind === 'cognitive' ? person.cognitive : person.aptitude;
    const items = level.engineItems;
    const run = reach(items.length, level.time, person.secondsPerItem * jitter, interrupted, rng);
    secondsUsed = run.secondsUsed;
    for (const item of items.slice(0, run.answered)) {
      const right = rng() < sigmoid(1.3 * (skill - (item.difficulty - 5.5) / 2.2));
      itemPoints.push(right ? item.points : 0);
      best.push(right);
      kinds.push('engine');
    }
  }
  const points = itemPoints.reduce((sum, p) => sum + p, 0);
  const passed = levelPassed({
    points,
    passingScore: level.passingScore,
    answered: answeredByKind(kinds),
    minAttempts: level.minAttempts,
  });
  return { points, maxPoints, passed, secondsUsed, best, asked, itemPoints, startedAt, answers };
}

const days = (rng: Rng, mean: number) => -Math.log(1 - rng()) * mean * DAY;

/** The pause before the next level: mostly straight on, sometimes another day. */
const levelGap = (rng: Rng, person: Person) =>
  rng() < 0.65 ? (20 + 280 * rng()) * SECOND : days(rng, 1.2) * Math.exp(-0.3 * person.motivation);
const retryGap = (rng: Rng) => (rng() < 0.7 ? (10 + 110 * rng()) * SECOND : days(rng, 0.6));

/**
 * Plays `person` through `game` between the event's first day and `until` (ms): some never
 * start, some stop after a level, some fail a level and give up or play it again, the rest
 * finish. Nothing is played after `until`, so late starters are caught mid-way.
 */
export function playThrough(
  game: DemoGame,
  person: Person,
  rng: Rng,
  window: { from: number; until: number },
): PlayedParticipant {
  const invited = window.from + person.invitedDay * DAY;
  let clock = invited + days(rng, 2) * Math.exp(-0.3 * person.motivation);
  const neverStarts = rng() < 0.07 + (0.12 * person.invitedDay) / 20;
  const played = new Map<string, PlayedLevel>();
  let streak = 0;
  let achievements = noAchievements();
  let lastUpdated = invited;
  let lastCompletedScore = 0;
  let replays = 0;
  // After a failed attempt: plays it again (about 9 in 10 on average). After a passed level:
  // stops there anyway (about 1 in 40).
  const keepsAt = sigmoid(2.2 + 0.6 * person.motivation);
  const leaves = sigmoid(-4 - 0.6 * person.motivation);
  /** Plays a level until it is passed (true) or the participant stops on it (false). */
  const playLevel = (level: DemoLevel): boolean => {
    // The items drawn in earlier attempts of this level: the next draw avoids them.
    const seen = new Set<string>();
    for (let tries = 1; clock + level.time * SECOND <= window.until; tries++) {
      const run = playAttempt(level, tries, seen, person, rng, rng() < INTERRUPTED, clock);
      const { earned, streakAfter } = levelAchievements(
        {
          points: run.points,
          maxPoints: run.maxPoints,
          passed: run.passed,
          secondsUsed: run.secondsUsed,
          timeSeconds: level.time,
          best: run.best,
        },
        streak,
      );
      streak = streakAfter;
      achievements = addAchievements(achievements, earned);
      clock += run.secondsUsed * SECOND;
      lastUpdated = clock;
      lastCompletedScore = run.points;
      const before = played.get(level.id);
      // Each ended attempt adds its asked items' rows to the level's (values as totals).
      const rows =
        level.kind === 'numeric'
          ? competencyLevelScores(
              run.asked.map((q, i) => ({
                competency: q.ability,
                reward: q.value,
                points: run.itemPoints[i] ?? null,
              })),
            )
          : [];
      played.set(level.id, {
        level,
        counted: before && !countsOver(run, before.counted) ? before.counted : run,
        attempts: tries,
        allAttempts: {
          points: (before?.allAttempts.points ?? 0) + run.points,
          maxPoints: (before?.allAttempts.maxPoints ?? 0) + run.maxPoints,
        },
        updatedAt: new Date(clock),
        competencyRows: poolCompetencyRows(before?.competencyRows ?? [], rows),
        runs: [...(before?.runs ?? []), run],
      });
      if (tries > 1) {
        replays += 1;
      }
      if (run.passed) {
        return true;
      }
      if (tries >= MAX_TRIES || rng() > keepsAt) {
        return false;
      }
      clock += retryGap(rng);
    }
    // No attempt may end after the activity window.
    return false;
  };
  for (const level of neverStarts ? [] : game.levels) {
    if (!playLevel(level) || rng() < leaves) {
      break;
    }
    clock += levelGap(rng, person);
  }
  const levels = [...played.values()];
  const scores = participantScores(
    game.levels.map((l) => ({
      kind: l.kind,
      points: played.get(l.id)?.counted.points ?? null,
      allAttempts: played.get(l.id)?.allAttempts ?? null,
      passed: played.get(l.id)?.counted.passed ?? false,
    })),
  );
  return {
    person,
    userCreated: new Date(invited),
    lastUpdated: new Date(lastUpdated),
    levels,
    competencies: competencyAverages(levels),
    scores,
    // Passed levels stay passed, so having completed once is having completed.
    completedOnce: scores.completed,
    lastCompletedScore,
    attempts: 1 + replays,
    achievements,
    achievementCount: achievementCount(achievements),
    answerStreak: streak,
  };
}

function competencyAverages(levels: readonly PlayedLevel[]) {
  const byCompetency = new Map<string, number[]>();
  for (const row of levels.flatMap((l) => l.competencyRows)) {
    byCompetency.set(row.competency, [...(byCompetency.get(row.competency) ?? []), row.percentage]);
  }
  return [...byCompetency].map(([competency, percentages]) => ({
    competency,
    averagePercentage: competencyPercentage(percentages),
    levelsPlayed: percentages.length,
  }));
}
