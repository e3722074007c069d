import { describe, expect, it } from 'vitest';
import { countryNames, countryOptions } from './countries';

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

describe('countryOptions', () => {
  it('keeps the English name as the value and names each country in the language', () => {
    const options = countryOptions('ur');
    expect(options.map((option) => option.value).sort()).toEqual([...countryNames()].sort());
    expect(options.find((option) => option.value === 'Pakistan')?.label).toBe('پاکستان');
    expect([...options].sort((a, b) => a.label.localeCompare(b.label, 'ur'))).toEqual(options);
  });
  it('is the English list in English', () => {
    expect(countryOptions('en').map((option) => option.label)).toEqual(countryNames());
  });
});
