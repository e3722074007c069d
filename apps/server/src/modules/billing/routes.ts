import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  errorBodySchema,
  operatorContactSchema,
  planStandingSchema,
  pricingPlanListSchema,
  pricingPlanSchema,
  pricingPlanUpdateSchema,
  upgradeRequestSchema,
  webhookReceiptSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountScopeOf, principalOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { auditActorOf } from '../audit/record';
import { readOperatorContact } from './queries';
import { listPlans, updatePlan } from './service';
import { planStanding, requestLargerPlan, setOperatorContact } from './standing';
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

  app.get(
    '/api/account/plan',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags: ['billing'],
        summary: "The account's plan as it applies now: limits, what is used, the way forward",
        response: { 200: planStandingSchema },
      },
    },
    async (request) => planStanding(ctx, accountScopeOf(request)),
  );

  app.post(
    '/api/account/plan/requests',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags: ['billing'],
        summary: 'Request a larger plan from the operator (once a day; mailed to the operator)',
        body: upgradeRequestSchema,
        response: { 200: planStandingSchema, 403: errorBodySchema },
      },
    },
    async (request) =>
      requestLargerPlan(
        ctx,
        accountScopeOf(request),
        request.body.planId ?? null,
        auditActorOf(request),
      ),
  );

  app.get(
    '/api/admin/operator-contact',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        summary: 'Where requests for a larger plan are mailed',
        response: { 200: operatorContactSchema },
      },
    },
    async () => ({ email: await readOperatorContact(ctx.db) }),
  );

  app.put(
    '/api/admin/operator-contact',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        summary: 'Set where requests for a larger plan are mailed (null: nowhere)',
        body: operatorContactSchema,
        response: { 200: operatorContactSchema, 400: errorBodySchema },
      },
    },
    async (request) => setOperatorContact(ctx, request.body.email, auditActorOf(request)),
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
