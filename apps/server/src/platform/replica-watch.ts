import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rowsOf } from '../db/client';
import type { ReadDatabases } from './read-db';

/*
 * The replica's health (docs/decisions/0027-read-replica.md, "When the replica fails"): checked
 * every REPLICA_CHECK_MS. While it does not answer, or replays the primary's changes more than
 * DATABASE_REPLICA_MAX_LAG_SECONDS (30) late, report and list reads go to the primary; they go
 * back once it answers in time. A read already sent to a replica that has just died fails
 * (503) until the next check.
 */

export const REPLICA_CHECK_MS = 2000;
/** A check that takes longer counts as a replica that does not answer. */
const CHECK_TIMEOUT_MS = 1000;

/**
 * How far behind the primary the replica's data is, in seconds. Nothing left to replay is 0
 * (an idle primary sends nothing, so the last replay's age would grow with no lag at all); a
 * server that is not a replica (a second handle on the primary) is 0 too.
 */
export async function replicaLagSeconds(db: Db): Promise<number> {
  const [row] = rowsOf<{ lag: number | string | null }>(
    await db.execute(sql`
      select case
        when not pg_is_in_recovery() then 0
        when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
        else extract(epoch from now() - pg_last_xact_replay_timestamp())
      end as lag`),
  );
  return Number(row?.lag ?? 0);
}

export type ReplicaCheck = { usable: boolean; lagSeconds: number | null };

/** One check: sets whether reads may go to the replica, and says what it found. */
export async function checkReplica(
  reads: ReadDatabases,
  maxLagSeconds: number,
  measure: (db: Db) => Promise<number> = replicaLagSeconds,
): Promise<ReplicaCheck> {
  const replica = reads.replica;
  if (!replica) {
    return { usable: false, lagSeconds: null };
  }
  let lagSeconds: number | null = null;
  try {
    lagSeconds = await Promise.race([
      measure(replica),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS).unref(),
      ),
    ]);
  } catch {
    lagSeconds = null;
  }
  const usable = lagSeconds !== null && lagSeconds <= maxLagSeconds;
  reads.replicaUsable = usable;
  return { usable, lagSeconds };
}

/**
 * Checks the replica every REPLICA_CHECK_MS until stopped, logging each change of state and
 * reporting each check (the metrics' replica gauges).
 */
export function watchReplica(
  reads: ReadDatabases,
  maxLagSeconds: number,
  log: FastifyBaseLogger,
  report: (check: ReplicaCheck) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    const was = reads.replicaUsable !== false;
    running = checkReplica(reads, maxLagSeconds).then((check) => {
      report(check);
      if (was !== check.usable) {
        log.warn(
          { lagSeconds: check.lagSeconds },
          check.usable
            ? 'database replica: back in time, reads return to it'
            : 'database replica: not answering or too far behind, reads go to the primary',
        );
      }
    });
  };
  tick();
  const timer = setInterval(() => {
    if (!stopped) {
      tick();
    }
  }, REPLICA_CHECK_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running.catch(() => undefined);
  };
}
