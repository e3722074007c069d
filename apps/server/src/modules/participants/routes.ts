import {
  bulkReportSchema,
  errorBodySchema,
  eventParamsSchema,
  invitationSchema,
  messageSchema,
  participantActiveSchema,
  participantFilterValuesSchema,
  participantInputSchema,
  participantListQuerySchema,
  participantMessages,
  participantPageSchema,
  participantSchema,
  participantUpdateSchema,
  trackingCountsSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventScopeOf, ownEventScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { readDbOf } from '../../platform/read-db';
import { readUpload } from '../../platform/uploads';
import { auditActorOf } from '../audit/record';
import { type BulkKind, bulkAddFile } from './bulk';
import {
  addParticipant,
  deleteParticipant,
  getParticipant,
  inviteParticipant,
  listParticipants,
  participantFilterValues,
  setParticipantActive,
  updateParticipant,
} from './service';
import { trackingCounts } from './tracking';

const tags = ['participants'];
const eventParams = eventParamsSchema;
// Any string: the service answers 404 for one that is not a uuid, as for a missing participant.
const participantParams = z.object({ ...eventParams.shape, participantId: z.string() });
const BULK_MAX_BYTES = 20_000_000;

export const participantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/events/:eventId/participants',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: 'The users list: by current score, 10 a page, prefix search and filters',
        params: eventParams,
        querystring: participantListQuerySchema,
        response: { 200: participantPageSchema },
      },
    },
    async (request) =>
      listParticipants(readDbOf(ctx.reads, request), eventScopeOf(request), request.query),
  );

  // A static segment: the router prefers it to the :participantId route below.
  app.get(
    '/api/events/:eventId/participants/filter-values',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary:
          'The users list filter choices: Settings departments and regions plus those the event holds',
        params: eventParams,
        response: { 200: participantFilterValuesSchema },
      },
    },
    async (request) => participantFilterValues(readDbOf(ctx.reads, request), eventScopeOf(request)),
  );

  app.get(
    '/api/events/:eventId/participants/tracking',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: 'Invitation tracking: how many participants are in each state',
        params: eventParams,
        response: { 200: trackingCountsSchema },
      },
    },
    async (request) => trackingCounts(readDbOf(ctx.reads, request), eventScopeOf(request)),
  );

  app.get(
    '/api/events/:eventId/participants/:participantId',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: 'One participant',
        params: participantParams,
        response: { 200: participantSchema, 404: errorBodySchema },
      },
    },
    async (request) => getParticipant(ctx.db, eventScopeOf(request), request.params.participantId),
  );

  app.post(
    '/api/events/:eventId/participants',
    {
      config: { access: 'eventEditor', apiKey: true },
      schema: {
        tags,
        summary: 'Add a participant (and send the invitation)',
        params: eventParams,
        body: participantInputSchema,
        response: {
          201: participantSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addParticipant(ctx, ownEventScopeOf(request), request.body)),
  );

  app.patch(
    '/api/events/:eventId/participants/:participantId',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Edit a participant (the e-mail is read-only)',
        params: participantParams,
        body: participantUpdateSchema,
        response: { 200: participantSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      updateParticipant(ctx, ownEventScopeOf(request), request.params.participantId, request.body),
  );

  app.put(
    '/api/events/:eventId/participants/:participantId/active',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Activate or deactivate a participant',
        params: participantParams,
        body: participantActiveSchema,
        response: { 200: participantSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      setParticipantActive(
        ctx,
        ownEventScopeOf(request),
        request.params.participantId,
        request.body.isActive,
      ),
  );

  app.delete(
    '/api/events/:eventId/participants/:participantId',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Delete a participant',
        params: participantParams,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteParticipant(
        ctx,
        ownEventScopeOf(request),
        request.params.participantId,
        auditActorOf(request),
      );
      return reply.code(204).send(null);
    },
  );

  const bulkRoute = (url: string, kind: BulkKind, summary: string) =>
    app.post(
      url,
      {
        config: { access: 'eventEditor', apiKey: true },
        schema: {
          tags,
          summary,
          params: eventParams,
          consumes: ['multipart/form-data'],
          response: {
            200: bulkReportSchema,
            400: errorBodySchema,
            403: errorBodySchema,
            413: errorBodySchema,
          },
        },
      },
      async (request) => {
        const upload = await readUpload(request, {
          maxBytes: BULK_MAX_BYTES,
          tooLarge: 'The file must be at most 20 MB',
        });
        return bulkAddFile(ctx, ownEventScopeOf(request), upload, kind, auditActorOf(request));
      },
    );
  bulkRoute(
    '/api/events/:eventId/participants/bulk',
    'participants',
    'Bulk upload participants from the import CSV',
  );
  bulkRoute(
    '/api/events/:eventId/invitations/bulk',
    'invitations',
    'Invite every address of a CSV with an email column',
  );

  app.post(
    '/api/events/:eventId/invitations',
    {
      config: { access: 'eventEditor', apiKey: true },
      schema: {
        tags,
        summary: 'Invite one e-mail address',
        params: eventParams,
        body: invitationSchema,
        response: {
          201: messageSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await inviteParticipant(ctx, ownEventScopeOf(request), request.body.email);
      return reply.code(201).send({ message: participantMessages.inviteSent });
    },
  );
};
