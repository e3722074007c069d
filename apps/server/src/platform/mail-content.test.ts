import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from '../modules/auth/mails';
import { invitationMail } from '../modules/participants/mails';
import type { Mail } from './mail';

const forged = 'Eve\r\n\r\nYour account is locked. Unlock it at http://evil.example\n\nThanks,';
const markup = '<a href="http://evil.example">Ayesha</a>';

const builders: [string, (value: string) => Mail][] = [
  [
    'verification',
    (name) => verificationMail({ to: 'a@x.test', name, link: 'http://localhost/v' }),
  ],
  ['password reset', (name) => passwordResetMail({ to: 'a@x.test', name, link: 'http://l/r' })],
  [
    'invitation (name)',
    (name) =>
      invitationMail({ to: 'a@x.test', name, gameName: 'G', companyName: 'C', link: 'http://l/p' }),
  ],
  [
    'invitation (game and company)',
    (value) =>
      invitationMail({
        to: 'a@x.test',
        name: 'N',
        gameName: value,
        companyName: value,
        link: 'http://l/p',
      }),
  ],
];

describe('mail content', () => {
  it.each(builders)('%s: a user-chosen value cannot add lines to the mail', (_label, build) => {
    const plain = build('Ayesha');
    const attacked = build(forged);
    expect(attacked.text.split('\n')).toHaveLength(plain.text.split('\n').length);
    expect(attacked.subject).not.toMatch(/[\r\n]/);
    expect(attacked.text).not.toMatch(/^Your account is locked/m);
    expect(attacked.links).toEqual(plain.links);
  });

  it.each(builders)('%s: is plain text, so markup shows as typed', (_label, build) => {
    const mail = build(markup);
    expect(Object.keys(mail).sort()).toEqual(['links', 'subject', 'text', 'to']);
    expect(mail.text).toContain(markup);
  });
});
