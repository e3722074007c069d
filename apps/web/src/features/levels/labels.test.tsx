import { describe, expect, it } from 'vitest';
import { characterLabel } from './labels';

describe('characterLabel', () => {
  it.each([
    ['hrManager', 'HR manager'],
    ['newJoiner', 'New joiner'],
    ['client', 'Client'],
    ['colleague', 'Colleague'],
    ['manager', 'Manager'],
    ['mentor', 'Mentor'],
    // Keys the catalog may add later read as words too.
    ['teamLeadAssistant', 'Team lead assistant'],
    ['CEOOffice', 'CEO office'],
    ['it_support', 'IT support'],
    ['night-shift2Nurse', 'Night shift2 nurse'],
  ])('reads %s as %s', (key, label) => {
    expect(characterLabel(key)).toBe(label);
  });

  it('keeps a key with no letters to split as it is', () => {
    expect(characterLabel('')).toBe('');
    expect(characterLabel('__')).toBe('__');
  });
});
