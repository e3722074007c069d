import {
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  Loader,
  Modal,
  TableScrollContainer,
} from '@mantine/core';
import { accessibleColorVariables } from '../accessible-colors';

export const BRAND_NAME = 'Assessment Console';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 on white (and white on it) is 4.3:1; shade 7 passes WCAG AA's 4.5:1 for body text.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  cursorType: 'pointer',
  // Mantine's own transitions stop for people who asked their system for less motion.
  respectReducedMotion: true,
  components: {
    // Mantine's close button is an icon with no name of its own.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // Loaders are named ('Loading users'): a name needs a role, and a loader is a status.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // A table wider than a phone scrolls sideways: its scroll box takes focus so the arrow keys
    // can scroll it (a table of plain text has nothing else to focus).
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
  },
});

/** Every light-scheme text colour at WCAG AA contrast (see accessible-colors.ts). */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: accessibleColorVariables(resolved),
  dark: {},
});
