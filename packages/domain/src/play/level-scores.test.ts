import { describe, expect, it } from 'vitest';
import { competencyLevelScores, type LevelQuestionScore, poolCompetencyRows } from './level-scores';
import { competencyPercentage } from './rules';

describe('competencyLevelScores: one level’s score per competency', () => {
  it('sums each competency’s points over all its questions, answered or not', () => {
    // A level of five questions over two competencies; time ran out before the fifth.
    const questions: LevelQuestionScore[] = [
      { competency: 'Teamwork', reward: 200, points: 200 }, // best
      { competency: 'Empathy', reward: 100, points: 100 }, // best
      { competency: 'Teamwork', reward: 100, points: 50 }, // half of its points
      { competency: 'Empathy', reward: 100, points: 0 }, // wrong
      { competency: 'Empathy', reward: 100, points: null }, // not answered
    ];
    expect(competencyLevelScores(questions)).toEqual([
      // First appearance first: Teamwork before Empathy (not alphabetical).
      {
        competency: 'Teamwork',
        achievedScore: 250,
        totalScore: 300,
        totalQuestions: 2,
        percentage: 84, // 250 / 300 = 83.3 % → rounded up
      },
      {
        competency: 'Empathy',
        achievedScore: 100,
        totalScore: 300, // the unanswered question's 100 counts toward the total
        totalQuestions: 3,
        percentage: 34, // 100 / 300 = 33.3 % → rounded up
      },
    ]);
  });

  it('counts a negative reward as 0 toward the total', () => {
    const [row] = competencyLevelScores([
      { competency: 'Focus', reward: 100, points: 100 },
      { competency: 'Focus', reward: -50, points: 0 },
    ]);
    expect(row).toMatchObject({ totalScore: 100, totalQuestions: 2, percentage: 100 });
  });

  it('gives a competency whose questions all went unanswered 0 %', () => {
    expect(competencyLevelScores([{ competency: 'Focus', reward: 100, points: null }])).toEqual([
      { competency: 'Focus', achievedScore: 0, totalScore: 100, totalQuestions: 1, percentage: 0 },
    ]);
  });

  it('gives no rows for a level with no questions', () => {
    expect(competencyLevelScores([])).toEqual([]);
  });
});

describe('scores over what an attempt asked (docs/decisions/0012-draw-and-scoring.md)', () => {
  it('gives a competency the attempt did not ask no row for the level, not 0 %', () => {
    // Progress level 1 asks 2|1|1 of five competencies: Integrity is left out this time.
    const asked: LevelQuestionScore[] = [
      { competency: 'Adaptability', reward: 100, points: 100 },
      { competency: 'Collaboration', reward: 100, points: 25 },
      { competency: 'Customer Focus', reward: 100, points: 0 },
      { competency: 'Innovation', reward: 100, points: null }, // on screen when time ran out
    ];
    const rows = competencyLevelScores(asked);
    expect(rows.map((r) => [r.competency, r.percentage])).toEqual([
      ['Adaptability', 100],
      ['Collaboration', 25],
      ['Customer Focus', 0],
      ['Innovation', 0], // asked and unanswered: a real result
    ]);
    expect(rows.some((r) => r.competency === 'Integrity')).toBe(false);
  });

  it('averages a competency over the levels where it was measured', () => {
    // Integrity measured in levels 2 and 3 (80 % and 61 %), not asked in level 1: 71 %, not 47 %.
    expect(competencyPercentage([80, 61])).toBe(71);
  });
});

describe('poolCompetencyRows: a replay adds evidence to a level’s rows', () => {
  const row = (
    competency: string,
    achievedScore: number,
    totalScore: number,
    totalQuestions: number,
  ) => ({
    competency,
    achievedScore,
    totalScore,
    totalQuestions,
    percentage: Math.ceil((100 * achievedScore) / totalScore),
  });

  it('adds a second attempt to the first, competency by competency', () => {
    const first = [row('Adaptability', 100, 200, 2), row('Integrity', 0, 100, 1)];
    const second = [row('Adaptability', 200, 200, 2), row('Innovation', 100, 100, 1)];
    expect(poolCompetencyRows(first, second)).toEqual([
      row('Adaptability', 300, 400, 4), // 75 %: the failed try still counts
      row('Integrity', 0, 100, 1), // asked only the first time
      row('Innovation', 100, 100, 1), // asked only the second time
    ]);
  });

  it('starts from the first attempt’s rows', () => {
    expect(poolCompetencyRows([], [row('Integrity', 50, 100, 1)])).toEqual([
      row('Integrity', 50, 100, 1),
    ]);
  });
});
