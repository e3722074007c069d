import { describe, expect, it } from 'vitest';
import {
  changeQuestionType,
  eventQuestionInputSchema,
  nextQuestionNumber,
  questionDisplayId,
  questionMessages,
} from './event-questions';

describe('changing a question type (part B §4)', () => {
  it('cuts the texts to the new type and gives options an animation only for Question', () => {
    const email = {
      type: 'Email' as const,
      question: 'q'.repeat(300),
      options: [{ text: 'o'.repeat(30), animation: null }],
    };
    const question = changeQuestionType(email, 'Question');
    expect(question.question).toHaveLength(100);
    expect(question.options).toEqual([{ text: 'o'.repeat(30), animation: 'normal' }]);
    const sms = changeQuestionType({ ...question, question: 's'.repeat(100) }, 'SMS');
    expect(sms.question).toHaveLength(100);
    expect(sms.options[0]?.animation).toBeNull();
    expect(email.question).toHaveLength(300);
  });
});

describe('question rules (part B §5)', () => {
  const sms = {
    type: 'SMS',
    question: 'Running late?',
    name: 'Kim',
    options: [{ text: 'Fine', rating: 2 }],
    difficulty: 'Easy',
    ability: 'Integrity',
  };

  it('defaults the reward to 500 and asks SMS for a name of at most 20', () => {
    expect(eventQuestionInputSchema.parse(sms).reward).toBe(500);
    const noName = eventQuestionInputSchema.safeParse({ ...sms, name: '' });
    expect(noName.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'This field is required'],
    ]);
    const longOption = eventQuestionInputSchema.safeParse({
      ...sms,
      options: [{ text: 'x'.repeat(41), rating: 1 }],
    });
    expect(longOption.error?.issues[0]?.path).toEqual(['options', 0, 'text']);
  });

  it('allows 1 to 4 options', () => {
    const five = eventQuestionInputSchema.safeParse({
      ...sms,
      options: Array.from({ length: 5 }, () => ({ text: 'a', rating: 3 })),
    });
    expect(five.error?.issues[0]?.message).toBe(questionMessages.optionsRange);
  });

  it('numbers a new question after the last, and names it competency-level-difficulty-type', () => {
    expect(nextQuestionNumber([])).toBe(1);
    expect(nextQuestionNumber([1, 4, 2])).toBe(5);
    expect(
      questionDisplayId({ ability: 'Integrity', levelName: '3', difficulty: 'Hard', type: 'SMS' }),
    ).toBe('Integrity-3-Hard-SMS');
  });
});
