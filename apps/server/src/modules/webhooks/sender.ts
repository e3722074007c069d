import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createPollLoop } from '../../platform/poll-loop';
import { webhookSignature } from './signature';
import { checkWebhookUrl } from './url-check';

/** Waits after the 1st, 2nd, … failed attempt; the attempt after the last one gives up. */
export const WEBHOOK_RETRY_SECONDS = [30, 120, 600, 3600, 21_600] as const;
export const MAX_WEBHOOK_ATTEMPTS = WEBHOOK_RETRY_SECONDS.length + 1;
const TIMEOUT_MS = 10_000;
/** Longer than a request can take, so a claimed row is not sent twice while it is in flight. */
const LEASE_SECONDS = 120;
const RESPONSE_KEPT = 2048;

export type WebhookSender = {
  /** Claims due deliveries and sends them. Returns how many it handled. */
  deliverDue: () => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

type Outcome = {
  ok: boolean;
  statusCode: number | null;
  response: string | null;
  error: string | null;
};

/** The first 2 KB of the answer, without reading a huge body to the end. */
async function responseStart(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) {
    return '';
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < RESPONSE_KEPT) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, RESPONSE_KEPT).toString('utf8');
}

async function post(
  url: string,
  secret: string,
  eventId: string,
  body: string,
  allowPrivate: boolean,
): Promise<Outcome> {
  try {
    await checkWebhookUrl(url, allowPrivate);
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await fetch(url, {
      method: 'POST',
      body,
      // A redirect could lead to an address the URL check refused: it counts as a failure.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'assessment-platform-webhooks/1',
        'webhook-id': eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': webhookSignature(secret, timestamp, body),
      },
    });
    const text = await responseStart(response);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, response: text, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, statusCode: null, response: null, error: message.slice(0, 500) };
  }
}

/**
 * Sends queued deliveries, like the mail sender: due rows are claimed with FOR UPDATE SKIP
 * LOCKED and their next_attempt_at moved a lease ahead in one short transaction, so several
 * processes (or two loops) never send the same row at once; a process that dies mid-send
 * leaves the row due again when the lease ends. A 2xx answer is success; anything else waits
 * WEBHOOK_RETRY_SECONDS and then the delivery is failed after MAX_WEBHOOK_ATTEMPTS.
 */
export function createWebhookSender(input: {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  onFailure?: (job: 'webhook' | 'webhook-loop') => void;
}): WebhookSender {
  const { db, log, allowPrivate, onFailure } = input;

  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(10)
        .for('update', { skipLocked: true });
      if (due.length === 0) {
        return [];
      }
      return tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
          lastAttemptAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  async function deliverOne(delivery: typeof webhookDeliveries.$inferSelect): Promise<void> {
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    const outcome: Outcome = endpoint
      ? await post(
          endpoint.url,
          endpoint.secret,
          delivery.eventId,
          JSON.stringify(delivery.payload),
          allowPrivate,
        )
      : { ok: false, statusCode: null, response: null, error: 'endpoint deleted' };
    const gaveUp = !outcome.ok && delivery.attempts >= MAX_WEBHOOK_ATTEMPTS;
    if (!outcome.ok) {
      onFailure?.('webhook');
      log.warn(
        { deliveryId: delivery.id, attempt: delivery.attempts, gaveUp, status: outcome.statusCode },
        'webhook delivery failed',
      );
    }
    const wait = WEBHOOK_RETRY_SECONDS[delivery.attempts - 1] ?? 0;
    await db
      .update(webhookDeliveries)
      .set({
        status: outcome.ok ? 'succeeded' : gaveUp ? 'failed' : 'pending',
        lastStatusCode: outcome.statusCode,
        lastResponse: outcome.response,
        lastError: outcome.error,
        nextAttemptAt: sql`now() + make_interval(secs => ${outcome.ok || gaveUp ? 0 : wait})`,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  }

  async function deliverDue(): Promise<number> {
    const claimed = await claim();
    await Promise.all(claimed.map(deliverOne));
    return claimed.length;
  }

  const loop = createPollLoop({
    pass: deliverDue,
    defaultIntervalMs: 2000,
    log,
    failedMessage: 'webhook delivery loop failed',
    onFailure: () => onFailure?.('webhook-loop'),
  });

  return {
    deliverDue,
    ...loop,
  };
}
