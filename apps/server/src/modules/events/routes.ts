import {
  createdEventSchema,
  errorBodySchema,
  eventDetailSchema,
  eventFormSchema,
  eventListSchema,
  eventParamsSchema,
  noContentSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountScopeOf, eventScopeOf, ownEventScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { auditActorOf } from '../audit/record';
import {
  createFormEvent,
  deleteEvent,
  getEvent,
  listEvents,
  openEvent,
  updateFormEvent,
} from './service';
import { wizardRoutes } from './wizard';

const tags = ['events'];
const eventParams = eventParamsSchema;

export const eventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(wizardRoutes, { ctx });

  app.get(
    '/api/events',
    {
      config: { access: 'accountOwner', apiKey: true },
      schema: {
        tags,
        summary: "The dashboard: the caller's games (the super admin may name an account)",
        querystring: z.object({ accountId: z.uuid().optional() }),
        response: {
          200: eventListSchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listEvents(ctx, accountScopeOf(request)),
  );

  app.post(
    '/api/events',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create an event from the admin form (4-digit id)',
        body: eventFormSchema,
        response: { 201: createdEventSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ id: await createFormEvent(ctx, accountScopeOf(request), request.body) }),
  );

  app.get(
    '/api/events/:eventId',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: 'One game',
        params: eventParams,
        response: { 200: eventDetailSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getEvent(ctx, eventScopeOf(request)),
  );

  app.patch(
    '/api/events/:eventId',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: "Edit an event's form fields",
        params: eventParams,
        body: eventFormSchema,
        response: { 204: noContentSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await updateFormEvent(ctx, ownEventScopeOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/events/:eventId/open',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: 'Remember the game as the default event',
        params: eventParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await openEvent(ctx, eventScopeOf(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/events/:eventId',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Delete a game with its levels, questions and files',
        params: eventParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteEvent(ctx, ownEventScopeOf(request), auditActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
