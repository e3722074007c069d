import type { ProjectType, Role } from '@app/domain';
import { accessMessages } from '@app/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * Every /api route declares one of these in `config.access` (CONVENTIONS 4). The hook below is
 * the only place that checks them; a route without a rule makes the server refuse to start.
 */
/**
 * eventOwner: the event's account, or the super admin (read access to every event).
 * eventEditor: the event's own account only; the super admin sees other accounts' data read-only.
 */
export const accessRules = [
  'public',
  'signedIn',
  'admin',
  'superAdmin',
  'eventOwner',
  'eventEditor',
] as const;
export type AccessRule = (typeof accessRules)[number];

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
};

export type RouteAccess = { method: string; url: string; access: AccessRule };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its rule, for the route × role tests. */
    accessTable: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type ResolvePrincipal = (request: FastifyRequest) => Promise<Principal | null>;
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
async function checkEventOwner(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { resolve?: ResolveEventAccount; countMiss?: CountEventMiss },
  superAdminExempt: boolean,
) {
  const principal = principalOf(request);
  const eventId = (request.params as { eventId?: string }).eventId ?? '';
  const accountId = opts.resolve ? await opts.resolve(eventId) : null;
  if (accountId === principal.accountId) {
    return;
  }
  if (principal.role === 'superAdmin' && accountId !== null) {
    if (superAdminExempt) {
      return;
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

export const accessPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      resolvePrincipal: ResolvePrincipal;
      resolveEventAccount?: ResolveEventAccount;
      countEventMiss?: CountEventMiss;
      publicPrefixes?: string[];
    },
  ) => {
    app.decorateRequest('principal', null);
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
      if (!rule || !accessRules.includes(rule)) {
        throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
      }
      if ((rule === 'eventOwner' || rule === 'eventEditor') && !route.url.includes(':eventId')) {
        throw new Error(`Route ${route.method} ${route.url} is event-scoped but has no :eventId`);
      }
      for (const method of [route.method].flat()) {
        table.push({ method, url: route.url, access: rule });
      }
    });
    // onRequest runs before body parsing and validation: a signed-out caller gets 401, not 400.
    app.addHook('onRequest', async (request, reply) => {
      const rule = request.routeOptions.config.access;
      if (!rule || rule === 'public') {
        return;
      }
      request.principal = await opts.resolvePrincipal(request);
      const verdict = allows(rule, request.principal);
      if (verdict === 401) {
        throw new AppError('UNAUTHENTICATED', accessMessages.signInRequired);
      }
      if (verdict === 403) {
        throw new AppError('FORBIDDEN', accessMessages.forbidden);
      }
      if (rule === 'eventOwner' || rule === 'eventEditor') {
        await checkEventOwner(
          request,
          reply,
          { resolve: opts.resolveEventAccount, countMiss: opts.countEventMiss },
          rule === 'eventOwner',
        );
      }
    });
  },
  { name: 'access' },
);
