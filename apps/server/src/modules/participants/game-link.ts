import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';

/**
 * A participant's game link: `/play/{eventId}?token=…`, the token naming the participant and
 * an expiry, signed with the server's link key. It holds no secret of its own, so the same link
 * can be mailed again; opening it starts a participant session (play/sessions.ts).
 */
const VERSION = 'p1';
/** Without a closing date a link lasts this long (the game being open is checked anyway). */
const LINK_DAYS_WITHOUT_CLOSING = 90;

const b64 = (buf: Buffer) => buf.toString('base64url');

function signature(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** The link's expiry: the end of the closing date (UTC; signing adds a day for time zones). */
export function linkExpiry(closingDate: string | null, now: Date): Date {
  if (closingDate && /^\d{4}-\d{2}-\d{2}$/.test(closingDate)) {
    return new Date(`${closingDate}T23:59:59Z`);
  }
  return new Date(now.getTime() + LINK_DAYS_WITHOUT_CLOSING * 86_400_000);
}

export function signLinkToken(key: Buffer, participantId: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000) + 86_400;
  const payload = `${VERSION}.${participantId}.${exp}`;
  return `${payload}.${b64(signature(key, payload))}`;
}

/** The participant a token names, or null when it is forged, malformed or expired. */
export function readLinkToken(key: Buffer, token: string, now: Date): string | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) {
    return null;
  }
  const [version, participantId, exp, sig] = parts as [string, string, string, string];
  // Decoded strictly: Node's base64url reader skips what it cannot read ("=", "!!"), so a
  // signature with junk appended would otherwise still match. Only the canonical text passes.
  if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]+$/.test(sig)) {
    return null;
  }
  const expected = signature(key, `${version}.${participantId}.${exp}`);
  const given = Buffer.from(sig, 'base64url');
  if (b64(given) !== sig || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  return Number(exp) * 1000 > now.getTime() ? participantId : null;
}

export function playLink(
  ctx: AppContext,
  event: { id: string; closingDate: string | null },
  participantId: string,
  now = new Date(),
): string {
  const token = signLinkToken(ctx.linkKey, participantId, linkExpiry(event.closingDate, now));
  return `${ctx.config.publicUrl}/play/${encodeURIComponent(event.id)}?token=${token}`;
}
