import type { EventDetail } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useText } from '../i18n/language-switch';
import { eventQuery } from './event-query';
import { QueryError, QueryLoader } from './ui/list-state';
import { isWrongEvent, useShowWrongEvent } from './wrong-event';

export type EventScope =
  | { status: 'loading' }
  /** Another account's event or none: 'Wrong Event' is shown and the dashboard opens. */
  | { status: 'refused' }
  | { status: 'failed'; query: ReturnType<typeof useEventQuery> }
  | { status: 'ready'; event: EventDetail };

function useEventQuery(eventId: string) {
  return useQuery(eventQuery(eventId));
}

/**
 * Part A §6 / part B §6: an event-scoped screen loads its event before anything else, and a
 * foreign or missing id gets 'Wrong Event' and the dashboard. The menu remembers the event only
 * once this read succeeds (useRememberRouteEventId shares the same query).
 */
export function useEventScope(eventId: string): EventScope {
  const query = useEventQuery(eventId);
  const isRefused = isWrongEvent(query.error);
  const showWrongEvent = useShowWrongEvent();
  useEffect(() => {
    if (isRefused) {
      showWrongEvent(eventId);
    }
  }, [isRefused, eventId, showWrongEvent]);
  if (isRefused) {
    return { status: 'refused' };
  }
  // A failed background refetch keeps the screen on the event it already has.
  if (query.data) {
    return { status: 'ready', event: query.data };
  }
  return query.isError ? { status: 'failed', query } : { status: 'loading' };
}

/** The loader, retry or nothing (while leaving for the dashboard) of a scope not ready yet. */
export function EventScopeState({ scope }: { scope: Exclude<EventScope, { status: 'ready' }> }) {
  const text = useText();
  switch (scope.status) {
    case 'loading':
      return <QueryLoader noun={text('console.ui.eventScope.noun')} size="md" />;
    case 'failed':
      return <QueryError query={scope.query} noun={text('console.ui.eventScope.noun')} />;
    case 'refused':
      return null;
  }
}

function ScopedOutlet({ eventId }: { eventId: string }) {
  const scope = useEventScope(eventId);
  return scope.status === 'ready' ? <Outlet /> : <EventScopeState scope={scope} />;
}

/**
 * A layout route around event-scoped screens: routes with an `:eventId` render only once the
 * event has loaded; routes without one (e.g. levels/new) pass through. Screens below read the
 * event again with useEventScope, from the cache.
 */
export function EventScopeGate() {
  const matches = useMatches();
  const eventId = matches[matches.length - 1]?.params.eventId;
  // Keyed by id, so moving to another event starts from its own loading state.
  return eventId ? <ScopedOutlet key={eventId} eventId={eventId} /> : <Outlet />;
}
