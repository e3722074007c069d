import {
  errorBodySchema,
  type GenerationLine,
  generationLineSchema,
  noContentSchema,
  wizardCheckSchema,
  wizardDraftResponseSchema,
  wizardDraftSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountScopeOf, principalOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import {
  checkDraft,
  discardDraft,
  draftSpec,
  generateFromDraft,
  loadDraft,
  saveDraft,
} from './wizard-service';

const tags = ['wizard'];

export const wizardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/wizard/draft',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The admin's wizard draft, or null",
        response: { 200: wizardDraftResponseSchema },
      },
    },
    async (request) => ({ draft: await loadDraft(ctx, accountScopeOf(request)) }),
  );

  app.put(
    '/api/wizard/draft',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Save the wizard draft (the whole draft); a game name the account already used is refused (409 NAME_TAKEN)',
        body: wizardDraftSchema,
        response: { 200: wizardDraftResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({ draft: await saveDraft(ctx, accountScopeOf(request), request.body) }),
  );

  app.delete(
    '/api/wizard/draft',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Discard the wizard draft', response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await discardDraft(ctx, accountScopeOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/wizard/check',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Before generating: the name, the plan limit and which banks are short',
        response: {
          200: wizardCheckSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => checkDraft(ctx, accountScopeOf(request), principalOf(request).projectType),
  );

  app.post(
    '/api/wizard/generate',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Generate the game from the draft; streams NDJSON progress lines, then the result',
        response: {
          200: {
            description: 'One JSON object a line: progress, then the result or an error',
            content: { 'application/x-ndjson': { schema: generationLineSchema } },
          },
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const scope = accountScopeOf(request);
      // Refusals known up front keep their status code; the rest is streamed.
      const { spec } = await draftSpec(ctx, scope, principalOf(request).projectType);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
      });
      // Each line goes through the domain's line schema, as a JSON answer goes through its own.
      const send = (line: GenerationLine) =>
        raw.write(`${JSON.stringify(generationLineSchema.parse(line))}\n`);
      await generateFromDraft(ctx, scope, spec, send, (error) =>
        request.log.error({ err: error }, 'generation failed'),
      );
      raw.end();
    },
  );
};
