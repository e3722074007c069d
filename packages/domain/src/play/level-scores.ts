import { percentageOf } from './rules';

export type LevelQuestionScore = {
  /** The question's competency (the spec's ability). */
  competency: string;
  reward: number;
  /** Points the participant earned on it; null when it was not answered. */
  points: number | null;
};

export type CompetencyLevelScore = {
  competency: string;
  achievedScore: number;
  totalScore: number;
  totalQuestions: number;
  percentage: number;
};

/**
 * Part A §3's capabilities.{competency}.scores.{level}: per competency, the points earned over
 * the most the attempt's asked items of that competency could give. Every asked item counts
 * toward the total, answered or not, so running out of time lowers the percentage; a
 * competency the attempt did not ask gets no row (docs/decisions/0012-draw-and-scoring.md).
 */
export function competencyLevelScores(
  questions: readonly LevelQuestionScore[],
): CompetencyLevelScore[] {
  const byCompetency = new Map<string, CompetencyLevelScore>();
  for (const q of questions) {
    const row = byCompetency.get(q.competency) ?? {
      competency: q.competency,
      achievedScore: 0,
      totalScore: 0,
      totalQuestions: 0,
      percentage: 0,
    };
    row.achievedScore += q.points ?? 0;
    row.totalScore += Math.max(0, q.reward);
    row.totalQuestions += 1;
    byCompetency.set(q.competency, row);
  }
  return [...byCompetency.values()].map((row) => ({
    ...row,
    percentage: percentageOf(row.achievedScore, row.totalScore),
  }));
}

/**
 * A level's competency rows with one more ended attempt added: every attempt's asked items are
 * evidence, so a replay adds to the rows instead of replacing them (docs/decisions/
 * draw-and-scoring.md). A competency only one attempt asked keeps that attempt's figures.
 *
 * Adaptability 100 of 200 (2 asked), then 200 of 200 (2 asked) → 300 of 400, 4 asked, 75 %.
 */
export function poolCompetencyRows(
  before: readonly CompetencyLevelScore[],
  attempt: readonly CompetencyLevelScore[],
): CompetencyLevelScore[] {
  const pooled = new Map(before.map((row) => [row.competency, { ...row }]));
  for (const row of attempt) {
    const sum = pooled.get(row.competency);
    pooled.set(
      row.competency,
      sum
        ? {
            ...sum,
            achievedScore: sum.achievedScore + row.achievedScore,
            totalScore: sum.totalScore + row.totalScore,
            totalQuestions: sum.totalQuestions + row.totalQuestions,
          }
        : { ...row },
    );
  }
  return [...pooled.values()].map((row) => ({
    ...row,
    percentage: percentageOf(row.achievedScore, row.totalScore),
  }));
}
