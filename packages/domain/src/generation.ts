import type { ProjectType } from './auth';
import type { QuestionType } from './catalog';
import type { QuestionDifficulty } from './question-bank';

/**
 * How a game's levels are generated from the wizard's choices (part B §4, §9). The spec does not
 * show "levelsConfig" (minimum attempts per level) or the progress question totals; these tables
 * are our choice, listed in docs/decisions/: a gentle ramp from 4 to 8 answers a level.
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

/** An item follows every second numbered level in progress, every level otherwise. */
const ITEM_EVERY: Record<ProjectType, number> = { progress: 2, ace: 1 };

/** How many items (mini, cognitive or aptitude games) the level layout has room for. */
export function itemSlots(projectType: ProjectType): number {
  return Math.floor(LEVELS_CONFIG[projectType].length / ITEM_EVERY[projectType]);
}

/**
 * Level order: progress has 8 numbered levels with the 3 mini games after every second level
 * (1 2 M 3 4 M 5 6 M 7 8); the ace edition has 6 levels with its 4 cognitive/aptitude items
 * after each level in turn (1 C 2 C 3 A 4 A 5 6). The easy flow may choose more, up to
 * itemSlots: a fourth mini game follows level 8, a fifth and sixth item levels 5 and 6.
 */
export function planLevels(projectType: ProjectType, items: GameItem[]): PlannedLevel[] {
  const config = LEVELS_CONFIG[projectType];
  const every = ITEM_EVERY[projectType];
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

/** Part B §9: the share of Easy questions in a level: 75 % for an Easy game, 50 % for a Hard one. */
export function easyRatio(difficulty: QuestionDifficulty): number {
  return difficulty === 'Easy' ? 0.75 : 0.5;
}

/**
 * Largest remainder: splits `total` whole units over the quotas (which sum to about `total`),
 * each part the quota rounded down, the units left over going to the largest fractions (ties to
 * the earlier quota). Every part is within one of its quota.
 */
export function largestRemainder(total: number, quotas: number[]): number[] {
  const parts = quotas.map((q) => Math.floor(q));
  let left = total - parts.reduce((sum, p) => sum + p, 0);
  const order = quotas
    .map((q, index) => ({ index, fraction: q - Math.floor(q) }))
    .sort((x, y) => y.fraction - x.fraction || x.index - y.index);
  for (const { index } of order) {
    if (left <= 0) {
      break;
    }
    parts[index] = (parts[index] ?? 0) + 1;
    left--;
  }
  return parts;
}

export type QuestionNeed = { type: QuestionType; easy: number; hard: number };

/**
 * What one level needs from each competency's bank, by type: one list per competency. The Easy
 * share is apportioned over the whole level, not rounded per type and competency (which made an
 * Easy game's 2-question draws all Easy): the level's Easy count is its share of all its
 * questions rounded half up, spread over the draws by largest remainder, so each level is
 * 75/25 (or 50/50) within one question.
 */
export function levelQuestionNeeds(
  totals: Attempts,
  competencies: number,
  difficulty: QuestionDifficulty,
): QuestionNeed[][] {
  const byType: [QuestionType, number][] = [
    ['Question', totals.questions],
    ['Email', totals.emails],
    ['SMS', totals.sms],
  ];
  const draws = Array.from({ length: competencies }, () =>
    byType.map(([type, count]) => ({ type, draw: perCompetencyDraw(count, competencies) })),
  ).flat();
  const ratio = easyRatio(difficulty);
  const all = draws.reduce((sum, d) => sum + d.draw, 0);
  const easy = largestRemainder(
    Math.round(all * ratio),
    draws.map((d) => d.draw * ratio),
  );
  const needs = draws.map((d, index) => {
    const e = easy[index] ?? 0;
    return { type: d.type, easy: e, hard: d.draw - e };
  });
  return Array.from({ length: competencies }, (_, c) =>
    needs.slice(c * byType.length, (c + 1) * byType.length),
  );
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

/** The longest a readable company part of a wizard event id gets before the account id stands in. */
export const EVENT_ID_COMPANY_MAX = 40;
/** The longest event id there is: a 34-character company part, '_', and the game part. */
export const EVENT_ID_MAX = 255;

/** UTF-8 by hand: TextEncoder would write every lone surrogate as U+FFFD, which is not injective. */
function utf8Bytes(cp: number): number[] {
  if (cp < 0x80) {
    return [cp];
  }
  if (cp < 0x800) {
    return [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)];
  }
  if (cp < 0x10000) {
    return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
  }
  return [
    0xf0 | (cp >> 18),
    0x80 | ((cp >> 12) & 0x3f),
    0x80 | ((cp >> 6) & 0x3f),
    0x80 | (cp & 0x3f),
  ];
}

/**
 * One part of a wizard event id, injective and URL-safe: a–z and 0–9 stay, '_' becomes '.',
 * every other character is written as its UTF-8 bytes, each '-' and two hex digits. No part
 * holds '_', so the first '_' of an id always separates company from game.
 */
export function eventIdPart(text: string): string {
  let out = '';
  for (const char of text) {
    if (/^[a-z0-9]$/.test(char)) {
      out += char;
    } else if (char === '_') {
      out += '.';
    } else {
      for (const byte of utf8Bytes(char.codePointAt(0) ?? 0)) {
        out += `-${byte.toString(16).padStart(2, '0')}`;
      }
    }
  }
  return out;
}

/**
 * Part B §5: event id = company and game name, lower-cased, without spaces, joined by '_'. The
 * company part is the account's companyKey (unique per account) written injectively, so two
 * accounts never get the same id: a clash can only be the same company's own game name. A
 * company part over EVENT_ID_COMPANY_MAX characters is '--' and the account id's hex digits
 * instead ('--' never starts a written part, so the two kinds cannot meet).
 */
export function wizardEventId(
  account: { id: string; companyKey: string },
  gameName: string,
): string {
  const readable = eventIdPart(account.companyKey);
  const company =
    readable.length <= EVENT_ID_COMPANY_MAX
      ? readable
      : `--${account.id.toLowerCase().replace(/[^0-9a-f]/g, '')}`;
  return `${company}_${eventIdPart(gameName.toLowerCase().replace(/\s+/g, ''))}`;
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
