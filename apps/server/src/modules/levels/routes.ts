import {
  characterParamsSchema,
  characterSchema,
  characterUpdateSchema,
  errorBodySchema,
  eventParamsSchema,
  eventQuestionInputSchema,
  eventQuestionSchema,
  levelCreateSchema,
  levelDetailSchema,
  levelParamsSchema,
  levelSchema,
  levelsOverviewSchema,
  levelUpdateSchema,
  noContentSchema,
  questionParamsSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventScopeOf, ownEventScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { auditActorOf } from '../audit/record';
import { createQuestion, deleteQuestion, getLevelDetail, updateQuestion } from './question-service';
import {
  createLevel,
  deleteLevel,
  getLevelsOverview,
  renameCharacter,
  updateLevel,
} from './service';

const tags = ['levels'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * An event's levels, their questions and its characters (part B §2). Reads are the event's
 * account's or the super admin's; every change is the event's own account's (eventEditor).
 */
export const levelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/events/:eventId/levels',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: 'Levels Info: the levels in order, skills, characters and difficulties',
        params: eventParamsSchema,
        response: { 200: levelsOverviewSchema, 404: errorBodySchema },
      },
    },
    async (request) => getLevelsOverview(ctx, eventScopeOf(request)),
  );

  app.post(
    '/api/events/:eventId/levels',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Add Level',
        params: eventParamsSchema,
        body: levelCreateSchema,
        response: { 201: levelSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createLevel(ctx, ownEventScopeOf(request), request.body, auditActorOf(request)),
        ),
  );

  app.get(
    '/api/events/:eventId/levels/:levelName',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: 'Level details with its questions',
        params: levelParamsSchema,
        response: { 200: levelDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => getLevelDetail(ctx, eventScopeOf(request), request.params.levelName),
  );

  app.patch(
    '/api/events/:eventId/levels/:levelName',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Edit Level',
        params: levelParamsSchema,
        body: levelUpdateSchema,
        response: { 200: levelSchema, ...errors },
      },
    },
    async (request) =>
      updateLevel(
        ctx,
        ownEventScopeOf(request),
        request.params.levelName,
        request.body,
        auditActorOf(request),
      ),
  );

  app.delete(
    '/api/events/:eventId/levels/:levelName',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Delete a level with its questions',
        params: levelParamsSchema,
        response: { 204: noContentSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteLevel(
        ctx,
        ownEventScopeOf(request),
        request.params.levelName,
        auditActorOf(request),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/events/:eventId/levels/:levelName/questions',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Add Question',
        params: levelParamsSchema,
        body: eventQuestionInputSchema,
        response: { 201: eventQuestionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createQuestion(
            ctx,
            ownEventScopeOf(request),
            request.params.levelName,
            request.body,
            auditActorOf(request),
          ),
        ),
  );

  app.patch(
    '/api/events/:eventId/levels/:levelName/questions/:questionId',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Edit Question',
        params: questionParamsSchema,
        body: eventQuestionInputSchema,
        response: { 200: eventQuestionSchema, ...errors },
      },
    },
    async (request) =>
      updateQuestion(
        ctx,
        ownEventScopeOf(request),
        request.params.levelName,
        request.params.questionId,
        request.body,
        auditActorOf(request),
      ),
  );

  app.delete(
    '/api/events/:eventId/levels/:levelName/questions/:questionId',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Delete a question',
        params: questionParamsSchema,
        response: { 204: noContentSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteQuestion(
        ctx,
        ownEventScopeOf(request),
        request.params.levelName,
        request.params.questionId,
        auditActorOf(request),
      );
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/events/:eventId/characters/:key',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: "Rename one of the game's characters",
        params: characterParamsSchema,
        body: characterUpdateSchema,
        response: { 200: characterSchema, ...errors },
      },
    },
    async (request) =>
      renameCharacter(ctx, ownEventScopeOf(request), request.params.key, request.body.name),
  );
};
