import {
  type Attempts,
  isNumberedLevel,
  type MessageKey,
  parseAttempts,
  parseMiniLevelNumber,
} from '@app/domain';
import type { Values } from '@lingui/core';

// Numbers are shown plainly (no separators): small counts, seconds and scores.

/** The screen's translator (useText()), passed in: these helpers are not components. */
type Translate = (key: MessageKey, values?: Values) => string;

/** '3' → 'Level 3'; a mini game's or game's level keeps its own name ('Mini 1'). */
export function levelTitle(tabName: string, text: Translate): string {
  return isNumberedLevel(tabName)
    ? text('console.levels.labels.level', { level: tabName })
    : tabName;
}

/** Questions / emails / SMS, as the forms name them (catalogue keys). */
export const ATTEMPT_KINDS = [
  { kind: 'questions', label: 'console.levels.labels.questions' },
  { kind: 'emails', label: 'console.levels.labels.emails' },
  { kind: 'sms', label: 'console.levels.labels.sms' },
] as const satisfies readonly { kind: keyof Attempts; label: MessageKey }[];

/** '2|1|1' → '2 / 1 / 1' (questions / emails / SMS). */
export const formatAttempts = (a: Attempts) =>
  ATTEMPT_KINDS.map(({ kind }) => String(a[kind])).join(' / ');

/**
 * A stored count column readably: 'q|e|s' as '2 questions, 1 email, 1 SMS', 'L=3' as 'Level 3',
 * anything else as stored.
 */
export function formatStoredCounts(stored: string, text: Translate): string {
  const attempts = parseAttempts(stored);
  if (attempts) {
    return text('console.levels.labels.storedCounts', {
      questions: attempts.questions,
      emails: attempts.emails,
      sms: String(attempts.sms),
    });
  }
  const mini = parseMiniLevelNumber(stored);
  return mini === null ? stored : text('console.levels.labels.level', { level: String(mini) });
}

export const formatSeconds = (seconds: number, text: Translate) =>
  text('console.levels.labels.seconds', { seconds: String(seconds) });

/** Words a character key may hold that are read letter by letter ('hrManager' → 'HR manager'). */
const ACRONYMS = new Set(['hr', 'ceo', 'cfo', 'cto', 'coo', 'it', 'qa', 'pa', 'ux', 'ui', 'vp']);

/**
 * A character's key as people read it: 'hrManager' → 'HR manager', 'newJoiner' → 'New joiner',
 * 'client' → 'Client'. camelCase, snake_case and kebab-case keys all split into words, so a
 * key added to the catalog later reads well too; the key itself stays what is stored.
 */
export function characterLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : key;
}
