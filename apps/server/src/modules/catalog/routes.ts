import {
  aceGameInputSchema,
  aceGameKinds,
  aceGameSchema,
  catalogMessages,
  competencyCreateSchema,
  competencySaveResultSchema,
  competencySchema,
  competencyUpdateSchema,
  errorBodySchema,
  fileBodySchema,
  listOf,
  miniGameInputSchema,
  miniGameSchema,
  noContentSchema,
  QUESTION_FILE_MAX_BYTES,
  questionCountSchema,
  questionFileCheckSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access';
import { attachment } from '../../platform/content-disposition';
import type { AppContext } from '../../platform/context';
import { readUpload } from '../../platform/uploads';
import { auditActorOf } from '../audit/record';
import { storedFileHeaders } from '../files/service';
import {
  checkQuestionUpload,
  deleteAceGame,
  deleteCompetency,
  deleteMiniGame,
  listAceGames,
  listCompetencies,
  listMiniGames,
  questionCounts,
  questionFileDownload,
  saveAceGame,
  saveCompetency,
  saveMiniGame,
} from './service';

const tags = ['catalog'];
const idParams = z.object({ id: z.uuid() });
const kindQuery = z.object({ kind: z.enum(aceGameKinds) });

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Uploaded files (logos, question files) belong to the account of whoever sent them.
  const fileScope = (request: Parameters<typeof principalOf>[0]) => ({
    accountId: principalOf(request).accountId,
  });

  app.get(
    '/api/competencies',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Competencies with their questions per bank level',
        response: { 200: listOf(competencySchema) },
      },
    },
    async () => ({ items: await listCompetencies(ctx) }),
  );

  app.post(
    '/api/uploads/question-banks',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Check a question file before saving it with a competency',
        consumes: ['multipart/form-data'],
        querystring: z.object({ competency: z.string().trim().min(1).optional() }),
        response: { 201: questionFileCheckSchema, 400: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, {
        maxBytes: QUESTION_FILE_MAX_BYTES,
        tooLarge: catalogMessages.fileTooLarge,
      });
      // The competency may come as a query parameter or a form field sent before the file.
      const competency = request.query.competency ?? upload.fields.competency?.trim() ?? '';
      const check = await checkQuestionUpload(ctx, fileScope(request), upload, competency);
      return reply.code(201).send(check);
    },
  );

  app.post(
    '/api/competencies',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Add a competency, importing its question file',
        body: competencyCreateSchema,
        response: { 201: competencySaveResultSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await saveCompetency(ctx, fileScope(request), null, request.body, auditActorOf(request)),
        ),
  );

  app.patch(
    '/api/competencies/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Edit a competency; a question file replaces its questions',
        params: idParams,
        body: competencyUpdateSchema,
        response: { 200: competencySaveResultSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      saveCompetency(
        ctx,
        fileScope(request),
        request.params.id,
        request.body,
        auditActorOf(request),
      ),
  );

  app.delete(
    '/api/competencies/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Delete a competency and its questions',
        params: idParams,
        response: { 204: noContentSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteCompetency(ctx, request.params.id, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/competencies/:id/question-file',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Download the stored original question file',
        params: idParams,
        response: {
          200: {
            description: 'The CSV file, as an attachment',
            content: { 'text/csv': { schema: fileBodySchema } },
          },
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { competency, file, csv } = await questionFileDownload(ctx, request.params.id);
      return reply
        .headers(storedFileHeaders({ ...file, contentType: 'text/csv; charset=utf-8' }))
        .header('content-disposition', attachment(`${competency.name}.csv`))
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/api/competencies/:id/question-counts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Questions per level × type × difficulty (for game generation)',
        params: idParams,
        response: { 200: listOf(questionCountSchema) },
      },
    },
    async (request) => ({ items: await questionCounts(ctx, request.params.id) }),
  );

  app.get(
    '/api/mini-games',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Mini games by tab name',
        response: { 200: listOf(miniGameSchema) },
      },
    },
    async () => ({ items: await listMiniGames(ctx) }),
  );

  app.post(
    '/api/mini-games',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Add a mini game',
        body: miniGameInputSchema,
        response: { 201: miniGameSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveMiniGame(ctx, fileScope(request), null, request.body)),
  );

  app.patch(
    '/api/mini-games/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Edit a mini game',
        params: idParams,
        body: miniGameInputSchema,
        response: { 200: miniGameSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => saveMiniGame(ctx, fileScope(request), request.params.id, request.body),
  );

  app.delete(
    '/api/mini-games/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Delete a mini game',
        params: idParams,
        response: { 204: noContentSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteMiniGame(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/ace-games',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Cognitive or aptitude games of the ace edition',
        querystring: kindQuery,
        response: { 200: listOf(aceGameSchema) },
      },
    },
    async (request) => ({ items: await listAceGames(ctx, request.query.kind) }),
  );

  app.post(
    '/api/ace-games',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Add a cognitive or aptitude game',
        querystring: kindQuery,
        body: aceGameInputSchema,
        response: { 201: aceGameSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const target = { kind: request.query.kind };
      return reply.code(201).send(await saveAceGame(ctx, fileScope(request), target, request.body));
    },
  );

  app.patch(
    '/api/ace-games/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Edit a cognitive or aptitude game',
        params: idParams,
        body: aceGameInputSchema,
        response: { 200: aceGameSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => saveAceGame(ctx, fileScope(request), request.params, request.body),
  );

  app.delete(
    '/api/ace-games/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Delete a cognitive or aptitude game',
        params: idParams,
        response: { 204: noContentSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteAceGame(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
