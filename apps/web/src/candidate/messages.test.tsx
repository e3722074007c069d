import { accessMessages, candidateMessages as m } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../i18n/testing';
import { ApiError } from './api';
import { domainMessageKey, type Said, submitFailure } from './messages';

const english = testI18n('en');
const urdu = testI18n('ur');
const inWords = (i18n: typeof english, said: Said) => {
  const known = typeof said === 'string' ? domainMessageKey(said) : said;
  return known ? i18n._(known.key, known.values) : said;
};

/** Every domain text the page may show: the rules' complaints and the server's refusals. */
const shown = [
  m.required,
  m.invalidEmail,
  m.invalidCnic,
  m.invalidPhone,
  m.invalidDob,
  m.dobTooLate,
  m.invalidChoice,
  m.fileSize,
  m.fileType,
  m.previousStep,
  m.failed,
  m.thankYou,
  m.notOpen,
  m.alreadyApplied,
  m.tooManyApplications,
  m.tooLong(1000),
  m.tooLong(100),
  m.notOpenDetail('Acme Pvt. Ltd.'),
  m.notOpenDetail(''),
  m.notOpenYet('1 Mar 2026'),
  m.closedOn('31 Jan 2026'),
  accessMessages.internal,
  accessMessages.serviceUnavailable,
];

describe('the domain’s texts in the catalogue', () => {
  it('finds each one’s key, whose English is the domain’s text word for word', () => {
    for (const text of shown) {
      expect(domainMessageKey(text), text).not.toBeNull();
      expect(inWords(english, text)).toBe(text);
    }
  });

  it('says each one in Urdu, its value kept', () => {
    for (const text of shown) {
      expect(inWords(urdu, text), text).not.toBe(text);
    }
    expect(inWords(urdu, m.required)).toBe('براہ کرم تمام لازمی خانے پُر کریں۔');
    expect(inWords(urdu, m.tooLong(1000))).toBe('براہ کرم اپنا جواب 1000 حروف سے کم رکھیں۔');
    expect(inWords(urdu, m.notOpenDetail('Acme'))).toContain('Acme');
  });

  it('leaves any other text as it is', () => {
    expect(domainMessageKey('Applications closed on 2026-01-31')).toBeNull();
    expect(domainMessageKey('Something else went wrong')).toBeNull();
  });
});

describe('a failed submit', () => {
  it('is told in the page’s words for the codes it knows', () => {
    expect(submitFailure(new ApiError(0, 'NETWORK', m.failed))).toEqual({
      key: 'candidate.failed',
    });
    expect(submitFailure(new ApiError(429, 'TOO_MANY_APPLICATIONS', 'x'))).toEqual({
      key: 'candidate.server.tooManyApplications',
    });
    expect(submitFailure(new ApiError(413, 'FILE_TOO_LARGE', 'The file is too large'))).toEqual({
      key: 'candidate.validation.fileSize',
    });
  });

  it('keeps the server’s message otherwise: a domain text is then translated as shown', () => {
    const refused = submitFailure(new ApiError(400, 'INVALID_APPLICATION', m.invalidCnic));
    expect(refused).toBe(m.invalidCnic);
    expect(inWords(urdu, refused)).toBe('براہ کرم درست CNIC نمبر درج کریں۔');
    expect(submitFailure(new ApiError(403, 'CROSS_ORIGIN', accessMessages.crossOrigin))).toBe(
      accessMessages.crossOrigin,
    );
    expect(submitFailure(new TypeError(''))).toEqual({ key: 'candidate.failed' });
  });
});
