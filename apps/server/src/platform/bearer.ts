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
