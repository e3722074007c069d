/** The Greenhouse partner endpoints' texts (docs/decisions/0031-greenhouse-partner-api.md). */
export const greenhouseMessages = {
  unknownTest: 'There is no such test: list_tests names the tests this account offers.',
  unknownInterview: 'There is no such interview for this account.',
  noCallback: 'The request has no url to call when the candidate has finished.',
  callbackNotAllowed:
    'The callback url must be an https address on a Greenhouse host this server is set to call.',
  emailTooLong: (max: number) =>
    `The candidate's e-mail is longer than ${max} characters, the most a participant's may be.`,
  invalidEmail: "The candidate's e-mail is not a valid address.",
} as const;
