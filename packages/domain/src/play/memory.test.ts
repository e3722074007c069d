import { describe, expect, it } from 'vitest';
import { engineItems } from './engines';
import { isMemoryItem, memorizeMsLeft, memoryItemAt } from './memory';

describe('memory items', () => {
  it('are the working-memory items, and no other engine has any', () => {
    expect(engineItems('workingMemory', 7).every(isMemoryItem)).toBe(true);
    for (const kind of ['attention', 'spatial', 'numerical', 'logical'] as const) {
      expect(engineItems(kind, 7).some(isMemoryItem)).toBe(false);
    }
    expect(memoryItemAt('workingMemory', 7, 0)?.memorizeMs).toBe(3400);
    expect(memoryItemAt('workingMemory', 7, 10)).toBeNull();
    expect(memoryItemAt('numerical', 7, 0)).toBeNull();
  });

  it('keep the stimulus on screen for the memorise time counted from its first showing', () => {
    const shown = new Date('2026-11-27T10:00:00.000Z');
    const at = (iso: string) => memorizeMsLeft(shown, 3400, new Date(iso));
    expect(at('2026-11-27T10:00:02.000Z')).toBe(1400);
    expect(at('2026-11-27T10:00:03.399Z')).toBe(1);
    expect(at('2026-11-27T10:00:03.400Z')).toBe(0);
    expect(at('2026-11-27T10:01:00.000Z')).toBe(0);
  });
});
