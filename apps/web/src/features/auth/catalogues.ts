import type { CatalogueLoaders } from '../../i18n/page-locale';

/**
 * The sign-in and register pages' texts (signIn. and common. keys): English or Urdu, loaded
 * when shown. The stand-alone sign-in page and the console's /auth pages load the same ones.
 */
export const signInCatalogues: CatalogueLoaders = {
  en: () => import('virtual:catalogue/en/signIn+common'),
  ur: () => import('virtual:catalogue/ur/signIn+common'),
};
