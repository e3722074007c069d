import { pricingPlanSchema } from '@app/domain';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pricingPlans } from '../../db/schema';
import type { AppContext } from '../../platform/context';

export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'Pricing plans by order position (the register card and Select your plan)',
        response: { 200: z.object({ items: z.array(pricingPlanSchema) }) },
      },
    },
    async () => {
      const rows = await ctx.db
        .select()
        .from(pricingPlans)
        .orderBy(asc(pricingPlans.orderPosition));
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          price: r.priceCents === null ? null : r.priceCents / 100,
          features: r.features,
          orderPosition: r.orderPosition,
          priceId: r.priceId,
          contactEmail: r.contactEmail,
        })),
      };
    },
  );
};
