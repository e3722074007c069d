import { describe, expect, it } from 'vitest';
import { anAdmin } from '../test/factories';
import { login } from '../test/harness';
import { useTestApp } from '../test/test-app';

/**
 * The session cookie carries Secure whenever the public address is https (behind a TLS proxy
 * the server itself may speak http), and not on a plain-http development address, where a
 * browser would drop a Secure cookie.
 */
const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => /session_token=/.test(c)) ?? '';

describe('the session cookie over https', () => {
  const https = useTestApp({ publicUrl: 'https://assess.example.com' });
  it('is Secure, HttpOnly and SameSite when PUBLIC_URL is https', async () => {
    const admin = await anAdmin(https.app);
    const cookie = sessionCookie(
      (await login(https.app, admin.email, admin.password)).headers['set-cookie'],
    );
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});
