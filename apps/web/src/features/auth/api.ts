import {
  canonicalTimeZone,
  type LoginInput,
  loginResponseSchema,
  messageSchema,
  type RegisterInput,
  type SessionUser,
  type SocialLink,
  socialLinksSchema,
  ssoSignInResponseSchema,
} from '@app/domain';
import { apiGet, apiPost, apiPostNoContent } from '../../app/api-client';

export async function login(input: LoginInput): Promise<SessionUser> {
  const { user } = await apiPost('/api/auth/login', input, loginResponseSchema);
  return user;
}

/** Where the browser goes to sign in with the company that owns the e-mail's domain. */
export async function startCompanySignIn(email: string): Promise<string> {
  const { url } = await apiPost('/api/auth/sign-in/sso', { email }, ssoSignInResponseSchema);
  return url;
}

export function logout(): Promise<void> {
  return apiPostNoContent('/api/auth/logout');
}

export function registerAccount(input: RegisterInput): Promise<{ message: string }> {
  return apiPost('/api/auth/register', input, messageSchema);
}

/** A new verification link for an unverified account (the password proves who asks). */
export function resendVerification(input: LoginInput): Promise<{ message: string }> {
  return apiPost('/api/auth/resend-verification', input, messageSchema);
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiPost('/api/auth/request-password-reset', { email }, messageSchema);
}

export function resetPassword(input: {
  token: string;
  password: string;
  confirmPassword: string;
}): Promise<{ message: string }> {
  return apiPost('/api/auth/reset-password', input, messageSchema);
}

/** The login page's social links that the deployment has set (none by default). */
export async function fetchSocialLinks(signal?: AbortSignal): Promise<SocialLink[]> {
  const { items } = await apiGet('/api/auth/social-links', socialLinksSchema, signal);
  return items;
}

/**
 * The browser's IANA time zone, or undefined when it reports none the server would accept
 * ('Etc/Unknown' on a machine without one): the account then starts on UTC.
 */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (zone && canonicalTimeZone(zone)) || undefined;
}
