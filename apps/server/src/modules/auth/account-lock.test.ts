import { authMessages } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../test/factories';
import { linkFromLatestMail, mailsTo } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { ACCOUNT_SIGN_IN_LIMIT } from './service';

/**
 * The per-account sign-in limit (docs/decisions/0017-sign-in-and-registration-limits.md): wrong
 * passwords from many client addresses add up on the account they name; past the limit even the
 * right password is refused until the window ends or a password reset lifts it, and the owner is
 * told by mail.
 */
const t = useTestApp();

const from = (ip: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
const ip = (i: number) => `198.51.100.${i + 1}`;

describe('signing in to one account from many addresses', () => {
  it('locks the account after ten failures, mails the owner once, and a reset lifts it', async () => {
    const owner = await anAdmin(t.app, { email: 'lock@example.com', password: 'Right-password-1' });
    const codes = [];
    for (let i = 0; i < 12; i++) {
      codes.push((await from(ip(i), owner.email, `wrong-${i}`)).statusCode);
    }
    // Twelve addresses, one try each: the per-address limit never trips, the account's does.
    expect(codes).toEqual([...Array(10).fill(401), 429, 429]);
    const right = await from(ip(20), owner.email, 'Right-password-1');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: authMessages.accountLocked,
    });
    const locks = (await mailsTo(t.app, owner.email)).filter(
      (m) => m.subject === 'Your account is locked for now',
    );
    expect(locks).toHaveLength(1);
    expect(locks[0]?.textBody).toContain('10 times in 15 minutes');

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: owner.email },
      remoteAddress: ip(30),
    });
    const link = new URL(`http://x${await linkFromLatestMail(t.app, owner.email)}`);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: link.searchParams.get('token'),
        password: 'New-password-22',
        confirmPassword: 'New-password-22',
      },
      remoteAddress: ip(30),
    });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await from(ip(31), owner.email, 'New-password-22')).statusCode).toBe(200);
  });

  it('answers an address with no account the same way, and mails nobody', async () => {
    const ghost = 'nobody-here@example.com';
    const codes = [];
    for (let i = 0; i <= ACCOUNT_SIGN_IN_LIMIT.maxAttempts; i++) {
      codes.push((await from(ip(i), ghost, `guess-${i}`)).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect((await from(ip(40), ghost, 'guess')).json().error.code).toBe('ACCOUNT_LOCKED');
    expect(await mailsTo(t.app, ghost)).toEqual([]);
  });

  it('counts parallel guesses atomically: no more than ten are checked', async () => {
    const owner = await anAdmin(t.app, { email: 'rush@example.com', password: 'Right-password-1' });
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => from(ip(i), owner.email, `wrong-${i}`)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
    const locks = (await mailsTo(t.app, owner.email)).filter(
      (m) => m.subject === 'Your account is locked for now',
    );
    expect(locks).toHaveLength(1);
  });
});
