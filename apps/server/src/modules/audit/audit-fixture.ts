import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEntries } from '../../db/schema';
import { multipartBody } from '../../test/harness';
import { checkoutCompletedEvent, stripeSignature } from '../../test/stripe-events';

/** The audit tests' client address: what an entry's `ip` must say. */
export const CLIENT_IP = '203.0.113.7';
export const STRIPE_SECRET = 'whsec_audit_test';

export type Caller = { cookie: string };

/** A JSON request from CLIENT_IP, as the caller. */
export function call(
  app: FastifyInstance,
  who: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    payload,
    headers: { cookie: who.cookie },
    remoteAddress: CLIENT_IP,
  });
}

/** A CSV upload from CLIENT_IP, as the caller. */
export function uploadCsv(
  app: FastifyInstance,
  who: Caller,
  url: string,
  csv: string | Buffer,
  name = 'file.csv',
) {
  const body = multipartBody({
    file: { name, data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), contentType: 'text/csv' },
  });
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: CLIENT_IP,
  });
}

/** Every entry, oldest first, read straight from the table. */
export function allEntries(app: FastifyInstance) {
  return app.ctx.db.select().from(auditEntries).orderBy(asc(auditEntries.createdAt));
}

/** A signed checkout.session.completed for the account's premium plan, as Stripe sends it. */
export function deliverCheckout(app: FastifyInstance, accountId: string, id: string) {
  const payload = JSON.stringify(checkoutCompletedEvent(accountId, id));
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(payload, STRIPE_SECRET),
    },
    remoteAddress: CLIENT_IP,
  });
}
