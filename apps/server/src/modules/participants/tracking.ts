import {
  emptyTrackingCounts,
  type Locale,
  TRACKING_STATES,
  type TrackingCounts,
} from '@app/domain';
import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { byName } from '../../db/prepared';
import { participants } from '../../db/schema';
import type { EventScope } from '../../platform/access';
import { ownedBy } from '../../platform/tenancy';

/*
 * Invitation tracking's writes: each time is set by its own cause, once, in one statement
 * (`… where <time> is null`), so two requests at once cannot move it. 'sent' is the insert
 * itself and 'delivered' the mail sender's (platform/mail.ts); 'completed' is set with the
 * scores at the level end (play/level-end.ts).
 */

/** The game link was followed: its first use. */
export async function markOpened(
  db: DbOrTx,
  participantId: string,
  locale: Locale | null = null,
): Promise<void> {
  await db
    .update(participants)
    .set({ openedAt: new Date() })
    .where(and(eq(participants.id, participantId), isNull(participants.openedAt)));
  if (locale) {
    // The language the link was opened in: the participant's next e-mails use it
    // (docs/decisions/0033-languages-and-right-to-left.md).
    await db
      .update(participants)
      .set({ locale })
      .where(
        and(
          eq(participants.id, participantId),
          or(isNull(participants.locale), ne(participants.locale, locale)),
        ),
      );
  }
}

/** A level was begun: the first one. */
export async function markStarted(db: DbOrTx, participantId: string, now: Date): Promise<void> {
  await byName(
    'mark_started',
    db
      .update(participants)
      .set({ startedAt: now })
      .where(and(eq(participants.id, participantId), isNull(participants.startedAt))),
  );
}

/** How many of the event's participants are in each state: one index-only pass per event. */
export async function trackingCounts(db: DbOrTx, scope: EventScope): Promise<TrackingCounts> {
  const rows = await db
    .select({ state: participants.trackingState, n: count() })
    .from(participants)
    .where(ownedBy(scope, participants.eventId))
    .groupBy(participants.trackingState);
  const counts = emptyTrackingCounts();
  for (const row of rows) {
    if (TRACKING_STATES.includes(row.state)) {
      counts[row.state] = Number(row.n);
      counts.total += Number(row.n);
    }
  }
  return counts;
}
