import { describe, expect, it } from 'vitest';
import {
  type Achievements,
  achievementCount,
  addAchievements,
  type EndedLevel,
  levelAchievements,
  longestBestRun,
  noAchievements,
} from './achievements';

/**
 * A level that earns nothing on its own: 500 of 1,000 points, failed, all 60 seconds used, and no
 * answers. Each example changes only what it is about.
 */
const level = (change: Partial<EndedLevel>): EndedLevel => ({
  points: 500,
  maxPoints: 1_000,
  passed: false,
  secondsUsed: 60,
  timeSeconds: 60,
  best: [],
  ...change,
});
const earned = (change: Partial<EndedLevel>, streakBefore = 0) =>
  levelAchievements(level(change), streakBefore).earned;

const T = true;
const F = false;

describe('highAchiever: at least 90 % of what the level could give', () => {
  it('is earned at exactly 90 % (900 of 1,000)', () => {
    expect(earned({ points: 900 }).highAchiever).toBe(1);
    expect(earned({ points: 1_000 }).highAchiever).toBe(1);
  });

  it('is not earned at 89 % (890 of 1,000)', () => {
    expect(earned({ points: 890 }).highAchiever).toBe(0);
  });

  it('is never earned from a level that could give nothing', () => {
    expect(earned({ points: 0, maxPoints: 0 }).highAchiever).toBe(0);
  });
});

describe('mostlyRight: at least 4 answers and at least 75 % of them best', () => {
  it('is earned for 3 best of 4', () => {
    expect(earned({ best: [T, T, F, T] }).mostlyRight).toBe(1);
  });

  it('is not earned for 2 best of 4', () => {
    expect(earned({ best: [T, F, T, F] }).mostlyRight).toBe(0);
  });

  it('is not earned for 3 best of 3: too few answers', () => {
    expect(earned({ best: [T, T, T] }).mostlyRight).toBe(0);
  });
});

describe('speedDemon: a level passed within half of its time', () => {
  it('is earned at exactly half the time (30 of 60 seconds)', () => {
    expect(earned({ passed: true, secondsUsed: 30 }).speedDemon).toBe(1);
    expect(earned({ passed: true, secondsUsed: 12 }).speedDemon).toBe(1);
  });

  it('is not earned one second over half', () => {
    expect(earned({ passed: true, secondsUsed: 31 }).speedDemon).toBe(0);
  });

  it('is not earned by a quick failure', () => {
    expect(earned({ passed: false, secondsUsed: 10 }).speedDemon).toBe(0);
  });
});

describe('streakOf10: every 10 best answers in a row, across levels', () => {
  it('finishes a streak begun in an earlier level: 7 before + 3 best → one award, streak 10', () => {
    const result = levelAchievements(level({ best: [T, T, T] }), 7);
    expect(result.earned.streakOf10).toBe(1);
    expect(result.streakAfter).toBe(10);
    // The next level carries 10 on; the 11th best answer earns nothing new.
    const next = levelAchievements(level({ best: [T] }), result.streakAfter);
    expect(next.earned.streakOf10).toBe(0);
    expect(next.streakAfter).toBe(11);
  });

  it('awards 23 best in a row from 0 twice (at 10 and 20) and carries 23 on', () => {
    const result = levelAchievements(level({ best: Array<boolean>(23).fill(T) }), 0);
    expect(result.earned.streakOf10).toBe(2);
    expect(result.streakAfter).toBe(23);
  });

  it('resets the streak to 0 on an answer that is not best', () => {
    // 9 before, then a wrong answer: the 9 are lost and the next best answer starts at 1.
    const broken = levelAchievements(level({ best: [F, T] }), 9);
    expect(broken.earned.streakOf10).toBe(0);
    expect(broken.streakAfter).toBe(1);
    // 9 before, one best (the 10th, awarded), then a wrong one: the level ends on 0.
    const awardedThenBroken = levelAchievements(level({ best: [T, F] }), 9);
    expect(awardedThenBroken.earned.streakOf10).toBe(1);
    expect(awardedThenBroken.streakAfter).toBe(0);
  });

  it('leaves the streak as it was after a level with no answers', () => {
    const result = levelAchievements(level({ best: [] }), 10);
    expect(result.earned.streakOf10).toBe(0);
    expect(result.streakAfter).toBe(10);
  });
});

describe('one level can earn several achievements', () => {
  it('earns all four for 10 best of 10 in a third of the time, from a fresh streak', () => {
    const result = levelAchievements(
      level({
        points: 1_000,
        passed: true,
        secondsUsed: 20,
        best: Array<boolean>(10).fill(T),
      }),
      0,
    );
    expect(result.earned).toEqual({
      highAchiever: 1,
      mostlyRight: 1,
      speedDemon: 1,
      streakOf10: 1,
    });
  });
});

describe('addAchievements and achievementCount', () => {
  it('adds two tallies type by type and counts every award', () => {
    const before: Achievements = { highAchiever: 2, mostlyRight: 1, speedDemon: 0, streakOf10: 3 };
    const now: Achievements = { highAchiever: 1, mostlyRight: 0, speedDemon: 1, streakOf10: 2 };
    const total = addAchievements(before, now);
    expect(total).toEqual({ highAchiever: 3, mostlyRight: 1, speedDemon: 1, streakOf10: 5 });
    expect(achievementCount(total)).toBe(10);
  });

  it('starts from nothing', () => {
    expect(achievementCount(noAchievements())).toBe(0);
    expect(addAchievements(noAchievements(), noAchievements())).toEqual(noAchievements());
  });
});

describe('longestBestRun: an attempt’s best streak', () => {
  it('counts the longest run of Best answers in the order given', () => {
    expect(longestBestRun([true, true, false, true, true, true, false])).toBe(3);
    expect(longestBestRun([false, false])).toBe(0);
    expect(longestBestRun([])).toBe(0);
  });
});
