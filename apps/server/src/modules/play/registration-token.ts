import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * A registration on the game link, carried by the confirmation link it mails: `r1.` and the
 * base64url of IV, AES-256-GCM ciphertext and tag. Nothing is stored until the link is opened
 * (docs/decisions/0019-open-registration.md), so the token holds the registration itself, sealed:
 * the person cannot read another's or change their own, and it lasts 48 hours.
 */
const VERSION = 'r1';
export const REGISTRATION_LINK_HOURS = 48;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type PendingRegistration = {
  eventId: string;
  email: string;
  name: string;
  department: string;
  region: string;
  userInfo: Record<string, string>;
};

const payloadSchema = z.strictObject({
  eventId: z.string(),
  email: z.string(),
  name: z.string(),
  department: z.string(),
  region: z.string(),
  userInfo: z.record(z.string(), z.string()),
  /** Expiry, epoch seconds. */
  exp: z.number().int(),
});

/** Its own key, so a registration token and an invitation link never share one. */
const sealKey = (linkKey: Buffer) =>
  createHmac('sha256', linkKey).update('registration-v1').digest();

export function sealRegistration(
  linkKey: Buffer,
  registration: PendingRegistration,
  now: Date,
): string {
  const exp = Math.floor(now.getTime() / 1000) + REGISTRATION_LINK_HOURS * 3600;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(linkKey), iv);
  cipher.setAAD(Buffer.from(VERSION));
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ ...registration, exp }), 'utf8'),
    cipher.final(),
  ]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export const isRegistrationToken = (token: string) => token.startsWith(`${VERSION}.`);

/** The registration a token holds for this event, or null: forged, altered, expired or another's. */
export function readRegistration(
  linkKey: Buffer,
  token: string,
  eventId: string,
  now: Date,
): PendingRegistration | null {
  const parts = token.split('.');
  if (parts.length !== 2 || parts[0] !== VERSION) {
    return null;
  }
  const sealed = parts[1] ?? '';
  // Decoded strictly, as readLinkToken does: Node's reader skips what it cannot read, so only
  // the canonical text of the bytes passes.
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) {
    return null;
  }
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.toString('base64url') !== sealed || bytes.length <= IV_BYTES + TAG_BYTES) {
    return null;
  }
  let text: string;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(linkKey),
      bytes.subarray(0, IV_BYTES),
      { authTagLength: TAG_BYTES },
    );
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (
    !parsed.success ||
    parsed.data.eventId !== eventId ||
    parsed.data.exp * 1000 <= now.getTime()
  ) {
    return null;
  }
  const { eventId: id, email, name, department, region, userInfo } = parsed.data;
  return { eventId: id, email, name, department, region, userInfo };
}
