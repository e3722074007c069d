import { healthSchema, publicConfigSchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMigration } from '../../db/client';
import type { AppContext } from '../../platform/context';

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness, database kind and the newest applied migration',
        response: { 200: healthSchema },
      },
    },
    async () => ({
      status: 'ok' as const,
      database: ctx.dbKind,
      migration: await currentMigration(ctx.db),
      edition: ctx.config.edition,
    }),
  );

  app.get(
    '/api/public-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Settings the signed-out screens need',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      edition: ctx.config.edition,
      paymentsEnabled: ctx.config.stripe !== null,
      mailDelivery: ctx.config.smtpUrl ? ('smtp' as const) : ('outbox' as const),
    }),
  );
};
