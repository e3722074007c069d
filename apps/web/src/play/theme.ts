import { type CSSVariablesResolver, createTheme, Loader } from '@mantine/core';
import { accessibleColorVariables } from '../accessible-colors';
import { PAGE_FONT_FAMILY } from '../i18n/font-family';

// The console's look (app/theme.ts), copied rather than imported so the player's bundle never
// reaches into the console's modules.
export const theme = createTheme({
  primaryColor: 'indigo',
  // Urdu in our own Noto Sans Arabic (docs/decisions/0033-languages-and-right-to-left.md).
  fontFamily: PAGE_FONT_FAMILY,
  // Shade 6 on white (and white on it) is 4.3:1; shade 7 passes WCAG AA's 4.5:1 for body text.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Mantine's own transitions stop for people who asked their system for less motion.
  respectReducedMotion: true,
  // Loaders are named ('Loading…'): a name needs a role, and a loader is a status.
  components: { Loader: Loader.extend({ defaultProps: { role: 'status' } }) },
});

/** Every light-scheme text colour at WCAG AA contrast (see accessible-colors.ts). */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: accessibleColorVariables(resolved),
  dark: {},
});

/**
 * The server's per-response style nonce (see app/csp-nonce.ts): Mantine stamps its <style>
 * tags with it, or the page's CSP drops them. Absent in the dev server and tests.
 */
const nonce =
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined);
export const getStyleNonce: (() => string) | undefined = nonce ? () => nonce : undefined;
