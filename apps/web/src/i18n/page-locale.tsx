import {
  directionOf,
  intlLocales,
  type Locale,
  localeNames,
  locales,
  pickLocale,
} from '@app/domain';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, useDirection } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { chosenLocale, rememberLocale } from './locale-choice';
import { addUrduFont } from './urdu-font';

/** Each language's catalogue of the page's areas: `import('virtual:catalogue/ur/…')`. */
export type CatalogueLoaders = Record<Locale, () => Promise<{ default: Messages }>>;

/** Loads and activates `locale`, and writes the document in its language and direction. */
async function activate(i18n: I18n, loaders: CatalogueLoaders, locale: Locale): Promise<void> {
  const { default: messages } = await loaders[locale]();
  if (locale === 'ur') {
    addUrduFont();
  }
  i18n.loadAndActivate({ locale, locales: [intlLocales[locale]], messages });
  document.documentElement.lang = intlLocales[locale];
  document.documentElement.dir = directionOf(locale);
}

/**
 * A page's translator, in the language the person chose before, else their browser's first
 * one we speak (docs/decisions/0033-languages-and-right-to-left.md). Awaited before the first
 * render, so no text flashes in the wrong language.
 */
export async function startPageI18n(
  loaders: CatalogueLoaders,
  preferred: readonly string[] = navigator.languages ?? [navigator.language],
): Promise<I18n> {
  const i18n = setupI18n();
  await activate(i18n, loaders, pickLocale(chosenLocale(), preferred));
  return i18n;
}

type LocaleState = { locale: Locale; choose: (locale: Locale) => Promise<void> };
const LocaleContext = createContext<LocaleState | null>(null);

/** The language in use and the switcher's way to change it. */
export function usePageLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) {
    throw new Error('usePageLocale: outside <PageLocale>');
  }
  return state;
}

/** Gives a page its translator, its direction (Mantine's RTL) and the language switch. */
export function PageLocale(props: { i18n: I18n; loaders: CatalogueLoaders; children: ReactNode }) {
  const locale = props.i18n.locale as Locale;
  return (
    <DirectionProvider initialDirection={directionOf(locale)} detectDirection={false}>
      <I18nProvider i18n={props.i18n}>
        <LocaleSwitch i18n={props.i18n} loaders={props.loaders} initial={locale}>
          {props.children}
        </LocaleSwitch>
      </I18nProvider>
    </DirectionProvider>
  );
}

function LocaleSwitch(props: {
  i18n: I18n;
  loaders: CatalogueLoaders;
  initial: Locale;
  children: ReactNode;
}) {
  const [locale, setLocale] = useState(props.initial);
  const { setDirection } = useDirection();
  const { i18n, loaders } = props;
  const choose = useCallback(
    async (next: Locale) => {
      await activate(i18n, loaders, next);
      rememberLocale(next);
      setDirection(directionOf(next));
      setLocale(next);
    },
    [i18n, loaders, setDirection],
  );
  return (
    <LocaleContext.Provider value={{ locale, choose }}>{props.children}</LocaleContext.Provider>
  );
}

export { localeNames, locales };
