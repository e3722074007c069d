import { type EngineItem, type EngineKind, type EngineSeed, engineItems } from './engines';

/**
 * A memory item (Memory Match's sequences) is shown in two phases that the server keeps, so no
 * payload holds both what to remember and what to choose from (docs/decisions/0016-memory-protocol.md):
 * 1. the stimulus alone; the server notes when it first showed it;
 * 2. the choices, on a second request no sooner than `memorizeMs` after that moment; from then
 *    on the stimulus is never sent again.
 * Any other item is sent whole with its run.
 */
export type MemoryItem = EngineItem & { memorizeMs: number };

export const isMemoryItem = (item: EngineItem): item is MemoryItem => item.memorizeMs !== undefined;

/** Item `index` of an engine run when it is a memory item, else null (any other item, no item). */
export function memoryItemAt(kind: EngineKind, seed: EngineSeed, index: number): MemoryItem | null {
  const item = engineItems(kind, seed)[index];
  return item && isMemoryItem(item) ? item : null;
}

/**
 * How long the stimulus still has on screen: shown at 10:00:00.000 with 3,400 ms to memorise,
 * asked at 10:00:02.000 → 1,400; at 10:00:03.400 or later → 0, and the choices may go out.
 */
export function memorizeMsLeft(shownAt: Date, memorizeMs: number, now: Date): number {
  return Math.max(0, shownAt.getTime() + memorizeMs - now.getTime());
}
