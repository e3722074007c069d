import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from '../../platform/better-auth';
import { readCookie } from '../../platform/cookies';

/** What reading a console session needs from Better Auth's settings, read once. */
export type SessionSettings = {
  cookieName: string;
  /** Signed "don't remember me" cookie: such a session is never extended. */
  dontRememberName: string;
  secret: string;
  expiresInSeconds: number;
  updateAgeSeconds: number;
};

export async function sessionSettingsOf(auth: Auth): Promise<SessionSettings> {
  const context = await auth.$context;
  return {
    cookieName: context.authCookies.sessionToken.name,
    dontRememberName: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresInSeconds: context.sessionConfig.expiresIn,
    updateAgeSeconds: context.sessionConfig.updateAge,
  };
}

/**
 * The session token of a signed cookie (`token.base64(HMAC-SHA256(secret, token))`, as Better
 * Auth signs it), or null when absent or its signature is not ours.
 */
export function signedCookieValue(
  cookieHeader: string | undefined,
  name: string,
  secret: string,
): string | null {
  const value = readCookie(cookieHeader, name);
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot <= 0) {
    return null;
  }
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Better Auth extends a session once a day of use (`updateAge`): due when its expiry is less
 * than `expiresIn − updateAge` away. Not for a "don't remember me" session.
 */
export function sessionRefreshDue(expiresAt: Date, settings: SessionSettings, now = Date.now()) {
  return (
    expiresAt.getTime() - settings.expiresInSeconds * 1000 + settings.updateAgeSeconds * 1000 <= now
  );
}
