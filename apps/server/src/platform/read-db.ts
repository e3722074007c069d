import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { readCookie } from './cookies';

/*
 * Reads on a streaming replica (docs/decisions/0027-read-replica.md). Report and list reads
 * take `readDbOf(request)`; everything else, and every write, uses the primary. A console
 * user who has just written reads from the primary for RECENT_WRITE_SECONDS, marked by a
 * cookie the browser drops by itself, so their own change is on the next screen whichever
 * process serves it. The cookie only routes reads: forging it costs the primary a read, no more.
 */

export const RECENT_WRITE_COOKIE = 'recent_write';
/** Longer than the replica's usual lag (milliseconds on one network). */
export const RECENT_WRITE_SECONDS = 5;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type ReadDatabases = {
  primary: Db;
  replica: Db | null;
  /**
   * False while the replica does not answer or lags too far behind (platform/replica-watch.ts):
   * its reads go to the primary meanwhile.
   */
  replicaUsable?: boolean;
  /** Counts each routed read by where it went (the metrics' db_reads_total). */
  counted?: (target: 'primary' | 'replica') => void;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by readDbOf: where this request's report or list reads went. */
    readTarget: 'primary' | 'replica' | null;
  }
}

/** The database a report or list read of this request uses. */
export function readDbOf(databases: ReadDatabases, request: FastifyRequest): Db {
  const recent = readCookie(request.headers.cookie, RECENT_WRITE_COOKIE) !== null;
  const target =
    databases.replica && databases.replicaUsable !== false && !recent ? 'replica' : 'primary';
  if (request.readTarget !== target) {
    databases.counted?.(target);
  }
  request.readTarget = target;
  return target === 'replica' && databases.replica ? databases.replica : databases.primary;
}

/**
 * After a console user's successful write, their reads go to the primary for a few seconds.
 * Without a replica there is nothing to route, and no cookie.
 */
export function markRecentWrites(
  app: FastifyInstance,
  databases: ReadDatabases,
  secure: boolean,
): void {
  app.decorateRequest('readTarget', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const wrote = WRITES.has(request.method) && reply.statusCode < 400;
    if (databases.replica && wrote && request.principal) {
      reply.header(
        'set-cookie',
        [
          reply.getHeader('set-cookie') ?? [],
          `${RECENT_WRITE_COOKIE}=1; Path=/api; Max-Age=${RECENT_WRITE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
        ].flat(),
      );
    }
    return payload;
  });
}
