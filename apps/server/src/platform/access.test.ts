import { accessMessages } from '@app/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, theSuperAdmin } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { type AccessRule, accessPlugin, type Principal } from './access';
import { AppError } from './errors';

/**
 * Every API route and the rule it must declare. A new route fails this test until it gets a
 * row here, so nobody adds an endpoint without deciding who may call it.
 */
const expectedAccess: Record<string, AccessRule> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/public-config': 'public',
  'GET /api/plans': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'admin',
  'GET /api/auth/session': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/verify-email': 'public',
  'GET /api/auth/social-links': 'public',
  'GET /api/account/time-zone': 'admin',
  'PUT /api/account/time-zone': 'admin',
  'GET /api/admin/outbox': 'superAdmin',
  'POST /api/uploads/images': 'admin',
  'GET /api/files/:id': 'public',
  'GET /api/departments': 'admin',
  'POST /api/departments': 'superAdmin',
  'PATCH /api/departments/:id': 'superAdmin',
  'DELETE /api/departments/:id': 'superAdmin',
  'GET /api/regions': 'admin',
  'POST /api/regions': 'superAdmin',
  'PATCH /api/regions/:id': 'superAdmin',
  'DELETE /api/regions/:id': 'superAdmin',
  'GET /api/difficulties': 'admin',
  'POST /api/difficulties': 'superAdmin',
  'PATCH /api/difficulties/:id': 'superAdmin',
  'GET /api/settings/question-rewards': 'admin',
  'PATCH /api/settings/question-rewards/:type': 'superAdmin',
  'GET /api/settings/characters': 'admin',
  'PATCH /api/settings/characters/:key': 'superAdmin',
  'GET /api/mini-games': 'admin',
  'POST /api/mini-games': 'superAdmin',
  'PATCH /api/mini-games/:id': 'superAdmin',
  'DELETE /api/mini-games/:id': 'superAdmin',
  'GET /api/ace-games': 'admin',
  'POST /api/ace-games': 'superAdmin',
  'PATCH /api/ace-games/:id': 'superAdmin',
  'DELETE /api/ace-games/:id': 'superAdmin',
  'GET /api/competencies': 'admin',
  'POST /api/uploads/question-banks': 'superAdmin',
  'POST /api/competencies': 'superAdmin',
  'PATCH /api/competencies/:id': 'superAdmin',
  'DELETE /api/competencies/:id': 'superAdmin',
  'GET /api/competencies/:id/question-file': 'superAdmin',
  'GET /api/competencies/:id/question-counts': 'admin',
  'POST /api/uploads/videos': 'admin',
  'GET /api/wizard/draft': 'admin',
  'PUT /api/wizard/draft': 'admin',
  'DELETE /api/wizard/draft': 'admin',
  'POST /api/wizard/check': 'admin',
  'POST /api/wizard/generate': 'admin',
  'GET /api/events': 'accountOwner',
  'POST /api/events': 'admin',
  'GET /api/events/:eventId': 'eventOwner',
  'PATCH /api/events/:eventId': 'eventEditor',
  'POST /api/events/:eventId/open': 'eventOwner',
  'DELETE /api/events/:eventId': 'eventEditor',
  'GET /api/mini-games/:miniGame/screens': 'admin',
  'GET /api/mini-games/:miniGame/screens/:questionNumber': 'admin',
  'POST /api/mini-games/:miniGame/screens': 'superAdmin',
  'PUT /api/mini-games/:miniGame/screens/:questionNumber': 'superAdmin',
  'DELETE /api/mini-games/:miniGame/screens/:questionNumber': 'superAdmin',
  'POST /api/uploads/mini-backgrounds': 'superAdmin',
  'POST /api/uploads/mini-options': 'superAdmin',
  'GET /api/events/:eventId/levels': 'eventOwner',
  'POST /api/events/:eventId/levels': 'eventEditor',
  'GET /api/events/:eventId/levels/:levelName': 'eventOwner',
  'PATCH /api/events/:eventId/levels/:levelName': 'eventEditor',
  'DELETE /api/events/:eventId/levels/:levelName': 'eventEditor',
  'POST /api/events/:eventId/levels/:levelName/questions': 'eventEditor',
  'PATCH /api/events/:eventId/levels/:levelName/questions/:questionId': 'eventEditor',
  'DELETE /api/events/:eventId/levels/:levelName/questions/:questionId': 'eventEditor',
  'GET /api/events/:eventId/levels.csv': 'eventOwner',
  'GET /api/events/:eventId/levels/:levelName/questions.csv': 'eventOwner',
  'POST /api/events/:eventId/levels/import': 'eventEditor',
  'POST /api/events/:eventId/levels/:levelName/questions/import': 'eventEditor',
  'PATCH /api/events/:eventId/characters/:key': 'eventEditor',
  'GET /api/events/:eventId/leaderboard': 'eventOwner',
  'GET /api/events/:eventId/leaderboard.csv': 'eventOwner',
  'GET /api/events/:eventId/leaderboard/fun-facts': 'eventOwner',
  'GET /api/events/:eventId/level-statistics': 'eventOwner',
  'GET /api/events/:eventId/level-strengths': 'eventOwner',
  'GET /api/events/:eventId/user-strengths': 'eventOwner',
  'GET /api/events/:eventId/user-strengths/:participantId': 'eventOwner',
  'GET /api/events/:eventId/user-strengths/:participantId/report.pdf': 'eventOwner',
  'GET /api/events/:eventId/strength-details': 'eventOwner',
  'GET /api/events/:eventId/strength-details.csv': 'eventOwner',
  'GET /api/events/:eventId/competency-report': 'eventOwner',
  'GET /api/events/:eventId/competency-report.csv': 'eventOwner',
  'GET /api/events/:eventId/responses.csv': 'eventOwner',
  'GET /api/events/:eventId/item-analysis': 'eventOwner',
  'GET /api/events/:eventId/reliability': 'eventOwner',
  'GET /api/events/:eventId/fairness': 'eventOwner',
  'GET /api/events/:eventId/fairness.csv': 'eventOwner',
  'GET /api/events/:eventId/fairness.pdf': 'eventOwner',
  'GET /api/events/:eventId/live': 'eventOwner',
  'GET /api/grades': 'accountOwner',
  'PUT /api/grades': 'accountOwner',
  'GET /api/candidate-flow/:eventId': 'eventPublic',
  'POST /api/candidate-flow/:eventId/applications': 'eventPublic',
  'GET /api/events/:eventId/candidates': 'eventOwner',
  'GET /api/events/:eventId/candidates.csv': 'eventOwner',
  'GET /api/events/:eventId/candidates/:candidateId': 'eventOwner',
  'GET /api/events/:eventId/candidates/:candidateId/files/:field': 'eventOwner',
  'PUT /api/events/:eventId/candidates/:candidateId/shortlist': 'eventEditor',
  'DELETE /api/events/:eventId/candidates/:candidateId': 'eventEditor',
  'GET /api/events/:eventId/participants/:participantId/export.zip': 'eventOwner',
  'DELETE /api/events/:eventId/participants/:participantId/personal-data': 'eventEditor',
  'GET /api/events/:eventId/candidates/:candidateId/export.zip': 'eventOwner',
  'DELETE /api/events/:eventId/candidates/:candidateId/personal-data': 'eventEditor',
  'GET /api/account/retention': 'accountOwner',
  'PUT /api/account/retention': 'accountOwner',
  'GET /api/events/:eventId/participants': 'eventOwner',
  'GET /api/events/:eventId/participants/filter-values': 'eventOwner',
  'GET /api/events/:eventId/participants/tracking': 'eventOwner',
  'GET /api/events/:eventId/reminders': 'eventOwner',
  'PUT /api/events/:eventId/reminders/settings': 'eventEditor',
  'POST /api/events/:eventId/reminders': 'eventEditor',
  'GET /api/events/:eventId/participants/:participantId': 'eventOwner',
  'POST /api/events/:eventId/participants': 'eventEditor',
  'PATCH /api/events/:eventId/participants/:participantId': 'eventEditor',
  'PUT /api/events/:eventId/participants/:participantId/active': 'eventEditor',
  'DELETE /api/events/:eventId/participants/:participantId': 'eventEditor',
  'GET /api/events/:eventId/participants/:participantId/plays': 'eventOwner',
  'GET /api/play/:eventId': 'eventPublic',
  'GET /api/play/:eventId/session': 'eventPublic',
  'POST /api/play/:eventId/session': 'eventPublic',
  'DELETE /api/play/:eventId/session': 'eventPublic',
  'POST /api/play/:eventId/link': 'eventPublic',
  'POST /api/play/:eventId/register': 'eventPublic',
  'GET /api/play/:eventId/me': 'player',
  'POST /api/play/:eventId/levels/:levelId/runs': 'player',
  'POST /api/play/:eventId/runs/:runId/items/:index/stimulus': 'player',
  'POST /api/play/:eventId/runs/:runId/items/:index/choices': 'player',
  'POST /api/play/:eventId/runs/:runId/answers': 'player',
  'POST /api/play/:eventId/runs/:runId/begin': 'player',
  'POST /api/play/:eventId/runs/:runId/end': 'player',
  'POST /api/events/:eventId/participants/bulk': 'eventEditor',
  'POST /api/events/:eventId/invitations/bulk': 'eventEditor',
  'POST /api/events/:eventId/invitations': 'eventEditor',
  'GET /api/admin/accounts': 'superAdmin',
  'PUT /api/admin/accounts/:id/active': 'superAdmin',
  'PUT /api/admin/accounts/:id/plan': 'superAdmin',
  'POST /api/admin/accounts/:id/email': 'superAdmin',
  'GET /api/admin/payments': 'superAdmin',
  'GET /api/audit': 'admin',
  'GET /api/api-keys': 'admin',
  'POST /api/api-keys': 'admin',
  'DELETE /api/api-keys/:keyId': 'admin',
  'GET /api/partners/greenhouse/list_tests': 'admin',
  'POST /api/partners/greenhouse/send_test': 'admin',
  'GET /api/partners/greenhouse/test_status': 'admin',
  'POST /api/partners/greenhouse/response_error': 'admin',
  // Company sign-in (docs/decisions/0032-company-sign-in.md).
  'POST /api/auth/sign-in/sso': 'public',
  'GET /api/auth/sso/callback/:providerId': 'public',
  'GET /api/account/sso': 'admin',
  'PUT /api/account/sso': 'admin',
  'PATCH /api/account/sso': 'admin',
  'DELETE /api/account/sso': 'admin',
  'POST /api/account/sso/verify-domain': 'admin',
  'GET /api/admin/accounts/:id/sso': 'superAdmin',
  'PUT /api/admin/accounts/:id/sso': 'superAdmin',
  'PATCH /api/admin/accounts/:id/sso': 'superAdmin',
  'DELETE /api/admin/accounts/:id/sso': 'superAdmin',
  'POST /api/admin/accounts/:id/sso/verify-domain': 'superAdmin',
  'GET /api/webhooks': 'accountOwner',
  'POST /api/webhooks': 'admin',
  'PATCH /api/webhooks/:webhookId': 'admin',
  'DELETE /api/webhooks/:webhookId': 'admin',
  'GET /api/webhooks/:webhookId/deliveries': 'accountOwner',
  'POST /api/webhooks/:webhookId/deliveries/:deliveryId/resend': 'admin',
  'GET /api/admin/audit': 'superAdmin',
  'PUT /api/admin/plans/:planId': 'superAdmin',
  'POST /api/billing/checkout': 'admin',
  'GET /api/account/plan': 'accountOwner',
  'POST /api/account/plan/requests': 'accountOwner',
  'GET /api/admin/operator-contact': 'superAdmin',
  'PUT /api/admin/operator-contact': 'superAdmin',
  'POST /api/billing/webhook': 'public',
};

