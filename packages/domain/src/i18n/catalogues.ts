import en from './en.json' with { type: 'json' };
import type { Locale } from './locales';
import ur from './ur.json' with { type: 'json' };

/**
 * The areas every language has; the console's (`console.`) is English until it is translated,
 * its texts in the catalogue so that translating it is all a new language needs.
 */
export const translatedAreas = ['common', 'candidate', 'play', 'signIn', 'mail'] as const;

/** Every language's catalogue (docs/decisions/0033-languages-and-right-to-left.md). */
export const catalogues: Record<Locale, Record<string, string>> = { en, ur };

/** The part of a catalogue a page needs: the keys of its areas (`candidate.`, `common.`…). */
export function catalogueAreas(
  catalogue: Record<string, string>,
  areas: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) => areas.some((area) => key.startsWith(`${area}.`))),
  );
}
