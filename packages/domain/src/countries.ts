import { getCountries } from 'libphonenumber-js/min';

/**
 * The register form's Country list (stored as text, so any name is accepted): every region
 * libphonenumber-js knows, named by the runtime's own CLDR data (`Intl.DisplayNames`), in
 * English, sorted. No hand-kept list to fall out of date.
 */
export function countryNames(locale = 'en'): string[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const listed = new Set<string>();
  for (const code of getCountries()) {
    const name = names.of(code);
    if (name) {
      listed.add(name);
    }
  }
  return [...listed].sort((a, b) => a.localeCompare(b, locale));
}

/**
 * The Country list for a page in another language: each country stored by its English name (as
 * `countryNames()` gives it, what the server keeps) and shown by its name in `locale`, sorted
 * as that language sorts. A country `locale` cannot name is shown in English.
 */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const local = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const options = new Map<string, string>();
  for (const code of getCountries()) {
    const value = english.of(code);
    if (value && !options.has(value)) {
      options.set(value, local.of(code) || value);
    }
  }
  return [...options]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
