import { z } from 'zod/mini';
import { emailSchema } from '../auth';
import { authMessages } from '../messages';
import { type SsoFailureCode, ssoMessages, ssoSignInMessages } from './messages';

/**
 * Company sign-in for admins: one OIDC identity provider per account, reached from the login
 * page by the e-mail's domain (docs/decisions/0032-company-sign-in.md).
 */

/** The part of an e-mail address after its last @, lower-cased; '' for none. */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * A domain as an admin may type it: letters, digits and hyphens in dot-separated labels, with
 * at least one dot ("example.com", "hr.example.com.pk"); trimmed and lower-cased.
 */
export function normalizeDomain(value: string): string | null {
  const domain = value.trim().toLowerCase().replace(/\.$/, '');
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  const labels = domain.split('.');
  if (domain.length > 253 || labels.length < 2 || !labels.every((l) => label.test(l))) {
    return null;
  }
  return /^[0-9]+$/.test(labels.at(-1) ?? '') ? null : domain;
}

const required = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.required),
      z.maxLength(max, authMessages.tooLong(max)),
    );

/** What the settings card sends to set up company sign-in. */
export const ssoProviderFormSchema = z.object({
  issuer: z.pipe(
    required(500),
    z.string().check(
      z.refine((v) => {
        try {
          const url = new URL(v);
          return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
        } catch {
          return false;
        }
      }, ssoMessages.invalidIssuer),
    ),
  ),
  clientId: required(500),
  clientSecret: required(2000),
  domain: z.pipe(
    required(253),
    z.string().check(z.refine((v) => normalizeDomain(v) !== null, ssoMessages.invalidDomain)),
  ),
});
export type SsoProviderForm = z.infer<typeof ssoProviderFormSchema>;

/** An account's company sign-in as its settings card shows it (never the client secret). */
export const ssoProviderViewSchema = z.object({
  providerId: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  domain: z.string(),
  domainVerified: z.boolean(),
  /** Where the provider sends admins back: registered at the provider as the redirect URI. */
  redirectUri: z.string(),
  /** The DNS TXT record that proves the domain is the account's. */
  verificationRecord: z.object({ name: z.string(), value: z.string() }),
  passwordSignIn: z.boolean(),
});
export type SsoProviderView = z.infer<typeof ssoProviderViewSchema>;

export const ssoSettingsSchema = z.object({ provider: z.nullable(ssoProviderViewSchema) });

/** What setting up, verifying and the password switch answer: their message, and the provider. */
export const ssoProviderSavedSchema = z.object({
  message: z.string(),
  provider: ssoProviderViewSchema,
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoPasswordSignInSchema = z.object({ passwordSignIn: z.boolean() });

/** The super admin may mark a domain verified by hand (for a company without DNS access). */
export const ssoVerifyDomainSchema = z.object({ byHand: z.optional(z.boolean()) });

export const ssoSignInSchema = z.object({ email: emailSchema });
export const ssoSignInResponseSchema = z.object({
  /** The identity provider's sign-in page: the browser goes there next. */
  url: z.string(),
});

/** The login page's text for a `?ssoError=` code the callback redirected with. */
export function ssoFailureMessage(code: string | null): string | null {
  if (code === null || code === '') {
    return null;
  }
  return code in ssoSignInMessages.failed && code !== 'other'
    ? ssoSignInMessages.failed[code as SsoFailureCode]
    : ssoSignInMessages.failed.other;
}
