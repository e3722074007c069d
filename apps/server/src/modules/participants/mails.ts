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

/** "Send me my link" on the game link: a fresh sign-in link for an invited participant. */
export function signInLinkMail(input: {
  to: string;
  name: string;
  gameName: string;
  link: string;
}): Mail {
  const gameName = oneLine(input.gameName);
  return {
    to: input.to,
    subject: `Your link to ${gameName}`,
    text: [
      `Hello ${oneLine(input.name)},`,
      '',
      `Open this link to play ${gameName}:`,
      input.link,
      '',
      'If you did not ask for it, you can ignore this e-mail.',
    ].join('\n'),
    links: [input.link],
  };
}

/**
 * Registration on the game link: the link that proves the address and creates the participant
 * when opened (docs/decisions/0019-open-registration.md). Until then nothing is kept.
 */
export function registrationMail(input: {
  to: string;
  name: string;
  gameName: string;
  link: string;
  hours: number;
}): Mail {
  const gameName = oneLine(input.gameName);
  return {
    to: input.to,
    subject: `Confirm your place in ${gameName}`,
    text: [
      `Hello ${oneLine(input.name)},`,
      '',
      `You registered for ${gameName}. Open this link within ${input.hours} hours to confirm your e-mail address and start:`,
      input.link,
      '',
      'If you did not register, you can ignore this e-mail: nothing is kept until the link is opened.',
    ].join('\n'),
    links: [input.link],
  };
}

/** A reminder: the invitation again, under a subject that says so, with a fresh link. */
export function reminderMail(input: {
  to: string;
  name: string;
  gameName: string;
  companyName: string;
  link: string;
  closingDate: string | null;
}): Mail {
  const invitation = invitationMail(input);
  const closing = input.closingDate ? ` The game closes on ${input.closingDate}.` : '';
  return {
    ...invitation,
    subject: `Reminder: ${oneLine(input.gameName)} is waiting for you`,
    text: invitation.text.replace(
      'Open this link to start:',
      `You have not completed it yet.${closing} Open this link to continue:`,
    ),
  };
}
