import { type Mail, oneLine } from '../../platform/mail';

export function invitationMail(input: {
  to: string;
  name: string;
  gameName: string;
  companyName: string;
  link: string;
}): Mail {
  const name = oneLine(input.name);
  const gameName = oneLine(input.gameName);
  const companyName = oneLine(input.companyName);
  return {
    to: input.to,
    subject: `You are invited to ${gameName}`,
    text: [
      `Hello ${name},`,
      '',
      `${companyName} invites you to play ${gameName}. Open this link to start:`,
      input.link,
      '',
      'Sign in with this e-mail address.',
    ].join('\n'),
    links: [input.link],
  };
}
