import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

/**
 * Numbers and dates in the page's language (Intl, with the locale the catalogue was activated
 * with: 'ur-PK' writes Urdu with Latin digits, as Pakistan does).
 */
export function useLocaleFormat() {
  const { i18n } = useLingui();
  const { locales } = i18n;
  const tag = (Array.isArray(locales) ? locales[0] : locales) ?? i18n.locale;
  return useMemo(
    () => ({
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(tag, options).format(value),
      percent: (fraction: number) =>
        new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(fraction),
      date: (value: Date | number, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(tag, options ?? { dateStyle: 'medium' }).format(value),
    }),
    [tag],
  );
}
