import { outboxItemSchema, pageOf, pageQuerySchema } from '@app/domain';
import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outbox } from '../../db/schema';
import type { AppContext } from '../../platform/context';

export const outboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['outbox'],
        summary: 'Every e-mail the platform wrote, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageOf(outboxItemSchema) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [rows, totals] = await Promise.all([
        ctx.db
          .select()
          .from(outbox)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db.select({ total: count() }).from(outbox),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          text: r.textBody,
          links: r.links,
          status: r.status,
          attempts: r.attempts,
          lastError: r.lastError,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        })),
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
      };
    },
  );
};
