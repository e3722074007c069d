/**
 * The languages the public pages speak: the player, the candidate application and the sign-in
 * and register pages (docs/decisions/0033-languages-and-right-to-left.md). The console speaks
 * English, its texts all in the catalogue so another language is translation only.
 */
export const locales = ['en', 'ur'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the switcher shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', ur: 'اردو' };

/**
 * The tag numbers, dates and plurals are formatted with: Urdu as written in Pakistan (Latin
 * digits, as Pakistani forms and phones show them; CLDR's plural categories one and other).
 */
export const intlLocales: Record<Locale, string> = { en: 'en', ur: 'ur-PK' };

/** The cookie a chosen language is remembered in (a year), read by the server for e-mails. */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ur' ? 'rtl' : 'ltr';
}

/**
 * The language to show: the one the person chose, else the first of the browser's languages
 * we speak (its primary subtag: 'ur-PK' is Urdu), else English.
 */
export function pickLocale(
  chosen: string | null | undefined,
  preferred: readonly string[],
): Locale {
  if (isLocale(chosen)) {
    return chosen;
  }
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) {
      return primary;
    }
  }
  return DEFAULT_LOCALE;
}
