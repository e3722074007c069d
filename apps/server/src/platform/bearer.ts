import type { FastifyRequest } from 'fastify';

/**
 * The credential of `Authorization: Bearer <token>`, or null without one. A request that sends
 * one is judged by it alone (access.ts): its cookies are never read, so it cannot ride a
 * signed-in browser's session, which is why the CSRF guard lets it through.
 */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') {
    return null;
  }
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The API key a request carries: `Authorization: Bearer <key>`, or on a route that declares
 * `basicAuth` (Greenhouse's partner endpoints, whose contract is HTTP Basic with the key as the
 * user name and no password) `Authorization: Basic base64(<key>:)`. The server never asks a
 * browser for Basic credentials (no WWW-Authenticate challenge), so no browser holds them to
 * send on its own.
 */
export function apiKeyOf(request: FastifyRequest): string | null {
  const bearer = bearerTokenOf(request);
  const header = request.headers.authorization;
  if (bearer !== null || request.routeOptions.config.basicAuth !== true) {
    return bearer;
  }
  const match = typeof header === 'string' ? /^Basic[ ]+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) {
    return null;
  }
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = colon < 0 ? decoded : decoded.slice(0, colon);
  // Anything but a key's shape is still a credential: it must fail as one (401), not fall back
  // to the cookies.
  return user === '' ? 'missing' : user;
}
