import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '../db/schema';
import { useTestApp } from '../test/test-app';
import { createScheduler, type Job } from './jobs';
import { type QueueEvents, type QueueOutcome, verdictOf } from './queue';

describe('the retry rule of every queue', () => {
  const oneOff = { retrySeconds: [30, 120], recurring: false };
  const recurring = { ...oneOff, recurring: true };
  const failed = { ok: false as const, error: '503' };

  it('waits each listed time in turn, then gives one-off work up as dead', () => {
    expect(verdictOf(failed, 1, oneOff)).toEqual({ state: 'retry', waitSeconds: 30, error: '503' });
    expect(verdictOf(failed, 2, oneOff)).toEqual({
      state: 'retry',
      waitSeconds: 120,
      error: '503',
    });
    expect(verdictOf(failed, 3, oneOff)).toEqual({ state: 'dead', error: '503' });
    expect(verdictOf({ ok: true }, 3, oneOff)).toEqual({ state: 'done', error: null });
  });

  it('never gives recurring work up: it keeps the last wait', () => {
    expect(verdictOf(failed, 3, recurring)).toEqual({
      state: 'retry',
      waitSeconds: 120,
      error: '503',
    });
    expect(verdictOf(failed, 9, recurring)).toMatchObject({ state: 'retry', waitSeconds: 120 });
  });
});

const t = useTestApp();

function recorder(): QueueEvents & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    outcome: (queue: string, outcome: QueueOutcome) => seen.push(`${queue}:${outcome}`),
    loopFailed: (queue: string) => seen.push(`${queue}:loop`),
  };
}

async function rowOf(name: string) {
  const [row] = await t.app.ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}

async function makeDue(name: string): Promise<void> {
  await t.app.ctx.db
    .update(scheduledJobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledJobs.name, name));
}

describe('the queue, on recurring jobs', () => {
  it('retries a failing job sooner with backoff, counts it, and resets after a success', async () => {
    let failuresLeft = 2;
    const job: Job = {
      name: 'test-flaky',
      everySeconds: 86_400,
      run: async () => {
        if (failuresLeft-- > 0) {
          throw new Error('the database said no');
        }
      },
    };
    const events = recorder();
    const scheduler = createScheduler({ db: t.app.ctx.db, log: t.app.log, jobs: [job], events });
    await scheduler.register();

    expect(await scheduler.runDue()).toEqual(['test-flaky']);
    let row = await rowOf('test-flaky');
    expect(row).toMatchObject({ attempts: 1, lastError: 'the database said no' });
    const firstWait = (row?.runAt.getTime() ?? 0) - Date.now();
    expect(firstWait).toBeGreaterThan(50_000);
    expect(firstWait).toBeLessThan(70_000);
    // Not due again until the wait is over.
    expect(await scheduler.runDue()).toEqual([]);

    await makeDue('test-flaky');
    await scheduler.runDue();
    row = await rowOf('test-flaky');
    expect(row?.attempts).toBe(2);
    expect((row?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(250_000);

    await makeDue('test-flaky');
    await scheduler.runDue();
    row = await rowOf('test-flaky');
    expect(row).toMatchObject({ attempts: 0, lastError: null });
    expect((row?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(86_000_000);
    expect(events.seen).toEqual(['test-flaky:retry', 'test-flaky:retry', 'test-flaky:done']);
  });

  it('runs a claimed job once while in flight, and again after its lease when the process died', async () => {
    const releases: (() => void)[] = [];
    let runs = 0;
    const job: Job = {
      name: 'test-slow',
      everySeconds: 3_600,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          releases.push(resolve);
        });
      },
    };
    const first = createScheduler({ db: t.app.ctx.db, log: t.app.log, jobs: [job] });
    const second = createScheduler({ db: t.app.ctx.db, log: t.app.log, jobs: [job] });
    await first.register();
    const inFlight = first.runDue();
    await expect.poll(() => runs).toBe(1);
    expect(await second.runDue()).toEqual([]);

    // The first process "dies": its lease runs out and the row is due again for another.
    await makeDue('test-slow');
    const retried = second.runDue();
    await expect.poll(() => runs).toBe(2);
    for (const release of releases) {
      release();
    }
    expect(await retried).toEqual(['test-slow']);
    expect(await inFlight).toEqual(['test-slow']);
  });

  it('claims only the jobs this server knows', async () => {
    await t.app.ctx.db.insert(scheduledJobs).values({ name: 'test-retired' });
    const scheduler = createScheduler({ db: t.app.ctx.db, log: t.app.log, jobs: [] });
    expect(await scheduler.runDue()).toEqual([]);
    expect(await rowOf('test-retired')).toMatchObject({ attempts: 0, lastRunAt: null });
  });
});
