import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Auth } from './better-auth';
import type { Scheduler } from './jobs';
import type { Mailer } from './mail';
import type { Metrics } from './metrics';
import type { ReadDatabases } from './read-db';
import type { Storage } from './storage';

/** What the context offers of the webhook sender (modules/webhooks/sender.ts builds it). */
export type WebhookSender = {
  /** Claims due deliveries and sends them. Returns how many it handled. */
  deliverDue: () => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

/** What every service needs, built once by buildApp and passed explicitly. */
export type AppContext = {
  config: Config;
  db: Db;
  /** Where report and list reads go: a replica when configured (platform/read-db.ts). */
  reads: ReadDatabases;
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
  /** Sends queued result webhooks (docs/decisions/0007-result-webhooks.md). */
  webhooks: WebhookSender;
  /** Tells Greenhouse its candidates finished (docs/decisions/0031-greenhouse-partner-api.md). */
  greenhouseCallbacks: WebhookSender;
  /**
   * A DNS name's TXT records (each record's strings joined): proves a company sign-in's
   * domain (docs/decisions/0032-company-sign-in.md). Tests put their own answer here.
   */
  resolveTxt: (name: string) => Promise<string[]>;
};
