import type { SessionUser } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { eventQuery } from './event-query';

/** Local storage key of the last opened event (part A §2: "the stored eventId"). */
export const EVENT_ID_KEY = 'eventId';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) {
    listener();
  }
}

export function readStoredEventId(): string | null {
  try {
    return window.localStorage.getItem(EVENT_ID_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as if nothing is stored.
    return null;
  }
}

export function storeEventId(eventId: string): void {
  try {
    window.localStorage.setItem(EVENT_ID_KEY, eventId);
  } catch {
    return;
  }
  notify();
}

export function clearStoredEventId(): void {
  try {
    window.localStorage.removeItem(EVENT_ID_KEY);
  } catch {
    return;
  }
  notify();
}

/**
 * Ids the server refused this session (another account's event, or none): the menu never links
 * to them, not even as the user's default (a DEFAULT_EVENT_ID of another account, a deleted
 * last event).
 */
const refusedIds = new Set<string>();

export function markEventRefused(eventId: string): void {
  if (!refusedIds.has(eventId)) {
    refusedIds.add(eventId);
    notify();
  }
}

function markEventConfirmed(eventId: string): void {
  if (refusedIds.delete(eventId)) {
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab that opens an event updates this tab's menu too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === EVENT_ID_KEY || event.key === null) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredEventId(): string | null {
  return useSyncExternalStore(subscribe, readStoredEventId, () => null);
}

function menuEventIdOf(defaultEventId: string | null): string | null {
  const stored = readStoredEventId();
  if (stored && !refusedIds.has(stored)) {
    return stored;
  }
  return defaultEventId && !refusedIds.has(defaultEventId) ? defaultEventId : null;
}

/**
 * The event the menu links to: the stored one, else the user's default (DESIGN §6.3), never one
 * the server refused.
 */
export function useMenuEventId(user: SessionUser): string | null {
  const defaultEventId = user.defaultEventId;
  const snapshot = useCallback(() => menuEventIdOf(defaultEventId), [defaultEventId]);
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/**
 * Stores the `:eventId` of the current route once the server has shown that event to this user,
 * so menu links follow the last opened event and a foreign or missing id is never stored.
 */
export function useRememberRouteEventId(): void {
  const matches = useMatches();
  const eventId = matches[matches.length - 1]?.params.eventId;
  const isConfirmed = useQuery({
    ...eventQuery(eventId ?? ''),
    enabled: Boolean(eventId),
  }).isSuccess;
  useEffect(() => {
    if (!eventId || !isConfirmed) {
      return;
    }
    markEventConfirmed(eventId);
    if (eventId !== readStoredEventId()) {
      storeEventId(eventId);
    }
  }, [eventId, isConfirmed]);
}
