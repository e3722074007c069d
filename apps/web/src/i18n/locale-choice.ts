import { LOCALE_COOKIE, type Locale } from '@app/domain';

/** The language the person chose on an earlier visit, from its cookie; null if none. */
export function chosenLocale(cookie: string = document.cookie): string | null {
  for (const pair of cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && value) {
      return decodeURIComponent(value);
    }
  }
  return null;
}

/**
 * Remembers a chosen language for a year, site-wide: every public page reads it, and the
 * server reads it when someone it sends e-mail to submits a form.
 */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference, no Cookie Store API in every browser.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
