import { describe, expect, it } from 'vitest';
import { journeyPercent } from './generation';
import {
  checkDates,
  eventFormSchema,
  journeySteps,
  stepProblem,
  todayIn,
  type WizardDraft,
  wizardMessages,
} from './wizard';

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

describe('checkDates on edit (keptLaunch)', () => {
  it('lets a running game keep its past launch date, and still checks a changed one', () => {
    expect(checkDates('2026-11-01', '2026-12-01', today, '2026-11-01')).toBeNull();
    // The closing date may move while the past launch date stays.
    expect(checkDates('2026-11-01', '2027-01-15', today, '2026-11-01')).toBeNull();
    expect(checkDates('2026-11-02', '2026-12-01', today, '2026-11-01')).toBe(
      wizardMessages.launchInPast,
    );
    expect(checkDates('2026-11-01', '2026-10-31', today, '2026-11-01')).toBe('Invalid Dates');
    expect(checkDates('2026-11-01', '2026-12-01', today, null)).toBe(wizardMessages.launchInPast);
  });
});

describe('todayIn: the calendar date of a time zone, never simply UTC', () => {
  it('gives the local date of each zone at the same instant', () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-23');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-23');
    expect(todayIn('Asia/Karachi', instant)).toBe('2026-11-24');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-24');
  });

  it('keeps 18:00 in Los Angeles on its own day though UTC has moved on', () => {
    // 18:00 PST (UTC−8) on 23 November is 02:00 UTC on the 24th.
    const evening = new Date('2026-11-24T02:00:00Z');
    expect(todayIn('America/Los_Angeles', evening)).toBe('2026-11-23');
    expect(
      checkDates('2026-11-23', '2026-11-30', todayIn('America/Los_Angeles', evening)),
    ).toBeNull();
  });

  it('does not let Asia before 05:00 launch yesterday', () => {
    // 04:30 in Karachi (UTC+5) on the 24th is 23:30 UTC on the 23rd.
    const early = new Date('2026-11-23T23:30:00Z');
    expect(checkDates('2026-11-23', '2026-11-30', todayIn('Asia/Karachi', early))).toBe(
      wizardMessages.launchInPast,
    );
  });

  it('handles the extremes UTC+14 and UTC−11, month and year ends', () => {
    expect(todayIn('Pacific/Kiritimati', new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-12-31T09:59:00Z'))).toBe('2026-12-31');
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-03-01T10:59:00Z'))).toBe('2026-02-28');
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-03-01T11:00:00Z'))).toBe('2026-03-01');
  });

  it('refuses a zone that does not exist rather than guessing', () => {
    expect(() => todayIn('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('eventFormSchema', () => {
  it('leaves the package type out when none is sent, so an edit keeps what the event has', () => {
    const parsed = eventFormSchema.parse({
      assessmentName: 'Super 5',
      assessmentFor: 'All',
      launchDate: '2026-11-21',
      closingDate: '2026-11-30',
    });
    expect(parsed.packageType).toBeUndefined();
  });
});
