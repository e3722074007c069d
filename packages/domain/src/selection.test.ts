import { describe, expect, it } from 'vitest';
import { addTestBlock, selectionMessages } from './selection';
import { stepProblem, type WizardDraft, wizardDraftSchema } from './wizard';

const today = '2026-11-21';
const pick = (n: number, prefix = 'a') =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${prefix.repeat(2)}${String(i).padStart(10, '0')}`,
    name: `${prefix} ${i}`,
  }));
const easy = (draft: WizardDraft): WizardDraft => ({ ...draft, flow: 'easyFlow' });
const picksOk = (draft: WizardDraft, projectType: 'ace' | 'progress') =>
  (projectType === 'ace'
    ? (['behavioral', 'cognitive', 'aptitude'] as const)
    : (['behavioral', 'miniGames'] as const)
  ).map((step) => stepProblem(step, draft, projectType, today));

describe('the easy flow takes at most 10 tests in total (part B §2)', () => {
  it('accepts 10 tests of any kinds above the counts, and refuses 11', () => {
    const ace10 = easy({ competencies: pick(6), cognitive: pick(2, 'b'), aptitude: pick(2, 'c') });
    expect(picksOk(ace10, 'ace')).toEqual([null, null, null]);
    const aceGames = easy({
      competencies: pick(4),
      cognitive: pick(3, 'b'),
      aptitude: pick(3, 'c'),
    });
    expect(picksOk(aceGames, 'ace')).toEqual([null, null, null]);
    const progress10 = easy({ competencies: pick(6), games: pick(4, 'b') });
    expect(picksOk(progress10, 'progress')).toEqual([null, null]);

    const ace11 = { ...ace10, competencies: pick(7) };
    expect(picksOk(ace11, 'ace')).toEqual(Array(3).fill(selectionMessages.tooManyTests));
    expect(wizardDraftSchema.safeParse(ace10).success).toBe(true);
    const refused = wizardDraftSchema.safeParse(ace11);
    expect(refused.error?.issues[0]?.message).toBe(selectionMessages.tooManyTests);
  });

  it("still needs the edition's counts, and no more games than the levels have room for", () => {
    const short = easy({ competencies: pick(6), cognitive: pick(1, 'b'), aptitude: pick(2, 'c') });
    expect(picksOk(short, 'ace')).toEqual([null, 'Select 2 games', null]);
    const fiveMinis = easy({ competencies: pick(5), games: pick(5, 'b') });
    expect(stepProblem('miniGames', fiveMinis, 'progress', today)).toBe(
      selectionMessages.itemsFull(4),
    );
  });

  it('keeps the exact counts in the wizard', () => {
    const ace10 = { competencies: pick(6), cognitive: pick(2, 'b'), aptitude: pick(2, 'c') };
    expect(stepProblem('behavioral', ace10, 'ace', today)).toBe('Select 4 competencies');
    expect(stepProblem('behavioral', { ...ace10, flow: 'wizard' }, 'ace', today)).toBe(
      'Select 4 competencies',
    );
  });
});

describe('addTestBlock', () => {
  it('disables every Add Test at 10, saying why', () => {
    const counts = { competencies: 6, cognitive: 2, aptitude: 2 };
    for (const kind of ['competencies', 'cognitive', 'aptitude'] as const) {
      expect(addTestBlock(counts, kind, 'ace')).toBe(selectionMessages.testsFull);
    }
    expect(addTestBlock({ competencies: 5, cognitive: 2, aptitude: 2 }, 'cognitive', 'ace')).toBe(
      null,
    );
    expect(addTestBlock({ competencies: 6, games: 3 }, 'games', 'progress')).toBeNull();
  });

  it('keeps the places the other kinds still need, and the room between the levels', () => {
    expect(addTestBlock({ competencies: 6 }, 'competencies', 'ace')).toBe(
      selectionMessages.placesKept(4),
    );
    expect(addTestBlock({ competencies: 6 }, 'cognitive', 'ace')).toBeNull();
    expect(addTestBlock({ competencies: 5, games: 4 }, 'games', 'progress')).toBe(
      selectionMessages.itemsFull(4),
    );
  });
});
