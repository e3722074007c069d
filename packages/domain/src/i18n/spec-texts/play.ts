import { accessMessages, authMessages } from '../../messages';
import { participantMessages } from '../../participants';
import { ACHIEVEMENT_LABELS } from '../../play/achievements';
import { playMessages } from '../../play/messages';
import { registrationMessages } from '../../play/registration';
import { ANSWER_FEEDBACK } from '../../play/rules';
import { OPTIONAL_FIELDS } from '../../registration-fields';

/** An optional registration field's label, as the console's wizard names it. */
const fieldLabel = (key: string) =>
  [...OPTIONAL_FIELDS.progress, ...OPTIONAL_FIELDS.ace].find((field) => field.key === key)?.label ??
  key;

/**
 * The player's texts that are the spec's (or the server's) words, by their catalogue key:
 * en.json must say exactly these. The server's messages are shown by their error code (or,
 * for a field's problem or a success answer, by their exact text: apps/web/src/play/server-text.ts).
 * The messages with a value in them are not here: playMessages.notLaunched and closed
 * (`play.status.notLaunched`, `play.status.closed`), authMessages.tooLong
 * (`play.fieldError.tooLong`) and levelLabel (`play.level.label`); the player's own test
 * (apps/web/src/play/server-text.test.tsx) holds each one's English, with a value, to the
 * domain's function.
 */
export const playSpecTexts: Record<string, string> = {
  'play.server.eventNotFound': playMessages.eventNotFound,
  'play.status.notScheduled': playMessages.notScheduled,
  'play.server.participantInactive': playMessages.participantInactive,
  'play.server.participantExpired': playMessages.participantExpired,
  'play.server.linkInvalid': playMessages.linkInvalid,
  'play.server.linkSent': playMessages.linkSent,
  'play.server.registered': playMessages.registered,
  'play.server.gameFull': playMessages.gameFull,
  'play.server.registrationClosed': playMessages.registrationClosed,
  'play.server.signInRequired': playMessages.signInRequired,
  'play.server.levelLocked': playMessages.levelLocked,
  'play.server.levelPassed': playMessages.levelPassed,
  'play.server.levelNotFound': playMessages.levelNotFound,
  'play.server.levelEmpty': playMessages.levelEmpty,
  'play.server.runNotFound': playMessages.runNotFound,
  'play.server.timeUp': playMessages.timeUp,
  'play.server.runEnded': playMessages.runEnded,
  'play.server.alreadyAnswered': playMessages.alreadyAnswered,
  'play.server.answerInvalid': playMessages.answerInvalid,
  'play.server.notMemoryItem': playMessages.notMemoryItem,
  'play.server.stimulusGone': playMessages.stimulusGone,
  'play.server.stillMemorizing': playMessages.stillMemorizing,
  'play.server.stimulusFirst': playMessages.stimulusFirst,
  'play.server.choicesNotOut': playMessages.choicesNotOut,
  'play.server.tooManyRequests': playMessages.tooManyRequests,
  'play.server.validation': accessMessages.validation,
  'play.server.internal': accessMessages.internal,
  'play.server.tooManyEventMisses': accessMessages.tooManyEventMisses,
  'play.server.serviceUnavailable': accessMessages.serviceUnavailable,
  'play.fieldError.required': authMessages.required,
  'play.fieldError.invalidEmail': authMessages.invalidEmail,
  'play.fieldError.departmentRequired': participantMessages.departmentRequired,
  'play.fieldError.regionRequired': participantMessages.regionRequired,
  'play.fieldError.dateOfBirth': registrationMessages.dateOfBirthInvalid,
  'play.fieldError.controlCharacters': accessMessages.controlCharacters,
  'play.feedback.code.best': ANSWER_FEEDBACK[1],
  'play.feedback.code.ok': ANSWER_FEEDBACK[2],
  'play.feedback.code.wrong': ANSWER_FEEDBACK[3],
  'play.achievement.highAchiever': ACHIEVEMENT_LABELS.highAchiever,
  'play.achievement.mostlyRight': ACHIEVEMENT_LABELS.mostlyRight,
  'play.achievement.speedDemon': ACHIEVEMENT_LABELS.speedDemon,
  'play.achievement.streakOf10': ACHIEVEMENT_LABELS.streakOf10,
  'play.field.department': fieldLabel('department'),
  'play.field.region': fieldLabel('region'),
  'play.field.city': fieldLabel('city'),
  'play.field.cgpa': fieldLabel('cgpa'),
  'play.field.degree': fieldLabel('degree'),
  'play.field.institute': fieldLabel('institute'),
};
