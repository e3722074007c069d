import { createCipheriv, randomBytes } from 'node:crypto';
import { PARTICIPANT_EMAIL_MAX, PARTICIPANT_NAME_MAX, PLAY_TOKEN_MAX } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { type PendingRegistration, readRegistration, sealRegistration } from './registration-token';

const key = randomBytes(32);
const now = new Date('2026-05-01T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const registration: PendingRegistration = {
  eventId: 'acme_quest',
  email: 'New.Person@example.com',
  name: 'New Person',
  department: 'Sales',
  region: 'North',
  userInfo: { dateOfBirth: '1998-04-02' },
};

describe('the registration token', () => {
  it('gives back the registration it holds, for its event, for 48 hours', () => {
    const token = sealRegistration(key, registration, now);
    expect(token).toMatch(/^r1\.[A-Za-z0-9_-]+$/);
    // Sealed: none of what was typed can be read from the link.
    const bytes = Buffer.from(token.slice(3), 'base64url');
    expect(bytes.includes('example.com')).toBe(false);
    expect(bytes.includes('New Person')).toBe(false);
    expect(readRegistration(key, token, 'acme_quest', now)).toEqual(registration);
    expect(readRegistration(key, token, 'acme_quest', hours(47.9))).toEqual(registration);
    expect(readRegistration(key, token, 'acme_quest', hours(48))).toBeNull();
  });

  it('is refused for another event, under another key, or when expired', () => {
    const token = sealRegistration(key, registration, now);
    expect(readRegistration(key, token, 'acme_other', now)).toBeNull();
    expect(readRegistration(randomBytes(32), token, 'acme_quest', now)).toBeNull();
    expect(
      readRegistration(key, sealRegistration(key, registration, hours(-49)), 'acme_quest', now),
    ).toBeNull();
  });

  it('is refused when any byte is changed, cut or added', () => {
    const token = sealRegistration(key, registration, now);
    const body = token.slice(3);
    const flip = (i: number) => {
      const bytes = Buffer.from(body, 'base64url');
      bytes[i] = (bytes[i] ?? 0) ^ 1;
      return `r1.${bytes.toString('base64url')}`;
    };
    const length = Buffer.from(body, 'base64url').length;
    // The IV, a byte of the ciphertext and the tag.
    for (const tampered of [flip(0), flip(20), flip(length - 1)]) {
      expect(readRegistration(key, tampered, 'acme_quest', now)).toBeNull();
    }
    for (const junk of [
      `${token}=`,
      `${token}!!`,
      `${token}A`,
      `${token}.x`,
      token.slice(0, -1),
      token.replace('r1.', 'r2.'),
      token.replace('r1.', ''),
      `r1.${body.slice(0, 20)}`,
      'r1.',
      'r1',
    ]) {
      expect(readRegistration(key, junk, 'acme_quest', now)).toBeNull();
    }
  });

  it('is refused when sealed with the invitation link key itself', () => {
    // The seal uses a key derived from the link key, never the link key.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from('r1'));
    const exp = Math.floor(now.getTime() / 1000) + 3600;
    const body = Buffer.concat([
      cipher.update(JSON.stringify({ ...registration, exp })),
      cipher.final(),
    ]);
    const forged = `r1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    expect(readRegistration(key, forged, 'acme_quest', now)).toBeNull();
  });

  it("fits the session body's token bound at every field's longest", () => {
    // Control characters are escaped six-fold by JSON: the longest a registration can seal to.
    const worst = (n: number) => '\u0001'.repeat(n);
    const token = sealRegistration(
      key,
      {
        eventId: 'é'.repeat(255),
        email: worst(PARTICIPANT_EMAIL_MAX),
        name: worst(PARTICIPANT_NAME_MAX),
        department: worst(100),
        region: worst(100),
        userInfo: {
          dateOfBirth: '1998-04-02',
          city: worst(60),
          cgpa: worst(10),
          degree: worst(60),
          institute: worst(100),
        },
      },
      now,
    );
    expect(token.length).toBeLessThanOrEqual(PLAY_TOKEN_MAX);
  });
});
