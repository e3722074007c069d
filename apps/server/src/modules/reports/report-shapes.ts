import {
  ACHIEVEMENT_TYPES,
  type Achievements,
  type CompetencyReport,
  competencyCell,
  competencyPercentage,
  type FunFacts,
  type Grade,
  gradeOf,
  type LeaderboardRow,
  type LevelKind,
  type LevelStatistics,
  type LevelStrengths,
  type ProjectType,
  passRate,
  roundPercentage,
  type StrengthRow,
  type UserStrengths,
} from '@app/domain';
import type { CompetencyRow, HistogramRow } from './queries/competencies';
import type { ParticipantRow } from './queries/leaderboard';
import type { CompetencyLevelTotals, LevelExtremes, LevelTotals } from './queries/levels';
import type { findParticipantScores } from './queries/strengths';

/*
 * Pure shaping of the reports: database rows in, the API's answers and the CSV files' cells
 * out. No database here; the service reads, then calls these.
 */

/** What every report needs to know about its event, read once per request. */
export type ReportEvent = {
  id: string;
  accountId: string;
  /** The assessment's name, as the console shows it. */
  name: string;
  projectType: ProjectType;
  registrationFields: string[];
  /** The game's competencies in the wizard's order: the reports' columns. */
  competencies: string[];
  /** Levels in play order. */
  levels: { name: string; kind: LevelKind }[];
  /** The account's time zone: the CSV files' dates are in it. */
  timeZone: string;
};

export function toLeaderboardRow(row: ParticipantRow, rank: number): LeaderboardRow {
  return {
    rank,
    id: row.id,
    name: row.name,
    email: row.email,
    department: row.department,
    region: row.region,
    userInfo: row.userInfo,
    currentLevel: row.currentLevel,
    completedOnce: row.completedOnce,
    currentScore: row.currentScore,
    attempts: row.attempts,
    lastUpdated: row.lastUpdated.toISOString(),
    behaviourScore: row.behaviourScore,
    cognitiveScore: row.cognitiveScore,
    aptitudeScore: row.aptitudeScore,
    achievementCount: row.achievementCount,
  };
}

type FunFactRow = Omit<FunFacts['items'][number], 'achievements'> & { achievements: unknown };

/** A Fun Facts entry: every achievement type present, 0 where the row holds none. */
export function toFunFact(row: FunFactRow): FunFacts['items'][number] {
  const stored = row.achievements as Partial<Achievements>;
  return {
    ...row,
    achievements: Object.fromEntries(
      ACHIEVEMENT_TYPES.map((type) => [type, stored[type] ?? 0]),
    ) as Achievements,
  };
}

type ScoreRows = Awaited<ReturnType<typeof findParticipantScores>>;

/** The User Strength Report: the rows in the event's competency and level order. */
export function toUserStrengths(
  event: ReportEvent,
  participant: ParticipantRow,
  { competencyRows, levelRows }: ScoreRows,
): UserStrengths {
  const order = (name: string) => {
    const i = event.competencies.indexOf(name);
    return i === -1 ? event.competencies.length : i;
  };
  const levelOrder = event.levels.map((l) => l.name);
  const levels = [...new Set(levelRows.map((r) => r.level))].sort(
    (a, b) => levelOrder.indexOf(a) - levelOrder.indexOf(b),
  );
  return {
    participant: {
      id: participant.id,
      name: participant.name,
      email: participant.email,
      currentScore: participant.currentScore,
      completedOnce: participant.completedOnce,
    },
    competencies: competencyRows
      .sort((a, b) => order(a.competency) - order(b.competency))
      .map((r) => ({
        competency: r.competency,
        percentage: r.averagePercentage,
        levelsPlayed: r.levelsPlayed,
      })),
    levels: levels.map((level) => ({
      level,
      scores: levelRows
        .filter((r) => r.level === level)
        .sort((a, b) => order(a.competency) - order(b.competency))
        .map((r) => ({
          competency: r.competency,
          achievedScore: r.achievedScore,
          totalScore: r.totalScore,
          totalQuestions: r.totalQuestions,
          percentage: r.percentage,
        })),
    })),
  };
}

/** Each participant's competency percentages, aligned with the event's competencies. */
export function alignPercentages(
  competencies: string[],
  rows: ParticipantRow[],
  scores: { participantId: string; competency: string; percentage: number }[],
): Map<string, (number | null)[]> {
  const byParticipant = new Map(
    rows.map((r) => [r.id, competencies.map((): number | null => null)]),
  );
  for (const s of scores) {
    const i = competencies.indexOf(s.competency);
    const list = byParticipant.get(s.participantId);
    if (list && i !== -1) {
      list[i] = s.percentage;
    }
  }
  return byParticipant;
}

