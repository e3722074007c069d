import { adminAuditListQuerySchema, auditListQuerySchema, auditPageSchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { listAccountAudit, listAllAudit } from './service';

const tags = ['audit'];

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The signed-in account's audit log, newest first, filtered and paged",
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAccountAudit(ctx, accountScopeOf(request), request.query),
  );

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'The audit log of every account and the platform, filtered and paged',
        querystring: adminAuditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAllAudit(ctx, request.query),
  );
};
