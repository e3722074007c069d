import {
  accessMessages,
  authMessages,
  type MessageKey,
  participantMessages,
  playMessages,
  registrationMessages,
} from '@app/domain';
import { useMemo } from 'react';
import { useText } from '../i18n/language-switch';
import { ApiError } from './api';

/**
 * The API's error codes whose message the catalogue has: the server writes its messages in
 * English (the domain's texts), the page shows them in its own language by code.
 */
const CODE_KEYS: Readonly<Record<string, MessageKey>> = {
  EVENT_NOT_FOUND: 'play.server.eventNotFound',
  LINK_INVALID: 'play.server.linkInvalid',
  REGISTRATION_CLOSED: 'play.server.registrationClosed',
  PARTICIPANT_INACTIVE: 'play.server.participantInactive',
  PARTICIPANT_EXPIRED: 'play.server.participantExpired',
  MAX_USERS: 'play.server.gameFull',
  TOO_MANY_LINKS: 'play.server.tooManyRequests',
  TOO_MANY_REGISTRATIONS: 'play.server.tooManyRequests',
  TOO_MANY_EVENT_MISSES: 'play.server.tooManyEventMisses',
  PLAYER_SIGN_IN_REQUIRED: 'play.server.signInRequired',
  LEVEL_LOCKED: 'play.server.levelLocked',
  LEVEL_PASSED: 'play.server.levelPassed',
  LEVEL_EMPTY: 'play.server.levelEmpty',
  LEVEL_NOT_FOUND: 'play.server.levelNotFound',
  RUN_NOT_FOUND: 'play.server.runNotFound',
  TIME_UP: 'play.server.timeUp',
  RUN_ENDED: 'play.server.runEnded',
  ALREADY_ANSWERED: 'play.server.alreadyAnswered',
  ANSWER_INVALID: 'play.server.answerInvalid',
  NOT_MEMORY_ITEM: 'play.server.notMemoryItem',
  STIMULUS_GONE: 'play.server.stimulusGone',
  STILL_MEMORIZING: 'play.server.stillMemorizing',
  STIMULUS_NOT_SHOWN: 'play.server.stimulusFirst',
  CHOICES_NOT_OUT: 'play.server.choicesNotOut',
  SERVICE_UNAVAILABLE: 'play.server.serviceUnavailable',
  INTERNAL: 'play.server.internal',
  // The client's own: no answer, an answer without an error body, one the schema refused.
  NETWORK: 'play.server.internal',
  HTTP_ERROR: 'play.server.internal',
  BAD_RESPONSE: 'play.server.internal',
};

/**
 * Messages that come without a code of their own (a field's problem, a success answer, the
 * session check's refusal): known by their exact domain text.
 */
const TEXT_KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [playMessages.linkSent, 'play.server.linkSent'],
  [playMessages.registered, 'play.server.registered'],
  [playMessages.signInRequired, 'play.server.signInRequired'],
  [accessMessages.validation, 'play.server.validation'],
  [accessMessages.internal, 'play.server.internal'],
  [authMessages.required, 'play.fieldError.required'],
  [authMessages.invalidEmail, 'play.fieldError.invalidEmail'],
  [participantMessages.departmentRequired, 'play.fieldError.departmentRequired'],
  [participantMessages.regionRequired, 'play.fieldError.regionRequired'],
  [registrationMessages.dateOfBirthInvalid, 'play.fieldError.dateOfBirth'],
  [accessMessages.controlCharacters, 'play.fieldError.controlCharacters'],
]);

/** authMessages.tooLong(max) for any max: "Must be at most 25 characters". */
const TOO_LONG = new RegExp(
  `^${authMessages
    .tooLong(999)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('999', '(\\d+)')}$`,
);

/**
 * The server's words in the page's language: an error by its code, a message the domain
 * wrote by its text; anything else (a message this page does not know) as the server sent it.
 */
export function useServerText() {
  const text = useText();
  return useMemo(() => {
    const message = (sent: string): string => {
      const key = TEXT_KEYS.get(sent);
      if (key) {
        return text(key);
      }
      const tooLong = TOO_LONG.exec(sent);
      return tooLong ? text('play.fieldError.tooLong', { max: tooLong[1] }) : sent;
    };
    return {
      message,
      /** What to show for any failure: its code's text, its known text, else the server's. */
      error: (error: unknown): string => {
        if (!(error instanceof ApiError)) {
          return text('play.server.internal');
        }
        const key = CODE_KEYS[error.code];
        return key ? text(key) : message(error.message);
      },
      /** A registration's field problems, each in the page's language. */
      fields: (fields: Record<string, string>): Record<string, string> =>
        Object.fromEntries(Object.entries(fields).map(([field, sent]) => [field, message(sent)])),
    };
  }, [text]);
}
