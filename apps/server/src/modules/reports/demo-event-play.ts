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
  levelAchievements,
  levelPassed,
  MINI_POINTS_PER_SCREEN,
  noAchievements,
  type ParticipantScores,
  type ProjectType,
  participantScores,
} from '@app/domain';
import type { DemoGame, DemoLevel } from './demo-event-game';
import { normal, type Person, type Rng, sigmoid } from './demo-event-people';

/**
 * One participant playing the demo game from its invitation on: each attempt answers the
 * level's items in the order the player shows them, as far as the clock allows, and ends as the
 * level end would. Every stored number comes from the domain's rules (answerPoints, levelPassed,
 * countsOver, levelAchievements, competencyLevelScores, competencyPercentage,
 * participantScores), applied to the simulated answers in the order the server applies them.
 */

const SECOND = 1000;
const DAY = 86_400 * SECOND;
/** Share of attempts left half-way (a closed tab): they end at the deadline with what they have. */
const INTERRUPTED = 0.05;
const MAX_TRIES = 5;

type Attempt = {
  points: number;
  passed: boolean;
  secondsUsed: number;
  /** Whether each answer, in the order given, was best. */
  best: boolean[];
  /** Numbered levels: points per item answered, by position. */
  itemPoints: number[];
};

/** A participant's counted attempt on one level and how often it was played. */
export type PlayedLevel = {
  level: DemoLevel;
  counted: Attempt;
  attempts: number;
  updatedAt: Date;
  competencyRows: CompetencyLevelScore[];
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

/** How far the clock lets one attempt get: every item, or as many as fit in the level's time. */
function reach(items: number, time: number, pace: number, interrupted: boolean, rng: Rng) {
  const inTime = Math.min(items, Math.floor(time / pace));
  const answered = interrupted ? Math.floor(rng() * 0.6 * inTime) : inTime;
  // Answering the last item ends the level; otherwise it ends when the time is up.
  return { answered, secondsUsed: answered === items ? items * pace : time };
}

function playAttempt(level: DemoLevel, person: Person, rng: Rng, interrupted: boolean): Attempt {
  const best: boolean[] = [];
  const itemPoints: number[] = [];
  const kinds: string[] = [];
  const jitter = Math.exp(0.12 * normal(rng));
  let secondsUsed = level.time;
  if (level.kind === 'numeric') {
    const run = reach(
      level.questions.length,
      level.time,
      person.secondsPerAnswer * jitter,
      interrupted,
      rng,
    );
    secondsUsed = run.secondsUsed;
    for (const q of level.questions.slice(0, run.answered)) {
      const margin = (person.ability[q.competency] ?? 0) - q.hardness;
      const u = rng();
      const aim = u < sigmoid(1.7 * margin) ? 0 : u < sigmoid(1.7 * (margin + 1.2)) ? 1 : 2;
      const rating = q.rated[aim];
      itemPoints.push(answerPoints(q.reward, rating));
      best.push(rating === 1);
      kinds.push(q.kind);
    }
  } else if (level.kind === 'mini') {
    const run = reach(
      level.screens,
      level.time,
      person.secondsPerScreen * jitter,
      interrupted,
      rng,
    );
    secondsUsed = run.secondsUsed;
    for (let i = 0; i < run.answered; i++) {
      const right = rng() < sigmoid(1.5 * person.miniGames + 0.3);
      itemPoints.push(right ? MINI_POINTS_PER_SCREEN : 0);
      best.push(right);
      kinds.push('mini');
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
  return { points, passed, secondsUsed, best, itemPoints };
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
  projectType: ProjectType,
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
  const keepsAt = sigmoid(1.2 + 0.6 * person.motivation);
  const leaves = sigmoid(-2.7 - 0.6 * person.motivation);
  /** Plays a level until it is passed (true) or the participant stops on it (false). */
  const playLevel = (level: DemoLevel): boolean => {
    for (let tries = 1; clock + level.time * SECOND <= window.until; tries++) {
      const run = playAttempt(level, person, rng, rng() < INTERRUPTED);
      const { earned, streakAfter } = levelAchievements(
        {
          points: run.points,
          maxPoints: level.maxPoints,
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
      played.set(level.id, {
        level,
        counted: before && !countsOver(run, before.counted) ? before.counted : run,
        attempts: tries,
        updatedAt: new Date(clock),
        competencyRows: [],
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
  const levels = [...played.values()].map((p) =>
    p.level.kind === 'numeric'
      ? {
          ...p,
          competencyRows: competencyLevelScores(
            p.level.questions.map((q, i) => ({
              competency: q.ability,
              reward: q.reward,
              points: p.counted.itemPoints[i] ?? null,
            })),
          ),
        }
      : p,
  );
  const scores = participantScores(
    game.levels.map((l) => ({
      kind: l.kind,
      points: played.get(l.id)?.counted.points ?? null,
      passed: played.get(l.id)?.counted.passed ?? false,
    })),
    projectType,
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
