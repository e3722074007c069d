import { describe, expect, it } from 'vitest';
import { levelTime } from './format';

describe("a level's time on the map", () => {
  it('is said as set, never rounded to another time', () => {
    expect(levelTime(75)).toBe('1 min 15 s');
    expect(levelTime(60)).toBe('1 min');
    expect(levelTime(45)).toBe('45 s');
    expect(levelTime(300)).toBe('5 min');
    expect(levelTime(3600)).toBe('60 min');
  });
});
