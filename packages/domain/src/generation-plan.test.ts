import { describe, expect, it } from 'vitest';
import { LEVELS_CONFIG, sumAttempts } from './generation';
import { type GenerationInput, planGeneration, type StoredBankQuestion } from './generation-plan';
import { eventMessages } from './messages';
import { ENGINE_PASSING_SCORE } from './play/engines';
import { wizardMessages } from './wizard';

/** A small deterministic generator (mulberry32), so a plan can be compared with itself. */
function seeded(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) {
      deepFreeze(inner);
    }
    Object.freeze(value);
  }
  return value;
}

const competencyIds = ['c1', 'c2', 'c3', 'c4', 'c5'];

function bankFor(ids: string[], perKind = 6): StoredBankQuestion[] {
  const bank: StoredBankQuestion[] = [];
  for (const competencyId of ids) {
    for (let level = 1; level <= 7; level++) {
      for (const type of ['Question', 'Email', 'SMS'] as const) {
        for (const difficulty of ['Easy', 'Hard'] as const) {
          for (let n = 0; n < perKind; n++) {
            bank.push({
              id: `${competencyId}-${level}-${type}-${difficulty}-${n}`,
              competencyId,
              level,
              type,
              difficulty,
              name: '',
              subject: '',
              email: '',
              question: `Q ${n}`,
              answers: ['a', 'b'],
              animations: [],
              ratings: [1, 3],
              reward: 500,
              rationale: `Why ${n}`,
            });
          }
        }
      }
    }
  }
  return bank;
}

function progressInput(overrides: Partial<GenerationInput> = {}): GenerationInput {
  return {
    projectType: 'progress',
    difficulty: 'Easy',
    difficultyPoints: 250,
    items: [
      { id: 'm1', kind: 'Game' },
      { id: 'm2', kind: 'Game' },
      { id: 'm3', kind: 'Game' },
    ],
    competencyIds,
    catalog: {
      miniGames: ['m1', 'm2', 'm3'].map((id, index) => ({
        id,
        name: `Mini ${index + 1}`,
        tabName: `Tab ${index + 1}`,
        goalText: `Goal ${index + 1}`,
        time: 60,
        passingScore: 300,
      })),
      aceGames: [],
      competencies: competencyIds.map((id) => ({ id, name: `Competency ${id}` })),
      characters: [{ key: 'k1', name: 'Hero' }],
    },
    bank: bankFor(competencyIds),
    randomInt: seeded(7),
    ...overrides,
  };
}

function okPlan(input: GenerationInput) {
  const plan = planGeneration(input);
  if (!plan.ok) {
    throw new Error(plan.message);
  }
  return plan;
}

