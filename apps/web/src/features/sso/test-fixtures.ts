import type { SsoProviderView } from '@app/domain';

/** An account's company sign-in as GET …/sso answers it, just set up (domain not verified). */
export function ssoProvider(overrides: Partial<SsoProviderView> = {}): SsoProviderView {
  return {
    providerId: 'acme-oidc',
    issuer: 'https://login.acme.example/tenant',
    clientId: 'client-123',
    domain: 'acme.example',
    domainVerified: false,
    redirectUri: 'https://app.example.com/api/auth/sso/callback/acme-oidc',
    verificationRecord: {
      name: '_company-sign-in.acme.example',
      value: 'company-sign-in-verification=7f3a9c',
    },
    passwordSignIn: true,
    ...overrides,
  };
}
