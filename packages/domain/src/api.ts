import { z } from 'zod';
import { projectTypes } from './auth';

/** The one error body every API failure uses (DESIGN §7). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/** The body of a 204 (and of a redirect): none. */
export const noContentSchema = z.null();

/** A file's bytes (downloads, stored images and videos): not JSON, described for the docs. */
export const fileBodySchema = z
  .custom<string | Uint8Array>()
  .meta({ type: 'string', format: 'binary' });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** The `{ items }` envelope of the short, unpaged lists. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** The `{ items, total, page, pageSize }` envelope of the paged lists. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migration: z.string().nullable(),
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
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
/** GET /api/admin/outbox, newest first. */
export const outboxPageSchema = pageOf(outboxItemSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const pricingPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().nullable(),
  features: z.array(z.string()),
  orderPosition: z.number().int(),
  priceId: z.string().nullable(),
  contactEmail: z.string().nullable(),
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
