import {
  accountActiveSchema,
  accountListQuerySchema,
  accountMessages,
  accountPageSchema,
  accountTimeZoneResponseSchema,
  accountTimeZoneSavedSchema,
  accountTimeZoneSchema,
  changeEmailSchema,
  errorBodySchema,
  messageSchema,
  paymentPageSchema,
  planFormSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { auditActorOf } from '../audit/record';
import {
  accountTimeZone,
  changeEmail,
  changePlan,
  listAccounts,
  listPayments,
  setAccountActive,
  setAccountTimeZone,
} from './service';

const tags = ['accounts'];
const idParams = z.object({ id: z.uuid() });

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/account/time-zone',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The signed-in account\'s time zone (its "today" on the server)',
        response: { 200: accountTimeZoneResponseSchema },
      },
    },
    async (request) => ({
      timeZone: await accountTimeZone(ctx, principalOf(request).accountId),
    }),
  );

  app.put(
    '/api/account/time-zone',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change the signed-in account's time zone (an IANA name)",
        body: accountTimeZoneSchema,
        response: { 200: accountTimeZoneSavedSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await setAccountTimeZone(ctx, principalOf(request).accountId, request.body.timeZone);
      return { message: accountMessages.timeZoneSaved, timeZone: request.body.timeZone };
    },
  );

  app.get(
    '/api/admin/accounts',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Customer admin accounts, filtered and paged',
        querystring: accountListQuerySchema,
        response: { 200: accountPageSchema },
      },
    },
    async (request) => listAccounts(ctx, request.query),
  );

  app.put(
    '/api/admin/accounts/:id/active',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Block or unblock an account',
        params: idParams,
        body: accountActiveSchema,
        response: { 200: messageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await setAccountActive(ctx, request.params.id, request.body.active, auditActorOf(request));
      return { message: request.body.active ? accountMessages.unblocked : accountMessages.blocked };
    },
  );

  app.put(
    '/api/admin/accounts/:id/plan',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: "Change an account's plan and limits (writes a payment record)",
        params: idParams,
        body: planFormSchema,
        response: { 200: messageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await changePlan(ctx, request.params.id, request.body, auditActorOf(request));
      return { message: accountMessages.planSaved };
    },
  );

  app.post(
    '/api/admin/accounts/:id/email',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: "Change an account's sign-in e-mail and send a reset e-mail there",
        params: idParams,
        body: changeEmailSchema,
        response: { 200: messageSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      await changeEmail(ctx, request.params.id, request.body.newEmail, auditActorOf(request));
      return { message: accountMessages.checkResetEmail };
    },
  );

  app.get(
    '/api/admin/payments',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Payment records, newest first',
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        response: { 200: paymentPageSchema },
      },
    },
    async (request) => listPayments(ctx, request.query.page),
  );
};