/**
 * The routes an API key reaches (docs/decisions/0006-public-api-api-keys.md, `config.apiKey`):
 * an account's events, participants, invitations and results. Every other route answers 403 to
 * a key.
 */
const apiKeyRoutes = [
  'GET /api/events',
  'GET /api/events/:eventId',
  'GET /api/events/:eventId/participants',
  'GET /api/events/:eventId/participants/tracking',
  'GET /api/events/:eventId/participants/:participantId',
  'POST /api/events/:eventId/participants',
  'POST /api/events/:eventId/participants/bulk',
  'POST /api/events/:eventId/invitations',
  'POST /api/events/:eventId/invitations/bulk',
  'GET /api/events/:eventId/leaderboard',
  'GET /api/events/:eventId/level-statistics',
  'GET /api/events/:eventId/level-strengths',
  'GET /api/events/:eventId/user-strengths',
  'GET /api/events/:eventId/user-strengths/:participantId',
  'GET /api/events/:eventId/user-strengths/:participantId/report.pdf',
  'GET /api/events/:eventId/strength-details',
  'GET /api/events/:eventId/competency-report',
  // Greenhouse's Assessment Partner API (docs/decisions/0031-greenhouse-partner-api.md).
  'GET /api/partners/greenhouse/list_tests',
  'POST /api/partners/greenhouse/send_test',
  'GET /api/partners/greenhouse/test_status',
  'POST /api/partners/greenhouse/response_error',
];