export function toStrengthRow(row: ParticipantRow, percentages: (number | null)[]): StrengthRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    department: row.department,
    region: row.region,
    completedOnce: row.completedOnce,
    currentScore: row.currentScore,
    behaviourScore: row.behaviourScore,
    cognitiveScore: row.cognitiveScore,
    aptitudeScore: row.aptitudeScore,
    percentages,
  };
}

/** Part A §2's level score analytics from the level totals and extremes. */
export function toLevelStatistics(
  event: ReportEvent,
  totals: Map<string, LevelTotals>,
  extremes: Map<string, LevelExtremes>,
): LevelStatistics {
  return {
    items: event.levels.map((level) => {
      const t = totals.get(level.name);
      const players = t?.players ?? 0;
      const passed = t?.passed ?? 0;
      const played = players > 0;
      return {
        level: level.name,
        kind: level.kind,
        min: played ? (extremes.get(level.name)?.min ?? null) : null,
        average: played && t ? Math.round(t.pointsSum / players) : null,
        max: played ? (extremes.get(level.name)?.max ?? null) : null,
        players,
        passed,
        passRate: passRate(passed, players),
      };
    }),
  };
}

/**
 * Part A §2's competency analytics: per numbered level, each competency's average percentage
 * over the participants who have one; 'All Levels' is part B §9's sum of the level percentages
 * over their number.
 */
export function toLevelStrengths(
  event: ReportEvent,
  totals: Map<string, LevelTotals>,
  competencyTotals: CompetencyLevelTotals[],
): LevelStrengths {
  const cells = new Map<string, number>();
  for (const r of competencyTotals) {
    if (r.players > 0) {
      cells.set(`${r.level}\u0000${r.competency}`, roundPercentage(r.percentageSum / r.players));
    }
  }
  const levels = event.levels
    .filter((l) => l.kind === 'numeric')
    .map((level) => ({
      level: level.name,
      players: totals.get(level.name)?.players ?? 0,
      percentages: event.competencies.map((c) => cells.get(`${level.name}\u0000${c}`) ?? null),
    }));
  return {
    competencies: event.competencies,
    levels,
    allLevels: event.competencies.map((_, i) => {
      const played = levels.flatMap((l) => {
        const p = l.percentages[i];
        return p === null || p === undefined ? [] : [p];
      });
      return played.length > 0 ? competencyPercentage(played) : null;
    }),
  };
}

/** The checked competency report query, with what its shaping needs. */
export type CompetencyPlan = {
  event: ReportEvent;
  competency: string;
  grades: Grade[];
  grade: Grade | null;
  areas: { department: boolean; region: boolean };
};

/** A row's grade as the screen's Grade column shows it: the account's grade its average falls in. */
const gradeName = (p: CompetencyPlan, percentage: number) =>
  gradeOf(percentage, p.grades)?.name ?? null;

const inGrade = (grade: Grade, percentage: number) =>
  percentage >= grade.start && percentage <= grade.end;

/** The bands' stat cards: per grade, how many of each competency's averages fall in it. */
export function competencyBands(p: CompetencyPlan, counts: HistogramRow[]) {
  return p.grades.map((g) => ({
    ...g,
    counts: p.event.competencies.map((c) =>
      counts
        .filter((r) => r.competency === c && inGrade(g, r.percentage))
        .reduce((sum, r) => sum + r.n, 0),
    ),
  }));
}

/** The chosen competency's total (in the grade, if one is named), from the histogram. */
export function competencyTotal(p: CompetencyPlan, counts: HistogramRow[]): number {
  return counts
    .filter((r) => r.competency === p.competency && (!p.grade || inGrade(p.grade, r.percentage)))
    .reduce((sum, r) => sum + r.n, 0);
}

export function toCompetencyItem(
  p: CompetencyPlan,
  { emailLower: _, ...row }: CompetencyRow,
): CompetencyReport['items'][number] {
  return { ...row, grade: gradeName(p, row.percentage) };
}

/** The competency report file's header: the table's columns (Part B §2). */
export function competencyCsvHeader(p: CompetencyPlan): string[] {
  const header = ['Name', 'Email', 'Competency', 'Grade'];
  if (p.areas.department) {
    header.push('Market Unit Code');
  }
  if (p.areas.region) {
    header.push('Work Location');
  }
  return header;
}

/** One file row: the Grade cell is empty where the grades leave the value uncovered. */
export function competencyCsvCells(p: CompetencyPlan, r: CompetencyRow): string[] {
  const cells = [
    r.name,
    r.email,
    competencyCell(p.competency, r.percentage),
    gradeName(p, r.percentage) ?? '',
  ];
  if (p.areas.department) {
    cells.push(r.department);
  }
  if (p.areas.region) {
    cells.push(r.region);
  }
  return cells;
}
