import type { ProjectType } from './auth';
import { itemSlots } from './generation';

/**
 * The tests a game is made of (part B §2, §9): competencies, and the edition's games (mini games
 * in progress, cognitive and aptitude games otherwise).
 */
export type TestKind = 'competencies' | 'games' | 'cognitive' | 'aptitude';
export type TestCounts = Partial<Record<TestKind, number>>;

/** Part B §9: how many of each the wizard asks for, exactly; the easy flow's minimum. */
export const selectionCounts = {
  progress: { competencies: 5, games: 3, cognitive: 0, aptitude: 0 },
  ace: { competencies: 4, games: 0, cognitive: 2, aptitude: 2 },
} as const satisfies Record<ProjectType, Record<TestKind, number>>;

/** Part B §2 (easy flow step 2) and §9: at most 10 tests in total; Add Test disabled at 10. */
export const EASY_FLOW_MAX_TESTS = 10;

export const selectionMessages = {
  tooManyTests: `Choose at most ${EASY_FLOW_MAX_TESTS} tests in total`,
  testsFull: `You have chosen ${EASY_FLOW_MAX_TESTS} tests, the most there can be. Remove one to add another.`,
  placesKept: (left: number) =>
    left === 1
      ? 'The place left is kept for the tests still to choose.'
      : `The ${left} places left are kept for the tests still to choose.`,
  itemsFull: (slots: number) => `A game has room for ${slots} games between its levels.`,
} as const;

const TEST_KINDS: readonly TestKind[] = ['competencies', 'games', 'cognitive', 'aptitude'];
/** The kinds the level layout places between the numbered levels (generation's items). */
const ITEM_KINDS: readonly TestKind[] = ['games', 'cognitive', 'aptitude'];

const sumOf = (counts: TestCounts, kinds: readonly TestKind[]) =>
  kinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);

/** Every test chosen, of every kind. */
export function testTotal(counts: TestCounts): number {
  return sumOf(counts, TEST_KINDS);
}

/** The places the choice takes once each kind has at least the edition's count. */
function placesNeeded(counts: TestCounts, projectType: ProjectType): number {
  const minimum = selectionCounts[projectType];
  return TEST_KINDS.reduce((sum, kind) => sum + Math.max(counts[kind] ?? 0, minimum[kind]), 0);
}

/**
 * The easy flow's limits on a choice (part B §2): at most 10 tests in total, and no more games
 * than the level layout has room for (planLevels would leave the rest out). Null when it fits.
 * Fewer than the edition's count of a kind is the wizard's own message, not this one's.
 */
export function easyFlowExcess(counts: TestCounts, projectType: ProjectType): string | null {
  if (testTotal(counts) > EASY_FLOW_MAX_TESTS) {
    return selectionMessages.tooManyTests;
  }
  const slots = itemSlots(projectType);
  return sumOf(counts, ITEM_KINDS) > slots ? selectionMessages.itemsFull(slots) : null;
}

/**
 * Why the easy flow's Add Test of `kind` is disabled, or null when one more fits. At 10 tests
 * every Add Test is disabled (part B §2); before that, the places the other kinds still need to
 * reach their counts are kept, so one kind cannot take them and leave the choice unfinishable.
 */
export function addTestBlock(
  counts: TestCounts,
  kind: TestKind,
  projectType: ProjectType,
): string | null {
  if (testTotal(counts) >= EASY_FLOW_MAX_TESTS) {
    return selectionMessages.testsFull;
  }
  const next = { ...counts, [kind]: (counts[kind] ?? 0) + 1 };
  if (placesNeeded(next, projectType) > EASY_FLOW_MAX_TESTS) {
    return selectionMessages.placesKept(EASY_FLOW_MAX_TESTS - testTotal(counts));
  }
  const slots = itemSlots(projectType);
  return ITEM_KINDS.includes(kind) && sumOf(next, ITEM_KINDS) > slots
    ? selectionMessages.itemsFull(slots)
    : null;
}
