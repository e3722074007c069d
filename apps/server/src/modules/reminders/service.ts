import {
  accessMessages,
  addDays,
  autoReminderDay,
  autoReminderDue,
  eventPlayStatus,
  isLocale,
  type ReminderResult,
  type ReminderSettings,
  reminderMessages,
  todayIn,
} from '@app/domain';
import type { Tx } from '../../db/client';
import type { EventScope, OwnEventScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type EventRow, findEventWithZone } from '../events/service';
import { playLink } from '../participants/game-link';
import { reminderMail } from '../participants/mails';
import { loadEvent } from '../participants/service';
import {
  autoReminderCandidates,
  claimAutoReminder,
  countEligible,
  insertMails,
  setReminderDays,
  stampReminded,
} from './queries';

/** The account's today decides whether the game is closed (a stored zone is a valid one). */
async function isClosed(tx: Tx, event: EventRow, now: Date): Promise<boolean> {
  const zoned = await findEventWithZone(tx, event.id);
  const today = todayIn(zoned?.timeZone ?? 'UTC', now);
  return eventPlayStatus(event.launchDate, event.closingDate, today) === 'closed';
}

/**
 * Stamps and mails every eligible participant in the caller's transaction: the outbox rows
 * exist if and only if the stamps commit, and the stamp is the once-a-day rule.
 */
async function remindEligible(ctx: AppContext, tx: Tx, scope: EventScope, event: EventRow) {
  const reminded = await stampReminded(tx, scope);
  const now = new Date();
  await insertMails(
    tx,
    reminded.map((p) => {
      const mail = reminderMail({
        to: p.email,
        name: p.name,
        gameName: event.assessmentName,
        companyName: event.companyName,
        link: playLink(ctx, event, p.id, now),
        closingDate: event.closingDate,
        locale: isLocale(p.locale) ? p.locale : null,
      });
      return {
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        links: mail.links,
        participantId: p.id,
      };
    }),
  );
  return reminded.length;
}

/** "Send reminder": one click reminds everyone eligible, at most once a day each. */
export async function sendReminders(
  ctx: AppContext,
  scope: OwnEventScope,
): Promise<ReminderResult> {
  const reminded = await ctx.db.transaction(async (tx) => {
    const event = await loadEvent(tx, scope);
    if (await isClosed(tx, event, new Date())) {
      throw new AppError('CONFLICT', reminderMessages.gameClosed, { code: 'EVENT_CLOSED' });
    }
    return remindEligible(ctx, tx, scope, event);
  });
  return {
    reminded,
    message: reminded === 0 ? reminderMessages.noneDue : reminderMessages.sent(reminded),
  };
}

export async function reminderSettings(
  ctx: AppContext,
  scope: EventScope,
): Promise<ReminderSettings> {
  const event = await loadEvent(ctx.db, scope);
  return {
    reminderDaysBeforeClose: event.reminderDaysBeforeClose,
    closingDate: event.closingDate,
    autoReminderDay: autoReminderDay(event.closingDate, event.reminderDaysBeforeClose),
    autoReminderSentFor: event.autoReminderSentFor,
    eligible: await countEligible(ctx.db, scope),
  };
}

export async function updateReminderSettings(
  ctx: AppContext,
  scope: OwnEventScope,
  days: number | null,
): Promise<ReminderSettings> {
  if (!(await setReminderDays(ctx.db, scope, days))) {
    throw new AppError('NOT_FOUND', accessMessages.eventNotFound);
  }
  return reminderSettings(ctx, scope);
}

/**
 * The automatic reminders' job: each event whose reminder day is today in its account's zone
 * is claimed for that day and reminded, in one transaction per event. Returns how many
 * participants were reminded.
 */
export async function runAutoReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const yesterdayUtc = addDays(todayIn('UTC', now), -1);
  let total = 0;
  for (const candidate of await autoReminderCandidates(ctx.db, yesterdayUtc)) {
    const today = todayIn(candidate.timeZone, now);
    const due = autoReminderDue({
      closingDate: candidate.closingDate,
      daysBeforeClose: candidate.reminderDaysBeforeClose,
      sentFor: candidate.autoReminderSentFor,
      today,
    });
    if (!due) {
      continue;
    }
    const scope: OwnEventScope = {
      kind: 'event',
      accountId: candidate.accountId,
      eventId: candidate.id,
    };
    total += await ctx.db.transaction(async (tx) => {
      if (!(await claimAutoReminder(tx, scope, today))) {
        return 0;
      }
      const event = await loadEvent(tx, scope);
      return remindEligible(ctx, tx, scope, event);
    });
  }
  return total;
}
