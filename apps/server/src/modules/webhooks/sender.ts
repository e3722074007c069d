import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { WebhookSender } from '../../platform/context';
import { createQueue, type QueueEvents } from '../../platform/queue';
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

type Outcome = {
  ok: boolean;
  statusCode: number | null;
  response: string | null;
  error: string | null;
};

/**
 * What is kept of a receiver's answer: its status, and for a 2xx answer in text/plain or JSON
 * the first 200 characters, control characters removed. A delivery list that showed any answer
 * would let an admin read whatever a URL answers (docs/decisions/0015-webhook-addresses.md).
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

/** A DNS lookup that answers with the address that was checked, and asks no DNS server. */
function pinnedLookup(target: WebhookTarget): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) {
      callback(null, [{ address: target.address, family: target.family }]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

/**
 * GETs a JSON document from the target, connected to the checked address like a delivery:
 * for a server-side read of an address an admin chose (an identity provider's configuration).
 * Anything but a 200 JSON answer of at most `maxBytes` (a redirect included) is null.
 */
export function getPinnedJson(target: WebhookTarget, maxBytes: number): Promise<unknown> {
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      target.url,
      {
        method: 'GET',
        headers: { accept: 'application/json' },
        lookup: pinnedLookup(target),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        if (response.statusCode !== 200 || !/^application\/([a-z.+-]*\+)?json\b/i.test(type)) {
          response.destroy();
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            resolve(null);
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            resolve(null);
          }
        });
        response.on('error', () => resolve(null));
      },
    );
    request.on('error', () => resolve(null));
    request.end();
  });
}

/**
 * Sends `body` to the target (POST unless told), connected to the address that was checked:
 * the lookup Node would make is answered with it, so no second DNS answer is ever asked for.
 * The URL's host still names the request (Host header, TLS server name and certificate).
 * Redirects are not followed (a 3xx is a failure).
 */
export function sendPinned(
  target: WebhookTarget,
  headers: Record<string, string>,
  body: string,
  method: 'POST' | 'PATCH' = 'POST',
): Promise<{ status: number; excerpt: string | null }> {
  const pinned = pinnedLookup(target);
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method,
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
    const { status, excerpt } = await sendPinned(
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

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Webhook deliveries on the one queue (platform/queue.ts): a 2xx answer is success; anything
 * else waits WEBHOOK_RETRY_SECONDS, and a failure after the last wait is final (the admin can
 * re-send it from the delivery list).
 */
export function createWebhookSender(input: {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  events?: QueueEvents;
}): WebhookSender {
  const { db, log, allowPrivate } = input;
  // The receiver's answer of each attempt, kept until the verdict is recorded.
  const answers = new WeakMap<DeliveryRow, Outcome>();

  const queue = createQueue<DeliveryRow>({
    db,
    log,
    defaultIntervalMs: 2000,
    events: input.events,
    spec: {
      name: 'webhook',
      columns: {
        table: webhookDeliveries,
        id: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
        status: webhookDeliveries.status,
        order: webhookDeliveries.nextAttemptAt,
      },
      batch: 10,
      parallel: true,
      leaseSeconds: LEASE_SECONDS,
      policy: { retrySeconds: WEBHOOK_RETRY_SECONDS, recurring: false },
      // Stamped by the claim, as before the one queue: the cluster scenario (and a delivery
      // list read mid-send) tells attempts in flight by it.
      claimAlso: sql`${sql.identifier(webhookDeliveries.lastAttemptAt.name)} = now(), ${sql.identifier(
        webhookDeliveries.updatedAt.name,
      )} = now()`,
      load: (ids) => db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids)),
      run: async (delivery) => {
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
        answers.set(delivery, outcome);
        return outcome.ok
          ? { ok: true }
          : { ok: false, error: outcome.error ?? `answered ${outcome.statusCode}` };
      },
      record: async (tx, delivery, verdict) => {
        const outcome = answers.get(delivery);
        await tx
          .update(webhookDeliveries)
          .set({
            status:
              verdict.state === 'done'
                ? 'succeeded'
                : verdict.state === 'dead'
                  ? 'failed'
                  : 'pending',
            lastStatusCode: outcome?.statusCode ?? null,
            lastResponse: outcome?.response ?? null,
            lastError: outcome ? outcome.error : verdict.error,
            nextAttemptAt: sql`now() + make_interval(secs => ${
              verdict.state === 'retry' ? verdict.waitSeconds : 0
            })`,
            updatedAt: sql`now()`,
          })
          .where(eq(webhookDeliveries.id, delivery.id));
      },
    },
  });
  return {
    deliverDue: async () => (await queue.runDue()).length,
    start: queue.start,
    stop: queue.stop,
  };
}
