import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages';
import { participantMessages } from '../participants';
import { registrationMessages, registrationProblems, registrationUserInfo } from './registration';
import { playRegistrationSchema } from './schemas';

const today = '2026-11-21';

/** A registration as the form sends it; the schema fills every field left out with ''. */
const registration = (fields: Record<string, string> = {}) =>
  playRegistrationSchema.parse({
    name: 'Asha',
    email: 'asha@example.com',
    dateOfBirth: '1998-04-12',
    ...fields,
  });

describe('registrationProblems for a progress event asking department and region', () => {
  const event = { projectType: 'progress' as const, registrationFields: ['department', 'region'] };

  it('accepts a registration with both filled', () => {
    expect(
      registrationProblems(event, registration({ department: 'D42', region: 'Pune' }), today),
    ).toEqual({});
  });

  it("refuses an empty department with Add User's message", () => {
    expect(registrationProblems(event, registration({ region: 'Pune' }), today)).toEqual({
      department: participantMessages.departmentRequired,
    });
  });

  it('treats spaces as empty (the schema trims them)', () => {
    expect(
      registrationProblems(event, registration({ department: '   ', region: '  ' }), today),
    ).toEqual({
      department: participantMessages.departmentRequired,
      region: participantMessages.regionRequired,
    });
  });

  it('does not ask for the ace edition’s fields', () => {
    const asksCityToo = { ...event, registrationFields: ['department', 'region', 'city'] };
    expect(
      registrationProblems(asksCityToo, registration({ department: 'D42', region: 'Pune' }), today),
    ).toEqual({});
  });
});

describe('registrationProblems for an ace event asking city and CGPA', () => {
  const event = { projectType: 'ace' as const, registrationFields: ['city', 'cgpa'] };

  it('requires exactly the fields the event asks (not degree or institute)', () => {
    expect(registrationProblems(event, registration(), today)).toEqual({
      city: authMessages.required,
      cgpa: authMessages.required,
    });
  });

  it('accepts them once filled', () => {
    expect(registrationProblems(event, registration({ city: 'Pune', cgpa: '8.4' }), today)).toEqual(
      {},
    );
  });

  it('does not ask for department or region, which are the progress edition’s', () => {
    const asksDepartmentToo = { ...event, registrationFields: ['city', 'cgpa', 'department'] };
    expect(
      registrationProblems(asksDepartmentToo, registration({ city: 'Pune', cgpa: '8.4' }), today),
    ).toEqual({});
  });
});

describe('registrationProblems: the date of birth', () => {
  const event = { projectType: 'progress' as const, registrationFields: [] };
  const problemsFor = (dateOfBirth: string) =>
    registrationProblems(event, registration({ dateOfBirth }), today);

  it('refuses a date in the future', () => {
    expect(problemsFor('2026-11-22')).toEqual({
      dateOfBirth: registrationMessages.dateOfBirthInvalid,
    });
  });

  it('refuses a date before 1900', () => {
    expect(problemsFor('1899-12-31')).toEqual({
      dateOfBirth: registrationMessages.dateOfBirthInvalid,
    });
  });

  it('takes 1 Jan 1900 and today itself (a typo guard, not an age rule)', () => {
    expect(problemsFor('1900-01-01')).toEqual({});
    expect(problemsFor(today)).toEqual({});
  });
});

describe('registrationUserInfo: what a registration keeps in userInfo', () => {
  const asks = { registrationFields: ['fullName', 'email', 'city', 'cgpa', 'degree'] };

  it('keeps the date of birth and only the asked ace fields that were filled', () => {
    const input = registration({
      department: 'D42',
      city: 'Pune',
      cgpa: '8.4',
      degree: '',
      institute: 'IIT',
    });
    // institute was not asked for, degree was left empty: neither is kept.
    expect(registrationUserInfo(asks, input)).toEqual({
      dateOfBirth: '1998-04-12',
      city: 'Pune',
      cgpa: '8.4',
    });
  });

  it('keeps the date of birth alone when no ace field was given', () => {
    expect(registrationUserInfo(asks, registration())).toEqual({ dateOfBirth: '1998-04-12' });
  });

  it('keeps nothing an event did not ask for (a progress registration sending a city)', () => {
    const progress = { registrationFields: ['fullName', 'email', 'department'] };
    expect(registrationUserInfo(progress, registration({ city: 'Pune' }))).toEqual({
      dateOfBirth: '1998-04-12',
    });
  });
});
