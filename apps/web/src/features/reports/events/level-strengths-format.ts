import type { MessageKey } from '@app/domain';
import type { Values } from '@lingui/core';

/** One color per competency, the same in the line chart, the dials and the level cards. */
const PALETTE = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.7',
  'lime.8',
  'pink.6',
  'indigo.6',
  'yellow.8',
] as const;

export const competencyColor = (index: number): string =>
  PALETTE[index % PALETTE.length] ?? 'blue.6';

/** "–" where nobody has a score, else the server's whole, rounded-up percentage. */
export const percentText = (value: number | null): string => (value === null ? '–' : `${value}%`);

/** Game levels are numbers ('3' → 'Level 3'); mini games and the rest carry their own name. */
export const levelHeading = (level: string, text: (key: MessageKey, values?: Values) => string) =>
  /^\d+$/.test(level) ? text('console.reports.levelStrengths.cards.level', { level }) : level;
