import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect identity provider for company sign-in's tests
 * (docs/decisions/0032-company-sign-in.md): the `oidc-provider` package, certified by the
 * OpenID Foundation, with its development sign-in pages. Whoever types an e-mail there is
 * signed in as that address (sub = e-mail, email_verified true): a test decides which address
 * a company's provider vouches for, as a real provider's administrator would.
 */
export type TestIdp = {
  /** The issuer URL, as an account's settings name it. */
  issuer: string;
  /** The one client it knows; set it to the one the account registered. */
  useClient: (client: { clientId: string; clientSecret: string; redirectUri: string }) => void;
  /**
   * Goes through the provider's pages as `email` from the authorization URL our server gave,
   * and answers the URL the provider sends the browser back to (our callback with its code).
   */
  signIn: (authorizationUrl: string, email: string) => Promise<URL>;
  close: () => Promise<void>;
};

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-idp', alg: 'RS256' };

function configuration(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Configuration {
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-idp-cookies'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims go in the ID token too, as most providers send them.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: sub,
        email_verified: true,
        name: sub.split('@')[0] ?? sub,
      }),
    }),
    features: { devInteractions: { enabled: true } },
    ttl: { IdToken: 600 },
    pkce: { required: () => true },
    // The company's own client: consent is implied, as an administrator's provider grants it.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client: found, session } = ctx.oidc;
      if (!found || !session?.accountId) {
        return undefined;
      }
      const grantId = session.grantIdFor(found.clientId);
      if (grantId) {
        return ctx.oidc.provider.Grant.find(grantId);
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: found.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(found.clientId, grant.jti);
      return grant;
    },
  };
}

/** Starts the provider on 127.0.0.1 (`port` 0: any free one). */
export async function startTestIdp(port = 0): Promise<TestIdp> {
  let handler: ReturnType<Provider['callback']> | null = null;
  const server: Server = createServer((request, response) => handler?.(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const useClient: TestIdp['useClient'] = (client) => {
    const provider = new Provider(issuer, configuration(client));
    handler = provider.callback();
  };
  useClient({ clientId: 'none', clientSecret: 'none', redirectUri: 'http://127.0.0.1/none' });

  const signIn: TestIdp['signIn'] = async (authorizationUrl, email) => {
    const jar = new Map<string, string>();
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.origin !== issuer) {
        return url;
      }
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: { cookie: cookie() },
        body,
        redirect: 'manual',
      });
      keep(response);
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action) {
        throw new Error(`The test provider answered ${response.status}: ${page.slice(0, 300)}`);
      }
      url = new URL(action, url);
      body = new URLSearchParams({ prompt: 'login', login: email, password: 'any' });
    }
    throw new Error('The test provider redirected too many times');
  };

  return {
    issuer,
    useClient,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
