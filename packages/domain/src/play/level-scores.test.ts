import { describe, expect, it } from 'vitest';
import { competencyLevelScores, type LevelQuestionScore } from './level-scores';

describe('competencyLevelScores: one level’s score per competency', () => {
  it('sums each competency’s points over all its questions, answered or not', () => {
    // A level of five questions over two competencies; time ran out before the fifth.
    const questions: LevelQuestionScore[] = [
      { competency: 'Teamwork', reward: 200, points: 200 }, // best
      { competency: 'Empathy', reward: 100, points: 100 }, // best
      { competency: 'Teamwork', reward: 100, points: 50 }, // ok: half
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
