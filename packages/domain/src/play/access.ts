import { playMessages } from './messages';

/** Whether the game can be played today (dates are the account's local YYYY-MM-DD). */
export type EventPlayStatus = 'open' | 'notLaunched' | 'closed';

export function eventPlayStatus(
  launchDate: string | null,
  closingDate: string | null,
  today: string,
): EventPlayStatus {
  if (!launchDate || today < launchDate) {
    return 'notLaunched';
  }
  if (closingDate && today > closingDate) {
    return 'closed';
  }
  return 'open';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' → '24 Nov 2026' (a date without a clock, so no time zone can shift it). */
export function playDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** The refusal a closed door shows, with its dates. */
export function eventStatusMessage(
  status: EventPlayStatus,
  launchDate: string | null,
  closingDate: string | null,
): string | null {
  if (status === 'notLaunched') {
    return launchDate ? playMessages.notLaunched(playDate(launchDate)) : playMessages.notScheduled;
  }
  if (status === 'closed' && closingDate) {
    return playMessages.closed(playDate(closingDate));
  }
  return null;
}

/** Why a participant may not play (checked at sign-in and on every request), or null. */
export function participantRefusal(
  participant: { isActive: boolean; canExpire: boolean; expiryDate: Date | null },
  now: Date,
): 'inactive' | 'expired' | null {
  if (!participant.isActive) {
    return 'inactive';
  }
  if (participant.canExpire && participant.expiryDate && participant.expiryDate <= now) {
    return 'expired';
  }
  return null;
}
