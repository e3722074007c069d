import { createHmac, randomBytes } from 'node:crypto';

/**
 * The documented signature (docs/decisions/0007-result-webhooks.md): `v1=` and the lower-case hex
 * HMAC-SHA256, keyed with the endpoint's secret, of `{timestamp}.{body}`, where timestamp is
 * the Webhook-Timestamp header (unix seconds) and body the exact bytes sent. Binding the time
 * lets a receiver refuse a replayed request older than a few minutes.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const hex = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `v1=${hex}`;
}

/** 32 random bytes, prefixed so a leaked secret is recognisable as ours. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
