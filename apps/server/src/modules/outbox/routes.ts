import { outboxPageSchema, pageQuerySchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { listOutbox } from './service';

export const outboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['outbox'],
        summary: 'Every e-mail the platform wrote, newest first',
        querystring: pageQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => listOutbox(ctx, request.query),
  );
};
