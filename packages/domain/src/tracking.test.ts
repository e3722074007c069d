import { describe, expect, it } from 'vitest';
import {
  addDays,
  autoReminderDay,
  autoReminderDue,
  type ReminderCandidate,
  reminderEligible,
  reminderMessages,
  reminderSettingsInputSchema,
  type TrackingTimes,
  trackingState,
  trackingStatesFrom,
} from './tracking';

const none: TrackingTimes = {
  sentAt: null,
  deliveredAt: null,
  openedAt: null,
  startedAt: null,
  completedAt: null,
};
const t = '2026-11-20T09:00:00.000Z';

describe('trackingState: the furthest state reached', () => {
  it('walks the invitation from sent to completed', () => {
    expect(trackingState({ ...none, sentAt: t })).toBe('sent');
    expect(trackingState({ ...none, sentAt: t, deliveredAt: t })).toBe('delivered');
    expect(trackingState({ ...none, sentAt: t, deliveredAt: t, openedAt: t })).toBe('opened');
    expect(trackingState({ ...none, sentAt: t, deliveredAt: t, openedAt: t, startedAt: t })).toBe(
      'started',
    );
    expect(
      trackingState({
        sentAt: t,
        deliveredAt: t,
        openedAt: t,
        startedAt: t,
        completedAt: t,
      }),
    ).toBe('completed');
  });

  it('skips a state never recorded: without SMTP a followed link is still opened', () => {
    expect(trackingState({ ...none, sentAt: t, openedAt: t })).toBe('opened');
    expect(trackingState({ ...none, sentAt: t, startedAt: t })).toBe('started');
  });

  it('a participant added before tracking (no sent time) is still counted as sent', () => {
    expect(trackingState(none)).toBe('sent');
  });

  it('reads the list filter, ignoring unknown states', () => {
    expect(trackingStatesFrom('opened, started,bogus')).toEqual(['opened', 'started']);
    expect(trackingStatesFrom(undefined)).toEqual([]);
  });
});

describe('reminderEligible: invited, not completed, not reminded in 24 h', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const base: ReminderCandidate = {
    completedAt: null,
    isActive: true,
    canExpire: false,
    expiryDate: null,
    lastRemindedAt: null,
  };

  it('reminds someone never reminded who has not completed', () => {
    expect(reminderEligible(base, now)).toBe(true);
  });

  it('never reminds someone who completed, however long ago they were reminded', () => {
    expect(reminderEligible({ ...base, completedAt: t }, now)).toBe(false);
  });

  it('waits a full 24 hours between reminders', () => {
    expect(reminderEligible({ ...base, lastRemindedAt: '2026-11-23T12:00:01Z' }, now)).toBe(false);
    expect(reminderEligible({ ...base, lastRemindedAt: '2026-11-23T12:00:00Z' }, now)).toBe(true);
  });

  it('leaves out those who may not play: inactive or expired', () => {
    expect(reminderEligible({ ...base, isActive: false }, now)).toBe(false);
    expect(
      reminderEligible({ ...base, canExpire: true, expiryDate: '2026-11-24T11:59:00Z' }, now),
    ).toBe(false);
    expect(
      reminderEligible({ ...base, canExpire: true, expiryDate: '2026-11-25T00:00:00Z' }, now),
    ).toBe(true);
  });
});

describe('the automatic reminder day: closing date − N days', () => {
  it('counts calendar days, across months and years', () => {
    expect(addDays('2026-12-03', -3)).toBe('2026-11-30');
    expect(addDays('2027-01-02', -5)).toBe('2026-12-28');
    expect(autoReminderDay('2026-03-01', 1)).toBe('2026-02-28');
  });

  it('has no day when switched off or without a closing date', () => {
    expect(autoReminderDay('2026-12-03', null)).toBeNull();
    expect(autoReminderDay(null, 3)).toBeNull();
  });

  it('is due on its day in the account zone, once', () => {
    const setting = { closingDate: '2026-12-01', daysBeforeClose: 7 };
    expect(autoReminderDue({ ...setting, sentFor: null, today: '2026-11-24' })).toBe(true);
    expect(autoReminderDue({ ...setting, sentFor: '2026-11-24', today: '2026-11-24' })).toBe(false);
    expect(autoReminderDue({ ...setting, sentFor: null, today: '2026-11-23' })).toBe(false);
    expect(autoReminderDue({ ...setting, sentFor: null, today: '2026-11-25' })).toBe(false);
    // A moved closing date gives a new day, so the reminder is sent again on it.
    expect(
      autoReminderDue({
        closingDate: '2026-12-05',
        daysBeforeClose: 7,
        sentFor: '2026-11-24',
        today: '2026-11-28',
      }),
    ).toBe(true);
  });
});

describe('reminder settings and messages', () => {
  it('accepts 1 to 60 days or null (off)', () => {
    expect(reminderSettingsInputSchema.safeParse({ reminderDaysBeforeClose: null }).success).toBe(
      true,
    );
    expect(reminderSettingsInputSchema.safeParse({ reminderDaysBeforeClose: 3 }).success).toBe(
      true,
    );
    for (const bad of [0, 61, 2.5]) {
      expect(reminderSettingsInputSchema.safeParse({ reminderDaysBeforeClose: bad }).success).toBe(
        false,
      );
    }
  });

  it('says how many were reminded', () => {
    expect(reminderMessages.sent(1)).toBe('Reminder sent to 1 participant.');
    expect(reminderMessages.sent(12)).toBe('Reminder sent to 12 participants.');
  });
});
