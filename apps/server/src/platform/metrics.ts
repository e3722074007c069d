import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolCounts } from '../db/client';
import type { QueueEvents } from './queue';

/**
 * Prometheus metrics of one app (docs/operations.md): request durations by route, the outbox's
 * backlog (read from the database at each scrape, so every process reports the same truth) and
 * background job failures. Each app has its own registry: tests build many apps.
 */
export type Metrics = {
  registry: Registry;
  jobFailures: Counter<'job'>;
  /** The one queue's outcomes (platform/queue.ts), wired as its events. */
  queueEvents: QueueEvents;
  /** Report and list reads by the database that served them (platform/read-db.ts). */
  readTargets: Counter<'target'>;
  /** Each check of the read replica (platform/replica-watch.ts): its lag and whether it is used. */
  replicaChecked: (check: { usable: boolean; lagSeconds: number | null }) => void;
};

export function createMetrics(
  outboxBacklog: () => Promise<number>,
  poolCounts: (() => PoolCounts) | null = null,
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'outbox_backlog',
    help: 'Mails waiting in the outbox (pending); NaN while the database cannot be read',
    registers: [registry],
    async collect() {
      // During an outage the scrape must still answer: the pool gauges are what it is for.
      this.set(await outboxBacklog().catch(() => Number.NaN));
    },
  });
  if (poolCounts) {
    const gauges: [string, string, keyof PoolCounts][] = [
      ['db_pool_connections', 'Connections the pool holds (in use and idle)', 'total'],
      ['db_pool_idle', 'Idle connections in the pool', 'idle'],
      ['db_pool_waiting', 'Requests waiting for a pool connection', 'waiting'],
    ];
    for (const [name, help, key] of gauges) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(poolCounts()[key]);
        },
      });
    }
  }
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Background job failures, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const queueOutcomes = new Counter({
    name: 'queue_outcomes_total',
    help: 'Background attempts by queue (mail, webhook, or a scheduled job) and outcome: done, retry or dead',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const queueEvents: QueueEvents = {
    outcome: (queue, outcome) => {
      queueOutcomes.inc({ queue, outcome });
      if (outcome !== 'done') {
        jobFailures.inc({ job: queue });
      }
    },
    loopFailed: (queue) => jobFailures.inc({ job: `${queue}-loop` }),
  };
  const readTargets = new Counter({
    name: 'db_reads_total',
    help: 'Report and list requests by the database that served their reads: primary or replica',
    labelNames: ['target'] as const,
    registers: [registry],
  });
  const replicaLag = new Gauge({
    name: 'db_replica_lag_seconds',
    help: 'How far behind the primary the read replica replays, at its last check (-1: it did not answer)',
    registers: [registry],
  });
  const replicaUsable = new Gauge({
    name: 'db_replica_usable',
    help: '1 while report and list reads go to the replica, 0 while they fall back to the primary',
    registers: [registry],
  });
  const replicaChecked = (check: { usable: boolean; lagSeconds: number | null }) => {
    replicaLag.set(check.lagSeconds ?? -1);
    replicaUsable.set(check.usable ? 1 : 0);
  };
  return { registry, jobFailures, queueEvents, readTargets, replicaChecked };
}

/** Times every request by its route pattern (never the raw URL: ids would explode the labels). */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** `Authorization: Bearer <token>`, compared in constant time. */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
