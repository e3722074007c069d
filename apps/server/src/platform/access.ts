import type { ProjectType, Role } from '@app/domain';
import { accessMessages, apiKeyMessages } from '@app/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyOf } from './bearer';
import { AppError } from './errors';
import { documentedSchema } from './route-docs';

/**
 * Every /api route declares one of these in `config.access` (CONVENTIONS 4). The hook below is
 * the only place that checks them; a route without a rule makes the server refuse to start, and
 * so does a route whose URL names an event (`:eventId`) without an event rule, or an event rule
 * on a URL without one.
 *
 * public: anyone. admin: any signed-in console user (a customer admin, or the super admin acting
 * for its own account: every signed-in user has an account row, so a separate "signed in" rule
 * would admit the very same callers). superAdmin: the super admin only. accountOwner: the
 * caller's own account; the super admin may name another with `?accountId=` and read it.
 * eventOwner: the event's account, or the super admin (read access to every event).
 * eventEditor: the event's own account only; the super admin sees other accounts' data read-only.
 * player: a participant signed in to this very event by its game link (its own cookie; a
 * console session is not one). eventPublic: anyone, on a URL naming an event (the game link's
 * page, "Send me my link", registration); the service looks the event up itself.
 */
export const accessRules = [
  'public',
  'admin',
  'superAdmin',
  'accountOwner',
  'eventOwner',
  'eventEditor',
  'player',
  'eventPublic',
] as const;
export type AccessRule = (typeof accessRules)[number];
const eventRules: readonly AccessRule[] = ['eventOwner', 'eventEditor', 'player', 'eventPublic'];

/**
 * Whom a request acts for, resolved by the plugin from the session and the URL (never from a
 * body). Services and queries take it and filter by it themselves (DESIGN §5, tenancy in depth),
 * so a route that forgot its rule would still find nothing of another account.
 */
export type AccountScope = { kind: 'account'; accountId: string; readOnly: boolean };
/** An event of the caller's own account: it may read and change it. */
export type OwnEventScope = { kind: 'event'; accountId: string; eventId: string };
/** The super admin on another account's event: `accountId` is the event's owner; read only. */
export type SuperAdminEventScope = {
  kind: 'superAdmin';
  accountId: string;
  eventId: string;
  readOnly: true;
};
export type EventScope = OwnEventScope | SuperAdminEventScope;
/** A participant playing an event: everything they may touch is theirs, in this event. */
export type PlayerScope = {
  kind: 'player';
  accountId: string;
  eventId: string;
  participantId: string;
};
export type Scope = AccountScope | EventScope | PlayerScope;

export type Principal = {
  userId: string;
  accountId: string;
  email: string;
  name: string;
  role: Role;
  projectType: ProjectType;
  plan: 'free' | 'standard' | 'premium';
  newUser: boolean;
  companyName: string;
  lastEventId: string | null;
  /**
   * Set when an API key, not a console session, signed the request
   * (docs/decisions/0006-public-api-api-keys.md).
   */
  apiKeyId?: string;
};

/** `apiKey`: the route is on the API keys' allow-list (declared by `config.apiKey: true`). */
export type RouteAccess = { method: string; url: string; access: AccessRule; apiKey: boolean };

/** The rules an API key may be let through: its own account's data, never another's. */
const apiKeyRules: readonly AccessRule[] = ['admin', 'accountOwner', 'eventOwner', 'eventEditor'];

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its rule, for the route × role tests. */
    accessTable: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: AccessRule;
    /**
     * The route is on the allow-list of routes an API key reaches (an ATS's events,
     * participants, invitations and results); every other route answers 403 to a key.
     */
    apiKey?: boolean;
    /** The key may also come as HTTP Basic's user name (platform/bearer.ts apiKeyOf). */
    basicAuth?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** Set for every request past a non-public rule. */
    scope: Scope | null;
  }
}

/**
 * The console session's caller and, for a route naming an event, the event's account (null: no
 * such event) when the session's read could look it up too; undefined: not looked up.
 */
export type SessionLookup = { principal: Principal; eventAccountId?: string | null };
export type ResolvePrincipal = (
  request: FastifyRequest,
  eventId: string | null,
) => Promise<SessionLookup | null>;
/** The principal of an API key (its account, `apiKeyId` set), or null when it is not valid. */
export type ResolveApiKey = (key: string) => Promise<Principal | null>;
/** The participant session on the request for this event, or null (services/play/sessions.ts). */
export type ResolvePlayer = (
  request: FastifyRequest,
  eventId: string,
) => Promise<PlayerScope | null>;

/** The participant a `player` route serves. */
export function playerScopeOf(request: FastifyRequest): PlayerScope {
  const scope = request.scope;
  if (scope?.kind !== 'player') {
    throw new Error(`${request.routeOptions.url} has no player scope (check its access rule)`);
  }
  return scope;
}
/** The account an event belongs to, or null when there is no such event. */
export type ResolveEventAccount = (eventId: string) => Promise<string | null>;

