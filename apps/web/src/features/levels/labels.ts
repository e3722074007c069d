import { type Attempts, isNumberedLevel, parseAttempts, parseMiniLevelNumber } from '@app/domain';

// Numbers are shown plainly (no separators): small counts, seconds and scores.

/** '3' → 'Level 3'; a mini game's or game's level keeps its own name ('Mini 1'). */
export function levelTitle(tabName: string): string {
  return isNumberedLevel(tabName) ? `Level ${tabName}` : tabName;
}

/** Questions / emails / SMS, as the forms name them. */
export const ATTEMPT_KINDS = [
  { kind: 'questions', label: 'Questions' },
  { kind: 'emails', label: 'Emails' },
  { kind: 'sms', label: 'SMS' },
] as const satisfies readonly { kind: keyof Attempts; label: string }[];

/** '2|1|1' → '2 / 1 / 1' (questions / emails / SMS). */
export const formatAttempts = (a: Attempts) =>
  ATTEMPT_KINDS.map(({ kind }) => String(a[kind])).join(' / ');

/**
 * A stored count column readably: 'q|e|s' as '2 questions, 1 email, 1 SMS', 'L=3' as 'Level 3',
 * anything else as stored.
 */
export function formatStoredCounts(stored: string): string {
  const attempts = parseAttempts(stored);
  if (attempts) {
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    return [
      plural(attempts.questions, 'question', 'questions'),
      plural(attempts.emails, 'email', 'emails'),
      `${attempts.sms} SMS`,
    ].join(', ');
  }
  const mini = parseMiniLevelNumber(stored);
  return mini === null ? stored : `Level ${mini}`;
}

export const formatSeconds = (seconds: number) => `${seconds} seconds`;

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
