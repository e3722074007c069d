import {
  authMessages,
  errorBodySchema,
  loginResponseSchema,
  loginSchema,
  messageSchema,
  noContentSchema,
  registerSchema,
  resetPasswordSchema,
  resetRequestSchema,
  sessionResponseSchema,
  socialLinksSchema,
} from '@app/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { requestLocale } from '../../platform/mail-text';
import {
  registerAdmin,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  resolvePrincipal,
  signIn,
  signOut,
  toSessionUser,
  verifyEmail,
} from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Register a company admin and send the verification e-mail',
        body: registerSchema,
        response: { 201: messageSchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await registerAdmin(ctx, request.body, request.ip, requestLocale(request.headers.cookie));
      return reply.code(201).send({ message: authMessages.registrationSuccess });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: loginResponseSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signIn(ctx, {
        ...request.body,
        clientKey: request.ip,
        headers: fromNodeHeaders(request.headers),
      });
      reply.header('set-cookie', result.setCookie);
      return { user: result.user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'End the session on the server',
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const cookies = await signOut(ctx, fromNodeHeaders(request.headers));
      reply.header('set-cookie', cookies);
      return reply.code(204).send(null);
    },
  );

  // Public, answering `user: null` when signed out: the console asks on every start, and a
  // signed-out visitor is a normal state, not an error (no 401 noise in the browser console).
  app.get(
    '/api/auth/session',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The signed-in console user, or null',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const found = await resolvePrincipal(ctx, fromNodeHeaders(request.headers));
      return { user: found ? await toSessionUser(ctx, found.principal) : null };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a new verification link (needs the password)',
        body: loginSchema,
        response: { 200: messageSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await resendVerification(ctx, { ...request.body, clientKey: request.ip });
      return { message: authMessages.registrationSuccess };
    },
  );

  app.post(
    '/api/auth/request-password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        body: resetRequestSchema,
        response: { 200: messageSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, {
        email: request.body.email,
        clientKey: request.ip,
        locale: requestLocale(request.headers.cookie),
      });
      return { message: authMessages.resetEmailSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset e-mail',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, { ip: request.ip, requestId: request.id });
      return { message: authMessages.passwordResetDone };
    },
  );

  app.get(
    '/api/auth/social-links',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The login page's social links (SOCIAL_*_URL); only those that are set",
        response: { 200: socialLinksSchema },
      },
    },
    async () => ({ items: ctx.config.socialLinks }),
  );

  app.get(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The link in the verification e-mail; redirects to the login page',
        querystring: z.object({ token: z.string().default('') }),
        response: {
          302: noContentSchema.check(z.describe('To the login page, saying whether it worked')),
        },
      },
    },
    async (request, reply) => {
      const ok = request.query.token ? await verifyEmail(ctx, request.query.token) : false;
      return reply.redirect(ok ? '/auth/login?verified=1' : '/auth/login?verifyError=1');
    },
  );
};
