import {
  errorBodySchema,
  messageSchema,
  ssoMessages,
  ssoPasswordSignInSchema,
  ssoProviderFormSchema,
  ssoProviderSavedSchema,
  ssoSettingsSchema,
  ssoSignInResponseSchema,
  ssoSignInSchema,
  ssoVerifyDomainSchema,
} from '@app/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccessRule, principalOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { auditActorOf } from '../audit/record';
import {
  finishSsoSignIn,
  removeSso,
  type SsoEditor,
  setSsoPasswordSignIn,
  setUpSso,
  ssoSettings,
  startSsoSignIn,
  verifySsoDomain,
} from './service';

const tags = ['sso'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Company sign-in (docs/decisions/0032-company-sign-in.md): the login page's two public routes
 * (Better Auth's handler is not mounted: these call its SSO plugin), and the settings card's
 * routes twice over: for the caller's own account, and for the super admin on any account.
 */
export const ssoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/auth/sign-in/sso',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Start signing in with the company's identity provider, found by the e-mail",
        body: ssoSignInSchema,
        response: { 200: ssoSignInResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await startSsoSignIn(ctx, {
        email: request.body.email,
        clientKey: request.ip,
        headers: fromNodeHeaders(request.headers),
      });
      reply.header('set-cookie', result.setCookie);
      return { url: result.url };
    },
  );

  app.get(
    '/api/auth/sso/callback/:providerId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Where the identity provider sends the admin back; redirects to the console',
        params: z.object({ providerId: z.string().max(100) }),
        querystring: z.object({
          code: z.string().max(4000).optional(),
          state: z.string().max(4000).optional(),
          iss: z.string().max(2000).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(2000).optional(),
        }),
        response: {
          302: z.null().check(z.describe('To the console, or to the login page with ?ssoError=')),
        },
      },
    },
    async (request, reply) => {
      const result = await finishSsoSignIn(ctx, {
        providerId: request.params.providerId,
        query: request.query,
        headers: fromNodeHeaders(request.headers),
      });
      reply.header('set-cookie', result.setCookie);
      return reply.redirect(result.location);
    },
  );

  settingsRoutes(app, ctx, {
    base: '/api/account/sso',
    access: 'admin',
    who: "the signed-in admin's account",
    accountOf: (request) => principalOf(request).accountId,
  });
  settingsRoutes(app, ctx, {
    base: '/api/admin/accounts/:id/sso',
    access: 'superAdmin',
    who: 'an account, for the super admin',
    accountOf: (request) => (request.params as { id: string }).id,
  });
};

type Settings = {
  base: string;
  access: AccessRule;
  who: string;
  accountOf: (request: Parameters<typeof principalOf>[0]) => string;
};

function settingsRoutes(app: Parameters<typeof ssoRoutes>[0], ctx: AppContext, s: Settings) {
  const params = s.base.includes(':id') ? { params: z.object({ id: z.uuid() }) } : {};
  const editorOf = (request: Parameters<typeof principalOf>[0]): SsoEditor => {
    const principal = principalOf(request);
    return { userId: principal.userId, role: principal.role, audit: auditActorOf(request) };
  };

  app.get(
    s.base,
    {
      config: { access: s.access },
      schema: {
        tags,
        summary: `The company sign-in of ${s.who}, or null`,
        ...params,
        response: { 200: ssoSettingsSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ provider: await ssoSettings(ctx, s.accountOf(request)) }),
  );

  app.put(
    s.base,
    {
      config: { access: s.access },
      schema: {
        tags,
        summary: `Set up company sign-in (OIDC) for ${s.who}; its domain starts unverified`,
        ...params,
        body: ssoProviderFormSchema,
        response: { 201: ssoProviderSavedSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const provider = await setUpSso(
        ctx,
        s.accountOf(request),
        request.body,
        editorOf(request),
        fromNodeHeaders(request.headers),
      );
      return reply.code(201).send({ message: ssoMessages.saved, provider });
    },
  );

  app.post(
    `${s.base}/verify-domain`,
    {
      config: { access: s.access },
      schema: {
        tags,
        summary: `Check the domain's TXT record (the super admin may vouch by hand), ${s.who}`,
        ...params,
        body: ssoVerifyDomainSchema,
        response: { 200: ssoProviderSavedSchema, ...errors },
      },
    },
    async (request) => ({
      message: ssoMessages.domainVerified,
      provider: await verifySsoDomain(
        ctx,
        s.accountOf(request),
        editorOf(request),
        request.body.byHand === true,
      ),
    }),
  );

  app.patch(
    s.base,
    {
      config: { access: s.access },
      schema: {
        tags,
        summary: `Turn password sign-in off or on for the admins of ${s.who}`,
        ...params,
        body: ssoPasswordSignInSchema,
        response: { 200: ssoProviderSavedSchema, ...errors },
      },
    },
    async (request) => ({
      message: ssoMessages.passwordSignInSaved,
      provider: await setSsoPasswordSignIn(
        ctx,
        s.accountOf(request),
        editorOf(request),
        request.body.passwordSignIn,
      ),
    }),
  );

  app.delete(
    s.base,
    {
      config: { access: s.access },
      schema: {
        tags,
        summary: `Remove the company sign-in of ${s.who}; password sign-in comes back on`,
        ...params,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await removeSso(ctx, s.accountOf(request), editorOf(request));
      return { message: ssoMessages.removed };
    },
  );
}
