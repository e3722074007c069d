import {
  type CreatedWebhookEndpoint,
  WEBHOOK_MAX_ENDPOINTS,
  type WebhookDelivery,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointList,
  type WebhookEndpointPatch,
  type WebhookEventType,
  webhookDeliveryStatuses,
  webhookEventTypes,
  webhookMessages,
} from '@app/domain';
import type { AccountScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import {
  countEndpointsLocked,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  pageOfDeliveries,
  resetDelivery,
  updateEndpoint,
} from './queries';
import { newWebhookSecret } from './signature';
import { checkWebhookUrl } from './url-check';

const notFound = () =>
  new AppError('NOT_FOUND', webhookMessages.notFound, { code: 'WEBHOOK_NOT_FOUND' });

function writable(scope: AccountScope): void {
  if (scope.readOnly) {
    throw new AppError('FORBIDDEN', webhookMessages.readOnly);
  }
}

const eventTypesOf = (stored: string[]): WebhookEventType[] =>
  webhookEventTypes.filter((type) => stored.includes(type));

function endpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    eventTypes: eventTypesOf(row.eventTypes),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  const status = webhookDeliveryStatuses.find((s) => s === row.status) ?? 'pending';
  return {
    id: row.id,
    eventType: webhookEventTypes.find((t) => t === row.eventType) ?? webhookEventTypes[0],
    eventId: row.eventId,
    status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastStatusCode: row.lastStatusCode,
    lastResponse: row.lastResponse,
    lastError: row.lastError,
  };
}

export async function listWebhookEndpoints(
  ctx: AppContext,
  scope: AccountScope,
): Promise<WebhookEndpointList> {
  return { items: (await listEndpoints(ctx.db, scope.accountId)).map(endpointOf) };
}

export async function createWebhookEndpoint(
  ctx: AppContext,
  scope: AccountScope,
  actor: AuditActor,
  input: WebhookEndpointInput,
): Promise<CreatedWebhookEndpoint> {
  writable(scope);
  const url = await checkWebhookUrl(input.url, ctx.config.webhookAllowPrivate);
  return ctx.db.transaction(async (tx) => {
    if ((await countEndpointsLocked(tx, scope.accountId)) >= WEBHOOK_MAX_ENDPOINTS) {
      throw new AppError('CONFLICT', webhookMessages.tooMany, { code: 'TOO_MANY_WEBHOOKS' });
    }
    const row = await insertEndpoint(tx, {
      accountId: scope.accountId,
      url: url.toString(),
      secret: newWebhookSecret(),
      eventTypes: eventTypesOf(input.eventTypes),
    });
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'webhook.create',
      target: { type: 'webhook', id: row.id },
      details: { host: new URL(row.url).host, events: row.eventTypes.join(',') },
    });
    return { ...endpointOf(row), secret: row.secret };
  });
}

export async function updateWebhookEndpoint(
  ctx: AppContext,
  scope: AccountScope,
  actor: AuditActor,
  id: string,
  patch: WebhookEndpointPatch,
): Promise<WebhookEndpoint> {
  writable(scope);
  const url =
    patch.url === undefined
      ? undefined
      : (await checkWebhookUrl(patch.url, ctx.config.webhookAllowPrivate)).toString();
  return ctx.db.transaction(async (tx) => {
    const row = await updateEndpoint(tx, scope.accountId, id, {
      ...(url === undefined ? {} : { url }),
      ...(patch.eventTypes ? { eventTypes: eventTypesOf(patch.eventTypes) } : {}),
      ...(patch.active === undefined ? {} : { active: patch.active }),
    });
    if (!row) {
      throw notFound();
    }
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'webhook.update',
      target: { type: 'webhook', id: row.id },
      details: {
        host: new URL(row.url).host,
        events: row.eventTypes.join(','),
        active: row.active,
      },
    });
    return endpointOf(row);
  });
}

export async function deleteWebhookEndpoint(
  ctx: AppContext,
  scope: AccountScope,
  actor: AuditActor,
  id: string,
): Promise<void> {
  writable(scope);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteEndpoint(tx, scope.accountId, id))) {
      throw notFound();
    }
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'webhook.delete',
      target: { type: 'webhook', id },
    });
  });
}

export async function listWebhookDeliveries(
  ctx: AppContext,
  scope: AccountScope,
  endpointId: string,
  query: WebhookDeliveryListQuery,
): Promise<WebhookDeliveryPage> {
  if (!(await findEndpoint(ctx.db, scope.accountId, endpointId))) {
    throw notFound();
  }
  const { rows, total } = await pageOfDeliveries(ctx.db, scope.accountId, endpointId, query);
  return { items: rows.map(deliveryOf), total, page: query.page, pageSize: query.pageSize };
}

/** Sends a delivery again as soon as the sender next looks, whatever its state was. */
export async function resendWebhookDelivery(
  ctx: AppContext,
  scope: AccountScope,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  writable(scope);
  const row = await resetDelivery(ctx.db, scope.accountId, endpointId, deliveryId);
  if (!row) {
    throw new AppError('NOT_FOUND', webhookMessages.deliveryNotFound, {
      code: 'WEBHOOK_DELIVERY_NOT_FOUND',
    });
  }
  return deliveryOf(row);
}
