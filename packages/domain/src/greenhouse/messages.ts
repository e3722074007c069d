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
  // The console's card on the API keys screen: what to send Greenhouse.
  cardTitle: 'Greenhouse',
  cardIntro:
    'To offer your games as a Greenhouse assessment stage, send Greenhouse (partners@greenhouse.io) these four addresses and an API key from this page. Greenhouse signs in with the key as the user name and no password; a game is listed while its candidate flow is on.',
  urlLabels: {
    list_tests: 'List tests',
    send_test: 'Send test',
    test_status: 'Test status',
    response_error: 'Response error',
  },
  copyUrl: (label: string) => `Copy the ${label} address`,
  copied: 'Copied',
} as const;
