import type { Mail } from '../../platform/mail';

export function invitationMail(input: {
  to: string;
  name: string;
  gameName: string;
  companyName: string;
  link: string;
}): Mail {
  return {
    to: input.to,
    subject: `You are invited to ${input.gameName}`,
    text: [
      `Hello ${input.name},`,
      '',
      `${input.companyName} invites you to play ${input.gameName}. Open this link to start:`,
      input.link,
      '',
      'Sign in with this e-mail address.',
    ].join('\n'),
    links: [input.link],
  };
}
