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

export function passwordResetMail(input: { to: string; name: string; link: string }): Mail {
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
    ].join('\n'),
    links: [input.link],
  };
}
