import {
  catalogueAreas,
  catalogues,
  intlLocales,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  locales,
  type MessageKey,
} from '@app/domain';
import { compileCatalogue } from '@app/domain/i18n-compile';
import { type I18n, setupI18n, type Values } from '@lingui/core';
import { readCookie } from './cookies';

/** A mail's texts in one language: the catalogue's `mail.` keys, filled in. */
export type MailText = (key: MessageKey, values?: Values) => string;

/**
 * One translator per language, compiled once at start-up from the catalogues' `mail.` keys
 * (docs/decisions/0033-languages-and-right-to-left.md): the e-mails a person gets are in the
 * language they last used here, else English.
 */
const translators = new Map<Locale, I18n>(
  locales.map((locale) => {
    const i18n = setupI18n();
    i18n.loadAndActivate({
      locale,
      locales: [intlLocales[locale]],
      messages: compileCatalogue(catalogueAreas(catalogues[locale], ['mail'])),
    });
    return [locale, i18n];
  }),
);

export function mailText(locale: Locale | null | undefined): MailText {
  const i18n = translators.get(locale ?? 'en') ?? translators.get('en');
  return (key, values) => (i18n ? i18n._(key, values) : key);
}

/** The language a request's page was in (its `lang` cookie), if it is one we speak. */
export function requestLocale(cookieHeader: string | undefined): Locale | null {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}
