import { describe, expect, it } from 'vitest';
import { journeyPercent } from './generation';
import { checkDates, journeySteps, stepProblem, type WizardDraft, wizardMessages } from './wizard';

const today = '2026-11-21';
const pick = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${i}`, name: `Item ${i}` }));
const file = { fileId: 'f', url: '/api/files/f', name: 'logo.png' };
const complete: WizardDraft = {
  info: {
    assessmentName: 'Super 5',
    assessmentFor: 'Graduates',
    difficulty: 'Easy',
    candidateFlow: false,
  },
  competencies: pick(5),
  games: pick(3),
  registrationFields: ['fullName', 'email'],
  loginMethods: ['email'],
  logo: file,
  launchDate: '2026-11-21',
  closingDate: '2026-12-31',
};

describe('wizard steps (part B §4, §5)', () => {
  it('accepts a complete progress draft at 100 %', () => {
    const steps = journeySteps(complete, 'progress', today);
    expect(steps.every((s) => s.done)).toBe(true);
    expect(journeyPercent(steps, 'progress')).toBe(100);
  });

  it('asks for exactly 5 competencies in progress and 4 otherwise', () => {
    expect(stepProblem('behavioral', { competencies: pick(4) }, 'progress', today)).toBe(
      'Select 5 competencies',
    );
    expect(stepProblem('behavioral', { competencies: pick(4) }, 'ace', today)).toBeNull();
    expect(stepProblem('behavioral', { competencies: pick(5) }, 'ace', today)).toBe(
      'Select 4 competencies',
    );
  });

  it('asks for 3 mini games, 2 cognitive and 2 aptitude games', () => {
    expect(stepProblem('miniGames', { games: pick(2) }, 'progress', today)).toBe(
      wizardMessages.selectMiniGames,
    );
    expect(stepProblem('cognitive', { cognitive: pick(1) }, 'ace', today)).toBe('Select 2 games');
    expect(stepProblem('aptitude', { aptitude: pick(3) }, 'ace', today)).toBe('Select 2 Games');
  });

  it('needs a logo in progress and a logo and video otherwise', () => {
    expect(stepProblem('artWork', {}, 'progress', today)).toBe('Must Upload Logo');
    expect(stepProblem('artWork', { logo: file }, 'ace', today)).toBe('Must Upload Logo & Video');
    expect(stepProblem('artWork', { logo: file, introVideo: file }, 'ace', today)).toBeNull();
  });

  it('checks the info form: name and for required, at most 20', () => {
    expect(
      stepProblem(
        'info',
        { info: { ...complete.info, assessmentName: 'x'.repeat(21) } as WizardDraft['info'] },
        'ace',
        today,
      ),
    ).toBe('Must be at most 20 characters');
  });
});

describe('checkDates', () => {
  it('wants both dates, launch from today, closing not before launch', () => {
    expect(checkDates(undefined, '2026-12-01', today)).toBe('Please Select Dates');
    expect(checkDates('2026-11-20', '2026-12-01', today)).toBe(wizardMessages.launchInPast);
    expect(checkDates('2026-12-02', '2026-12-01', today)).toBe('Invalid Dates');
    expect(checkDates('2026-11-21', '2026-11-21', today)).toBeNull();
  });
});
