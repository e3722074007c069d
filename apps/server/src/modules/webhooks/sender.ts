import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createPollLoop } from '../../platform/poll-loop';
import { webhookSignature } from './signature';
import {
  type Resolver,
  resolveWebhookTarget,
  systemResolver,
  type WebhookTarget,
} from './url-check';

/** Waits after the 1st, 2nd, … failed attempt; the attempt after the last one gives up. */
export const WEBHOOK_RETRY_SECONDS = [30, 120, 600, 3600, 21_600] as const;
export const MAX_WEBHOOK_ATTEMPTS = WEBHOOK_RETRY_SECONDS.length + 1;
const TIMEOUT_MS = 10_000;
/** Longer than a request can take, so a claimed row is not sent twice while it is in flight. */
const LEASE_SECONDS = 120;

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

/**
 * What is kept of a receiver's answer: its status, and for a 2xx answer in text/plain or JSON
 * the first 200 characters, control characters removed. A delivery list that showed any answer
 * would let an admin read whatever a URL answers (docs/decisions/webhook-addresses.md).
 */
export const RESPONSE_EXCERPT = 200;

function excerptOf(status: number, contentType: string, body: Buffer): string | null {
  if (status < 200 || status >= 300 || !/^(text\/plain|application\/json)\b/i.test(contentType)) {
    return null;
  }
  const text = body
    .subarray(0, RESPONSE_EXCERPT * 4)
    .toString('utf8')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f\ufffd]/g, ' ')
    .slice(0, RESPONSE_EXCERPT)
    .trim();
  return text === '' ? null : text;
}

/**
 * POSTs `body` to the target, connected to the address that was checked: the lookup Node
 * would make is answered with it, so no second DNS answer is ever asked for. The URL's host
 * still names the request (Host header, TLS server name and certificate). Redirects are not
 * followed (a 3xx is a failure).
 */
function postPinned(
  target: WebhookTarget,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; excerpt: string | null }> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) {
      callback(null, [{ address: target.address, family: target.family }]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          response.destroy();
          resolve({
            status,
            excerpt: excerptOf(
              status,
              String(response.headers['content-type'] ?? ''),
              Buffer.concat(chunks),
            ),
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_EXCERPT * 4) {
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** One delivery attempt: the target checked and pinned, the signed body sent. */
export async function post(
  url: string,
  secret: string,
  eventId: string,
  body: string,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
): Promise<Outcome> {
  try {
    const target = await resolveWebhookTarget(url, allowPrivate, resolve);
    const timestamp = Math.floor(Date.now() / 1000);
    const { status, excerpt } = await postPinned(
      target,
      {
        'content-type': 'application/json',
        'user-agent': 'assessment-platform-webhooks/1',
        'webhook-id': eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': webhookSignature(secret, timestamp, body),
      },
      body,
    );
    const ok = status >= 200 && status < 300;
    return { ok, statusCode: status, response: excerpt, error: null };
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
