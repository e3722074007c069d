import type { SessionUser } from '@app/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';

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

/** The event the menu links to: the stored one, else the user's default (DESIGN §6.3). */
export function useMenuEventId(user: SessionUser): string | null {
  return useStoredEventId() ?? user.defaultEventId;
}

/** Stores the `:eventId` of the current route, so menu links follow the last opened event. */
export function useRememberRouteEventId(): void {
  const matches = useMatches();
  const eventId = matches[matches.length - 1]?.params.eventId;
  useEffect(() => {
    if (eventId && eventId !== readStoredEventId()) {
      storeEventId(eventId);
    }
  }, [eventId]);
}
