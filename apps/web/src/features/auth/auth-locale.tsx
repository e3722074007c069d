import { directionOf, intlLocales } from '@app/domain';
import type { I18n } from '@lingui/core';
import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLocale, startPageI18n, usePageLocale } from '../../i18n/page-locale';
import { signInCatalogues } from './catalogues';

/**
 * The document speaks the page's language while an /auth page shows, and English again once
 * the console takes over (after signing in, or a link away): only these pages switch.
 */
function DocumentLanguage() {
  const { locale } = usePageLocale();
  useEffect(() => {
    const root = document.documentElement;
    root.lang = intlLocales[locale];
    root.dir = directionOf(locale);
    return () => {
      root.lang = intlLocales.en;
      root.dir = directionOf('en');
    };
  }, [locale]);
  return null;
}

/** The sign-in, register and reset pages in the console, in the visitor's language. */
export function AuthLocale({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <PageLocale i18n={i18n} loaders={signInCatalogues}>
      <DocumentLanguage />
      {children}
    </PageLocale>
  );
}

/** The translator the last /auth route load started (one router, one console, at a time). */
let loaded: I18n | null = null;

function AuthLocaleOutlet() {
  if (!loaded) {
    throw new Error('AuthLocaleOutlet: rendered before authLocaleRoute loaded its catalogue');
  }
  return (
    <AuthLocale i18n={loaded}>
      <Outlet />
    </AuthLocale>
  );
}

/**
 * The console's /auth route: its pages' catalogue is loaded (the language chosen before, else
 * the browser's) before the first of them renders, as on the stand-alone sign-in page.
 */
export async function authLocaleRoute() {
  loaded = await startPageI18n(signInCatalogues);
  return { Component: AuthLocaleOutlet };
}
