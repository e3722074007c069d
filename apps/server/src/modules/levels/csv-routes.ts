import {
  errorBodySchema,
  eventParamsSchema,
  LEVEL_CSV_MAX_BYTES,
  levelCsvMessages,
  levelImportReportSchema,
  levelParamsSchema,
  questionImportReportSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventScopeOf, ownEventScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { csvFile, sendCsv } from '../../platform/csv-response';
import { readUpload } from '../../platform/uploads';
import { auditActorOf } from '../audit/record';
import { importLevelQuestions, importLevels, levelQuestionsCsv, levelsCsv } from './csv-service';

const tags = ['levels'];
const importErrors = { 400: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };
const upload = { maxBytes: LEVEL_CSV_MAX_BYTES, tooLarge: levelCsvMessages.fileTooLarge };

/**
 * An event's levels and a level's questions as CSV files (part B §3;
 * docs/decisions/0001-foundations.md). Downloads are the event's account's or the super
 * admin's; imports the event's own account's (eventEditor).
 * An import with refused rows answers 200 with `applied: false` and the rows, like the
 * question-bank check; a file that is not a levels/questions CSV at all answers 400.
 */
export const levelCsvRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/events/:eventId/levels.csv',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "Download the event's levels as CSV, in their order",
        params: eventParamsSchema,
        response: { 200: csvFile, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const csv = await levelsCsv(ctx, eventScopeOf(request));
      return sendCsv(reply, `${request.params.eventId}-levels.csv`, csv);
    },
  );

  app.get(
    '/api/events/:eventId/levels/:levelName/questions.csv',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "Download a numbered level's questions as CSV, in their order",
        params: levelParamsSchema,
        response: { 200: csvFile, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { eventId, levelName } = request.params;
      const csv = await levelQuestionsCsv(ctx, eventScopeOf(request), levelName);
      return sendCsv(reply, `${eventId}-level-${levelName}-questions.csv`, csv);
    },
  );

  app.post(
    '/api/events/:eventId/levels/import',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Import a levels CSV: existing names edited, new ones added, all or nothing',
        params: eventParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: levelImportReportSchema, ...importErrors },
      },
    },
    async (request) => {
      const scope = ownEventScopeOf(request);
      const file = await readUpload(request, upload);
      return importLevels(ctx, scope, file.data, auditActorOf(request));
    },
  );

  app.post(
    '/api/events/:eventId/levels/:levelName/questions/import',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: "Import a questions CSV replacing a numbered level's questions, all or nothing",
        params: levelParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: questionImportReportSchema, ...importErrors },
      },
    },
    async (request) => {
      const scope = ownEventScopeOf(request);
      const file = await readUpload(request, upload);
      return importLevelQuestions(
        ctx,
        scope,
        request.params.levelName,
        file.data,
        auditActorOf(request),
      );
    },
  );
};
