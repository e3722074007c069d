import { accessMessages, healthSchema, publicConfigSchema, readinessSchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMigration, pingDatabase } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { errorBody } from '../../platform/errors';
import { hasMetricsToken } from '../../platform/metrics';

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
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary:
          'Readiness: 200 when the database and the file storage answer, 503 (saying which) when not',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const probe = async (check: () => Promise<unknown>) => {
        try {
          await check();
          return 'ok' as const;
        } catch {
          return 'unavailable' as const;
        }
      };
      const [database, storage] = await Promise.all([
        probe(() => pingDatabase(ctx.db)),
        // A key nobody writes: reading it proves the store answers (it says "no such file").
        probe(() => ctx.storage.get('health/ready-probe')),
      ]);
      const ready = database === 'ok' && storage === 'ok';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database, storage });
    },
  );

  // Outside /api: for the monitoring system, behind its own token (not a session).
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = ctx.config.metricsToken;
    if (!token) {
      return reply
        .code(404)
        .send(errorBody(request, { code: 'NOT_FOUND', message: accessMessages.notFound }));
    }
    if (!hasMetricsToken(request, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(
          errorBody(request, { code: 'UNAUTHENTICATED', message: accessMessages.signInRequired }),
        );
    }
    const registry = ctx.metrics.registry;
    return reply.type(registry.contentType).send(await registry.metrics());
  });

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
