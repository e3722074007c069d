import type { ProjectType } from '../auth';
import { formatThousands } from './format';

/** Part A §9: the reads' limits and timings. */
export const REPORT_PAGE_SIZE = 10;
export const SEARCH_LIMIT = 10;
/** The User Strength Report's picker shows fewer matches. */
export const USER_SEARCH_LIMIT = 5;
export const SEARCH_DEBOUNCE_MS = 1000;
export const STRENGTH_SEARCH_DEBOUNCE_MS = 500;
/** The Fun Facts table: the top 5 by achievement count among those with capabilities. */
export const FUN_FACTS_SIZE = 5;
/**
 * The legacy analytics started each level's minimum at 100,000 and lowered it per score; a
 * level nobody played kept it. We report such a level's minimum as null ("–") instead.
 */
export const LEVEL_MINIMUM_SENTINEL = 100_000;

/** The spec's CSV file names (part A §2, part B §2). */
export const REPORT_CSV_NAMES = {
  leaderboard: 'Progress-leaderboard.csv',
  strengthDetail: 'Progress-strengthDetail.csv',
  competencyReport: 'Progress Competency-Report.csv',
} as const;

/** Part A §5's scoring ranges of the Assessor Board: the most each score can be. */
export const STRENGTH_FILTER_MAXIMA = {
  competency: 100,
  behaviour: 30_000,
  aptitude: 5_000,
  cognitive: 5_000,
  total: 40_000,
} as const;
export type ScoreRangeKey = Exclude<keyof typeof STRENGTH_FILTER_MAXIMA, 'competency'>;
export const SCORE_RANGE_KEYS: readonly ScoreRangeKey[] = [
  'behaviour',
  'aptitude',
  'cognitive',
  'total',
];

/** The fields a leaderboard row carries (schemas.ts), as the columns read them. */
export type RankedRow = {
  rank: number;
  name: string;
  email: string;
  department: string;
  region: string;
  userInfo: Record<string, string>;
  currentLevel: number;
  completedOnce: boolean;
  currentScore: number;
  attempts: number;
  lastUpdated: string;
  behaviourScore: number;
  cognitiveScore: number;
  aptitudeScore: number;
};

export type LeaderboardColumn = {
  /** The spec's column name: the table header and the CSV header. */
  label: string;
  cell: (row: RankedRow, date: (iso: string) => string) => string;
};

const info = (key: string) => (row: RankedRow) => row.userInfo[key] ?? '';
const score = (pick: (row: RankedRow) => number) => (row: RankedRow) => formatThousands(pick(row));

/**
 * Part A §3's candidate table columns, in order; Level and Job Function read the legacy
 * userInfo keys (degree, cgpa). Ace events add their three scores after currentScore.
 */
export function leaderboardColumns(projectType: ProjectType): LeaderboardColumn[] {
  const columns: LeaderboardColumn[] = [
    { label: 'rank', cell: (r) => String(r.rank) },
    { label: 'GPID', cell: info('GPID') },
    { label: 'name', cell: (r) => r.name },
    { label: 'Country', cell: info('Country') },
    { label: 'Job Sub-Function', cell: info('Job Sub-Function') },
    { label: 'Job Function', cell: info('cgpa') },
    { label: 'Gender', cell: info('Gender') },
    { label: 'HR Manager Name', cell: info('HR Manager Name') },
    { label: 'Region (Label)', cell: info('Region (Label)') },
    { label: 'Level', cell: info('degree') },
    { label: 'Market Unit Code', cell: (r) => r.department },
    { label: 'Work Location', cell: (r) => r.region },
    { label: 'email', cell: (r) => r.email },
    { label: 'currentLevel', cell: (r) => String(r.currentLevel) },
    { label: 'completedOnce', cell: (r) => (r.completedOnce ? 'Yes' : 'No') },
    { label: 'currentScore', cell: score((r) => r.currentScore) },
  ];
  if (projectType === 'ace') {
    columns.push(
      { label: 'behaviourScore', cell: score((r) => r.behaviourScore) },
      { label: 'cognitiveScore', cell: score((r) => r.cognitiveScore) },
      { label: 'aptitudeScore', cell: score((r) => r.aptitudeScore) },
    );
  }
  columns.push(
    { label: 'attempts', cell: (r) => String(r.attempts) },
    { label: 'lastUpdated', cell: (r, date) => date(r.lastUpdated) },
  );
  return columns;
}

/** Part B §2: a competency cell of the competency report, "name - value%". */
export function competencyCell(competency: string, percentage: number): string {
  return `${competency} - ${percentage}%`;
}

/** Share of players who passed, as a whole percentage rounded up (0 when nobody played). */
export function passRate(passed: number, players: number): number {
  return players <= 0 ? 0 : Math.min(100, Math.ceil((100 * passed) / players));
}

/**
 * The Assessor Board's minimums, one per competency in the event's order, from the query's
 * comma list ("50,,70": blanks are no minimum). Null when a value is not 0–100 or the list is
 * longer than the competencies.
 */
export function parseMinimums(
  text: string | undefined,
  competencies: number,
): (number | null)[] | null {
  const values: (number | null)[] = Array.from({ length: competencies }, () => null);
  if (!text) {
    return values;
  }
  const parts = text.split(',');
  if (parts.length > competencies) {
    return null;
  }
  for (const [i, part] of parts.entries()) {
    const trimmed = part.trim();
    if (trimmed === '') {
      continue;
    }
    const n = Number(trimmed);
    if (!Number.isInteger(n) || n < 0 || n > STRENGTH_FILTER_MAXIMA.competency) {
      return null;
    }
    values[i] = n === 0 ? null : n;
  }
  return values;
}

/** The fields an Assessor Board row carries (schemas.ts), as its columns read them. */
export type StrengthCells = {
  name: string;
  email: string;
  department: string;
  region: string;
  completedOnce: boolean;
  currentScore: number;
  behaviourScore: number;
  cognitiveScore: number;
  aptitudeScore: number;
  /** Aligned with the event's competencies; null where the participant has none yet. */
  percentages: (number | null)[];
};

/**
 * The Assessor Board's columns (table and 'Progress-strengthDetail' CSV): who, each competency's
 * percentage in the event's order, and for ace events the three scores and their total.
 */
export function strengthColumns(
  competencies: readonly string[],
  projectType: ProjectType,
): { label: string; cell: (row: StrengthCells) => string }[] {
  const columns = [
    { label: 'Name', cell: (r: StrengthCells) => r.name },
    { label: 'Email', cell: (r: StrengthCells) => r.email },
    { label: 'Market Unit Code', cell: (r: StrengthCells) => r.department },
    { label: 'Work Location', cell: (r: StrengthCells) => r.region },
    { label: 'Completed', cell: (r: StrengthCells) => (r.completedOnce ? 'Yes' : 'No') },
    ...competencies.map((label, i) => ({
      label,
      cell: (r: StrengthCells) => {
        const p = r.percentages[i];
        return p === null || p === undefined ? '' : `${p}%`;
      },
    })),
  ];
  if (projectType === 'ace') {
    columns.push(
      { label: 'Behaviour', cell: (r) => formatThousands(r.behaviourScore) },
      { label: 'Cognitive', cell: (r) => formatThousands(r.cognitiveScore) },
      { label: 'Aptitude', cell: (r) => formatThousands(r.aptitudeScore) },
      { label: 'Total', cell: (r) => formatThousands(r.currentScore) },
    );
  }
  return columns;
}
