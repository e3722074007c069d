import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserToday,
  endOfLocalDay,
  formatDateTime,
  fromLocalInput,
  toDateInput,
  toLocalInput,
} from './dates';

/** The viewer's zone; Node reads TZ again when it changes. */
function viewerIn(zone: string) {
  vi.stubEnv('TZ', zone);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('formatDateTime: part A §9 DD/MMM/YY, HH:mm in the viewer zone', () => {
  it('shows an instant as the viewer reads it', () => {
    viewerIn('UTC');
    expect(formatDateTime('2026-03-07T09:05:00.000Z')).toBe('07/Mar/26, 09:05');
    viewerIn('Asia/Karachi');
    // 22:30 UTC is 03:30 the next day in Karachi (UTC+5).
    expect(formatDateTime('2026-12-31T22:30:00.000Z')).toBe('01/Jan/27, 03:30');
    viewerIn('America/Los_Angeles');
    expect(formatDateTime('2026-07-01T00:00:00.000Z')).toBe('30/Jun/26, 17:00');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});

describe('datetime-local and date input values', () => {
  it('turns an instant into the input values of the local day and time', () => {
    viewerIn('Asia/Karachi');
    expect(toLocalInput('2026-11-23T23:30:00.000Z')).toBe('2026-11-24T04:30');
    expect(toDateInput('2026-11-23T23:30:00.000Z')).toBe('2026-11-24');
    expect(toLocalInput(null)).toBe('');
    expect(toDateInput('not a date')).toBe('');
  });

  it('reads input values as local time', () => {
    viewerIn('Asia/Karachi');
    expect(fromLocalInput('2026-11-24T04:30')).toBe('2026-11-23T23:30:00.000Z');
    // The users list's filters: a date input plus the start or end of that day.
    expect(fromLocalInput('2026-11-24', '00:00:00')).toBe('2026-11-23T19:00:00.000Z');
    expect(fromLocalInput('2026-11-24', '23:59:59.999')).toBe('2026-11-24T18:59:59.999Z');
  });

  it('gives null for an empty or impossible value', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it("ends a plan at the chosen day's last local moment", () => {
    viewerIn('America/Los_Angeles');
    expect(endOfLocalDay('2026-11-23')).toBe('2026-11-24T07:59:59.999Z');
    viewerIn('UTC');
    expect(endOfLocalDay('2026-11-23')).toBe('2026-11-23T23:59:59.999Z');
    // Left as typed, for the plan schema to refuse.
    expect(endOfLocalDay('2026-13-01')).toBe('2026-13-01');
  });
});

describe("browserToday: the browser's calendar date", () => {
  it('is still the 23rd in Los Angeles at 18:00, though UTC is on the 24th', () => {
    viewerIn('America/Los_Angeles');
    expect(browserToday(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-23');
  });

  it('is already the 24th in Karachi at 04:30, though UTC is on the 23rd', () => {
    viewerIn('Asia/Karachi');
    expect(browserToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });

  it('reads the clock when no instant is given', () => {
    viewerIn('UTC');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect(browserToday()).toBe('2026-01-01');
  });
});
