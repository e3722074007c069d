import { describe, expect, it } from 'vitest';
import { ssoMessages, ssoSignInMessages } from './messages';
import {
  emailDomainOf,
  normalizeDomain,
  ssoFailureMessage,
  ssoProviderFormSchema,
} from './schemas';

describe('company sign-in rules', () => {
  it('finds the domain after the last @, lower-cased', () => {
    expect(emailDomainOf('Ayesha.Khan@HR.Example.com.pk')).toBe('hr.example.com.pk');
    expect(emailDomainOf('"a@b"@example.com')).toBe('example.com');
    expect(emailDomainOf('no-at-sign')).toBe('');
  });

  it('accepts a domain as typed, and refuses what is not one', () => {
    expect(normalizeDomain(' Example.COM. ')).toBe('example.com');
    expect(normalizeDomain('hr.example.com.pk')).toBe('hr.example.com.pk');
    expect(normalizeDomain('localhost')).toBeNull();
    expect(normalizeDomain('10.0.0.1')).toBeNull();
    expect(normalizeDomain('-bad.example.com')).toBeNull();
    expect(normalizeDomain('https://example.com')).toBeNull();
    expect(normalizeDomain('ex ample.com')).toBeNull();
  });

  it('checks the settings form field by field', () => {
    const ok = ssoProviderFormSchema.safeParse({
      issuer: 'https://login.example.com/tenant',
      clientId: 'abc',
      clientSecret: 's3cret',
      domain: 'example.com',
    });
    expect(ok.success).toBe(true);
    const bad = ssoProviderFormSchema.safeParse({
      issuer: 'ftp://login.example.com',
      clientId: '',
      clientSecret: 's',
      domain: 'example',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        `issuer: ${ssoMessages.invalidIssuer}`,
        'clientId: This field is required',
        `domain: ${ssoMessages.invalidDomain}`,
      ]),
    );
  });

  it("names a failed return's reason, and a generic one for codes it does not know", () => {
    expect(ssoFailureMessage('SSO_OTHER_ACCOUNT')).toBe(ssoSignInMessages.failed.SSO_OTHER_ACCOUNT);
    expect(ssoFailureMessage('invalid_grant')).toBe(ssoSignInMessages.failed.other);
    expect(ssoFailureMessage('other')).toBe(ssoSignInMessages.failed.other);
    expect(ssoFailureMessage('')).toBeNull();
  });
});
