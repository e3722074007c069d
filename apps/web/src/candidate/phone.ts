import {
  DEFAULT_LOCALE,
  directionOf,
  intlLocales,
  isLocale,
  isValidPhone,
  type Locale,
  PHONE_COUNTRIES,
} from '@app/domain';

/** The calling code of a country (ISO code), '92' for Pakistan; '' for an unknown code. */
export const callingCodeOf = (country: string) =>
  PHONE_COUNTRIES.find((c) => c.code === country)?.callingCode ?? '';

/**
 * The answer for a country and the digits typed: '+<calling code><digits>', or '' when nothing
 * is typed (so the required check sees an empty answer). A leading trunk 0 (0300… in Pakistan)
 * is dropped when the number is valid without it; where the 0 belongs to the number (Italy)
 * it stays.
 */
export function composePhone(country: string, digits: string): string {
  if (!digits) {
    return '';
  }
  const code = callingCodeOf(country);
  const full = `+${code}${digits}`;
  const trimmed = `+${code}${digits.replace(/^0+/, '')}`;
  return trimmed !== full && isValidPhone(trimmed) ? trimmed : full;
}

/** The digits of a stored answer after its country's calling code. */
export function nationalDigits(value: string, country: string): string {
  const prefix = `+${callingCodeOf(country)}`;
  return value.startsWith(prefix) ? value.slice(prefix.length) : value.replace(/\D/g, '');
}

const options = new Map<Locale, { value: string; label: string }[]>();

/**
 * Every country by its name in the page's language with its calling code ('Pakistan +92',
 * 'پاکستان +92'), in that language's order. In Urdu the code is isolated left to right, so
 * the '+' stays before its digits.
 */
export function countryOptions(
  locale: string = DEFAULT_LOCALE,
): { value: string; label: string }[] {
  const language: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let list = options.get(language);
  if (!list) {
    const tag = intlLocales[language];
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([tag], { type: 'region' });
    } catch {
      names = null;
    }
    const code = (callingCode: string) =>
      directionOf(language) === 'rtl' ? `\u2066+${callingCode}\u2069` : `+${callingCode}`;
    list = PHONE_COUNTRIES.map(({ code: country, callingCode }) => ({
      value: country,
      label: `${names?.of(country) ?? country} ${code(callingCode)}`,
    })).sort((a, b) => a.label.localeCompare(b.label, tag));
    options.set(language, list);
  }
  return list;
}
