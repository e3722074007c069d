import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const BRAND_NAME = 'Assessment Console';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 on white (and white on it) is 4.3:1; shade 7 passes WCAG AA's 4.5:1 for body text.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  cursorType: 'pointer',
});

/** Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 keeps it readable (AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
