import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { admins, eventLevels, events } from '../../../db/schema';
import type { EventScope } from '../../../platform/access';
import { eventOwnedBy, ownedBy } from '../../../platform/tenancy';

/**
 * The scope's event with its account's time zone (none when the scope's account does not own
 * it), and its levels in play order.
 */
export async function findReportEvent(db: DbOrTx, scope: EventScope) {
  const [[row], levels] = await Promise.all([
    db
      .select({
        id: events.id,
        accountId: events.accountId,
        name: events.assessmentName,
        projectType: events.projectType,
        registrationFields: events.registrationFields,
        selection: events.selection,
        timeZone: admins.timeZone,
      })
      .from(events)
      .innerJoin(admins, eq(admins.id, events.accountId))
      .where(eventOwnedBy(scope)),
    db
      .select({ name: eventLevels.tabName, type: eventLevels.type })
      .from(eventLevels)
      .where(ownedBy(scope, eventLevels.eventId))
      .orderBy(asc(eventLevels.sortingOrder), asc(eventLevels.tabName)),
  ]);
  return { row, levels };
}
