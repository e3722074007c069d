import { fillsGap, glyphAt, patternGrid, patternOptions } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { MINI2_PATTERN_RULES, mini2Seeds } from './mini2-pictures';

describe("Mini 2's seeded screens", () => {
  const seeds = mini2Seeds();

  it('read their charts for the answer a person reads off them', () => {
    const answer = (i: number) => {
      const s = seeds[i];
      return s?.options.kind === 'text' ? s.options.texts[s.correct] : undefined;
    };
    // Read off the pictures by eye: Thursday's column is tallest (12), toner is the only bar
    // short of its red mark (6 < 8), and March → April falls by 13.
    expect(answer(0)).toBe('Thursday');
    expect(answer(1)).toBe('Toner');
    expect(answer(2)).toBe('March to April');
  });

  it('have one picture that completes each pattern, the one the key names', () => {
    for (const [i, rule, count] of [
      [3, MINI2_PATTERN_RULES.fivePictures, 5],
      [4, MINI2_PATTERN_RULES.eightPictures, 8],
    ] as const) {
      const options = patternOptions(rule, count, seeds[i]?.correct ?? -1);
      expect(options).toHaveLength(count);
      expect(options.map((g) => fillsGap(rule, g))).toEqual(
        options.map((_, k) => k === seeds[i]?.correct),
      );
      // The grid shows every cell but the gap, so the rule can be read from it.
      expect(patternGrid(rule).filter((g) => g === null)).toHaveLength(1);
      expect(glyphAt(rule, 2, 2)).toEqual(options[seeds[i]?.correct ?? 0]);
      expect(seeds[i]?.options.kind === 'image' && seeds[i]?.options.svgs.length).toBe(count);
    }
  });

  it('use both templates, with the right answer at different positions', () => {
    expect(new Set(seeds.map((s) => s.template))).toEqual(
      new Set(['5 Options A, B, C', '8 Options']),
    );
    expect(new Set(seeds.map((s) => s.correct)).size).toBeGreaterThan(2);
  });
});
