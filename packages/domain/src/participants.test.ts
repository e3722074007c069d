import { describe, expect, it } from 'vitest';
import {
  areaProblem,
  areaProblems,
  checkExpiry,
  expiryState,
  fitsWithinMaxUsers,
  nameFromEmail,
  participantDocumentId,
  participantInputSchema,
  participantMessages,
  requiredAreas,
} from './participants';

const now = new Date('2026-11-21T12:00:00Z');

describe('participant identity', () => {
  it("derives the spec's document id (lower-cased e-mail plus event id) for exports", () => {
    expect(participantDocumentId(' Zara.Q@Example.com ', 'acme_super5')).toBe(
      'zara.q@example.comacme_super5',
    );
    // Why it is never a key: two tenants' pairs can give the same string.
    expect(participantDocumentId('p@q.ra', 'b_g')).toBe(participantDocumentId('p@q.r', 'ab_g'));
  });
  it('takes the name from the e-mail when none is given', () => {
    expect(nameFromEmail('new.face@example.org')).toBe('new.face');
  });
});

describe('expiry (part A §4, §5)', () => {
  it('needs a date later than now only when Can expire is ticked', () => {
    expect(checkExpiry(false, null, now)).toBeNull();
    expect(checkExpiry(true, null, now)).toBe(participantMessages.expiryInPast);
    expect(checkExpiry(true, '2026-11-21T12:00:00Z', now)).toBe(participantMessages.expiryInPast);
    expect(checkExpiry(true, '2026-11-21T12:00:01Z', now)).toBeNull();
  });
  it('shows never (infinity), unset (ban), expired (red) or active', () => {
    expect(expiryState({ canExpire: false, expiryDate: null }, now)).toBe('never');
    expect(expiryState({ canExpire: true, expiryDate: null }, now)).toBe('unset');
    expect(expiryState({ canExpire: true, expiryDate: '2026-11-20T00:00:00Z' }, now)).toBe(
      'expired',
    );
    expect(expiryState({ canExpire: true, expiryDate: '2026-12-01T00:00:00Z' }, now)).toBe(
      'active',
    );
  });
});

describe('maxUsers', () => {
  it('counts what would be added, not the lines of the file', () => {
    expect(fitsWithinMaxUsers(12, 3, 15)).toBe(true);
    expect(fitsWithinMaxUsers(12, 4, 15)).toBe(false);
  });
});

describe('participantInputSchema', () => {
  it('caps the name at 25 and the e-mail at 40', () => {
    const base = { name: 'A', email: 'a@b.test' };
    expect(participantInputSchema.safeParse({ ...base, name: 'x'.repeat(25) }).success).toBe(true);
    expect(participantInputSchema.safeParse({ ...base, name: 'x'.repeat(26) }).success).toBe(false);
    expect(
      participantInputSchema.safeParse({ ...base, email: `${'x'.repeat(34)}@b.test` }).success,
    ).toBe(false);
  });
});

describe('department and region (part A §5)', () => {
  const progress = {
    projectType: 'progress' as const,
    registrationFields: ['department', 'region'],
  };

  it('are required only for progress events that ask for them', () => {
    expect(requiredAreas(progress)).toEqual({ department: true, region: true });
    expect(requiredAreas({ ...progress, registrationFields: ['region'] })).toEqual({
      department: false,
      region: true,
    });
    expect(requiredAreas({ ...progress, projectType: 'ace' })).toEqual({
      department: false,
      region: false,
    });
  });
  it('name each missing field with its own message', () => {
    expect(areaProblems(progress, { department: '', region: '' })).toEqual({
      department: participantMessages.departmentRequired,
      region: participantMessages.regionRequired,
    });
    expect(areaProblems(progress, { department: 'Sales', region: 'Lahore' })).toEqual({});
    expect(areaProblem(progress, 'region', '  ')).toBe(participantMessages.regionRequired);
    expect(areaProblem({ ...progress, projectType: 'ace' }, 'region', '')).toBeNull();
  });
});
