import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Auth } from '../modules/auth/better-auth';
import type { WebhookSender } from '../modules/webhooks/sender';
import type { Scheduler } from './jobs';
import type { Mailer } from './mail';
import type { Metrics } from './metrics';
import type { Storage } from './storage';

/** What every service needs, built once by buildApp and passed explicitly. */
export type AppContext = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  metrics: Metrics;
  log: FastifyBaseLogger;
  /** Signs participants' game links (derived from the auth secret, so every process agrees). */
  linkKey: Buffer;
  /** Hashes the names of rate-limit counters (platform/rate-limit.ts): no address kept in clear. */
  limitKey: Buffer;
  /** Recurring jobs on the database (the automatic reminders). */
  scheduler: Scheduler;
  /** Sends queued result webhooks (issue 16 item 2). */
  webhooks: WebhookSender;
};
