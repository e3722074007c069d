import { z } from 'zod/mini';

/**
 * Invitation tracking (docs/decisions/0005-invitation-tracking-and-reminders.md). Each
 * participant's invitation records when it reached each state; a state is reached by its own
 * cause (the mail written, the SMTP server accepting it, the link followed, a level begun, the
 * game completed), and each time is kept from the first time only.
 */
export const TRACKING_STATES = ['sent', 'delivered', 'opened', 'started', 'completed'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

export type TrackingTimes = {
  sentAt: string | null;
  deliveredAt: string | null;
  openedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
};

/**
 * A participant's current state: the furthest one reached. Not every earlier one need be: with
 * no SMTP server nothing is ever 'delivered', yet the link can be followed, so the furthest
 * timestamp wins rather than the first gap. The server's generated column is the same rule in
 * SQL (`trackingStateSql` in the schema); the unit tests pin both to these examples.
 */
export function trackingState(t: TrackingTimes): TrackingState {
  if (t.completedAt) {
    return 'completed';
  }
  if (t.startedAt) {
    return 'started';
  }
  if (t.openedAt) {
    return 'opened';
  }
  if (t.deliveredAt) {
    return 'delivered';
  }
  return 'sent';
}

export const trackingLabels: Record<TrackingState, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  started: 'Started',
  completed: 'Completed',
};

/** How many of an event's participants are in each current state (they sum to the total). */
export const trackingCountsSchema = z.object({
  sent: z.number(),
  delivered: z.number(),
  opened: z.number(),
  started: z.number(),
  completed: z.number(),
  total: z.number(),
});
export type TrackingCounts = z.infer<typeof trackingCountsSchema>;

export function emptyTrackingCounts(): TrackingCounts {
  return { sent: 0, delivered: 0, opened: 0, started: 0, completed: 0, total: 0 };
}

/** The users list's state filter: a comma list of states. */
export function trackingStatesFrom(value: string | undefined): TrackingState[] {
  if (!value) {
    return [];
  }
  const wanted = new Set(value.split(',').map((v) => v.trim()));
  return TRACKING_STATES.filter((s) => wanted.has(s));
}

// --- Reminders

/** At most one reminder per person in this many hours, whoever or whatever sends it. */
export const REMINDER_INTERVAL_HOURS = 24;
export const REMINDER_DAYS_MAX = 60;

export type ReminderCandidate = {
  completedAt: string | null;
  isActive: boolean;
  canExpire: boolean;
  expiryDate: string | null;
  lastRemindedAt: string | null;
};

/**
 * Who a reminder goes to: invited and not completed, still allowed to play (active, not
 * expired), and not reminded in the last 24 hours. The server's reminder statement applies the
 * same conditions in its WHERE clause, so parallel clicks cannot remind anyone twice.
 */
export function reminderEligible(p: ReminderCandidate, now: Date = new Date()): boolean {
  if (p.completedAt || !p.isActive) {
    return false;
  }
  if (p.canExpire && p.expiryDate && new Date(p.expiryDate).getTime() <= now.getTime()) {
    return false;
  }
  if (!p.lastRemindedAt) {
    return true;
  }
  return (
    now.getTime() - new Date(p.lastRemindedAt).getTime() >= REMINDER_INTERVAL_HOURS * 3_600_000
  );
}

/** A calendar date (YYYY-MM-DD) moved by whole days, without time zones getting in the way. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The automatic reminder's day: the closing date less N days; none without either. */
export function autoReminderDay(
  closingDate: string | null,
  daysBeforeClose: number | null,
): string | null {
  if (!closingDate || daysBeforeClose === null || !/^\d{4}-\d{2}-\d{2}$/.test(closingDate)) {
    return null;
  }
  return addDays(closingDate, -daysBeforeClose);
}

/**
 * Whether the automatic reminder is due: today (in the account's time zone) is its day and it
 * has not been sent for that day. A changed closing date or N gives a new day, so it can be
 * sent again then; a day the server missed entirely is not caught up later.
 */
export function autoReminderDue(input: {
  closingDate: string | null;
  daysBeforeClose: number | null;
  sentFor: string | null;
  today: string;
}): boolean {
  const day = autoReminderDay(input.closingDate, input.daysBeforeClose);
  return day !== null && day === input.today && input.sentFor !== day;
}

export const reminderMessages = {
  sent: (count: number) =>
    count === 1 ? 'Reminder sent to 1 participant.' : `Reminder sent to ${count} participants.`,
  noneDue:
    'No one to remind: everyone has completed the game or was reminded in the last 24 hours.',
  gameClosed: 'The game is closed: reminders can no longer be sent.',
  daysRange: `Choose from 1 to ${REMINDER_DAYS_MAX} days`,
  settingsSaved: 'Automatic reminder saved.',
} as const;

/** POST /api/events/:eventId/reminders: how many were reminded, and the message to show. */
export const reminderResultSchema = z.object({ reminded: z.number(), message: z.string() });
export type ReminderResult = z.infer<typeof reminderResultSchema>;

export const reminderSettingsInputSchema = z.object({
  reminderDaysBeforeClose: z.nullable(
    z
      .number()
      .check(
        z.int(reminderMessages.daysRange),
        z.gte(1, reminderMessages.daysRange),
        z.lte(REMINDER_DAYS_MAX, reminderMessages.daysRange),
      ),
  ),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInputSchema>;

/** GET/PUT /api/events/:eventId/reminders: the setting, its day, and who a click would remind. */
export const reminderSettingsSchema = z.object({
  reminderDaysBeforeClose: z.nullable(z.number()),
  closingDate: z.nullable(z.string()),
  autoReminderDay: z.nullable(z.string()),
  autoReminderSentFor: z.nullable(z.string()),
  eligible: z.number(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
