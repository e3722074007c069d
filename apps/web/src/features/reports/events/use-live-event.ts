import { type LiveChange, liveChangeSchema } from '@app/domain';
import { useEffect, useEffectEvent, useState } from 'react';

/** What the hook uses of an EventSource; tests hand in a fake (no module mocking in vmForks). */
export type LiveSource = {
  onopen: ((event: Event) => unknown) | null;
  onmessage: ((event: MessageEvent) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  close: () => void;
};
export type OpenLiveSource = (url: string) => LiveSource | null;

/**
 * Each open stream holds one of the browser's six HTTP/1.1 connections to this origin for as
 * long as it is open: more would stall the screen's own API calls.
 */
export const MAX_LIVE_EVENTS = 3;

export const livePath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/live`;

/** Same origin, so the session cookie goes along without `withCredentials`. */
const openEventSource: OpenLiveSource = (url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url);

function readChange(data: unknown): LiveChange | null {
  if (typeof data !== 'string') {
    return null;
  }
  try {
    const parsed = liveChangeSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Listens to GET /api/events/:eventId/live for each event (the first MAX_LIVE_EVENTS) while the
 * component is mounted, and calls `onChange` when an event's version moves on. The first
 * message only tells the current version: the screen has just read its data. The last version
 * is kept across the browser's automatic reconnects, so a change missed while disconnected
 * still arrives with the first message after. Returns whether any stream is connected.
 */
export function useLiveEvents(
  eventIds: readonly string[],
  onChange: (eventId: string, change: LiveChange) => void,
  open: OpenLiveSource = openEventSource,
): boolean {
  const [connected, setConnected] = useState<ReadonlySet<string>>(new Set());
  const changed = useEffectEvent(onChange);
  // A string, so a new array with the same ids (every render of a list) keeps the streams open.
  const idsKey = [...new Set(eventIds)].slice(0, MAX_LIVE_EVENTS).join('\n');

  useEffect(() => {
    const ids = idsKey ? idsKey.split('\n') : [];
    const versions = new Map<string, string>();
    const mark = (id: string, isConnected: boolean) =>
      setConnected((current) => {
        if (current.has(id) === isConnected) {
          return current;
        }
        const next = new Set(current);
        if (isConnected) {
          next.add(id);
        } else {
          next.delete(id);
        }
        return next;
      });
    const sources = ids.flatMap((id) => {
      const source = open(livePath(id));
      if (!source) {
        return [];
      }
      source.onopen = () => mark(id, true);
      // The browser retries by itself (unless the server refused the stream): until then the
      // indicator goes out.
      source.onerror = () => mark(id, false);
      source.onmessage = (message) => {
        mark(id, true);
        const change = readChange(message.data);
        if (!change) {
          return;
        }
        const last = versions.get(id);
        versions.set(id, change.version);
        if (last !== undefined && last !== change.version) {
          changed(id, change);
        }
      };
      return [source];
    });
    return () => {
      for (const source of sources) {
        source.onopen = null;
        source.onmessage = null;
        source.onerror = null;
        source.close();
      }
      setConnected(new Set());
    };
  }, [idsKey, open]);

  return connected.size > 0;
}

/** One event's live stream (the report screens). */
export function useLiveEvent(
  eventId: string,
  onChange: (change: LiveChange) => void,
  open?: OpenLiveSource,
): boolean {
  return useLiveEvents([eventId], (_id, change) => onChange(change), open);
}
