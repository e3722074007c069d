import { type CSSVariablesResolver, createTheme } from '@mantine/core';

// The console's look (app/theme.ts), copied like the player's: this page's bundle never reaches
// into the console's or the player's modules.
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 on white passes WCAG AA's 4.5:1 for text; 6 does not.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
});

/** Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 keeps it readable (AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/**
 * The server's per-response style nonce (server web-app.ts stamps it into a meta tag): Mantine
 * marks its <style> tags with it, or the page's CSP drops them. Absent in the dev server and tests.
 */
const nonce =
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined);
export const getStyleNonce: (() => string) | undefined = nonce ? () => nonce : undefined;
