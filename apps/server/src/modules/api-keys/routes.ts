import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
  noContentSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { auditActorOf } from '../audit/record';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

const tags = ['api-keys'];

/**
 * An admin's keys for its own account (the `admin` rule): the super admin manages only its own
 * account's keys like any admin, and never reads another account's (no key is ever shown again,
 * so there is nothing to support by reading them). A key cannot reach these routes.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/api-keys',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The account's API keys, newest first (never their secrets)",
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => ({ keys: await listApiKeys(ctx, accountScopeOf(request)) }),
  );

  app.post(
    '/api/api-keys',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Creates a named API key; the answer holds the key in clear, the only time',
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema },
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request);
      const created = await createApiKey(ctx, accountScopeOf(request), request.body, actor);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/api-keys/:keyId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Revokes an API key at once (revoking a revoked key changes nothing)',
        params: apiKeyParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await revokeApiKey(ctx, accountScopeOf(request), request.params.keyId, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
