import en from 'virtual:catalogue/en/common+candidate+play+signIn';
import ur from 'virtual:catalogue/ur/common+candidate+play+signIn';
import { intlLocales, type Locale } from '@app/domain';
import { type I18n, setupI18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { type CatalogueLoaders, PageLocale } from './page-locale';

/** Every public page's catalogue, for tests: loaded at once, no await before a render. */
export const testCatalogues: CatalogueLoaders = {
  en: async () => ({ default: en }),
  ur: async () => ({ default: ur }),
};

/** A translator already speaking `locale` (English unless told). */
export function testI18n(locale: Locale = 'en'): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale,
    locales: [intlLocales[locale]],
    messages: locale === 'en' ? en : ur,
  });
  return i18n;
}

/** Wraps a public page's component in its language, as main.tsx does (tests of the pages). */
export function InLocale({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <PageLocale i18n={testI18n(locale)} loaders={testCatalogues}>
      {children}
    </PageLocale>
  );
}
