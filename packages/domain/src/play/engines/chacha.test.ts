import { describe, expect, it } from 'vitest';
import { chachaBlock, secureRandom } from './chacha';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('the secure stream', () => {
  it('is ChaCha20: the block of RFC 8439 §2.3.2', () => {
    const key = [
      0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c, 0x13121110, 0x17161514, 0x1b1a1918,
      0x1f1e1d1c,
    ];
    const block = chachaBlock(key, 1, [0x09000000, 0x4a000000, 0x00000000]);
    expect([...block.slice(0, 4)]).toEqual([0xe4e7f110, 0x15593bd1, 0x1fdd0f50, 0xc47120a3]);
    expect(block[15]).toBe(0x4e3c50a2);
  });

  it('replays for the same seed and label, and differs for another label or seed', () => {
    const take = (seed: string, label: string) => {
      const rng = secureRandom(seed, label);
      return Array.from({ length: 40 }, rng);
    };
    expect(take(SEED, 'spatial:items')).toEqual(take(SEED, 'spatial:items'));
    expect(take(SEED, 'spatial:items')).not.toEqual(take(SEED, 'spatial:order'));
    expect(take(SEED, 'x')).not.toEqual(take(`${SEED.slice(0, 63)}e`, 'x'));
    expect(take(SEED, 'x').every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('refuses a seed that is not 256 bits of hex', () => {
    expect(() => secureRandom('1234', 'x')).toThrow();
  });
});
