import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { candidates, events } from '../db/schema';
import type { EventScope } from './access';

/*
 * Tenancy in depth (DESIGN §5): every query on an event, or on a row of an event-scoped table,
 * filters by the scope itself, so a scope whose account does not own the event finds nothing
 * and changes nothing, exactly as if the event did not exist. These are the only spellings of
 * that filter; queries use them instead of writing their own.
 */

/** What the filters read of a scope: any scope naming one event of one account fits. */
export type EventTenancy = Pick<EventScope, 'accountId' | 'eventId'>;

/** The scope's event, on the `events` table itself (its primary key and its account). */
export function eventOwnedBy(scope: EventTenancy): SQL {
  return and(eq(events.id, scope.eventId), eq(events.accountId, scope.accountId)) as SQL;
}

/**
 * True while the scope's account owns the scope's event. It does not refer to the outer row,
 * so the planner evaluates it once per statement (a one-time filter) and the outer table's own
 * indexes are used as without it. Usable in raw SQL too (`where event_id = … and ${…}`).
 */
export function scopeEventOwned(scope: EventTenancy): SQL {
  return sql`exists (select 1 from ${events} where ${eventOwnedBy(scope)})`;
}

/**
 * Rows of an event-scoped table (`eventIdColumn` is its event id) that belong to the scope's
 * event while the scope's account owns that event.
 */
export function ownedBy(scope: EventTenancy, eventIdColumn: AnyPgColumn): SQL {
  return and(eq(eventIdColumn, scope.eventId), scopeEventOwned(scope)) as SQL;
}

/**
 * The scope's candidates. A candidate row carries its account beside its event (db/schema: so
 * every query can filter by both), so its own two columns are the filter, with no look-up of
 * the event.
 */
export function candidatesOwnedBy(scope: EventTenancy): SQL {
  return and(
    eq(candidates.eventId, scope.eventId),
    eq(candidates.accountId, scope.accountId),
  ) as SQL;
}
