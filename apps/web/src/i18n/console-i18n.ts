import messages from 'virtual:catalogue/en/console+common';
import { setupI18n } from '@lingui/core';

/**
 * The console's translator: English, its texts in the catalogue's `console.` area (compiled at
 * build time), so a later language is a translation of that area and a switch, nothing more
 * (docs/decisions/0033-languages-and-right-to-left.md).
 */
export const consoleI18n = setupI18n({ locale: 'en', locales: ['en'], messages: { en: messages } });