describe('planGeneration (part B §4, §9), without a database', () => {
  it('lays out 8 levels with the 3 mini games after every second, and fills each numbered level', () => {
    const plan = okPlan(progressInput());
    expect(plan.problems).toEqual([]);
    expect(plan.levels.map((l) => l.tabName)).toEqual([
      '1',
      '2',
      'Tab 1',
      '3',
      '4',
      'Tab 2',
      '5',
      '6',
      'Tab 3',
      '7',
      '8',
    ]);
    expect(plan.levels.map((l) => l.final).slice(-3)).toEqual(['n', 'y', 'd']);
    expect(plan.levels[2]).toMatchObject({ type: 'Game', time: 60, goalText: 'Goal 1' });
    const first = plan.levels[0];
    expect(first).toMatchObject({
      type: 'Level',
      passingScore:
        sumAttempts(LEVELS_CONFIG.progress[0] ?? { questions: 0, emails: 0, sms: 0 }) * 100,
      goalText: wizardMessages.levelGoal(4),
    });
    // 5 competencies × 3 types × 2 draws each.
    expect(first?.questions).toHaveLength(30);
    expect(first?.questions.map((q) => q.position)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const all = plan.levels.flatMap((l) => l.questions.map((q) => q.bankQuestionId));
    expect(new Set(all).size).toBe(all.length);
    expect(plan.characters).toEqual([{ key: 'k1', name: 'Hero' }]);
  });

  it('names competencies and games from the catalog, in the order chosen', () => {
    const plan = okPlan(progressInput());
    expect(plan.selection.competencies[0]).toEqual({ id: 'c1', name: 'Competency c1' });
    expect(plan.selection.games.map((g) => g.name)).toEqual(['Mini 1', 'Mini 2', 'Mini 3']);
    expect(plan.levels[0]?.questions.every((q) => q.ability.startsWith('Competency '))).toBe(true);
  });

  it('plans the same game from the same input and random numbers', () => {
    expect(okPlan(progressInput({ randomInt: seeded(3) }))).toEqual(
      okPlan(progressInput({ randomInt: seeded(3) })),
    );
  });

  it('does not change its input (deep-frozen here, so any write would throw)', () => {
    const input = progressInput();
    const before = structuredClone({ ...input, randomInt: undefined });
    const frozen = deepFreeze(input);
    expect(() => planGeneration(frozen)).not.toThrow();
    expect({ ...input, randomInt: undefined }).toEqual(before);
  });

  it('names each short bank once, and still answers the layout', () => {
    const input = progressInput({
      bank: bankFor(competencyIds).filter(
        (q) => !(q.competencyId === 'c2' && q.level === 3 && q.type === 'SMS'),
      ),
    });
    expect(okPlan(input).problems).toEqual([wizardMessages.bankShort('Competency c2', 3, 'SMS')]);
  });

  it('refuses a game or competency the catalog no longer has', () => {
    expect(planGeneration(progressInput({ items: [{ id: 'gone', kind: 'Game' }] }))).toEqual({
      ok: false,
      code: 'GAME_MISSING',
      message: eventMessages.gameGone,
    });
    // A mini game's id chosen as a cognitive game counts as missing too.
    expect(planGeneration(progressInput({ items: [{ id: 'm1', kind: 'Cognitive' }] })).ok).toBe(
      false,
    );
    expect(planGeneration(progressInput({ competencyIds: [...competencyIds, 'c9'] }))).toEqual({
      ok: false,
      code: 'COMPETENCY_MISSING',
      message: eventMessages.competencyGone,
    });
  });

  it("uses the difficulty's default points when the catalog has none (ace, Hard: 500)", () => {
    const aceIds = ['c1', 'c2', 'c3', 'c4'];
    const plan = okPlan(
      progressInput({
        projectType: 'ace',
        difficulty: 'Hard',
        difficultyPoints: null,
        items: [
          { id: 'g1', kind: 'Cognitive' },
          { id: 'g2', kind: 'Aptitude' },
        ],
        competencyIds: aceIds,
        catalog: {
          miniGames: [],
          aceGames: [
            { id: 'g1', kind: 'cognitive', name: 'Memory', secondName: 'Remember' },
            { id: 'g2', kind: 'aptitude', name: 'Logic', secondName: 'Reason' },
          ],
          competencies: aceIds.map((id) => ({ id, name: id })),
          characters: [],
        },
        bank: bankFor(aceIds),
      }),
    );
    const attempts = LEVELS_CONFIG.ace[0] ?? { questions: 0, emails: 0, sms: 0 };
    expect(plan.levels[0]?.passingScore).toBe(sumAttempts(attempts) * 500);
    expect(plan.levels[1]).toMatchObject({
      tabName: 'Memory',
      type: 'Cognitive',
      time: 120,
      passingScore: ENGINE_PASSING_SCORE,
    });
    expect(plan.levels.find((l) => l.tabName === 'Logic')).toMatchObject({
      type: 'Aptitude',
      passingScore: ENGINE_PASSING_SCORE,
    });
    expect(plan.selection).toMatchObject({
      cognitive: [{ id: 'g1', name: 'Memory' }],
      aptitude: [{ id: 'g2', name: 'Logic' }],
    });
  });
});
