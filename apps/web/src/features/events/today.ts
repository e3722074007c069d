import { todayIn } from '@app/domain';

/** The browser's own IANA zone; UTC only where a runtime cannot name one. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Today as the admin sees it: the date in the browser's zone, never UTC's (a US admin at 18:00
 * is still on today; UTC is already on tomorrow). The server holds dates to the account's zone.
 */
export function browserToday(now: Date = new Date()): string {
  return todayIn(browserTimeZone(), now);
}
