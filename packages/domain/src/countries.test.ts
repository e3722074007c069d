import { describe, expect, it } from 'vitest';
import { countryNames } from './countries';

describe('countryNames', () => {
  const names = countryNames();
  it('names every country once, in English, sorted', () => {
    expect(names.length).toBeGreaterThan(230);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    for (const name of ['Pakistan', 'United Kingdom', 'United States', 'Bosnia & Herzegovina']) {
      expect(names).toContain(name);
    }
  });
  it('never shows a bare region code', () => {
    expect(names.filter((name) => /^[A-Z]{2}$/.test(name))).toEqual([]);
  });
});
