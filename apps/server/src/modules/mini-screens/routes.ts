import {
  errorBodySchema,
  miniScreenInputSchema,
  miniScreenItemParamsSchema,
  miniScreenListSchema,
  miniScreenParamsSchema,
  miniScreenSchema,
  noContentSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import {
  createMiniScreen,
  deleteMiniScreen,
  getMiniScreen,
  listMiniScreens,
  updateMiniScreen,
} from './service';

const tags = ['mini-game screens'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Mini-game screens are catalog content: every admin reads them, the super admin writes them. */
export const miniScreenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/mini-games/:miniGame/screens',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "A mini game's screens, by number",
        params: miniScreenParamsSchema,
        response: { 200: miniScreenListSchema },
      },
    },
    async (request) => listMiniScreens(ctx, request.params.miniGame),
  );

  app.get(
    '/api/mini-games/:miniGame/screens/:questionNumber',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One screen',
        params: miniScreenItemParamsSchema,
        response: { 200: miniScreenSchema, 404: errorBodySchema },
      },
    },
    async (request) => getMiniScreen(ctx, request.params.miniGame, request.params.questionNumber),
  );

  app.post(
    '/api/mini-games/:miniGame/screens',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Add Mini Game screen',
        params: miniScreenParamsSchema,
        body: miniScreenInputSchema,
        response: { 201: miniScreenSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createMiniScreen(
            ctx,
            accountScopeOf(request),
            request.params.miniGame,
            request.body,
          ),
        ),
  );

  app.put(
    '/api/mini-games/:miniGame/screens/:questionNumber',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Edit Screen',
        params: miniScreenItemParamsSchema,
        body: miniScreenInputSchema,
        response: { 200: miniScreenSchema, ...errors },
      },
    },
    async (request) =>
      updateMiniScreen(
        ctx,
        accountScopeOf(request),
        request.params.miniGame,
        request.params.questionNumber,
        request.body,
      ),
  );

  app.delete(
    '/api/mini-games/:miniGame/screens/:questionNumber',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Delete a screen and the images only it showed',
        params: miniScreenItemParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteMiniScreen(
        ctx,
        accountScopeOf(request),
        request.params.miniGame,
        request.params.questionNumber,
      );
      return reply.code(204).send(null);
    },
  );
};
