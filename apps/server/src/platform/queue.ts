import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rowsOf, type Tx } from '../db/client';
import { createPollLoop } from './poll-loop';

/**
 * The one queue behind every piece of background work: mails (outbox), webhook deliveries and
 * the recurring jobs (docs/decisions/0023-one-job-queue.md). Each kind keeps its rows in its own
 * table, because those rows are product records (the super admin's outbox, an endpoint's
 * deliveries, a person's export and erasure); this module owns what they share:
 *
 * - **claim**: due rows are taken with FOR UPDATE SKIP LOCKED and their next attempt moved a
 *   lease ahead in one statement, so several processes never run the same row at once and a
 *   process that dies mid-run leaves the row due again when the lease ends;
 * - **retries with backoff**: a failed attempt waits `retrySeconds[attempt - 1]`;
 * - **dead letters**: a failure after the last wait is final (status `failed`), kept for a
 *   person to read and re-send; recurring work is never dead, it runs again on its interval;
 * - **metrics**: every outcome is counted by queue, and a pass that throws by `<queue>-loop`.
 */

export type QueueColumns = {
  table: PgTable;
  id: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  /** The status column of one-off work (pending → done or failed); none for recurring work. */
  status: PgColumn | null;
  /** Due rows are run in this order. */
  order: PgColumn;
};

/** What one attempt came to: done, or failed with a reason. */
export type Attempt = { ok: true } | { ok: false; error: string };

/** What the queue decided after an attempt. */
export type Verdict =
  | { state: 'done'; error: null }
  | { state: 'retry'; waitSeconds: number; error: string }
  | { state: 'dead'; error: string };

export type RetryPolicy = {
  /** Waits after the 1st, 2nd, … failed attempt. */
  retrySeconds: readonly number[];
  /** One-off work is dead after the last wait; recurring work keeps the last wait instead. */
  recurring: boolean;
};

/**
 * The rule every queue follows. `attempts` counts this one (the claim adds it before the run).
 *
 * Worked examples, waits [30, 120]: attempt 1 fails → retry in 30 s; attempt 2 fails → retry
 * in 120 s; attempt 3 fails → dead (recurring: retry in 120 s again); any attempt that
 * succeeds → done.
 */
export function verdictOf(attempt: Attempt, attempts: number, policy: RetryPolicy): Verdict {
  if (attempt.ok) {
    return { state: 'done', error: null };
  }
  const wait = policy.retrySeconds[attempts - 1];
  if (wait === undefined && !policy.recurring) {
    return { state: 'dead', error: attempt.error };
  }
  return {
    state: 'retry',
    waitSeconds: wait ?? policy.retrySeconds.at(-1) ?? 0,
    error: attempt.error,
  };
}

export type QueueOutcome = Verdict['state'];

export type QueueSpec<Row extends { attempts: number }> = {
  /** The metrics label and the log's name for this work. */
  name: string;
  /** The label a row's outcome is counted under, when not the queue's name (a job's own name). */
  label?: (row: Row) => string;
  columns: QueueColumns;
  /** Rows claimed per pass. */
  batch: number;
  /** Run a batch's rows at once (webhooks) or one after another (mail, over one SMTP link). */
  parallel: boolean;
  /** Longer than an attempt can take, so a claimed row is not run twice while in flight. */
  leaseSeconds: number;
  policy: RetryPolicy;
  /** Only rows that also match this are claimed (recurring jobs this server knows). */
  where?: SQL;
  /**
   * More columns the claim sets, as `"column" = value` pairs joined by commas (a delivery's
   * last attempt time is its claim's, so a list read mid-send shows the attempt under way).
   */
  claimAlso?: SQL;
  /** The claimed rows, as the handler reads them (attempts already counts this one). */
  load: (ids: string[]) => Promise<Row[]>;
  /** Runs one row. A throw counts as a failed attempt with the error's message. */
  run: (row: Row) => Promise<Attempt>;
  /** Writes the verdict into the row's own table, in one transaction with what goes with it. */
  record: (tx: Tx, row: Row, verdict: Verdict) => Promise<void>;
};

export type QueueEvents = {
  outcome: (queue: string, outcome: QueueOutcome) => void;
  /** A pass that threw as a whole (the database away, a bug). */
  loopFailed: (queue: string) => void;
};

export type Queue = {
  /** Claims and runs due rows, one batch; returns the ids of those it ran. */
  runDue: () => Promise<string[]>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

function claimSql<Row extends { attempts: number }>(spec: QueueSpec<Row>): SQL {
  const { table, id, attempts, nextAttemptAt, status, order } = spec.columns;
  const filters = [
    sql`${nextAttemptAt} <= now()`,
    ...(status ? [sql`${status} = 'pending'`] : []),
    ...(spec.where ? [spec.where] : []),
  ];
  // One statement: the rows are locked, skipped by any other claimer, and leased before it
  // returns, so no other process can claim them until the lease ends.
  return sql`
    with due as (
      select ${id} as id from ${table}
      where ${sql.join(filters, sql` and `)}
      order by ${order}
      limit ${spec.batch}
      for update skip locked
    )
    update ${table} set
      ${sql.identifier(attempts.name)} = ${sql.identifier(attempts.name)} + 1,
      ${sql.identifier(nextAttemptAt.name)} = now() + make_interval(secs => ${spec.leaseSeconds})
      ${spec.claimAlso ? sql`, ${spec.claimAlso}` : sql``}
    from due
    where ${id} = due.id
    returning due.id::text as id`;
}

export function createQueue<Row extends { attempts: number }>(input: {
  db: Db;
  log: FastifyBaseLogger;
  spec: QueueSpec<Row>;
  defaultIntervalMs: number;
  events?: QueueEvents;
}): Queue {
  const { db, log, spec, events } = input;
  const claim = claimSql(spec);

  async function runOne(row: Row): Promise<void> {
    let attempt: Attempt;
    try {
      attempt = await spec.run(row);
    } catch (error) {
      attempt = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    const verdict = verdictOf(attempt, row.attempts, spec.policy);
    events?.outcome(spec.label?.(row) ?? spec.name, verdict.state);
    if (verdict.state !== 'done') {
      log.warn({ queue: spec.name, attempt: row.attempts, verdict }, `${spec.name} attempt failed`);
    }
    await db.transaction((tx) => spec.record(tx, row, verdict));
  }

  async function runDue(): Promise<string[]> {
    const claimed = rowsOf<{ id: string }>(await db.execute(claim)).map((r) => r.id);
    if (claimed.length === 0) {
      return [];
    }
    const rows = await spec.load(claimed);
    if (spec.parallel) {
      await Promise.all(rows.map(runOne));
    } else {
      for (const row of rows) {
        await runOne(row);
      }
    }
    return claimed;
  }

  const loop = createPollLoop({
    pass: runDue,
    defaultIntervalMs: input.defaultIntervalMs,
    log,
    failedMessage: `${spec.name} queue pass failed`,
    onFailure: () => events?.loopFailed(spec.name),
  });
  return { runDue, ...loop };
}
