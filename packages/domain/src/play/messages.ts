/**
 * The player's texts (docs/decisions/0002-the-player.md; the spec shows no game client, so these
 * are ours).
 */
export const playMessages = {
  eventNotFound: 'This game does not exist',
  notLaunched: (date: string) => `This game opens on ${date}. Please come back then.`,
  notScheduled: 'This game has not opened yet. Please come back later.',
  closed: (date: string) => `This game closed on ${date}.`,
  participantInactive:
    'Your access to this game has been switched off. Please contact the organiser.',
  participantExpired: 'Your access to this game has expired. Please contact the organiser.',
  linkInvalid:
    'This sign-in link is invalid or has expired. Enter your e-mail address to get a new one.',
  /** The same answer whether or not the address is invited (no address can be probed). */
  linkSent:
    'If this address is invited to the game, a sign-in link is on its way. Please check your e-mail.',
  registered: 'Check your e-mail: we have sent you a link to start the game.',
  gameFull: 'This game has no places left. Please contact the organiser.',
  /** Registration on a game whose admin has not opened it (docs/decisions/0019-open-registration.md). */
  registrationClosed:
    'This game is by invitation only. If you were invited, use the link in your invitation e-mail or ask for a new one below.',
  signInRequired: 'Please open the link from your invitation e-mail to play.',
  levelLocked: 'Pass the previous level first.',
  levelPassed: 'You have already passed this level.',
  levelNotFound: 'This level does not exist',
  levelEmpty: 'This level has no questions yet. Please contact the organiser.',
  runNotFound: 'This attempt does not exist',
  timeUp: 'Time is up for this level.',
  runEnded: 'This level has already ended.',
  itemNotFound: 'There is no such question in this level.',
  alreadyAnswered: 'This question is already answered.',
  answerInvalid: 'This answer does not fit the question.',
  notMemoryItem: 'This question has nothing to memorize.',
  stimulusGone: 'The sequence is hidden now. Choose from memory.',
  stillMemorizing: 'Keep memorizing: the choices come when the time is up.',
  stimulusFirst: 'Look at what to memorize first.',
  choicesNotOut: 'Choose once the choices are shown.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
} as const;
