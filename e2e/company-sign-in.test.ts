import { ssoMessages, ssoSignInMessages } from '@app/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real OpenID Connect provider of the server's own company sign-in tests.
import { startTestIdp, type TestIdp } from '../apps/server/src/test/oidc-idp';
import { apiClient, createVerifiedAdmin, signInApi } from './src/api';
import { axeViolations } from './src/axe';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, startServer, superAdmin } from './src/server';
import { signIn } from './src/session';

/**
 * Company sign-in as its people use it (docs/decisions/0032-company-sign-in.md): the owner sets
 * it up in the browser, the super admin vouches for the domain, and a colleague who has never
 * had an account here signs in from a phone through the company's identity provider's pages,
 * landing in the owner's account. The provider is oidc-provider, run beside the server.
 */
const owner = {
  name: 'Omar Owner',
  email: 'omar@sso-corp.test',
  company: 'SSO Corp',
  password: 'sso-owner-pass-2026',
};
const colleague = 'sana.malik@sso-corp.test';

let server: RunningServer;
let browser: Browser;
let idp: TestIdp;

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startServer({ SSO_INTERNAL_ISSUERS: new URL(idp.issuer).origin });
  browser = await launchBrowser();
  await createVerifiedAdmin(server.url, owner);
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await idp?.close();
});

describe('company sign-in', () => {
  it('is set up by the owner, and signs a new colleague into the account at 375 px', async () => {
    const desk = await openPage(browser, 1440);
    const phone = await openPage(browser, 375);
    try {
      const { page } = desk;
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, owner.email, owner.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await page.getByRole('button', { name: new RegExp(owner.name) }).click();
      await page.getByRole('menuitem', { name: ssoMessages.menuLabel }).click();
      const card = page.getByRole('dialog', { name: ssoMessages.cardTitle });
      await card.getByLabel(ssoMessages.issuerLabel).fill(idp.issuer);
      await card.getByLabel(ssoMessages.clientIdLabel).fill('sso-corp-console');
      await card.getByLabel(ssoMessages.clientSecretLabel).fill('sso-corp-secret');
      await card.getByLabel(ssoMessages.domainLabel).fill('sso-corp.test');
      await card.getByRole('button', { name: ssoMessages.save }).click();
      await card.getByText(ssoMessages.statusUnverified).waitFor();
      await card.getByText('_assessment-platform.sso-corp.test').waitFor();
      // The password switch waits for the domain.
      expect(await card.getByRole('switch').isDisabled()).toBe(true);
      await shot(page, 'company-sign-in-set-up');
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

      // What the owner gives the provider's administrator: the redirect URI on the card.
      const ownerApi = apiClient(
        server.url,
        await signInApi(server.url, owner.email, owner.password),
      );
      const { provider } = await ownerApi<{
        provider: { redirectUri: string; providerId: string };
      }>('GET', '/api/account/sso');
      await card.getByText(provider.redirectUri).waitFor();
      idp.useClient({
        clientId: 'sso-corp-console',
        clientSecret: 'sso-corp-secret',
        redirectUri: provider.redirectUri,
      });
      // The super admin vouches for the domain (this machine has no DNS to publish a record).
      const session = await ownerApi<{ user: { accountId: string } }>('GET', '/api/auth/session');
      const root = apiClient(
        server.url,
        await signInApi(server.url, superAdmin.email, superAdmin.password),
      );
      await root('POST', `/api/admin/accounts/${session.user.accountId}/sso/verify-domain`, {
        byHand: true,
      });
      await page.reload();
      await page.getByRole('button', { name: new RegExp(owner.name) }).click();
      await page.getByRole('menuitem', { name: ssoMessages.menuLabel }).click();
      await card.getByText(ssoMessages.statusVerified).waitFor();
      await card.getByRole('switch').click({ force: true });
      await expect.poll(() => card.getByRole('switch').isChecked()).toBe(false);
      await shot(page, 'company-sign-in-verified');

      // A colleague on a phone: the company's button, the provider's pages, then the console.
      const mobile = phone.page;
      await mobile.goto(`${server.url}/auth/login`);
      await mobile.getByRole('button', { name: ssoSignInMessages.signInWithCompany }).click();
      await mobile.getByLabel(ssoSignInMessages.companyEmailLabel).fill('someone@elsewhere.test');
      await mobile.getByRole('button', { name: ssoSignInMessages.continueToCompany }).click();
      await mobile.getByText(ssoSignInMessages.noProvider).waitFor();
      await shot(mobile, 'company-sign-in-login-375');
      expect(await axeViolations(mobile)).toEqual([]);
      await mobile.getByLabel(ssoSignInMessages.companyEmailLabel).fill(colleague);
      await mobile.getByRole('button', { name: ssoSignInMessages.continueToCompany }).click();
      await mobile.waitForURL((url) => url.origin === idp.issuer);
      await mobile.locator('input[name="login"]').fill(colleague);
      await mobile.locator('input[name="password"]').fill('at-the-provider');
      await mobile.locator('button[type="submit"]').click();
      await mobile.waitForURL(
        (url) => url.origin === server.url && !url.pathname.startsWith('/auth'),
      );
      const me = await mobile.evaluate(
        async () => (await (await fetch('/api/auth/session')).json()) as { user: unknown },
      );
      expect(me.user).toMatchObject({
        email: colleague,
        accountId: session.user.accountId,
        companyName: owner.company,
      });
      await mobile.getByRole('button', { name: /sana\.malik/ }).waitFor();
      await shot(mobile, 'company-sign-in-colleague-375');

      // With password sign-in off, the owner's password is answered with the way in.
      const third = await openPage(browser, 375);
      await third.page.goto(`${server.url}/auth/login`);
      await signIn(third.page, owner.email, owner.password);
      await third.page.getByText(ssoSignInMessages.passwordSignInOff).waitFor();
      await third.context.close();
      // Ours only (the provider's pages are not), and but the 400 of the address no company
      // sign-in covers, which Chromium logs as every 4xx: that answer is the scenario.
      const ours = [...desk.errors, ...phone.errors].filter(
        (line) =>
          line.startsWith(server.url) &&
          !/auth\/login: Failed to load resource: the server responded with a status of 400/.test(
            line,
          ),
      );
      expect(ours).toEqual([]);
    } finally {
      await desk.context.close();
      await phone.context.close();
    }
  });
});