export function allows(rule: AccessRule, principal: Principal | null): 'ok' | 401 | 403 {
  if (rule === 'public') {
    return 'ok';
  }
  if (!principal) {
    return 401;
  }
  if (rule === 'superAdmin' && principal.role !== 'superAdmin') {
    return 403;
  }
  return 'ok';
}

/** The signed-in caller of a route whose rule is not 'public'. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) {
    throw new AppError('UNAUTHENTICATED', accessMessages.signInRequired);
  }
  return request.principal;
}

/** The account an `admin`, `superAdmin` or `accountOwner` route acts for. */
export function accountScopeOf(request: FastifyRequest): AccountScope {
  const scope = request.scope;
  if (scope?.kind !== 'account') {
    throw new Error(`${request.routeOptions.url} has no account scope (check its access rule)`);
  }
  return scope;
}

/** The event an `eventOwner` or `eventEditor` route serves. */
export function eventScopeOf(request: FastifyRequest): EventScope {
  const scope = request.scope;
  if (!scope || scope.kind === 'account' || scope.kind === 'player') {
    throw new Error(`${request.routeOptions.url} has no event scope (check its access rule)`);
  }
  return scope;
}

/** The event of an `eventEditor` route: always the caller's own. */
export function ownEventScopeOf(request: FastifyRequest): OwnEventScope {
  const scope = eventScopeOf(request);
  if (scope.kind !== 'event') {
    throw new AppError('FORBIDDEN', accessMessages.wrongEvent, { code: 'WRONG_EVENT' });
  }
  return scope;
}

/** Counts a miss for the caller; `allowed: false` once it has missed too often lately. */
export type CountEventMiss = (
  principal: Principal,
) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;

/**
 * DESIGN §6.1 and §6.13: an event-scoped route serves only the event's own account; the super
 * admin is exempt where it may read. A missing event and another account's event answer alike
 * (404 'Wrong Event'), so the answer does not tell which ids exist; each such miss is counted,
 * and a caller that keeps missing gets 429. The super admin sees every event anyway, so its
 * refusal to change another account's event stays a plain 403.
 */
async function resolveEventScope(
  request: FastifyRequest,
  reply: FastifyReply,
  principal: Principal,
  opts: { resolve?: ResolveEventAccount; countMiss?: CountEventMiss },
  superAdminMayRead: boolean,
): Promise<EventScope> {
  const eventId = (request.params as { eventId?: string }).eventId ?? '';
  const accountId = opts.resolve ? await opts.resolve(eventId) : null;
  if (accountId !== null && accountId === principal.accountId) {
    return { kind: 'event', accountId, eventId };
  }
  if (principal.role === 'superAdmin' && accountId !== null) {
    if (superAdminMayRead) {
      return { kind: 'superAdmin', accountId, eventId, readOnly: true };
    }
    throw new AppError('FORBIDDEN', accessMessages.wrongEvent, { code: 'WRONG_EVENT' });
  }
  const count = opts.countMiss ? await opts.countMiss(principal) : null;
  if (count && !count.allowed) {
    reply.header('retry-after', String(count.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', accessMessages.tooManyEventMisses, {
      code: 'TOO_MANY_EVENT_MISSES',
    });
  }
  throw new AppError('NOT_FOUND', accessMessages.wrongEvent, { code: 'WRONG_EVENT' });
}

/**
 * `accountOwner`: the caller's own account, or, for the super admin only, the one named by
 * `?accountId=` (read only). Anyone else naming another account is refused as the legacy
 * dashboard did ('Wrong Event'). The id's shape is the route schema's to check.
 */
function resolveAccountScope(request: FastifyRequest, principal: Principal): AccountScope {
  const query = request.query as { accountId?: unknown } | undefined;
  const wanted = typeof query?.accountId === 'string' ? query.accountId : undefined;
  if (!wanted || wanted === principal.accountId) {
    return { kind: 'account', accountId: principal.accountId, readOnly: false };
  }
  if (principal.role !== 'superAdmin') {
    throw new AppError('FORBIDDEN', accessMessages.wrongEvent, { code: 'WRONG_EVENT' });
  }
  return { kind: 'account', accountId: wanted, readOnly: true };
}

/** Why a route's declaration is refused at start-up, or null when it is sound. */
export function routeRuleProblem(
  url: string,
  rule: AccessRule | undefined,
  apiKey = false,
): string | null {
  if (!rule || !accessRules.includes(rule)) {
    return 'declares no access rule';
  }
  if (apiKey && !apiKeyRules.includes(rule)) {
    return `lets API keys in, but its rule (${rule}) is not one of an account's own`;
  }
  const namesEvent = url.includes(':eventId');
  if (eventRules.includes(rule) && !namesEvent) {
    return 'is event-scoped but has no :eventId';
  }
  if (namesEvent && !eventRules.includes(rule)) {
    return 'names an :eventId but declares no event rule (eventOwner or eventEditor)';
  }
  return null;
}

