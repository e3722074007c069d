import { accessMessages } from '@app/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyOf } from './bearer';
import { AppError } from './errors';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Called by other servers, not browsers; Stripe signs its requests instead. */
export const EXEMPT_PATHS = new Set(['/api/billing/webhook']);

/**
 * Whether a state-changing request may come from where the browser says it comes from.
 * Origin, when sent, must be the app's own origin: PUBLIC_URL's, or the one the request was
 * addressed to (the Host a browser sets is the page's, never a third site's). Without Origin,
 * Sec-Fetch-Site must say same-origin or none (typed, bookmarked). A request with neither
 * header is not from a browser that would carry a victim's cookie (curl, a server, tests).
 */
export function isSameOriginRequest(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
    // 'null' (a sandboxed frame, a data: page) is an origin we cannot trust.
    return own.has(origin.toLowerCase());
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** DESIGN §6.13: refuse cross-site writes on the server, not only through SameSite cookies. */
export function csrfGuard(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) {
      return;
    }
    const pathOnly = request.url.split('?')[0] ?? '';
    if (EXEMPT_PATHS.has(pathOnly)) {
      return;
    }
    // On a route API keys reach, a request with a key is judged by the key alone, never by a
    // cookie a browser adds (access.ts); a browser cannot send the header cross-site anyway.
    if (request.routeOptions.config.apiKey === true && apiKeyOf(request) !== null) {
      return;
    }
    if (!isSameOriginRequest(request, publicUrl)) {
      throw new AppError('FORBIDDEN', accessMessages.crossOrigin, { code: 'CROSS_ORIGIN' });
    }
  });
}
