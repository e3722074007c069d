import {
  errorBodySchema,
  eventParamsSchema,
  reminderResultSchema,
  reminderSettingsInputSchema,
  reminderSettingsSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventScopeOf, ownEventScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { reminderSettings, sendReminders, updateReminderSettings } from './service';

const tags = ['participants'];

export const reminderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/events/:eventId/reminders',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: 'The automatic reminder setting and how many a reminder would reach now',
        params: eventParamsSchema,
        response: { 200: reminderSettingsSchema, 404: errorBodySchema },
      },
    },
    async (request) => reminderSettings(ctx, eventScopeOf(request)),
  );

  app.put(
    '/api/events/:eventId/reminders/settings',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary: 'Switch the automatic reminder on (N days before closing) or off (null)',
        params: eventParamsSchema,
        body: reminderSettingsInputSchema,
        response: { 200: reminderSettingsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      updateReminderSettings(ctx, ownEventScopeOf(request), request.body.reminderDaysBeforeClose),
  );

  app.post(
    '/api/events/:eventId/reminders',
    {
      config: { access: 'eventEditor' },
      schema: {
        tags,
        summary:
          'Send a reminder to everyone invited who has not completed (at most once a day each)',
        params: eventParamsSchema,
        response: { 200: reminderResultSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => sendReminders(ctx, ownEventScopeOf(request)),
  );
};
