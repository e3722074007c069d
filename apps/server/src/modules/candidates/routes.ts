import {
  CANDIDATE_CSV_NAME,
  candidateCsvQuerySchema,
  candidateDetailSchema,
  candidateFlowEventSchema,
  candidateListQuerySchema,
  candidatePageSchema,
  candidateSubmittedSchema,
  errorBodySchema,
  eventParamsSchema,
  fileBodySchema,
  noContentSchema,
  shortlistBodySchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventScopeOf, ownEventScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { csvFile, sendCsv } from '../../platform/csv-response';
import { readDbOf } from '../../platform/read-db';
import { auditActorOf } from '../audit/record';
import { storedFileHeaders } from '../files/service';
import { assertApplicationLength, readApplicationParts } from './application-parts';
import { candidateFlowEvent, submitApplication } from './application-service';
import {
  candidateCsv,
  candidateDetail,
  candidateFile,
  candidatePage,
  removeCandidate,
  shortlistCandidate,
} from './report-service';

const tags = ['candidates'];
// Any string: the service answers 404 for one that is not a uuid, as for a missing candidate.
const candidateParams = z.object({ ...eventParamsSchema.shape, candidateId: z.string() });
const fileParams = z.object({
  ...candidateParams.shape,
  field: z.enum(['resume', 'drivingLicenseFile']),
});

/**
 * The public application (`eventPublic`: anyone, the service checks the event) and the
 * Candidate Report (`eventOwner` reads, `eventEditor` changes: the super admin reads only).
 */
export const candidateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/candidate-flow/:eventId',
    {
      config: { access: 'eventPublic' },
      schema: {
        tags,
        summary: 'The application page of an event: its name, logo, and whether it is open',
        params: eventParamsSchema,
        response: { 200: candidateFlowEventSchema, 404: errorBodySchema },
      },
    },
    async (request) => candidateFlowEvent(ctx, request.params.eventId),
  );

  app.post(
    '/api/candidate-flow/:eventId/applications',
    {
      config: { access: 'eventPublic' },
      // The length check runs before the body is read (multipart is streamed by the handler).
      onRequest: async (request) => assertApplicationLength(request),
      schema: {
        tags,
        summary:
          'Apply: multipart with submissionId, answers (JSON), website (left empty), resume and drivingLicenseFile (≤ 1 MB each; pdf, doc, docx, jpg, png, gif, tiff by content)',
        consumes: ['multipart/form-data'],
        params: eventParamsSchema,
        response: {
          200: candidateSubmittedSchema,
          201: candidateSubmittedSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { result, repeated } = await submitApplication(ctx, {
        eventId: request.params.eventId,
        clientKey: request.ip,
        parts: () => readApplicationParts(request),
      });
      return reply.code(repeated ? 200 : 201).send(result);
    },
  );

  app.get(
    '/api/events/:eventId/candidates',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: 'The Candidate Report: filters, search by name, e-mail or degree, newest first',
        params: eventParamsSchema,
        querystring: candidateListQuerySchema,
        response: { 200: candidatePageSchema },
      },
    },
    async (request) =>
      candidatePage(ctx, readDbOf(ctx.reads, request), eventScopeOf(request), request.query),
  );

  app.get(
    '/api/events/:eventId/candidates.csv',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "'User CSV': every filtered candidate with the fixed columns, streamed",
        params: eventParamsSchema,
        querystring: candidateCsvQuerySchema,
        response: { 200: csvFile },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        CANDIDATE_CSV_NAME,
        await candidateCsv(ctx, eventScopeOf(request), request.query),
      ),
  );

  app.get(
    '/api/events/:eventId/candidates/:candidateId',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "One candidate's answers and files",
        params: candidateParams,
        response: { 200: candidateDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => candidateDetail(ctx, eventScopeOf(request), request.params.candidateId),
  );

  app.get(
    '/api/events/:eventId/candidates/:candidateId/files/:field',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "A candidate's resume or driving-licence file, as a download",
        params: fileParams,
        response: {
          200: {
            description: 'The file, as an attachment',
            content: { 'application/octet-stream': { schema: fileBodySchema } },
          },
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { file, body } = await candidateFile(
        ctx,
        eventScopeOf(request),
        request.params.candidateId,
        request.params.field,
      );
      return reply
        .headers(storedFileHeaders(file))
        .header('cache-control', 'private, no-store')
        .header('content-length', String(file.size))
        .send(body);
    },
  );

  app.put(
    '/api/events/:eventId/candidates/:candidateId/shortlist',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Shortlist a candidate, or remove them from the shortlist',
        params: candidateParams,
        body: shortlistBodySchema,
        response: { 200: shortlistBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      shortlistCandidate(
        ctx,
        ownEventScopeOf(request),
        request.params.candidateId,
        request.body.shortlisted,
      ),
  );

  app.delete(
    '/api/events/:eventId/candidates/:candidateId',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Delete a candidate and their files',
        params: candidateParams,
        response: { 204: noContentSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await removeCandidate(
        ctx,
        ownEventScopeOf(request),
        request.params.candidateId,
        auditActorOf(request),
      );
      return reply.code(204).send(null);
    },
  );
};
