import { createHmac, randomUUID } from 'node:crypto';
import { resolveTxt } from 'node:dns/promises';
import path from 'node:path';
import { accessMessages, LOGO_MAX_BYTES } from '@app/domain';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { fromNodeHeaders } from 'better-auth/node';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ensureAuthSecret, ensureSuperAdmin, seedPricingPlans } from './bootstrap';
import type { Config } from './config';
import { openDatabase, openReplica } from './db/client';
import { accountRoutes } from './modules/accounts/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { principalOfKey } from './modules/api-keys/service';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { resolvePrincipal } from './modules/auth/service';
import { billingRoutes } from './modules/billing/routes';
import { candidateRoutes } from './modules/candidates/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { refreshPlaceholderBanks, seedCatalog } from './modules/catalog/seed';
import { eventRoutes } from './modules/events/routes';
import { eventAccount } from './modules/events/service';
import { fileRoutes } from './modules/files/routes';
import { createGreenhouseCallbacks } from './modules/greenhouse/callbacks';
import { greenhouseRoutes } from './modules/greenhouse/routes';
import { levelCsvRoutes } from './modules/levels/csv-routes';
import { levelRoutes } from './modules/levels/routes';
import { miniScreenRoutes } from './modules/mini-screens/routes';
import { refreshPlaceholderScreens, seedMiniScreens } from './modules/mini-screens/seed';
import { outboxRoutes } from './modules/outbox/routes';
import { participantRoutes } from './modules/participants/routes';
import { playRoutes } from './modules/play/routes';
import { PLAYER_COOKIE, resolvePlayer } from './modules/play/sessions';
import { privacyRoutes } from './modules/privacy/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { reportRoutes } from './modules/reports/routes';
import { settingsRoutes } from './modules/settings/routes';
import { resolveSsoUser } from './modules/sso/resolve-user';
import { ssoRoutes } from './modules/sso/routes';
import { systemRoutes } from './modules/system/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { createWebhookSender } from './modules/webhooks/sender';
import { accessPlugin } from './platform/access';
import { createAuth } from './platform/better-auth';
import type { AppContext } from './platform/context';
import { controlCharacterGuard } from './platform/control-chars';
import { csrfGuard } from './platform/csrf';
import { AppError, errorBody, isDatabaseUnavailable } from './platform/errors';
import { countEventMiss } from './platform/event-misses';
import { createScheduler } from './platform/jobs';
import { jsonBodyParser } from './platform/json-body';
import { createMailer, outboxBacklog, smtpTransport } from './platform/mail';
import { createMetrics, observeRequests } from './platform/metrics';
import { markRecentWrites } from './platform/read-db';
import { watchReplica } from './platform/replica-watch';
import { API_KEY_SCHEME, PLAYER_SCHEME, SESSION_SCHEME } from './platform/route-docs';
import { diskStorage, memoryStorage } from './platform/storage';
import { runtimeName } from './runtime';
import { scheduledJobsOf } from './scheduled-jobs';
import { registerWebApp } from './web-app';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Wizard event ids may reach EVENT_ID_MAX (255) characters; Fastify answers 414 past 100.
    routerOptions: { maxParamLength: 512 },
    // Fastify answers a URL it cannot route by itself, before any hook runs (a parameter with a
    // bad percent-encoding: 400; one past maxParamLength: 414), so helmet's headers and the
    // request id were missing there and the body had Fastify's shape (found by the route walk).
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode ?? 500;
      return reply
        .headers({ ...frameworkErrorHeaders(config), 'x-request-id': request.id })
        .code(status)
        .send(
          errorBody(request, {
            code: error.code,
            message: status >= 500 ? accessMessages.internal : error.message,
          }),
        );
    },
    // Behind a trusted proxy its x-request-id is kept, so one id follows a request through
    // both logs; otherwise (or when malformed) the server makes one.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return config.trustProxy && typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given)
        ? given
        : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  // The first log line names the runtime, so an operator sees which Node serves (src/runtime.ts).
  app.log.info({ runtime: runtimeName(), edition: config.edition }, `starting on ${runtimeName()}`);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any plugin: every JSON body is depth-checked before it is parsed (json-body.ts).
  jsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    pgliteDir: config.ephemeral ? null : path.join(config.dataDir, 'db'),
    pgliteImage: config.ephemeral ? config.ephemeralImage : null,
    statementNames: config.statementNames,
    log: app.log,
  });
  const replica = config.databaseReplicaUrl
    ? openReplica(config.databaseReplicaUrl, app.log)
    : null;
  const secret = await ensureAuthSecret(database.db, config);
  const metrics = createMetrics(() => outboxBacklog(database.db), database.poolCounts);
  const ctx: AppContext = {
    config,
    db: database.db,
    reads: {
      primary: database.db,
      replica: replica?.db ?? null,
      counted: (target) => metrics.readTargets.inc({ target }),
    },
    dbKind: database.kind,
    auth: createAuth({
      db: database.db,
      secret,
      publicUrl: config.publicUrl,
      internalIssuers: config.ssoInternalIssuers,
      resolveSsoUser,
    }),
    mailer: createMailer({
      db: database.db,
      log: app.log,
      from: config.mailFrom,
      transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
      events: metrics.queueEvents,
    }),
    storage: config.s3
      ? // The AWS SDK is loaded only by a server that stores files in a bucket.
        (await import('./platform/s3-storage')).s3Storage(config.s3)
      : config.ephemeral
        ? memoryStorage()
        : diskStorage(path.join(config.dataDir, 'files')),
    metrics,
    log: app.log,
    linkKey: createHmac('sha256', secret).update('player-link-v1').digest(),
    limitKey: createHmac('sha256', secret).update('rate-limit-key-v1').digest(),
    scheduler: createScheduler({
      db: database.db,
      log: app.log,
      // Read when a job runs, after ctx is whole.
      jobs: scheduledJobsOf(() => ctx),
      events: metrics.queueEvents,
    }),
    webhooks: createWebhookSender({
      db: database.db,
      log: app.log,
      allowPrivate: config.webhookAllowPrivate,
      events: metrics.queueEvents,
    }),
    greenhouseCallbacks: createGreenhouseCallbacks({
      db: database.db,
      log: app.log,
      key: createHmac('sha256', secret).update('greenhouse-callback-v1').digest(),
      config,
      events: metrics.queueEvents,
    }),
    resolveTxt: async (name) => (await resolveTxt(name)).map((chunks) => chunks.join('')),
  };
  app.decorate('ctx', ctx);
  observeRequests(app, metrics);

  await seedPricingPlans(ctx.db);
  await seedCatalog(ctx);
  await refreshPlaceholderBanks(ctx);
  await ctx.scheduler.register();
  await seedMiniScreens(ctx);
  await refreshPlaceholderScreens(ctx);
  const created = await ensureSuperAdmin(ctx.db, config);
  if (created?.generated) {
    // Printed once, at the start that created the account; it is not stored anywhere else.
    process.stdout.write(
      `\n  Super admin created: ${created.email} / ${created.password}\n  (set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD to choose them)\n\n`,
    );
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send(
          errorBody(request, { code: error.code, message: error.message, fields: error.fields }),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? accessMessages.validation;
      }
      const first = Object.values(fields)[0] ?? accessMessages.validation;
      return reply
        .code(400)
        .send(errorBody(request, { code: 'VALIDATION', message: first, fields }));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a fault of this request or a bug: say so, and that trying again later
      // may work, instead of "something went wrong".
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send(
        errorBody(request, {
          code: 'SERVICE_UNAVAILABLE',
          message: accessMessages.serviceUnavailable,
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send(errorBody(request, { code: 'INTERNAL', message: accessMessages.internal }));
    }
    return reply
      .code(status)
      .send(errorBody(request, { code: error.code ?? 'BAD_REQUEST', message: error.message }));
  });

  await registerSecurityHeaders(app, config);
  // Both run before the access check: a cross-site write is refused before its session is
  // read, and an id with a NUL never reaches the event lookup.
  csrfGuard(app, config.publicUrl);
  markRecentWrites(app, ctx.reads, config.publicUrl.startsWith('https:'));
  controlCharacterGuard(app);
  await app.register(accessPlugin, {
    resolvePrincipal: (request, eventId) =>
      resolvePrincipal(ctx, fromNodeHeaders(request.headers), eventId),
    resolveApiKey: (key) => principalOfKey(ctx, key),
    resolvePlayer: (request, eventId) => resolvePlayer(ctx, request, eventId),
    resolveEventAccount: (eventId) => eventAccount(ctx.db, eventId),
    // A key's misses are its own: an integration probing ids does not lock its admin out.
    countEventMiss: (principal) =>
      countEventMiss(ctx, principal.apiKeyId ? `api-key:${principal.apiKeyId}` : principal.userId),
    publicPrefixes: ['/api/docs'],
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Assessment platform API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          [PLAYER_SCHEME]: { type: 'apiKey', in: 'cookie', name: PLAYER_COOKIE },
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An account's API key (`ak_…`), created under API keys in the console: `Authorization: Bearer ak_…`. It reaches only the operations marked with it, for its own account.",
          },
        },
      },
    },
    transform: withoutNullBodies,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sets inline styles from its bundle; only these pages may, and scripts stay
    // 'self' only. (A nonce would make browsers ignore 'unsafe-inline', so it goes.)
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  await app.register(systemRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(outboxRoutes, { ctx });
  await app.register(billingRoutes, { ctx });
  // Each upload kind passes its own size limit to readUpload (logo, video, question file, bulk
  // file); this default only bounds a route that reads a file some other way.
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: LOGO_MAX_BYTES } });
  await app.register(fileRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
  await app.register(catalogRoutes, { ctx });
  await app.register(eventRoutes, { ctx });
  await app.register(participantRoutes, { ctx });
  await app.register(reminderRoutes, { ctx });
  await app.register(playRoutes, { ctx });
  await app.register(levelRoutes, { ctx });
  await app.register(levelCsvRoutes, { ctx });
  await app.register(miniScreenRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(candidateRoutes, { ctx });
  await app.register(privacyRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
  await app.register(apiKeyRoutes, { ctx });
  await app.register(webhookRoutes, { ctx });
  await app.register(greenhouseRoutes, { ctx });
  await app.register(ssoRoutes, { ctx });

  await registerWebApp(app, config, {
    projectTypeOf: async (request) =>
      (await resolvePrincipal(ctx, fromNodeHeaders(request.headers)))?.principal.projectType ??
      null,
  });

  // Every process that serves reads watches the replica it sends them to.
  const stopReplicaWatch = replica
    ? watchReplica(ctx.reads, config.replicaMaxLagSeconds, app.log, metrics.replicaChecked)
    : async () => {};
  if (config.runWorkers) {
    ctx.mailer.start();
    ctx.scheduler.start();
    ctx.webhooks.start();
    ctx.greenhouseCallbacks.start();
  }
  app.addHook('onClose', async () => {
    await ctx.mailer.stop();
    await ctx.scheduler.stop();
    await ctx.webhooks.stop();
    await ctx.greenhouseCallbacks.stop();
    await stopReplicaWatch();
    await replica?.close();
    await database.close();
  });
  return app;
}

/**
 * The zod transform, except that a `noContentSchema` answer (204, a redirect) is documented as
 * what it is, a response without a body: fastify-swagger leaves out the content of a
 * `type: 'null'` schema, while OpenAPI 3.0's rendering of z.null() would claim a JSON `null`.
 */
const withoutNullBodies: typeof jsonSchemaTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const response = (result.schema as { response?: Record<string, unknown> } | undefined)?.response;
  for (const [status, schema] of Object.entries(response ?? {})) {
    const json = schema as { enum?: unknown[]; description?: string };
    if (response && json.enum?.length === 1 && json.enum[0] === null) {
      response[status] = { type: 'null', description: json.description ?? 'No content' };
    }
  }
  return result;
};

/**
 * The security headers of an answer Fastify gives before any hook (see frameworkErrors): the
 * policy registerSecurityHeaders sets, as strict as a JSON error body allows.
 */
function frameworkErrorHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * DESIGN §6.13: one set of security headers for pages, API and files. Scripts come only from
 * our origin (the built console has no inline script). Mantine injects <style> tags at run
 * time, so styles take a per-response nonce, handed to the console in index.html's
 * `csp-nonce` meta tag (see registerWebApp) and passed to MantineProvider's getStyleNonce.
 * Stored files replace this policy with their own sandbox (files/service.ts).
 */
async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // Not no-referrer: under it browsers send `Origin: null` on same-origin POSTs, which the
    // CSRF check must refuse.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
  });
}
