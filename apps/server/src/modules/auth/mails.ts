import type { Locale } from '@app/domain';
import { type Mail, oneLine } from '../../platform/mail';
import { mailText } from '../../platform/mail-text';

/** The verification and reset mails are in the language the admin used here, else English. */
type InLocale = { locale?: Locale | null };

export function verificationMail(
  input: { to: string; name: string; link: string } & InLocale,
): Mail {
  const t = mailText(input.locale);
  return {
    to: input.to,
    subject: t('mail.verification.subject'),
    text: [
      t('mail.greeting', { name: oneLine(input.name) }),
      '',
      t('mail.verification.intro'),
      input.link,
      '',
      t('mail.verification.validity'),
    ].join('\n'),
    links: [input.link],
  };
}

/** The sentence a mail adds when account recovery revoked the account's API keys. */
export const keysRevokedLine = (count: number, locale?: Locale | null) =>
  mailText(locale)('mail.keysRevoked', { count });

export function passwordResetMail(
  input: {
    to: string;
    name: string;
    link: string;
    /** API keys revoked with this change (the e-mail change); 0 says nothing. */
    revokedKeys?: number;
  } & InLocale,
): Mail {
  const t = mailText(input.locale);
  const keys = input.revokedKeys ? ['', keysRevokedLine(input.revokedKeys, input.locale)] : [];
  return {
    to: input.to,
    subject: t('mail.reset.subject'),
    text: [
      t('mail.greeting', { name: oneLine(input.name) }),
      '',
      t('mail.reset.intro'),
      input.link,
      '',
      t('mail.reset.validity'),
      ...keys,
    ].join('\n'),
    links: [input.link],
  };
}

/** After a password reset: the change confirmed, and the keys it revoked. */
export function passwordChangedMail(input: {
  to: string;
  name: string;
  revokedKeys: number;
}): Mail {
  return {
    to: input.to,
    subject: 'Your password was changed',
    text: [
      `Hello ${oneLine(input.name)},`,
      '',
      'The password of your account was just changed, and every session was signed out.',
      ...(input.revokedKeys ? [keysRevokedLine(input.revokedKeys)] : []),
      '',
      'If you did not change it, reset it again at once and tell your administrator.',
    ].join('\n'),
    links: [],
  };
}

/** After the per-account sign-in limit: why signing in stops, until when, and the way out. */
export function accountLockedMail(input: {
  to: string;
  name: string;
  failures: number;
  minutes: number;
  loginLink: string;
}): Mail {
  return {
    to: input.to,
    subject: 'Your account is locked for now',
    text: [
      `Hello ${oneLine(input.name)},`,
      '',
      `Someone entered a wrong password for your account ${input.failures} times in ${input.minutes} minutes, so signing in is locked for ${input.minutes} minutes.`,
      'If it was you, wait, or reset your password now: "Forgot password?" on the sign-in page lifts the lock.',
      input.loginLink,
      '',
      'If it was not you, reset your password anyway and tell your administrator.',
    ].join('\n'),
    links: [input.loginLink],
  };
}
