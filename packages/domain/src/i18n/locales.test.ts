import { describe, expect, it } from 'vitest';
import { directionOf, pickLocale } from './locales';

describe('which language a page speaks', () => {
  it("keeps the person's choice over the browser's languages", () => {
    expect(pickLocale('ur', ['en-GB'])).toBe('ur');
    expect(pickLocale('en', ['ur-PK'])).toBe('en');
  });

  it("otherwise takes the first of the browser's languages it speaks", () => {
    expect(pickLocale(null, ['ur-PK', 'en-US'])).toBe('ur');
    expect(pickLocale(undefined, ['pa-PK', 'UR', 'en'])).toBe('ur');
    expect(pickLocale('fr', ['de-DE', 'en-US'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(pickLocale(null, [])).toBe('en');
    expect(pickLocale('', ['zh-CN'])).toBe('en');
  });

  it('writes Urdu right to left', () => {
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
