import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogueAreas, catalogues, translatedAreas } from './catalogues';
import { compileCatalogue } from './compile';
import { en } from './en';
import { locales } from './locales';

/** The names a compiled message fills in ({name}, {count, plural, …}), nested ones included. */
function placeholdersOf(message: CompiledMessage): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        continue;
      }
      const [name, , choices] = token;
      names.add(name);
      if (choices && typeof choices === 'object') {
        for (const choice of Object.values(choices)) {
          if (Array.isArray(choice)) {
            walk(choice);
          }
        }
      }
    }
  };
  walk(message);
  return [...names].sort();
}

describe('the catalogues', () => {
  const english = compileCatalogue(en);

  for (const locale of locales) {
    it(`${locale} has exactly the English keys, each valid ICU with the same placeholders`, () => {
      const catalogue = catalogues[locale];
      const wanted = locale === 'en' ? en : catalogueAreas(en, translatedAreas);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(wanted).sort());
      const compiled = compileCatalogue(catalogue);
      for (const [key, message] of Object.entries(compiled)) {
        expect(`${key}: ${placeholdersOf(message).join(', ')}`).toBe(
          `${key}: ${placeholdersOf(english[key] ?? []).join(', ')}`,
        );
        expect(catalogue[key]?.trim(), key).not.toBe('');
      }
    });
  }

  it('names a broken message by its key', () => {
    expect(() => compileCatalogue({ 'x.broken': 'Hello {name' })).toThrow(/x\.broken/);
  });
});
