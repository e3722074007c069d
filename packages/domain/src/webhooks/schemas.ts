import { z } from 'zod/mini';
import { pageOf } from '../api-envelopes';
import { webhookMessages } from './messages';

/** What an endpoint can subscribe to (the payloads are documented in docs/decisions/0007-result-webhooks.md). */
export const webhookEventTypes = [
  'participant.completed',
  'participant.level_completed',
  'candidate.submitted',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const WEBHOOK_MAX_ENDPOINTS = 10;

const webhookUrl = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    message: webhookMessages.badUrl,
  }),
);
const eventTypeList = z
  .array(z.enum(webhookEventTypes))
  .check(z.minLength(1, webhookMessages.noEvents), z.maxLength(webhookEventTypes.length));

export const webhookEndpointInputSchema = z.object({
  url: webhookUrl,
  eventTypes: eventTypeList,
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

export const webhookEndpointPatchSchema = z.object({
  url: z.optional(webhookUrl),
  eventTypes: z.optional(eventTypeList),
  active: z.optional(z.boolean()),
});
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatchSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  eventTypes: z.array(z.enum(webhookEventTypes)),
  active: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to a create: the only time the signing secret is shown. */
export const createdWebhookEndpointSchema = z.object({
  ...webhookEndpointSchema.shape,
  secret: z.string(),
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const webhookEndpointParamsSchema = z.object({ webhookId: z.uuid() });
export const webhookDeliveryParamsSchema = z.object({
  webhookId: z.uuid(),
  deliveryId: z.uuid(),
});
/** The super admin may name an account (read only). */
export const webhookAccountQuerySchema = z.object({ accountId: z.optional(z.uuid()) });

export const webhookDeliveryListQuerySchema = z.object({
  accountId: z.optional(z.uuid()),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventType: z.enum(webhookEventTypes),
  eventId: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().check(z.int()),
  createdAt: z.string(),
  lastAttemptAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
  lastStatusCode: z.nullable(z.number().check(z.int())),
  /** The first 2 KB of the receiver's answer. */
  lastResponse: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
