import type { Locale } from '@app/domain';
import { type Mail, oneLine } from '../../platform/mail';
import { mailText } from '../../platform/mail-text';

/**
 * A participant's mails are in the language they last played or asked in
 * (docs/decisions/0033-languages-and-right-to-left.md), else English.
 */
type InLocale = { locale?: Locale | null };

export function invitationMail(
  input: {
    to: string;
    name: string;
    gameName: string;
    companyName: string;
    link: string;
  } & InLocale,
): Mail {
  return invitationOrReminder(input, 'mail.invitation.subject', 'mail.invitation.intro');
}

function invitationOrReminder(
  input: Parameters<typeof invitationMail>[0] & { closingDate?: string | null },
  subject: 'mail.invitation.subject' | 'mail.reminder.subject',
  intro: 'mail.invitation.intro' | 'mail.reminder.intro' | 'mail.reminder.introClosing',
): Mail {
  const t = mailText(input.locale);
  const values = {
    name: oneLine(input.name),
    gameName: oneLine(input.gameName),
    companyName: oneLine(input.companyName),
    closingDate: input.closingDate ?? '',
  };
  return {
    to: input.to,
    subject: t(subject, values),
    text: [
      t('mail.greeting', values),
      '',
      t(intro, values),
      input.link,
      '',
      t('mail.invitation.signInNote'),
    ].join('\n'),
    links: [input.link],
  };
}

/** "Send me my link" on the game link: a fresh sign-in link for an invited participant. */
export function signInLinkMail(
  input: {
    to: string;
    name: string;
    gameName: string;
    link: string;
  } & InLocale,
): Mail {
  const t = mailText(input.locale);
  const gameName = oneLine(input.gameName);
  return {
    to: input.to,
    subject: t('mail.link.subject', { gameName }),
    text: [
      t('mail.greeting', { name: oneLine(input.name) }),
      '',
      t('mail.link.intro', { gameName }),
      input.link,
      '',
      t('mail.link.ignore'),
    ].join('\n'),
    links: [input.link],
  };
}

/**
 * Registration on the game link: the link that proves the address and creates the participant
 * when opened (docs/decisions/0019-open-registration.md). Until then nothing is kept.
 */
export function registrationMail(
  input: {
    to: string;
    name: string;
    gameName: string;
    link: string;
    hours: number;
  } & InLocale,
): Mail {
  const t = mailText(input.locale);
  const gameName = oneLine(input.gameName);
  return {
    to: input.to,
    subject: t('mail.registration.subject', { gameName }),
    text: [
      t('mail.greeting', { name: oneLine(input.name) }),
      '',
      t('mail.registration.intro', { gameName, hours: input.hours }),
      input.link,
      '',
      t('mail.registration.ignore'),
    ].join('\n'),
    links: [input.link],
  };
}

/** A reminder: the invitation again, under a subject that says so, with a fresh link. */
export function reminderMail(
  input: Parameters<typeof invitationMail>[0] & { closingDate: string | null },
): Mail {
  return invitationOrReminder(
    input,
    'mail.reminder.subject',
    input.closingDate ? 'mail.reminder.introClosing' : 'mail.reminder.intro',
  );
}