const file = useTestApp();
let app: FastifyInstance;
let adminCookie: string;
let superAdminCookie: string;

beforeEach(async () => {
  app = file.app;
  adminCookie = (await anAdmin(app)).cookie;
  superAdminCookie = (await theSuperAdmin(app)).cookie;
});

function ownRoutes() {
  return app.accessTable.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
}

describe('route access table', () => {
  it('has a row for every registered API route, with the rule the route declares', () => {
    const declared = Object.fromEntries(ownRoutes().map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(declared).toEqual(expectedAccess);
  });

  it('lets API keys reach exactly the allow-list', () => {
    const reached = ownRoutes()
      .filter((r) => r.apiKey)
      .map((r) => `${r.method} ${r.url}`);
    expect(reached.sort()).toEqual([...apiKeyRoutes].sort());
  });

  it('answers 403 to an API key on every route off the allow-list', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie: adminCookie },
      payload: { name: 'Table' },
    });
    const key = (created.json() as { key: string }).key;
    const open: AccessRule[] = ['public', 'eventPublic', 'player'];
    for (const route of ownRoutes().filter((r) => !r.apiKey && !open.includes(r.access))) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 401 to every non-public route when signed out', async () => {
    const open: AccessRule[] = ['public', 'eventPublic'];
    for (const route of ownRoutes().filter((r) => !open.includes(r.access))) {
      const response = await app.inject({ method: route.method as 'GET', url: route.url });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      // A player route asks for the game link, not the console's sign-in.
      expect(response.json().error.message).toBe(
        route.access === 'player'
          ? accessMessages.playerSignInRequired
          : accessMessages.signInRequired,
      );
    }
  });

  it("answers a console session on a player route as signed out, and a player's cookie on a console route", async () => {
    for (const route of ownRoutes().filter((r) => r.access === 'player')) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a customer admin on every super-admin route, and lets the super admin in', async () => {
    for (const route of ownRoutes().filter((r) => r.access === 'superAdmin')) {
      const asAdmin = await app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { cookie: adminCookie },
      });
      expect(asAdmin.statusCode, `${route.method} ${route.url}`).toBe(403);
      const asSuper = await app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { cookie: superAdminCookie },
      });
      // Past the access check: whatever the route then says (400 for an empty body, 404…).
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(asSuper.statusCode);
    }
  });

  it('refuses to start when a route declares no rule', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin, { resolvePrincipal: async () => null });
    expect(() => bare.get('/api/forgotten', async () => ({}))).toThrow(/declares no access rule/);
    await bare.close();
  });

  it('refuses to start when a route names an :eventId without an event rule', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin, { resolvePrincipal: async () => null });
    for (const rule of ['admin', 'superAdmin', 'accountOwner', 'public'] as const) {
      expect(
        () =>
          bare.get(`/api/events/:eventId/${rule}`, { config: { access: rule } }, async () => ({})),
        rule,
      ).toThrow(/names an :eventId but declares no event rule/);
    }
    await bare.close();
  });

  it('refuses to start when an event rule has no :eventId to check', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin, { resolvePrincipal: async () => null });
    expect(() =>
      bare.get('/api/games', { config: { access: 'eventOwner' } }, async () => ({})),
    ).toThrow(/is event-scoped but has no :eventId/);
    await bare.close();
  });

  it('refuses to start when a super-admin or public route lets API keys in', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin, { resolvePrincipal: async () => null });
    for (const rule of ['superAdmin', 'public'] as const) {
      expect(
        () =>
          bare.get(`/api/${rule}`, { config: { access: rule, apiKey: true } }, async () => ({})),
        rule,
      ).toThrow(/lets API keys in/);
    }
    await bare.close();
  });
});

