import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readLinkToken, signLinkToken } from './game-link';

const key = randomBytes(32);
const id = '3f2a6d3e-8c1b-4e5f-9a7d-2b6c8e1f0a4d';
const now = new Date('2026-11-27T10:00:00Z');
const token = signLinkToken(key, id, new Date('2026-12-31T00:00:00Z'));

describe('game-link tokens', () => {
  it('name their participant until they expire', () => {
    expect(readLinkToken(key, token, now)).toBe(id);
    expect(readLinkToken(key, token, new Date('2027-01-02T00:00:00Z'))).toBeNull();
    expect(readLinkToken(randomBytes(32), token, now)).toBeNull();
  });

  it('are read strictly: anything appended to or changed in the signature fails', () => {
    for (const junk of ['=', '==', '!!', ' ', '.']) {
      expect(readLinkToken(key, `${token}${junk}`, now), junk).toBeNull();
    }
    const [version, participant, exp, sig = ''] = token.split('.');
    expect(
      readLinkToken(key, `${version}.${participant}.${exp}.${sig.slice(0, -1)}`, now),
    ).toBeNull();
    expect(readLinkToken(key, `${version}.${participant}.${exp}0.${sig}`, now)).toBeNull();
    expect(readLinkToken(key, `${version}.${participant}.+${exp}.${sig}`, now)).toBeNull();
  });
});
