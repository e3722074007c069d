import { describe, expect, it } from 'vitest';
import { fillsGap, type PatternRule, patternGrid, patternOptions } from './mini2-patterns';

const rule: PatternRule = {
  kind: 'shape-by-row/colour-by-column',
  rows: ['circle', 'square', 'triangle'],
  columns: ['red', 'blue', 'green'],
};

describe('complete-the-pattern screens', () => {
  it('leave the last cell empty and fill the others by the rule', () => {
    const grid = patternGrid(rule);
    expect(grid[8]).toBeNull();
    expect(grid[0]).toEqual({ shape: 'circle', colour: 'red', count: 1 });
    expect(grid[7]).toEqual({ shape: 'triangle', colour: 'blue', count: 1 });
  });

  it('offer one glyph that fills the gap, at the asked position (worked example)', () => {
    const options = patternOptions(rule, 5, 2);
    expect(options).toEqual([
      { shape: 'triangle', colour: 'blue', count: 1 },
      { shape: 'square', colour: 'green', count: 1 },
      { shape: 'triangle', colour: 'green', count: 1 },
      { shape: 'triangle', colour: 'red', count: 1 },
      { shape: 'circle', colour: 'green', count: 1 },
    ]);
    expect(options.filter((g) => fillsGap(rule, g))).toHaveLength(1);
  });

  it('gives eight distinct options for a count rule, one of them right', () => {
    const counted: PatternRule = {
      kind: 'shape-by-row/count-by-column',
      rows: [
        { shape: 'diamond', colour: 'red' },
        { shape: 'hexagon', colour: 'blue' },
        { shape: 'circle', colour: 'green' },
      ],
    };
    for (let at = 0; at < 8; at++) {
      const options = patternOptions(counted, 8, at);
      expect(new Set(options.map((g) => JSON.stringify(g))).size).toBe(8);
      expect(options.map((g) => fillsGap(counted, g))).toEqual(options.map((_, k) => k === at));
    }
  });
});
