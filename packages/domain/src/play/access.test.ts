import { describe, expect, it } from 'vitest';
import { eventPlayStatus, eventStatusMessage, participantRefusal, playDate } from './access';
import { playMessages } from './messages';

describe('eventPlayStatus: can the game be played today?', () => {
  // The game runs from 1 Nov to 30 Nov 2026, both days included.
  const launch = '2026-11-01';
  const closing = '2026-11-30';

  it('is not launched without a launch date', () => {
    expect(eventPlayStatus(null, closing, '2026-11-15')).toBe('notLaunched');
  });

  it('is not launched the day before launch', () => {
    expect(eventPlayStatus(launch, closing, '2026-10-31')).toBe('notLaunched');
  });

  it('is open on launch day and on closing day', () => {
    expect(eventPlayStatus(launch, closing, '2026-11-01')).toBe('open');
    expect(eventPlayStatus(launch, closing, '2026-11-30')).toBe('open');
  });

  it('is closed the day after closing', () => {
    expect(eventPlayStatus(launch, closing, '2026-12-01')).toBe('closed');
  });

  it('stays open without a closing date', () => {
    expect(eventPlayStatus(launch, null, '2099-01-01')).toBe('open');
  });
});

describe('playDate: a date as the player reads it', () => {
  it("shows '2026-11-04' as '4 Nov 2026' (no leading zero)", () => {
    expect(playDate('2026-11-04')).toBe('4 Nov 2026');
    expect(playDate('2027-01-31')).toBe('31 Jan 2027');
  });
});

describe('eventStatusMessage: what a closed door says', () => {
  it('names the launch date when the game is not launched yet', () => {
    expect(eventStatusMessage('notLaunched', '2026-11-04', null)).toBe(
      playMessages.notLaunched('4 Nov 2026'),
    );
    expect(eventStatusMessage('notLaunched', '2026-11-04', null)).toBe(
      'This game opens on 4 Nov 2026. Please come back then.',
    );
  });

  it('says “not opened yet” when no launch date is set', () => {
    expect(eventStatusMessage('notLaunched', null, null)).toBe(playMessages.notScheduled);
  });

  it('names the closing date when the game is closed', () => {
    expect(eventStatusMessage('closed', '2026-11-01', '2026-11-30')).toBe(
      'This game closed on 30 Nov 2026.',
    );
  });

  it('says nothing when the game is open', () => {
    expect(eventStatusMessage('open', '2026-11-01', '2026-11-30')).toBeNull();
  });
});

describe('participantRefusal: why a participant may not play', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('refuses a switched-off participant, even one who has also expired', () => {
    expect(participantRefusal({ isActive: false, canExpire: false, expiryDate: null }, now)).toBe(
      'inactive',
    );
    expect(
      participantRefusal(
        { isActive: false, canExpire: true, expiryDate: new Date('2026-01-01T00:00:00Z') },
        now,
      ),
    ).toBe('inactive');
  });

  it('refuses once the expiry date is reached, when the participant can expire', () => {
    expect(
      participantRefusal(
        { isActive: true, canExpire: true, expiryDate: new Date('2026-11-20T00:00:00Z') },
        now,
      ),
    ).toBe('expired');
    // The expiry instant itself is already expired.
    expect(
      participantRefusal(
        { isActive: true, canExpire: true, expiryDate: new Date('2026-11-21T12:00:00Z') },
        now,
      ),
    ).toBe('expired');
  });

  it('lets a participant play while the expiry date is still ahead', () => {
    expect(
      participantRefusal(
        { isActive: true, canExpire: true, expiryDate: new Date('2026-11-21T12:00:01Z') },
        now,
      ),
    ).toBeNull();
  });

  it('does not expire without a date, nor when Can expire is off', () => {
    expect(participantRefusal({ isActive: true, canExpire: true, expiryDate: null }, now)).toBe(
      null,
    );
    expect(
      participantRefusal(
        { isActive: true, canExpire: false, expiryDate: new Date('2020-01-01T00:00:00Z') },
        now,
      ),
    ).toBeNull();
  });
});
