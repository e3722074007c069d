import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { createQueue, type QueueEvents } from './queue';

/**
 * Recurring work on the one queue (queue.ts), safe with several processes: each job is one row
 * of `scheduled_jobs`, claimed like a mail or a delivery. A job that succeeds runs again after
 * its interval; one that fails retries sooner, with backoff, never later than its interval, and
 * is never dead. Jobs must still be idempotent (the automatic reminders claim their own day per
 * event), since a lease can run out mid-run.
 */
export type Job = {
  name: string;
  everySeconds: number;
  run: () => Promise<unknown>;
};

/** Waits after the 1st, 2nd, 3rd… failure in a row, each capped at the job's interval. */
export const JOB_RETRY_SECONDS = [60, 300, 900] as const;

export type Scheduler = {
  /** Registers the jobs' rows (due at once when new). */
  register: () => Promise<void>;
  /** Claims and runs every due job; returns the names of those this process ran. */
  runDue: () => Promise<string[]>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

export function createScheduler(input: {
  db: Db;
  log: FastifyBaseLogger;
  jobs: Job[];
  events?: QueueEvents;
}): Scheduler {
  const { db, log, jobs } = input;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const names = jobs.map((job) => job.name);

  const queue = createQueue<typeof scheduledJobs.$inferSelect>({
    db,
    log,
    defaultIntervalMs: 30_000,
    events: input.events,
    spec: {
      name: 'scheduler',
      // A job's outcomes are counted under its own name, as an operator looks them up.
      label: (row) => row.name,
      columns: {
        table: scheduledJobs,
        id: scheduledJobs.name,
        attempts: scheduledJobs.attempts,
        nextAttemptAt: scheduledJobs.runAt,
        status: null,
        order: scheduledJobs.runAt,
      },
      batch: Math.max(1, jobs.length),
      parallel: false,
      leaseSeconds: 600,
      policy: { retrySeconds: JOB_RETRY_SECONDS, recurring: true },
      // Rows of jobs this server no longer has stay unclaimed.
      where: names.length ? inArray(scheduledJobs.name, names) : sql`false`,
      load: (ids) => db.select().from(scheduledJobs).where(inArray(scheduledJobs.name, ids)),
      run: async (row) => {
        const job = byName.get(row.name);
        if (!job) {
          return { ok: false, error: 'unknown job' };
        }
        await job.run();
        return { ok: true };
      },
      record: async (tx, row, verdict) => {
        const every = byName.get(row.name)?.everySeconds ?? 3600;
        if (verdict.state === 'done') {
          await tx
            .update(scheduledJobs)
            .set({
              runAt: sql`now() + make_interval(secs => ${every})`,
              lastRunAt: sql`now()`,
              lastError: null,
              attempts: 0,
            })
            .where(eq(scheduledJobs.name, row.name));
          return;
        }
        const wait = verdict.state === 'retry' ? Math.min(verdict.waitSeconds, every) : every;
        await tx
          .update(scheduledJobs)
          .set({
            runAt: sql`now() + make_interval(secs => ${wait})`,
            lastRunAt: sql`now()`,
            lastError: verdict.error,
          })
          .where(eq(scheduledJobs.name, row.name));
      },
    },
  });

  return {
    register: async () => {
      if (jobs.length) {
        await db
          .insert(scheduledJobs)
          .values(jobs.map((j) => ({ name: j.name })))
          .onConflictDoNothing();
      }
    },
    runDue: queue.runDue,
    start: queue.start,
    stop: queue.stop,
  };
}
