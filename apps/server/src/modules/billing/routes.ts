import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  errorBodySchema,
  pricingPlanListSchema,
  pricingPlanSchema,
  pricingPlanUpdateSchema,
  webhookReceiptSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { auditActorOf } from '../audit/record';
import { listPlans, updatePlan } from './service';
import { createCheckout, handleWebhook } from './stripe';

export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'Pricing plans by order position (the register card and Select your plan)',
        response: { 200: pricingPlanListSchema },
      },
    },
    async () => ({ items: await listPlans(ctx) }),
  );

  app.put(
    '/api/admin/plans/:planId',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        summary: 'Edit a pricing plan',
        params: z.object({ planId: z.string() }),
        body: pricingPlanUpdateSchema,
        response: { 200: pricingPlanSchema, 404: errorBodySchema },
      },
    },
    async (request) => updatePlan(ctx, request.params.planId, request.body, auditActorOf(request)),
  );

  app.post(
    '/api/billing/checkout',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing'],
        summary: 'Start a card checkout for a plan; answers the provider page to go to',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({
      url: await createCheckout(ctx, principalOf(request), request.body.planId),
    }),
  );

  // The webhook's signature covers the exact bytes sent, so this route keeps the raw body.
  await app.register(async (raw) => {
    // Replaces the app's JSON parser (json-body.ts) in this context only.
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    raw.post(
      '/api/billing/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhook (signed)',
          response: { 200: webhookReceiptSchema, 400: errorBodySchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const result = await handleWebhook(
          ctx,
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
          request.id,
        );
        return { received: true, duplicate: result.duplicate };
      },
    );
  });
};
