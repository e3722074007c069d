import {
  erasureResultSchema,
  errorBodySchema,
  eventParamsSchema,
  fileBodySchema,
  privacyMessages,
  retentionSettingsSchema,
} from '@app/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountScopeOf, eventScopeOf, ownEventScopeOf } from '../../platform/access';
import { attachment } from '../../platform/content-disposition';
import type { AppContext } from '../../platform/context';
import { auditActorOf } from '../audit/record';
import {
  eraseCandidate,
  eraseParticipant,
  exportCandidate,
  exportParticipant,
  getRetention,
  type PersonExport,
  setRetention,
} from './service';

const tags = ['privacy'];
// Any string: the service answers 404 for one that is not a uuid, as for a missing person.
const participantParams = z.object({ ...eventParamsSchema.shape, participantId: z.string() });
const candidateParams = z.object({ ...eventParamsSchema.shape, candidateId: z.string() });
const zipFile = {
  description: 'data.json and the files, as a zip attachment',
  content: { 'application/zip': { schema: fileBodySchema } },
};

/** As every other download: an attachment no browser sniffs or runs, and no cache keeps. */
function sendZip(reply: FastifyReply, { fileName, body }: PersonExport) {
  return reply
    .headers({
      'content-type': 'application/zip',
      'content-disposition': attachment(fileName),
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    .send(body);
}

export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/events/:eventId/participants/:participantId/export.zip',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: 'Everything held about one participant, as a zip (data.json)',
        params: participantParams,
        response: { 200: zipFile, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendZip(
        reply,
        await exportParticipant(ctx, eventScopeOf(request), request.params.participantId),
      ),
  );

  app.delete(
    '/api/events/:eventId/participants/:participantId/personal-data',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Erase a participant: every row about them, and the mails sent to them',
        params: participantParams,
        response: { 200: erasureResultSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      erased: await eraseParticipant(
        ctx,
        ownEventScopeOf(request),
        request.params.participantId,
        auditActorOf(request),
      ),
      message: privacyMessages.erased,
    }),
  );

  app.get(
    '/api/events/:eventId/candidates/:candidateId/export.zip',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: 'Everything held about one candidate, as a zip (data.json and their files)',
        params: candidateParams,
        response: { 200: zipFile, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendZip(reply, await exportCandidate(ctx, eventScopeOf(request), request.params.candidateId)),
  );

  app.delete(
    '/api/events/:eventId/candidates/:candidateId/personal-data',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Erase a candidate: their application and their files',
        params: candidateParams,
        response: { 200: erasureResultSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      erased: await eraseCandidate(
        ctx,
        ownEventScopeOf(request),
        request.params.candidateId,
        auditActorOf(request),
      ),
      message: privacyMessages.erased,
    }),
  );

  app.get(
    '/api/account/retention',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags,
        summary: 'How long people of closed games are kept (months; null keeps them)',
        response: { 200: retentionSettingsSchema },
      },
    },
    async (request) => getRetention(ctx, accountScopeOf(request)),
  );

  app.put(
    '/api/account/retention',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags,
        summary: 'Set how long people of closed games are kept (1–120 months, or null)',
        body: retentionSettingsSchema,
        response: { 200: retentionSettingsSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) =>
      setRetention(ctx, accountScopeOf(request), request.body, auditActorOf(request)),
  );
};
