import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  displayName,
  registerSchema,
  registrationFailureMessage,
  socialLinkSchema,
  timeZoneSchema,
  toCompanyKey,
} from './auth';
import { authMessages } from './messages';

describe('toCompanyKey', () => {
  it.each([
    ['Acme Corp.', 'acmecorp_'],
    ['ACME  corp.', 'acmecorp_'],
    ['Pepsi Co. Pakistan', 'pepsico_pakistan'],
    ['u.s.a. inc', 'u_s_a_inc'],
  ])('%s → %s', (name, key) => {
    expect(toCompanyKey(name)).toBe(key);
  });
});

describe('displayName', () => {
  it('prefers the name and falls back to the part of the e-mail before the @', () => {
    expect(displayName({ name: 'Ayesha', email: 'a@x.test' })).toBe('Ayesha');
    expect(displayName({ name: '  ', email: 'ayesha.khan@x.test' })).toBe('ayesha.khan');
    expect(displayName({ name: null, email: 'bob@x.test' })).toBe('bob');
  });
});

describe('registerSchema', () => {
  const valid = {
    name: 'A',
    jobTitle: 'B',
    email: 'a@b.test',
    companyName: 'C',
    country: 'D',
    password: '12345678',
    confirmPassword: '12345678',
    terms: true as const,
  };
  const messageFor = (input: object, field: string) => {
    const result = registerSchema.safeParse(input);
    return result.success ? null : result.error.issues.find((i) => i.path[0] === field)?.message;
  };

  it('accepts a complete form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });
  it("says 'Password do not match' on the confirm field", () => {
    expect(messageFor({ ...valid, confirmPassword: '87654321' }, 'confirmPassword')).toBe(
      authMessages.passwordMismatch,
    );
  });
  it("says 'Password do not match' even while other fields are still empty", () => {
    const partial = { ...valid, name: '', email: '', confirmPassword: 'different' };
    expect(messageFor(partial, 'confirmPassword')).toBe(authMessages.passwordMismatch);
  });
  it('wants 8 characters of password (DESIGN §6.6)', () => {
    expect(
      messageFor({ ...valid, password: '1234567', confirmPassword: '1234567' }, 'password'),
    ).toBe(authMessages.passwordTooShort);
  });
  it('caps text at 250 and requires every field and the terms', () => {
    expect(messageFor({ ...valid, country: 'x'.repeat(251) }, 'country')).toBe(
      authMessages.tooLong(250),
    );
    expect(messageFor({ ...valid, country: 'x'.repeat(250) }, 'country')).toBeNull();
    expect(messageFor({ ...valid, name: ' ' }, 'name')).toBe(authMessages.required);
    expect(messageFor({ ...valid, terms: false }, 'terms')).toBe(authMessages.termsRequired);
  });
});

describe('time zones (DESIGN §6.14)', () => {
  it.each([
    ['Asia/Karachi', 'Asia/Karachi'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['utc', 'UTC'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
  ])('accepts %s as %s', (input, stored) => {
    expect(canonicalTimeZone(input)).toBe(stored);
    expect(timeZoneSchema.parse(input)).toBe(stored);
  });
  it.each(['', 'Mars/Olympus', '+05:00', 'Etc/Unknown', 'Asia/Karachi\u0000', 'x'.repeat(65)])(
    'refuses %j',
    (input) => {
      expect(canonicalTimeZone(input)).toBeNull();
      const result = timeZoneSchema.safeParse(input);
      expect(result.success ? null : result.error.issues[0]?.message).toBe(
        authMessages.invalidTimeZone,
      );
    },
  );
  it('is optional at registration and refused there when it is not a zone', () => {
    const base = {
      name: 'A',
      jobTitle: 'B',
      email: 'a@b.test',
      companyName: 'C',
      country: 'D',
      password: '12345678',
      confirmPassword: '12345678',
      terms: true as const,
    };
    expect(registerSchema.parse(base).timeZone).toBeUndefined();
    expect(registerSchema.parse({ ...base, timeZone: 'europe/paris' }).timeZone).toBe(
      'Europe/Paris',
    );
    expect(registerSchema.safeParse({ ...base, timeZone: 'Nowhere/Else' }).success).toBe(false);
  });
});

describe('registrationFailureMessage (part B §8)', () => {
  it('keeps the specific messages', () => {
    for (const [code, message] of [
      ['COMPANY_EXISTS', authMessages.companyExists],
      ['EMAIL_EXISTS', authMessages.emailExists],
      ['NO_PLAN_PURCHASED', authMessages.noPlanPurchased],
      ['RATE_LIMITED', authMessages.tooManyRegistrations],
    ] as const) {
      expect(registrationFailureMessage({ code, message })).toBe(message);
    }
  });
  it("says 'Password/Email Incorrect' for any other failure", () => {
    for (const code of ['INTERNAL', 'HTTP_ERROR', 'NETWORK', 'BAD_RESPONSE', 'BAD_REQUEST']) {
      expect(registrationFailureMessage({ code, message: 'Something went wrong' })).toBe(
        authMessages.registrationFailed,
      );
    }
  });
});

describe('socialLinkSchema', () => {
  it('takes https links only', () => {
    const parse = (url: string) => socialLinkSchema.safeParse({ network: 'linkedin', url }).success;
    expect(parse('https://www.linkedin.com/company/acme')).toBe(true);
    expect(parse('http://www.linkedin.com/company/acme')).toBe(false);
    expect(parse('javascript:alert(1)')).toBe(false);
  });
});
