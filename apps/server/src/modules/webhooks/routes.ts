import {
  createdWebhookEndpointSchema,
  errorBodySchema,
  noContentSchema,
  webhookAccountQuerySchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { auditActorOf } from '../audit/record';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from './service';

const tags = ['webhooks'];

/**
 * An account's result webhooks. Reads are `accountOwner` (the super admin may name an account
 * and read it); changes are the account's own admin's.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/webhooks',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags,
        summary: "The account's webhook endpoints (never their secrets)",
        querystring: webhookAccountQuerySchema,
        response: { 200: webhookEndpointListSchema, 403: errorBodySchema },
      },
    },
    async (request) => listWebhookEndpoints(ctx, accountScopeOf(request)),
  );

  app.post(
    '/api/webhooks',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Adds an endpoint; the answer holds its signing secret, shown only this once',
        body: webhookEndpointInputSchema,
        response: { 201: createdWebhookEndpointSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await createWebhookEndpoint(
        ctx,
        accountScopeOf(request),
        auditActorOf(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/webhooks/:webhookId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Changes an endpoint's URL, events or whether it is active",
        params: webhookEndpointParamsSchema,
        body: webhookEndpointPatchSchema,
        response: { 200: webhookEndpointSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      updateWebhookEndpoint(
        ctx,
        accountScopeOf(request),
        auditActorOf(request),
        request.params.webhookId,
        request.body,
      ),
  );

  app.delete(
    '/api/webhooks/:webhookId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Deletes an endpoint and its delivery history',
        params: webhookEndpointParamsSchema,
        response: { 204: noContentSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(
        ctx,
        accountScopeOf(request),
        auditActorOf(request),
        request.params.webhookId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/webhooks/:webhookId/deliveries',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first, with attempts and the last answer",
        params: webhookEndpointParamsSchema,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: webhookDeliveryPageSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      listWebhookDeliveries(ctx, accountScopeOf(request), request.params.webhookId, request.query),
  );

  app.post(
    '/api/webhooks/:webhookId/deliveries/:deliveryId/resend',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Sends a delivery again now (with a fresh round of retries)',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliverySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      resendWebhookDelivery(
        ctx,
        accountScopeOf(request),
        request.params.webhookId,
        request.params.deliveryId,
      ),
  );
};
