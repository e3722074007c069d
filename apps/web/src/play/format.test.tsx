import type { Locale } from '@app/domain';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { InLocale } from '../i18n/testing';
import { usePlayFormat } from './format';

function formatIn(locale: Locale = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InLocale locale={locale}>{children}</InLocale>
  );
  return renderHook(() => usePlayFormat(), { wrapper }).result.current;
}

describe("a level's time on the map", () => {
  it('is said as set, never rounded to another time', () => {
    const { levelTime } = formatIn();
    expect(levelTime(75)).toBe('1 min 15 s');
    expect(levelTime(60)).toBe('1 min');
    expect(levelTime(45)).toBe('45 s');
    expect(levelTime(300)).toBe('5 min');
    expect(levelTime(3600)).toBe('60 min');
  });

  it('is said in Urdu with the same figures', () => {
    const { levelTime } = formatIn('ur');
    expect(levelTime(75)).toBe('1 منٹ 15 سیکنڈ');
    expect(levelTime(45)).toBe('45 سیکنڈ');
  });
});

describe("the player's numbers", () => {
  it("writes scores, clocks and times used as the page's language does, digits Latin in Urdu too", () => {
    const en = formatIn();
    expect(en.number(12500)).toBe('12,500');
    expect(en.number(12345.6)).toBe('12,346');
    expect(en.clock(65)).toBe('01:05');
    expect(en.clock(4500)).toBe('75:00');
    expect(en.duration(125)).toBe('2:05');
    expect(en.percent(75)).toBe('75%');
    expect(en.signed(350)).toBe('+350');
    const ur = formatIn('ur');
    expect(ur.number(12500)).toBe('12,500');
    expect(ur.clock(65)).toBe('01:05');
    // The sign keeps its place before the number on a right-to-left line.
    expect(ur.signed(350)).toMatch(/^\u200e?\+350$/);
  });

  it('names levels and their kinds, and says the time left for a screen reader', () => {
    const en = formatIn();
    expect(en.levelLabel(4)).toBe('Level 4');
    expect(en.levelKind('mini', 'Mini 1')).toBe('Mini game');
    expect(en.levelKind('aptitude', 'Numerical')).toBe('Aptitude game · Numerical');
    expect(en.levelKind('numeric', 'Sales')).toBeNull();
    expect(en.spokenClock(125)).toBe('2 minutes 5 seconds left');
    expect(en.spokenClock(60)).toBe('1 minute left');
    expect(en.spokenClock(1)).toBe('1 second left');
    const ur = formatIn('ur');
    expect(ur.levelLabel(4)).toBe('لیول 4');
    expect(ur.levelKind('mini', 'Quick Decision')).toBe('منی گیم · Quick Decision');
    expect(ur.spokenClock(125)).toBe('2 منٹ 5 سیکنڈ باقی');
  });

  it("writes a plain date in the page's language, on its own day whatever the time zone", () => {
    expect(formatIn().day('2026-03-31')).toBe('Mar 31, 2026');
    expect(formatIn('ur').day('2026-03-31')).toBe('31 مارچ، 2026');
  });
});
