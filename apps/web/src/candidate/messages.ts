import { accessMessages, type MessageKey, candidateMessages as m, playDate } from '@app/domain';
import type { Values } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { useLocaleFormat } from '../i18n/format';
import { useText } from '../i18n/language-switch';
import { ApiError } from './api';

/**
 * What the page tells the candidate: a catalogue key (with its values), or a text in English as
 * the domain's rules and the server write it (candidateMessages), shown through the catalogue
 * when it is one of them (`domainMessageKey`) and as it is otherwise.
 */
export type Said = string | { key: MessageKey; values?: Values };

/** The domain's fixed texts the page may show, by their catalogue key. */
const EXACT: readonly (readonly [string, MessageKey])[] = [
  [m.required, 'candidate.validation.required'],
  [m.invalidEmail, 'candidate.validation.invalidEmail'],
  [m.invalidCnic, 'candidate.validation.invalidCnic'],
  [m.invalidPhone, 'candidate.validation.invalidPhone'],
  [m.invalidDob, 'candidate.validation.invalidDob'],
  [m.dobTooLate, 'candidate.validation.dobTooLate'],
  [m.invalidChoice, 'candidate.validation.invalidChoice'],
  [m.fileSize, 'candidate.validation.fileSize'],
  [m.fileType, 'candidate.validation.fileType'],
  [m.previousStep, 'candidate.validation.previousStep'],
  [m.failed, 'candidate.failed'],
  [m.thankYou, 'candidate.thankYou'],
  [m.notOpen, 'candidate.notOpen'],
  [m.notOpenDetail(''), 'candidate.notOpenDetailNoCompany'],
  [m.alreadyApplied, 'candidate.server.alreadyApplied'],
  [m.tooManyApplications, 'candidate.server.tooManyApplications'],
  [accessMessages.internal, 'candidate.server.internal'],
  [accessMessages.serviceUnavailable, 'candidate.server.unavailable'],
];

const SLOT = '\u0000';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English a domain function writes, as a pattern whose one group is its argument. */
function shapeOf(write: (slot: never) => string): RegExp {
  const [before = '', after = ''] = write(SLOT as never).split(SLOT);
  return new RegExp(`^${literal(before)}(.+)${literal(after)}$`, 's');
}

/** The domain's texts with a value in them (the value written in English by the server). */
const SHAPED: readonly (readonly [RegExp, MessageKey, string])[] = [
  [shapeOf(m.tooLong), 'candidate.validation.tooLong', 'max'],
  [shapeOf(m.notOpenDetail), 'candidate.notOpenDetail', 'company'],
  [shapeOf(m.notOpenYet), 'candidate.notOpenYet', 'date'],
  [shapeOf(m.closedOn), 'candidate.closedOn', 'date'],
];

/**
 * The catalogue key of an English text of the domain (a rule's complaint, the server's
 * refusal), with the value it carries ('1000', 'Acme', '31 Jan 2026'); null for any other text.
 */
export function domainMessageKey(message: string): { key: MessageKey; values?: Values } | null {
  const exact = EXACT.find(([english]) => english === message);
  if (exact) {
    return { key: exact[1] };
  }
  for (const [pattern, key, name] of SHAPED) {
    const value = pattern.exec(message)?.[1];
    if (value !== undefined) {
      return { key, values: { [name]: value } };
    }
  }
  return null;
}

/** The server's codes whose message the page knows better (the others' messages are shown). */
const CODE_KEYS: Record<string, MessageKey> = {
  NETWORK: 'candidate.failed',
  HTTP_ERROR: 'candidate.failed',
  BAD_RESPONSE: 'candidate.failed',
  MALFORMED_APPLICATION: 'candidate.failed',
  MALFORMED_MULTIPART: 'candidate.failed',
  NOT_MULTIPART: 'candidate.failed',
  INTERNAL: 'candidate.server.internal',
  SERVICE_UNAVAILABLE: 'candidate.server.unavailable',
  FILE_TYPE: 'candidate.validation.fileType',
  FILE_TOO_LARGE: 'candidate.validation.fileSize',
  TOO_MANY_APPLICATIONS: 'candidate.server.tooManyApplications',
  ALREADY_APPLIED: 'candidate.server.alreadyApplied',
  APPLICATION_NOT_FOUND: 'candidate.notOpen',
};

/**
 * Why a submit failed: the page's own words for the codes it knows; otherwise the server's
 * message (INVALID_APPLICATION and NOT_OPEN send the domain's texts, which `useSay` translates).
 */
export function submitFailure(error: unknown): Said {
  if (error instanceof ApiError) {
    const key = CODE_KEYS[error.code];
    return key ? { key } : error.message || { key: 'candidate.failed' };
  }
  return error instanceof Error && error.message ? error.message : { key: 'candidate.failed' };
}

/** The server's dates ('31 Jan 2026', playDate) by their month's word. */
const MONTHS = Array.from(
  { length: 12 },
  (_, i) => playDate(`2000-${String(i + 1).padStart(2, '0')}-01`).split(' ')[1],
);

/** A date the server wrote (playDate), as a Date; null when it is not one. */
function serverDate(text: string): Date | null {
  const [, day, month, year] = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text) ?? [];
  const index = MONTHS.indexOf(month);
  return day && year && index >= 0 ? new Date(Date.UTC(Number(year), index, Number(day))) : null;
}

/**
 * Shows a `Said` in the page's language: a key through the catalogue; a domain text through
 * its key (a server's date written again in the page's language); any other text as it is.
 */
export function useSay(): (said: Said) => string {
  const text = useText();
  const { i18n } = useLingui();
  const format = useLocaleFormat();
  const english = i18n.locale === 'en';
  return useCallback(
    (said: Said) => {
      const known = typeof said === 'string' ? domainMessageKey(said) : said;
      if (!known) {
        return said as string;
      }
      const values = { ...known.values };
      const date = typeof values.date === 'string' && !english ? serverDate(values.date) : null;
      if (date) {
        values.date = format.date(date, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
      }
      return text(known.key, values);
    },
    [text, format, english],
  );
}
