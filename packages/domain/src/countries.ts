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
