import { isValidPhone, PHONE_COUNTRIES } from '@app/domain';

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

let options: { value: string; label: string }[] | null = null;

/** Every country by its English name with its calling code, 'Pakistan +92', by name. */
export function countryOptions(): { value: string; label: string }[] {
  if (!options) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      names = null;
    }
    options = PHONE_COUNTRIES.map(({ code, callingCode }) => ({
      value: code,
      label: `${names?.of(code) ?? code} +${callingCode}`,
    })).sort((a, b) => a.label.localeCompare(b.label));
  }
  return options;
}
