import {
  authMessages,
  type Locale,
  levelLabel,
  PARTICIPANT_NAME_MAX,
  playMessages,
} from '@app/domain';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useText } from '../i18n/language-switch';
import { InLocale } from '../i18n/testing';
import { ApiError } from './api';
import { useServerText } from './server-text';

function inLocale<T>(hook: () => T, locale: Locale = 'en'): T {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InLocale locale={locale}>{children}</InLocale>
  );
  return renderHook(hook, { wrapper }).result.current;
}

describe("the player's texts with a value in them", () => {
  it('say in English exactly what the domain says', () => {
    const text = inLocale(useText);
    expect(text('play.status.notLaunched', { date: '24 Nov 2026' })).toBe(
      playMessages.notLaunched('24 Nov 2026'),
    );
    expect(text('play.status.closed', { date: '31 Mar 2026' })).toBe(
      playMessages.closed('31 Mar 2026'),
    );
    expect(text('play.fieldError.tooLong', { max: '25' })).toBe(authMessages.tooLong(25));
    expect(text('play.level.label', { number: '4' })).toBe(levelLabel(4));
  });
});

describe("the server's words", () => {
  it('are shown by their code in the page language, else as sent', () => {
    const ur = inLocale(useServerText, 'ur');
    expect(ur.error(new ApiError(409, 'LEVEL_LOCKED', playMessages.levelLocked))).toBe(
      'پہلے پچھلا لیول پاس کریں۔',
    );
    // No answer at all, or no error body: the page's own "something went wrong".
    expect(ur.error(new ApiError(0, 'NETWORK', 'Something went wrong. Please try again.'))).toBe(
      'کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔',
    );
    expect(ur.error(new TypeError('boom'))).toBe('کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔');
    // A message the page does not know (a date in it) stays as the server wrote it.
    const closed = playMessages.closed('31 Mar 2026');
    expect(ur.error(new ApiError(403, 'EVENT_CLOSED', closed))).toBe(closed);
  });

  it("put a registration's field problems and the success answers in the page language", () => {
    const ur = inLocale(useServerText, 'ur');
    expect(
      ur.fields({
        name: authMessages.tooLong(PARTICIPANT_NAME_MAX),
        email: authMessages.invalidEmail,
        other: 'Something new',
      }),
    ).toEqual({
      name: 'زیادہ سے زیادہ 25 حروف لکھے جا سکتے ہیں',
      email: 'براہ کرم درست ای میل ایڈریس درج کریں',
      other: 'Something new',
    });
    expect(ur.message(playMessages.linkSent)).toBe(
      'اگر یہ ایڈریس گیم میں مدعو ہے تو سائن اِن لنک بھیج دیا گیا ہے۔ براہ کرم اپنی ای میل دیکھیں۔',
    );
    const en = inLocale(useServerText);
    expect(en.message(playMessages.registered)).toBe(playMessages.registered);
    expect(en.fields({ name: authMessages.tooLong(25) })).toEqual({
      name: authMessages.tooLong(25),
    });
  });
});
