import { describe, expect, it } from 'vitest';
import { displayName, registerSchema, toCompanyKey } from './auth';
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
