import { type Mail, oneLine } from '../../platform/mail';

export function verificationMail(input: { to: string; name: string; link: string }): Mail {
  return {
    to: input.to,
    subject: 'Verify your e-mail address',
    text: [
      `Hello ${oneLine(input.name)},`,
      '',
      'Thank you for registering. Open this link to verify your e-mail address:',
      input.link,
      '',
      'The link is valid for 24 hours. If you did not register, ignore this e-mail.',
    ].join('\n'),
    links: [input.link],
  };
}

/** The sentence a mail adds when account recovery revoked the account's API keys. */
export const keysRevokedLine = (count: number) =>
  `Your account's ${count} API ${count === 1 ? 'key was' : 'keys were'} revoked; create new ones in the console if you still need them.`;

export function passwordResetMail(input: {
  to: string;
  name: string;
  link: string;
  /** API keys revoked with this change (the e-mail change); 0 says nothing. */
  revokedKeys?: number;
}): Mail {
  const keys = input.revokedKeys ? ['', keysRevokedLine(input.revokedKeys)] : [];
  return {
    to: input.to,
    subject: 'Reset your password',
    text: [
      `Hello ${oneLine(input.name)},`,
      '',
      'Open this link to choose a new password:',
      input.link,
      '',
      'The link is valid for one hour. If you did not ask for it, ignore this e-mail.',
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
