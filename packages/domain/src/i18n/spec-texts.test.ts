/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };

/**
 * The spec's texts stay word for word in English (docs/decisions/0033-languages-and-right-to-
 * left.md): each area's spec-texts file maps catalogue keys to the domain message they show,
 * and en.json must hold exactly that text.
 */
const areas = import.meta.glob<Record<string, Record<string, string>>>('./spec-texts/*.ts', {
  eager: true,
});

describe("the English catalogue keeps the spec's texts", () => {
  it('has spec-texts files to check', () => {
    expect(Object.keys(areas).length).toBeGreaterThan(0);
  });

  for (const [file, exports] of Object.entries(areas)) {
    for (const texts of Object.values(exports)) {
      it(`holds ${file}'s ${Object.keys(texts).length} texts word for word`, () => {
        const catalogue: Record<string, string> = en;
        for (const [key, text] of Object.entries(texts)) {
          expect(`${key}: ${catalogue[key]}`).toBe(`${key}: ${text}`);
        }
      });
    }
  }
});
