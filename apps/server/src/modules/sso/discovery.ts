import { ssoMessages } from '@app/domain';
import { AppError } from '../../platform/errors';
import { getPinnedJson } from '../webhooks/sender';
import { type Resolver, resolveWebhookTarget, systemResolver } from '../webhooks/url-check';

/** What company sign-in needs of an identity provider, read from its OpenID configuration. */
export type ProviderEndpoints = {
  issuer: string;
  discoveryEndpoint: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  userInfoEndpoint?: string;
  tokenEndpointAuthentication: 'client_secret_basic' | 'client_secret_post';
};

const MAX_DOCUMENT_BYTES = 64 * 1024;

const issuerError = (message: string, code: string) =>
  new AppError('BAD_REQUEST', message, { code, fields: { issuer: message } });

const stripSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Reads `issuer`'s /.well-known/openid-configuration (OpenID Connect Discovery 1.0 §4) from
 * the address its host was checked at, as webhooks are sent: an admin chooses this URL, and
 * the server's own network is not theirs to probe (docs/decisions/0015-webhook-addresses.md).
 * An issuer on a private network is read only when its origin is in SSO_INTERNAL_ISSUERS.
 * The document must name this very issuer (§4.3) and the endpoints sign-in uses.
 */
export async function discoverProvider(
  issuer: string,
  internalIssuers: readonly string[],
  resolve: Resolver = systemResolver,
): Promise<ProviderEndpoints> {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw issuerError(ssoMessages.invalidIssuer, 'SSO_ISSUER');
  }
  const internal = internalIssuers.includes(url.origin);
  if ((url.protocol !== 'https:' && !internal) || url.username || url.password) {
    throw issuerError(ssoMessages.invalidIssuer, 'SSO_ISSUER');
  }
  const discoveryEndpoint = `${stripSlash(issuer)}/.well-known/openid-configuration`;
  const target = await resolveWebhookTarget(discoveryEndpoint, internal, resolve).catch(
    (error: unknown) => {
      throw error instanceof AppError && error.code === 'WEBHOOK_PRIVATE_URL'
        ? issuerError(ssoMessages.privateIssuer, 'SSO_PRIVATE_ISSUER')
        : issuerError(ssoMessages.discoveryFailed, 'SSO_DISCOVERY');
    },
  );
  const document = await getPinnedJson(target, MAX_DOCUMENT_BYTES);
  if (typeof document !== 'object' || document === null) {
    throw issuerError(ssoMessages.discoveryFailed, 'SSO_DISCOVERY');
  }
  const field = (name: string): string | undefined => {
    const value = (document as Record<string, unknown>)[name];
    return typeof value === 'string' && /^https?:\/\//.test(value) ? value : undefined;
  };
  if (stripSlash(String((document as { issuer?: unknown }).issuer ?? '')) !== stripSlash(issuer)) {
    throw issuerError(ssoMessages.discoveryMismatch, 'SSO_ISSUER_MISMATCH');
  }
  const authorizationEndpoint = field('authorization_endpoint');
  const tokenEndpoint = field('token_endpoint');
  const jwksEndpoint = field('jwks_uri');
  if (!authorizationEndpoint || !tokenEndpoint || !jwksEndpoint) {
    throw issuerError(ssoMessages.discoveryFailed, 'SSO_DISCOVERY');
  }
  const methods = (document as { token_endpoint_auth_methods_supported?: unknown })
    .token_endpoint_auth_methods_supported;
  // The specification's default is client_secret_basic; a provider may offer only _post.
  const postOnly =
    Array.isArray(methods) &&
    methods.includes('client_secret_post') &&
    !methods.includes('client_secret_basic');
  return {
    issuer: String((document as { issuer: string }).issuer),
    discoveryEndpoint,
    authorizationEndpoint,
    tokenEndpoint,
    jwksEndpoint,
    userInfoEndpoint: field('userinfo_endpoint'),
    tokenEndpointAuthentication: postOnly ? 'client_secret_post' : 'client_secret_basic',
  };
}
