import {
  errorBodySchema,
  greenhouseAcknowledgedSchema,
  greenhouseResponseErrorSchema,
  greenhouseSendTestSchema,
  greenhouseSentSchema,
  greenhouseStatusQuerySchema,
  greenhouseTestListSchema,
  greenhouseTestStatusSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { listTests, sendTest, testStatus } from './service';

const tags = ['greenhouse'];

/**
 * The endpoints Greenhouse calls (docs/decisions/0031-greenhouse-partner-api.md), with one of
 * the account's API keys as HTTP Basic's user name (`basicAuth`) or as a Bearer token. Paths
 * and fields are Greenhouse's own.
 */
const access = { access: 'admin', apiKey: true, basicAuth: true } as const;

export const greenhouseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/partners/greenhouse/list_tests',
    {
      config: access,
      schema: {
        tags,
        summary: "Greenhouse's list_tests: the account's games that take candidates",
        response: { 200: greenhouseTestListSchema },
      },
    },
    async (request) => listTests(ctx, accountScopeOf(request)),
  );

  app.post(
    '/api/partners/greenhouse/send_test',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Greenhouse's send_test: the candidate becomes a participant and is invited; the same callback url gives the same interview",
        body: greenhouseSendTestSchema,
        response: { 200: greenhouseSentSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => sendTest(ctx, accountScopeOf(request), request.body),
  );

  app.get(
    '/api/partners/greenhouse/test_status',
    {
      config: access,
      schema: {
        tags,
        summary: "Greenhouse's test_status: not started, in progress, or complete with the score",
        querystring: greenhouseStatusQuerySchema,
        response: { 200: greenhouseTestStatusSchema, 404: errorBodySchema },
      },
    },
    async (request) => testStatus(ctx, accountScopeOf(request), request.query.partner_interview_id),
  );

  app.post(
    '/api/partners/greenhouse/response_error',
    {
      config: access,
      schema: {
        tags,
        summary: "Greenhouse's response_error: one of our answers could not be read; it is logged",
        body: greenhouseResponseErrorSchema,
        response: { 200: greenhouseAcknowledgedSchema },
      },
    },
    async (request) => {
      request.log.warn(
        {
          accountId: accountScopeOf(request).accountId,
          apiCall: request.body.api_call,
          errors: request.body.errors,
          partnerTestId: request.body.partner_test_id,
          partnerInterviewId: request.body.partner_interview_id,
        },
        'greenhouse reported an answer it could not read',
      );
      return { status: 200 as const };
    },
  );
};
