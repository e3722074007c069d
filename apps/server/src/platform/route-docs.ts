import { errorBodySchema } from '@app/domain';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AccessRule } from './access';
import { EXEMPT_PATHS as CSRF_EXEMPT_PATHS, SAFE_METHODS } from './csrf';

/**
 * What the OpenAPI document says of every route, derived in one place from what the route
 * already declares (its method, URL and access rule), so no route restates it: the security
 * requirement, an operationId, and the error answers the platform's hooks can give.
 */

/** The session cookie scheme declared in app.ts's OpenAPI components. */
export const SESSION_SCHEME = 'session';
/**
 * A participant's game session (docs/decisions/0002-the-player.md): its own cookie, never a
 * console session.
 */
export const PLAYER_SCHEME = 'playerSession';
/**
 * An account's API key (docs/decisions/0006-public-api-api-keys.md),
 * `Authorization: Bearer ak_…`.
 */
export const API_KEY_SCHEME = 'bearerAuth';

/** `GET /api/events/:eventId/participants` → `getEventsByEventIdParticipants`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment.startsWith(':')
        ? `By${capitalize(camel(segment.slice(1)))}`
        : capitalize(camel(segment)),
    );
  return method.toLowerCase() + words.join('');
}

function camel(text: string): string {
  return text.replace(/[-_.]+(.)?/g, (_match, next: string | undefined) =>
    (next ?? '').toUpperCase(),
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input: VALIDATION with the failing fields, or a refused value',
  401: 'Not signed in (UNAUTHENTICATED), or wrong credentials',
  403: 'Refused: another role, a read-only view, a plan limit or a cross-site write',
  404: 'Not found; an event of another account answers alike (WRONG_EVENT)',
  409: 'Conflicts with what exists (a name or address already used)',
  413: 'The file is too large',
  429: 'Too many attempts; Retry-After says when to try again',
  500: 'Unexpected failure (INTERNAL)',
  503: 'A service the request needs is unavailable',
};

/** One described copy per status, made once: every error answer has the same body. */
const describedErrors = new Map(
  Object.entries(errorDescriptions).map(([status, text]) => [
    Number(status),
    errorBodySchema.check(z.describe(text)),
  ]),
);

/**
 * The error statuses every route of this rule and method can answer, besides its own:
 * 400 (the control-character guard screens every path and query), 401 past a non-public rule,
 * 403 for a role or read-only refusal and for a cross-site write, 404 and 429 for an event
 * that is not the caller's (access.ts), and 500.
 */
export function platformErrorStatuses(rule: AccessRule, method: string, url: string): number[] {
  const statuses = [400, 500];
  if (rule !== 'public' && rule !== 'eventPublic') {
    statuses.push(401);
  }
  const writes = !SAFE_METHODS.has(method) && !CSRF_EXEMPT_PATHS.has(url);
  if (writes || rule === 'superAdmin' || rule === 'accountOwner' || rule === 'eventEditor') {
    statuses.push(403);
  }
  if (rule === 'eventOwner' || rule === 'eventEditor') {
    statuses.push(404, 429);
  }
  return statuses;
}

function securityOf(rule: AccessRule, apiKey: boolean) {
  if (rule === 'public' || rule === 'eventPublic') {
    return [];
  }
  if (apiKey) {
    // Either one: the console's session, or an API key.
    return [{ [SESSION_SCHEME]: [] }, { [API_KEY_SCHEME]: [] }];
  }
  return [{ [rule === 'player' ? PLAYER_SCHEME : SESSION_SCHEME]: [] }];
}

/** A ready-to-run call with an API key, for the routes keys reach. */
function curlSample(method: string, url: string) {
  const path = url.replace(/:(\w+)/g, (_match, name: string) => `{${name}}`);
  const lines = [`curl -X ${method} "$BASE_URL${path}"`, '  -H "Authorization: Bearer $API_KEY"'];
  if (!SAFE_METHODS.has(method)) {
    lines.push('  -H "Content-Type: application/json"', "  -d '{...}'");
  }
  return [{ lang: 'curl', label: 'curl (API key)', source: lines.join(' \\\n') }];
}

type ResponseMap = Record<string | number, unknown>;

/**
 * The route's schema with its OpenAPI facts filled in; what the route declares itself wins
 * (an explicit operationId, a success schema). Every error status gets the one error body with
 * its description.
 */
export function documentedSchema(
  schema: FastifySchema | undefined,
  rule: AccessRule,
  method: string,
  url: string,
  apiKey = false,
): FastifySchema {
  const own = (schema?.response ?? {}) as ResponseMap;
  const response: ResponseMap = { ...own };
  for (const status of platformErrorStatuses(rule, method, url)) {
    response[status] ??= errorBodySchema;
  }
  for (const [key, value] of Object.entries(response)) {
    const status = Number(key);
    if (value === errorBodySchema && status >= 400) {
      response[key] = describedErrors.get(status) ?? errorBodySchema;
    }
  }
  return {
    ...schema,
    operationId:
      (schema as { operationId?: string } | undefined)?.operationId ?? operationIdOf(method, url),
    security: securityOf(rule, apiKey),
    'x-access': rule,
    ...(apiKey ? { 'x-api-key': true, 'x-codeSamples': curlSample(method, url) } : {}),
    response,
  } as FastifySchema;
}
