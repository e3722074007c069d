import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { createPollLoop } from './poll-loop';

/**
 * Recurring work on the database, safe with several processes: each job is one row of
 * `scheduled_jobs`. A process claims a due row with FOR UPDATE SKIP LOCKED and moves its run_at
 * a lease ahead in the same short transaction, then runs the job and sets the next run. A
 * second process skips the claimed row (or finds it no longer due); a process that dies
 * mid-run leaves the row due again when the lease ends. Jobs must still be idempotent (the
 * automatic reminders claim their own day per event), since a lease can run out mid-run.
 */
export type Job = {
  name: string;
  everySeconds: number;
  run: () => Promise<unknown>;
};

const LEASE_SECONDS = 600;

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
  onFailure?: (job: string) => void;
}): Scheduler {
  const { db, log, jobs, onFailure } = input;

  async function claim(job: Job): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ name: scheduledJobs.name })
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.runAt, sql`now()`)))
        .for('update', { skipLocked: true });
      if (!due) {
        return false;
      }
      await tx
        .update(scheduledJobs)
        .set({ runAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(eq(scheduledJobs.name, job.name));
      return true;
    });
  }

  async function runOne(job: Job): Promise<boolean> {
    if (!(await claim(job))) {
      return false;
    }
    let lastError: string | null = null;
    try {
      await job.run();
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      onFailure?.(job.name);
      log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
    await db
      .update(scheduledJobs)
      .set({
        runAt: sql`now() + make_interval(secs => ${job.everySeconds})`,
        lastRunAt: sql`now()`,
        lastError,
      })
      .where(eq(scheduledJobs.name, job.name));
    return true;
  }

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      if (await runOne(job)) {
        ran.push(job.name);
      }
    }
    return ran;
  }

  const loop = createPollLoop({
    pass: runDue,
    defaultIntervalMs: 30_000,
    log,
    failedMessage: 'scheduler loop failed',
    onFailure: () => onFailure?.('scheduler'),
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
    runDue,
    ...loop,
  };
}
