import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type LoaderProps,
  type ModalProps,
  type TableScrollContainerProps,
} from '@mantine/core';
import { accessibleColorVariables } from '../accessible-colors';
import { PAGE_FONT_FAMILY } from '../i18n/font-family';

export const BRAND_NAME = 'Assessment Console';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Urdu in our own Noto Sans Arabic (docs/decisions/0033-languages-and-right-to-left.md).
  fontFamily: PAGE_FONT_FAMILY,
  // Shade 6 on white (and white on it) is 4.3:1; shade 7 passes WCAG AA's 4.5:1 for body text.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  cursorType: 'pointer',
  // Mantine's own transitions stop for people who asked their system for less motion.
  respectReducedMotion: true,
  // Plain objects rather than Modal.extend(…): importing a component to extend it would put
  // it (Modal brings focus traps, portals and scroll locks) in every page that loads the theme,
  // the stand-alone sign-in page included.
  components: {
    // Mantine's close button is an icon with no name of its own.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps>,
    },
    // Loaders are named ('Loading users'): a name needs a role, and a loader is a status.
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
    // A table wider than a phone scrolls sideways: its scroll box takes focus so the arrow keys
    // can scroll it (a table of plain text has nothing else to focus).
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: { viewportProps: { tabIndex: 0 } },
      } satisfies Partial<TableScrollContainerProps>,
    },
  },
});

/** Every light-scheme text colour at WCAG AA contrast (see accessible-colors.ts). */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: accessibleColorVariables(resolved),
  dark: {},
});