/**
 * A request with `Authorization: Bearer` (or Basic, where allowed) is judged by its key alone
 * (its cookies are not read):
 * 401 when the key is unknown, revoked or its account blocked, 403 on a route off the keys'
 * allow-list. Without one, the console session decides.
 */
async function principalOfRequest(
  request: FastifyRequest,
  opts: { resolvePrincipal: ResolvePrincipal; resolveApiKey?: ResolveApiKey },
  eventId: string | null,
): Promise<SessionLookup | null> {
  const key = apiKeyOf(request);
  if (key === null) {
    return opts.resolvePrincipal(request, eventId);
  }
  const principal = opts.resolveApiKey ? await opts.resolveApiKey(key) : null;
  if (!principal) {
    throw new AppError('UNAUTHENTICATED', apiKeyMessages.keyInvalid, { code: 'API_KEY_INVALID' });
  }
  if (request.routeOptions.config.apiKey !== true) {
    throw new AppError('FORBIDDEN', apiKeyMessages.keyNotAllowed, {
      code: 'API_KEY_NOT_ALLOWED',
    });
  }
  return { principal };
}

export const accessPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      resolvePrincipal: ResolvePrincipal;
      resolveApiKey?: ResolveApiKey;
      resolvePlayer?: ResolvePlayer;
      resolveEventAccount?: ResolveEventAccount;
      countEventMiss?: CountEventMiss;
      publicPrefixes?: string[];
    },
  ) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('scope', null);
    const table: RouteAccess[] = [];
    app.decorate('accessTable', table);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) {
        return;
      }
      // Third-party routes we mount on purpose (the API docs) are public by this list.
      if (opts.publicPrefixes?.some((prefix) => route.url.startsWith(prefix))) {
        route.config = { ...route.config, access: 'public' };
      }
      const rule = route.config?.access;
      const apiKey = route.config?.apiKey === true;
      const problem = routeRuleProblem(route.url, rule, apiKey);
      if (problem || !rule) {
        throw new Error(`Route ${route.method} ${route.url} ${problem}`);
      }
      for (const method of [route.method].flat()) {
        table.push({ method, url: route.url, access: rule, apiKey });
      }
      // The OpenAPI facts (security, operationId, error answers) follow from the rule, for
      // every route that declares a schema (all of ours; the API docs' own pages are hidden).
      const method = [route.method].flat()[0];
      if (method && route.schema && !route.schema.hide) {
        route.schema = documentedSchema(route.schema, rule, method, route.url, apiKey);
      }
    });
    // onRequest runs before body parsing and validation: a signed-out caller gets 401, not 400.
    app.addHook('onRequest', async (request, reply) => {
      const rule = request.routeOptions.config.access;
      if (!rule || rule === 'public' || rule === 'eventPublic') {
        return;
      }
      if (rule === 'player') {
        const eventId = (request.params as { eventId?: string }).eventId ?? '';
        const player = opts.resolvePlayer ? await opts.resolvePlayer(request, eventId) : null;
        if (!player) {
          throw new AppError('UNAUTHENTICATED', accessMessages.playerSignInRequired, {
            code: 'PLAYER_SIGN_IN_REQUIRED',
          });
        }
        request.scope = player;
        return;
      }
      const namesEvent = rule === 'eventOwner' || rule === 'eventEditor';
      const eventId = namesEvent ? ((request.params as { eventId?: string }).eventId ?? '') : null;
      // One read for the session, its user and account, and the named event's account.
      const found = await principalOfRequest(request, opts, eventId);
      const principal = found?.principal ?? null;
      request.principal = principal;
      const verdict = allows(rule, principal);
      if (verdict === 401 || !principal) {
        throw new AppError('UNAUTHENTICATED', accessMessages.signInRequired);
      }
      if (verdict === 403) {
        throw new AppError('FORBIDDEN', accessMessages.forbidden);
      }
      if (namesEvent) {
        const known = found?.eventAccountId;
        request.scope = await resolveEventScope(
          request,
          reply,
          principal,
          {
            resolve: known !== undefined ? async () => known : opts.resolveEventAccount,
            countMiss: opts.countEventMiss,
          },
          rule === 'eventOwner',
        );
      } else if (rule === 'accountOwner') {
        request.scope = resolveAccountScope(request, principal);
      } else {
        request.scope = { kind: 'account', accountId: principal.accountId, readOnly: false };
      }
    });
  },
  { name: 'access' },
);
