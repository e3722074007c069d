import { createHmac } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { greenhouseInterviews } from '../../db/schema';
import type { WebhookSender } from '../../platform/context';
import { createQueue, type QueueEvents } from '../../platform/queue';
import { sendPinned, WEBHOOK_RETRY_SECONDS } from '../webhooks/sender';
import { webhookSignature } from '../webhooks/signature';
import { resolveWebhookTarget } from '../webhooks/url-check';
import { callbackAllowed } from './service';

type InterviewRow = typeof greenhouseInterviews.$inferSelect;

/**
 * The account's key for signing its Greenhouse callbacks: derived from the server's secret, so
 * every process agrees and nothing more is stored (docs/decisions/0031-greenhouse-partner-api.md).
 */
export function callbackSecret(key: Buffer, accountId: string): string {
  return createHmac('sha256', key).update(accountId).digest('base64url');
}

/**
 * One callback: an empty PATCH to Greenhouse's URL, which tells it to ask test_status again.
 * The URL is checked again (allowed host, public address) and the connection pinned to the
 * address checked, as a webhook's is; it is signed like a webhook.
 */
async function patch(
  row: InterviewRow,
  input: { key: Buffer; config: Pick<Config, 'greenhouseCallbackHosts' | 'webhookAllowPrivate'> },
): Promise<{ ok: boolean; statusCode: number | null; error: string | null }> {
  if (!callbackAllowed(row.callbackUrl, input.config)) {
    return { ok: false, statusCode: null, error: 'the callback url is no longer allowed' };
  }
  try {
    const target = await resolveWebhookTarget(row.callbackUrl, input.config.webhookAllowPrivate);
    const timestamp = Math.floor(Date.now() / 1000);
    const { status } = await sendPinned(
      target,
      {
        'user-agent': 'assessment-platform-greenhouse/1',
        'webhook-id': row.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': webhookSignature(
          callbackSecret(input.key, row.accountId),
          timestamp,
          '',
        ),
      },
      '',
      'PATCH',
    );
    const ok = status >= 200 && status < 300;
    return { ok, statusCode: status, error: ok ? null : `answered ${status}` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, statusCode: null, error: message.slice(0, 500) };
  }
}

/**
 * Greenhouse's completion callbacks on the one queue (platform/queue.ts), with the webhooks'
 * waits: a 2xx answer is success, anything else is tried again, and after the last wait the
 * callback is failed (Greenhouse can still ask test_status, which says complete).
 */
export function createGreenhouseCallbacks(input: {
  db: Db;
  log: FastifyBaseLogger;
  key: Buffer;
  config: Pick<Config, 'greenhouseCallbackHosts' | 'webhookAllowPrivate'>;
  events?: QueueEvents;
}): WebhookSender {
  const { db } = input;
  const answers = new WeakMap<InterviewRow, number | null>();
  const queue = createQueue<InterviewRow & { attempts: number }>({
    db,
    log: input.log,
    defaultIntervalMs: 2000,
    events: input.events,
    spec: {
      name: 'greenhouse-callback',
      columns: {
        table: greenhouseInterviews,
        id: greenhouseInterviews.id,
        attempts: greenhouseInterviews.callbackAttempts,
        nextAttemptAt: greenhouseInterviews.callbackNextAttemptAt,
        status: greenhouseInterviews.callbackStatus,
        order: greenhouseInterviews.callbackNextAttemptAt,
      },
      batch: 10,
      parallel: true,
      leaseSeconds: 120,
      policy: { retrySeconds: WEBHOOK_RETRY_SECONDS, recurring: false },
      load: async (ids) =>
        (
          await db.select().from(greenhouseInterviews).where(inArray(greenhouseInterviews.id, ids))
        ).map((row) => ({ ...row, attempts: row.callbackAttempts })),
      run: async (row) => {
        const outcome = await patch(row, input);
        answers.set(row, outcome.statusCode);
        return outcome.ok ? { ok: true } : { ok: false, error: outcome.error ?? 'failed' };
      },
      record: async (tx, row, verdict) => {
        await tx
          .update(greenhouseInterviews)
          .set({
            callbackStatus:
              verdict.state === 'done'
                ? 'succeeded'
                : verdict.state === 'dead'
                  ? 'failed'
                  : 'pending',
            callbackLastStatusCode: answers.get(row) ?? null,
            callbackLastError: verdict.error,
            callbackNextAttemptAt: sql`now() + make_interval(secs => ${
              verdict.state === 'retry' ? verdict.waitSeconds : 0
            })`,
            updatedAt: sql`now()`,
          })
          .where(eq(greenhouseInterviews.id, row.id));
      },
    },
  });
  return {
    deliverDue: async () => (await queue.runDue()).length,
    start: queue.start,
    stop: queue.stop,
  };
}
