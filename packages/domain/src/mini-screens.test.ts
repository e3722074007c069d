import { describe, expect, it } from 'vitest';
import { miniScreenInputSchema, miniScreenMessages, miniTemplateType } from './mini-screens';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const fieldOf = (input: object) => {
  const result = miniScreenInputSchema.safeParse(input);
  return result.success
    ? null
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])[0];
};

describe('Mini 1 (part B §5)', () => {
  const mini1 = {
    miniGame: 'Mini 1',
    title: 'Late delivery',
    scenario: 'The parts arrive a week late.',
    options: ['Call', 'Wait', 'Complain', 'Cancel'],
    correctAnswer: 0,
  };

  it('takes a title, a scenario, exactly 4 options and a correct answer among them', () => {
    expect(fieldOf(mini1)).toBeNull();
    expect(fieldOf({ ...mini1, options: ['a', 'b', 'c'] })).toEqual([
      'options',
      miniScreenMessages.optionCount(4),
    ]);
    expect(fieldOf({ ...mini1, correctAnswer: undefined })).toEqual([
      'correctAnswer',
      miniScreenMessages.correctAnswerRequired,
    ]);
    expect(fieldOf({ ...mini1, correctAnswer: 4 })).toEqual([
      'correctAnswer',
      miniScreenMessages.correctAnswerRequired,
    ]);
    expect(fieldOf({ ...mini1, options: ['x'.repeat(71), 'b', 'c', 'd'] })).toEqual([
      'options.0',
      'Must be at most 70 characters',
    ]);
  });
});

describe('Mini 2', () => {
  const mini2 = {
    miniGame: 'Mini 2',
    template2Type: '5 Options A, B, C',
    optionsType: 'text',
    options: ['a', 'b', 'c', 'd', 'e'],
    correctAnswer: 4,
  };

  it("asks for its template's option count, in text or images, and a correct answer within it", () => {
    expect(fieldOf(mini2)).toBeNull();
    expect(fieldOf({ ...mini2, template2Type: '8 Options' })).toEqual([
      'options',
      miniScreenMessages.optionCount(8),
    ]);
    const images = Array.from({ length: 8 }, (_, i) => id(i));
    expect(
      fieldOf({
        ...mini2,
        template2Type: '8 Options',
        optionsType: 'image',
        optionImageIds: images,
        correctAnswer: 7,
      }),
    ).toBeNull();
    expect(fieldOf({ ...mini2, correctAnswer: 5 })).toEqual([
      'correctAnswer',
      miniScreenMessages.correctAnswerRequired,
    ]);
  });
});

describe('Mini 3', () => {
  it('keeps one trimmed word of 4 to 10 letters', () => {
    const word = (w: string) => miniScreenInputSchema.safeParse({ miniGame: 'Mini 3', word: w });
    expect(word('  Teams ').data).toMatchObject({ word: 'Teams' });
    expect(word('abc').error?.issues[0]?.message).toBe(miniScreenMessages.wordLength);
    expect(word('abcd').success).toBe(true);
    expect(word('abcdefghij').success).toBe(true);
    expect(word('abcdefghijk').error?.issues[0]?.message).toBe(miniScreenMessages.wordLength);
    expect(word('team5').error?.issues[0]?.message).toBe(miniScreenMessages.wordLetters);
  });
});

describe('Mini 4', () => {
  const images = (n: number) => Array.from({ length: n }, (_, i) => id(i));

  it('takes a scenario of exactly 400 characters and 3 to 7 images', () => {
    const mini4 = (scenario: string, count: number) =>
      fieldOf({ miniGame: 'Mini 4', scenario, optionImageIds: images(count) });
    expect(mini4('s'.repeat(400), 3)).toBeNull();
    expect(mini4('s'.repeat(400), 7)).toBeNull();
    expect(mini4('s'.repeat(399), 3)).toEqual(['scenario', miniScreenMessages.scenarioLength]);
    expect(mini4('s'.repeat(401), 3)).toEqual(['scenario', miniScreenMessages.scenarioLength]);
    expect(mini4('s'.repeat(400), 2)).toEqual([
      'optionImageIds',
      miniScreenMessages.mini4OptionCount,
    ]);
    expect(mini4('s'.repeat(400), 8)).toEqual([
      'optionImageIds',
      miniScreenMessages.mini4OptionCount,
    ]);
  });

  it('is template 4, as Mini 1 is template 1', () => {
    expect([miniTemplateType('Mini 1'), miniTemplateType('Mini 4')]).toEqual([1, 4]);
  });
});