describe('the scope the plugin resolves', () => {
  const principal = (role: Principal['role'], accountId: string): Principal => ({
    userId: `user-${accountId}`,
    accountId,
    email: 'x@example.test',
    name: 'X',
    role,
    projectType: 'ace',
    plan: 'free',
    newUser: false,
    companyName: 'X',
    lastEventId: null,
  });

  async function appFor(caller: Principal) {
    const bare = Fastify();
    bare.setErrorHandler((error, _request, reply) =>
      error instanceof AppError
        ? reply.code(error.status).send({ code: error.code })
        : reply.code(500).send({ code: 'INTERNAL' }),
    );
    await bare.register(accessPlugin, {
      resolvePrincipal: async () => (caller ? { principal: caller } : null),
      resolveEventAccount: async (id) => (id === 'game-1' ? 'acct-1' : null),
    });
    bare.get('/api/events/:eventId', { config: { access: 'eventOwner' } }, async (r) => r.scope);
    bare.get(
      '/api/events/:eventId/edit',
      { config: { access: 'eventEditor' } },
      async (r) => r.scope,
    );
    bare.get('/api/events', { config: { access: 'accountOwner' } }, async (r) => r.scope);
    bare.get('/api/own', { config: { access: 'admin' } }, async (r) => r.scope);
    return bare;
  }
  const get = async (bare: FastifyInstance, url: string) => {
    const response = await bare.inject({ url });
    return { status: response.statusCode, body: response.json() };
  };

  it("gives the event's own account an event scope for reading and editing", async () => {
    const bare = await appFor(principal('admin', 'acct-1'));
    const scope = { kind: 'event', accountId: 'acct-1', eventId: 'game-1' };
    expect(await get(bare, '/api/events/game-1')).toEqual({ status: 200, body: scope });
    expect(await get(bare, '/api/events/game-1/edit')).toEqual({ status: 200, body: scope });
    expect((await get(bare, '/api/events/game-2')).status).toBe(404);
    await bare.close();
  });

  it("gives the super admin a read-only scope on another account's event, and no edit", async () => {
    const bare = await appFor(principal('superAdmin', 'acct-root'));
    expect(await get(bare, '/api/events/game-1')).toEqual({
      status: 200,
      body: { kind: 'superAdmin', accountId: 'acct-1', eventId: 'game-1', readOnly: true },
    });
    expect((await get(bare, '/api/events/game-1/edit')).status).toBe(403);
    await bare.close();
  });

  it('lets only the super admin name another account with ?accountId=, read only', async () => {
    const root = await appFor(principal('superAdmin', 'acct-root'));
    expect((await get(root, '/api/events?accountId=acct-1')).body).toEqual({
      kind: 'account',
      accountId: 'acct-1',
      readOnly: true,
    });
    expect((await get(root, '/api/events')).body).toEqual({
      kind: 'account',
      accountId: 'acct-root',
      readOnly: false,
    });
    await root.close();
    const admin = await appFor(principal('admin', 'acct-1'));
    expect(await get(admin, '/api/events?accountId=acct-2')).toEqual({
      status: 403,
      body: { code: 'WRONG_EVENT' },
    });
    expect((await get(admin, '/api/events?accountId=acct-1')).body.accountId).toBe('acct-1');
    // Any other route ignores the parameter: it acts for the caller's own account.
    expect((await get(admin, '/api/own?accountId=acct-2')).body.accountId).toBe('acct-1');
    await admin.close();
  });
});
