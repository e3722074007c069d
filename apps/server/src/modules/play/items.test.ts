import { seededRandom } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { shownOrder, tileLetter } from './items';

/** What the player's payload shows of a mini screen before answering (memory-protocol.md). */
const story = (pictures: number) => ({
  miniGame: 'Mini 4',
  question: 'A story',
  optionsType: 'image' as const,
  options: [],
  optionFileIds: Array.from({ length: pictures }, (_, i) => `file-${i}`),
  correctAnswer: null,
});

describe('the shown order of a story', () => {
  it('is never the story order, and every other order is equally likely', () => {
    const rng = seededRandom(12345);
    const randomInt = (max: number) => Math.floor(rng() * max);
    const counts = new Map<string, number>();
    const runs = 30_000;
    for (let i = 0; i < runs; i++) {
      const key = shownOrder(story(3), randomInt).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.has('012')).toBe(false);
    expect(counts.size).toBe(5);
    // Before, '120' (the turn that replaced the story order) came 1/3 of the time.
    for (const n of counts.values()) {
      expect(n / runs).toBeGreaterThan(0.18);
      expect(n / runs).toBeLessThan(0.22);
    }
  });
});

describe("a word's tiles", () => {
  it('show capitals, so a mixed-case word does not give its first letter away', () => {
    expect([...'Teamwork'].map(tileLetter).join('')).toBe('TEAMWORK');
    expect(tileLetter('ß')).toBe('ß');
    expect(tileLetter('ت')).toBe('ت');
  });
});
