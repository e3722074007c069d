import type { ProjectType } from './auth';
import type { QuestionType } from './catalog';
import type { QuestionDifficulty } from './question-bank';

/**
 * How a game's levels are generated from the wizard's choices (part B §4, §9). The spec does not
 * show "levelsConfig" (minimum attempts per level) or the progress question totals; these tables
 * are our choice, listed in the README's Decisions: a gentle ramp from 4 to 8 answers a level.
 */
export type Attempts = { questions: number; emails: number; sms: number };

export const LEVELS_CONFIG: Record<ProjectType, Attempts[]> = {
  progress: [
    { questions: 2, emails: 1, sms: 1 },
    { questions: 2, emails: 1, sms: 1 },
    { questions: 3, emails: 1, sms: 1 },
    { questions: 3, emails: 1, sms: 1 },
    { questions: 3, emails: 2, sms: 1 },
    { questions: 3, emails: 2, sms: 1 },
    { questions: 4, emails: 2, sms: 1 },
    { questions: 4, emails: 2, sms: 2 },
  ],
  ace: [
    { questions: 2, emails: 1, sms: 1 },
    { questions: 3, emails: 1, sms: 1 },
    { questions: 3, emails: 2, sms: 1 },
    { questions: 4, emails: 2, sms: 1 },
    { questions: 4, emails: 2, sms: 2 },
    { questions: 5, emails: 2, sms: 2 },
  ],
};

/** Progress levels ask as many questions as their minimum attempts (progressTotalQuestion). */
export const PROGRESS_TOTALS_EQUAL_ATTEMPTS = true;

export const MINI_LEVEL_TOTAL = 'L=1';
export const MINI_LEVEL_MIN_ATTEMPT = '5';
export const PROGRESS_POINTS_PER_ANSWER = 100;

export const sumAttempts = (a: Attempts) => a.questions + a.emails + a.sms;

/** Part B §9: level time = 15 × the sum of the three minimum-attempt numbers. */
export function levelTime(a: Attempts): number {
  return 15 * sumAttempts(a);
}

/** Part B §9: progress 100 × the sum; otherwise the sum × the difficulty's points. */
export function levelPassingScore(
  a: Attempts,
  projectType: ProjectType,
  difficultyPoints: number,
): number {
  return (
    sumAttempts(a) * (projectType === 'progress' ? PROGRESS_POINTS_PER_ANSWER : difficultyPoints)
  );
}

/** Part B §9: 1.5 × each number, rounded down, outside progress. */
export function levelTotals(a: Attempts, projectType: ProjectType): Attempts {
  if (projectType === 'progress') {
    return { ...a };
  }
  return {
    questions: Math.floor(1.5 * a.questions),
    emails: Math.floor(1.5 * a.emails),
    sms: Math.floor(1.5 * a.sms),
  };
}

/** The pipe-joined form levels store: questions|emails|sms. */
export const pipeJoin = (a: Attempts) => `${a.questions}|${a.emails}|${a.sms}`;

export type GameItem = { name: string; kind: 'Game' | 'Cognitive' | 'Aptitude' };

export type PlannedLevel =
  | { kind: 'numbered'; tabName: string; number: number; attempts: Attempts }
  | { kind: 'item'; tabName: string; item: GameItem };

/**
 * Level order: progress has 8 numbered levels with the 3 mini games after every second level
 * (1 2 M 3 4 M 5 6 M 7 8); the ace edition has 6 levels with its 4 cognitive/aptitude items
 * after each level in turn (1 C 2 C 3 A 4 A 5 6).
 */
export function planLevels(projectType: ProjectType, items: GameItem[]): PlannedLevel[] {
  const config = LEVELS_CONFIG[projectType];
  const every = projectType === 'progress' ? 2 : 1;
  const queue = [...items];
  const plan: PlannedLevel[] = [];
  config.forEach((attempts, index) => {
    const number = index + 1;
    plan.push({ kind: 'numbered', tabName: String(number), number, attempts });
    const item = number % every === 0 ? queue.shift() : undefined;
    if (item) {
      plan.push({ kind: 'item', tabName: item.name, item });
    }
  });
  return plan;
}

/** Part B §3: 'n' for every level, 'y' for the second to last, 'd' for the last. */
export function finalFlag(index: number, count: number): 'n' | 'y' | 'd' {
  if (index === count - 1) {
    return 'd';
  }
  return index === count - 2 ? 'y' : 'n';
}

/** DESIGN §6.12: banks have levels 1–7; a game level above 7 draws from level 7. */
export function bankLevelFor(gameLevel: number): number {
  return Math.min(gameLevel, 7);
}

/** Part B §9: questions drawn per competency for a count: 2 × ceil(count / competencies). */
export function perCompetencyDraw(count: number, competencies: number): number {
  return count === 0 ? 0 : 2 * Math.ceil(count / competencies);
}

/** Part B §9: 75 % easy questions for an Easy game, 50 % for a Hard one (rounded). */
export function easyShare(draw: number, difficulty: QuestionDifficulty): number {
  return Math.round(draw * (difficulty === 'Easy' ? 0.75 : 0.5));
}

export type QuestionNeed = { type: QuestionType; easy: number; hard: number };

/** What one level needs from each competency's bank, by type. */
export function questionNeeds(
  totals: Attempts,
  competencies: number,
  difficulty: QuestionDifficulty,
): QuestionNeed[] {
  const byType: [QuestionType, number][] = [
    ['Question', totals.questions],
    ['Email', totals.emails],
    ['SMS', totals.sms],
  ];
  return byType.map(([type, count]) => {
    const draw = perCompetencyDraw(count, competencies);
    const easy = easyShare(draw, difficulty);
    return { type, easy, hard: draw - easy };
  });
}

/**
 * Picks `need` easy and hard questions from what the bank has; when one difficulty runs short
 * the other fills in (DESIGN §6.12). Returns null when the level's bank as a whole is short.
 */
export function pickMix<T>(
  available: { easy: T[]; hard: T[] },
  need: { easy: number; hard: number },
): T[] | null {
  const total = need.easy + need.hard;
  if (available.easy.length + available.hard.length < total) {
    return null;
  }
  const easyTaken = Math.min(
    available.easy.length,
    Math.max(need.easy, total - available.hard.length),
  );
  const hardTaken = total - easyTaken;
  return [...available.easy.slice(0, easyTaken), ...available.hard.slice(0, hardTaken)];
}

/** Part B §5: event id = lower-cased company and game name without spaces, joined by '_'. */
export function wizardEventId(companyName: string, gameName: string): string {
  // The id travels in every URL and participant id: only letters, digits, '.' and '-' are kept
  // (a '_' inside a name would blur the company/game boundary).
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z0-9.-]+/g, '');
  return `${clean(companyName)}_${clean(gameName)}`;
}

/** Part B §4: '% to complete' — base 4, +12 a completed step, +24 for the games step in progress. */
export function journeyPercent(
  steps: { key: string; done: boolean }[],
  projectType: ProjectType,
): number {
  let percent = 4;
  for (const step of steps) {
    if (step.done) {
      percent += step.key === 'games' && projectType === 'progress' ? 24 : 12;
    }
  }
  return Math.min(percent, 100);
}
