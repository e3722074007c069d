import { type Mail, oneLine } from '../../platform/mail';

/**
 * To an applicant whose address applied again: the first application stands. The form gave the
 * second caller the answer of a new application, so only the address's owner learns of it.
 */
export function appliedAgainMail(input: {
  to: string;
  name: string;
  companyName: string;
  firstAppliedOn: string;
  candidateId: string;
}): Mail {
  const company = oneLine(input.companyName);
  return {
    to: input.to,
    subject: `Your application to ${company}`,
    text: [
      `Hello ${oneLine(input.name)},`,
      '',
      `An application to ${company} was just sent again with this e-mail address. We keep one application per address: the one you sent on ${input.firstAppliedOn} stands, and the new one was not stored.`,
      '',
      `If you need to change your application, please contact ${company}. If it was not you, you can ignore this e-mail.`,
    ].join('\n'),
    links: [],
    candidateId: input.candidateId,
  };
}
