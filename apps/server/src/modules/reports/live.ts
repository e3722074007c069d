import type { LiveChange } from '@app/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { findLiveStates } from './queries/live';

/** How often a process asks the database whether a watched event changed. */
export const LIVE_POLL_MS = 1000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** Open streams one process serves at most; more answer 503 instead of exhausting it. */
export const LIVE_STREAMS_MAX = 2000;

type Subscriber = { write: (change: LiveChange) => void };

/**
 * Server-sent changes of the events admins are watching. The database is the
 * source: one poll per process for all watched events reads each one's newest level end and
 * participant count, so a level ended through any process reaches every watcher.
 */
export class LiveHub {
  private readonly watchers = new Map<string, Set<Subscriber>>();
  private readonly versions = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private streams = 0;

  constructor(private readonly db: Db) {}

  get full(): boolean {
    return this.streams >= LIVE_STREAMS_MAX;
  }

  /** The event's current state, read now (a new watcher's first message). */
  async current(eventId: string): Promise<LiveChange | null> {
    return (await this.read([eventId])).get(eventId) ?? null;
  }

  subscribe(eventId: string, subscriber: Subscriber): () => void {
    const set = this.watchers.get(eventId) ?? new Set();
    set.add(subscriber);
    this.watchers.set(eventId, set);
    this.streams += 1;
    this.timer ??= setInterval(() => void this.poll(), LIVE_POLL_MS);
    return () => {
      set.delete(subscriber);
      this.streams -= 1;
      if (set.size === 0) {
        this.watchers.delete(eventId);
        this.versions.delete(eventId);
      }
      if (this.watchers.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  close(): void {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private async read(eventIds: string[]): Promise<Map<string, LiveChange>> {
    return new Map(
      (await findLiveStates(this.db, eventIds)).map((r) => {
        const last = r.last ? new Date(r.last).toISOString() : '-';
        const change = {
          version: `${last}|${r.participantsCount}`,
          participantsCount: r.participantsCount,
        };
        return [r.id, change];
      }),
    );
  }

  private async poll(): Promise<void> {
    if (this.polling || this.watchers.size === 0) {
      return;
    }
    this.polling = true;
    try {
      const changes = await this.read([...this.watchers.keys()]);
      for (const [eventId, change] of changes) {
        const before = this.versions.get(eventId);
        this.versions.set(eventId, change.version);
        if (before !== undefined && before !== change.version) {
          for (const subscriber of this.watchers.get(eventId) ?? []) {
            subscriber.write(change);
          }
        }
      }
    } catch {
      // A failed poll (the database restarting) is retried on the next tick; watchers keep
      // their streams and the browser's EventSource reconnects if one drops.
    } finally {
      this.polling = false;
    }
  }

  /** Remembers what a new watcher was sent, so the next poll only reports real changes. */
  seen(eventId: string, change: LiveChange): void {
    if (!this.versions.has(eventId)) {
      this.versions.set(eventId, change.version);
    }
  }
}

/** Streams an event's changes to one browser until it goes away. */
export async function streamLive(hub: LiveHub, reply: FastifyReply, eventId: string) {
  const first = await hub.current(eventId);
  reply.hijack();
  const raw = reply.raw;
  // The security headers the hooks set on the reply go out too: a hijacked reply skips them.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) {
      raw.setHeader(name, typeof value === 'number' ? String(value) : value);
    }
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const send = (change: LiveChange) => raw.write(`data: ${JSON.stringify(change)}\n\n`);
  raw.write(`retry: ${LIVE_POLL_MS * 3}\n\n`);
  if (first) {
    hub.seen(eventId, first);
    send(first);
  }
  const unsubscribe = hub.subscribe(eventId, { write: send });
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
