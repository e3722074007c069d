import {
  eventParamsSchema,
  messageSchema,
  noContentSchema,
  participantPlaysSchema,
  playAnswerInputSchema,
  playAnswerResultSchema,
  playChoicesSchema,
  playEventSchema,
  playLinkInputSchema,
  playRegistrationSchema,
  playRunClockSchema,
  playRunResultSchema,
  playRunSchema,
  playSessionInputSchema,
  playSessionStateSchema,
  playStateSchema,
  playStimulusSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventScopeOf, playerScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { requestLocale } from '../../platform/mail-text';
import { publicEvent, register, sendLink, signInWithLink } from './entry-service';
import { showChoices, showStimulus } from './memory-service';
import { answer, beginRun, endRun, startRun } from './run-service';
import { endPlayerSession, playerSessionState } from './sessions';
import { participantPlays, playState } from './state-service';

const tags = ['play'];
const levelParams = z.object({ ...eventParamsSchema.shape, levelId: z.uuid() });
// Any string: a run id that is not a uuid gets the same 404 as a missing one.
const runParams = z.object({ ...eventParamsSchema.shape, runId: z.string().max(64) });
const itemParams = z.object({ ...runParams.shape, index: z.coerce.number().int().min(0).max(200) });

/**
 * The player's API (docs/decisions/0002-the-player.md): a participant session of this event, or
 * the game link's page.
 */
export const playRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/play/:eventId',
    {
      config: { access: 'eventPublic' },
      schema: {
        tags,
        summary: "The game link's page: the game's name, artwork, fields and whether it is open",
        params: eventParamsSchema,
        response: { 200: playEventSchema },
      },
    },
    async (request) => publicEvent(ctx, request.params.eventId),
  );

  app.post(
    '/api/play/:eventId/session',
    {
      config: { access: 'eventPublic' },
      schema: {
        tags,
        summary:
          'Opens an invitation or registration link: a valid token starts a participant session (cookie)',
        params: eventParamsSchema,
        body: playSessionInputSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await signInWithLink(
        ctx,
        reply,
        request.params.eventId,
        request.body.token,
        requestLocale(request.headers.cookie),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/play/:eventId/session',
    {
      config: { access: 'eventPublic' },
      schema: {
        tags,
        summary:
          "Whether this browser holds a participant session of this game (the player's page asks first)",
        params: eventParamsSchema,
        response: { 200: playSessionStateSchema },
      },
    },
    async (request) => playerSessionState(ctx, request, request.params.eventId),
  );

  app.delete(
    '/api/play/:eventId/session',
    {
      config: { access: 'eventPublic' },
      schema: {
        tags,
        summary: 'Signs the participant out of this game on this browser',
        params: eventParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await endPlayerSession(ctx, request, reply, request.params.eventId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/play/:eventId/link',
    {
      config: { access: 'eventPublic' },
      schema: {
        tags,
        summary:
          '"Send me my link": mails a fresh link to an invited address (same answer for any)',
        params: eventParamsSchema,
        body: playLinkInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      sendLink(
        ctx,
        request.params.eventId,
        request.body.email,
        request.ip,
        requestLocale(request.headers.cookie),
      ),
  );

  app.post(
    '/api/play/:eventId/register',
    {
      config: { access: 'eventPublic' },
      schema: {
        tags,
        summary:
          'Registration on the game link, if its admin opened it: mails a link whose opening makes the participant',
        params: eventParamsSchema,
        body: playRegistrationSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      register(
        ctx,
        request.params.eventId,
        request.body,
        request.ip,
        requestLocale(request.headers.cookie),
      ),
  );

  app.get(
    '/api/play/:eventId/me',
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'The signed-in participant: scores, achievements and the level map',
        params: eventParamsSchema,
        response: { 200: playStateSchema },
      },
    },
    async (request) => playState(ctx, playerScopeOf(request)),
  );

  app.post(
    '/api/play/:eventId/levels/:levelId/runs',
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'Starts a level, or resumes the attempt in play on it',
        params: levelParams,
        response: { 200: playRunSchema },
      },
    },
    async (request) => startRun(ctx, playerScopeOf(request), request.params.levelId),
  );

  app.post(
    '/api/play/:eventId/runs/:runId/begin',
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: "The first item is on screen: the level's clock starts (once)",
        params: runParams,
        response: { 200: playRunClockSchema },
      },
    },
    async (request) => beginRun(ctx, playerScopeOf(request), request.params.runId),
  );

  app.post(
    '/api/play/:eventId/runs/:runId/items/:index/stimulus',
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary:
          'A memory item, phase one: what to memorize and the time left (refused once the choices are out)',
        params: itemParams,
        response: { 200: playStimulusSchema },
      },
    },
    async (request) =>
      showStimulus(ctx, playerScopeOf(request), request.params.runId, request.params.index),
  );

  app.post(
    '/api/play/:eventId/runs/:runId/items/:index/choices',
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary:
          'A memory item, phase two: the choices, no sooner than the memorize time after the stimulus',
        params: itemParams,
        response: { 200: playChoicesSchema },
      },
    },
    async (request) =>
      showChoices(ctx, playerScopeOf(request), request.params.runId, request.params.index),
  );

  app.post(
    '/api/play/:eventId/runs/:runId/answers',
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'Answers one item: rated on the server (1 best, 2 ok, 3 wrong), stored once',
        params: runParams,
        body: playAnswerInputSchema,
        response: { 200: playAnswerResultSchema },
      },
    },
    async (request) => answer(ctx, playerScopeOf(request), request.params.runId, request.body),
  );

  app.post(
    '/api/play/:eventId/runs/:runId/end',
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'Ends the level: points, passing, achievements and scores written at once',
        params: runParams,
        response: { 200: playRunResultSchema },
      },
    },
    async (request) => endRun(ctx, playerScopeOf(request), request.params.runId),
  );

  app.get(
    '/api/events/:eventId/participants/:participantId/plays',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags: ['participants'],
        summary: 'What one participant played: each level with its attempts and scores',
        params: z.object({ ...eventParamsSchema.shape, participantId: z.string().max(64) }),
        response: { 200: participantPlaysSchema },
      },
    },
    async (request) => participantPlays(ctx, eventScopeOf(request), request.params.participantId),
  );
};
