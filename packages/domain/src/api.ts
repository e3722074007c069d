import { z } from 'zod/mini';
import { listOf, pageOf } from './api-envelopes';
import { projectTypes } from './auth';

export * from './api-envelopes';

/** A file's bytes (downloads, stored images and videos; a stream on the server): not JSON, described for the docs. */
export const fileBodySchema = z
  .custom<string | Uint8Array | AsyncIterable<unknown>>()
  .check(z.meta({ type: 'string', format: 'binary' }));

export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
});

/** GET /api/ready: whether this process can serve (its database and file storage answer). */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  storage: z.enum(['ok', 'unavailable']),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migration: z.nullable(z.string()),
  edition: z.enum(projectTypes),
});
export type Health = z.infer<typeof healthSchema>;

/** Public settings the sign-in and register screens need before anyone is signed in. */
export const publicConfigSchema = z.object({
  edition: z.enum(projectTypes),
  paymentsEnabled: z.boolean(),
  mailDelivery: z.enum(['smtp', 'outbox']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const outboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.enum(['pending', 'sent', 'failed', 'logged']),
  attempts: z.number().check(z.int()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
/** GET /api/admin/outbox, newest first. */
export const outboxPageSchema = pageOf(outboxItemSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const pricingPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.nullable(z.number()),
  features: z.array(z.string()),
  orderPosition: z.number().check(z.int()),
  priceId: z.nullable(z.string()),
  contactEmail: z.nullable(z.string()),
  /** What buying the plan grants (null: agreed with the operator, the contact-only plan). */
  maxUsers: z.nullable(z.number()),
  maxAssessments: z.nullable(z.number()),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;
export const pricingPlanListSchema = listOf(pricingPlanSchema);

/** POST /api/billing/checkout: the plan to pay for. */
export const checkoutRequestSchema = z.object({ planId: z.string() });
/** POST /api/billing/checkout: the payment provider's page to send the browser to. */
export const checkoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /api/billing/webhook: what the payment provider is told (a repeat is not re-applied). */
export const webhookReceiptSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });
