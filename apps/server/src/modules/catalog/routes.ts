import {
  catalogMessages,
  competencyCreateSchema,
  competencySchema,
  competencyUpdateSchema,
  errorBodySchema,
  importReportSchema,
  QUESTION_FILE_MAX_BYTES,
  questionFileCheckSchema,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { competencies } from '../../db/schema';
import { principalOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { csvForDownload } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { readUpload } from '../../platform/uploads';
import { attachment, findFile, storedFileHeaders, storeFile } from '../files/service';
import { deleteCompetency, listCompetencies, questionCounts, saveCompetency } from './competencies';
import { gameRoutes } from './games';
import { checkQuestionFile } from './question-import';

const tags = ['catalog'];
const idParams = z.object({ id: z.uuid() });
const saveResult = z.object({
  competency: competencySchema,
  import: importReportSchema.nullable(),
});

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(gameRoutes, { ctx });

  app.get(
    '/api/competencies',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Competencies with their questions per bank level',
        response: { 200: z.object({ items: z.array(competencySchema) }) },
      },
    },
    async () => ({ items: await listCompetencies(ctx.db) }),
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
      const { questions, rejected } = checkQuestionFile(upload.data, competency);
      const file = await storeFile(ctx, {
        accountId: principalOf(request).accountId,
        data: upload.data,
        kind: 'question-bank',
        contentType: 'text/csv; charset=utf-8',
        extension: 'csv',
        originalName: upload.filename,
      });
      return reply.code(201).send({
        fileId: file.id,
        fileName: upload.filename,
        validRows: questions.length,
        rejected,
      });
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
        response: { 201: saveResult, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await saveCompetency(ctx, principalOf(request).accountId, null, request.body)),
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
        response: { 200: saveResult, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      saveCompetency(ctx, principalOf(request).accountId, request.params.id, request.body),
  );

  app.delete(
    '/api/competencies/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Delete a competency and its questions',
        params: idParams,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteCompetency(ctx.db, request.params.id);
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
      },
    },
    async (request, reply) => {
      const [row] = await ctx.db
        .select()
        .from(competencies)
        .where(eq(competencies.id, request.params.id));
      const file = row?.questionFileId ? await findFile(ctx.db, row.questionFileId) : null;
      const data = file ? await ctx.storage.get(file.storageKey) : null;
      if (!row || !file || !data) {
        throw new AppError('NOT_FOUND', catalogMessages.notFound('Question file'));
      }
      // Served as the product's own CSV, never the stored bytes: a formula cell in the
      // uploaded file must not run in the spreadsheet of whoever downloads it (DESIGN §6.10).
      const csv = csvForDownload(data);
      if (csv === null) {
        throw new AppError('NOT_FOUND', catalogMessages.notFound('Question file'));
      }
      return reply
        .headers(storedFileHeaders({ ...file, contentType: 'text/csv; charset=utf-8' }))
        .header('content-disposition', attachment(`${row.name}.csv`))
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
        response: {
          200: z.object({
            items: z.array(
              z.object({
                level: z.number(),
                type: z.string(),
                difficulty: z.string(),
                count: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({ items: await questionCounts(ctx.db, request.params.id) }),
  );
};
