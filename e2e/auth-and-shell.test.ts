import { visibleMenu } from '@app/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, startServer, superAdmin } from './src/server';
import { signIn } from './src/session';

let server: RunningServer;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  // At info, so the runtime line is in the logs (the scenarios' servers log warnings only).
  server = await startServer({ LOG_LEVEL: 'info' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the server as npm start runs it', () => {
  it('names its runtime, Node.js 24, in its first log line', () => {
    const first =
      server
        .logs()
        .split('\n')
        .find((line) => line.trim() !== '') ?? '';
    expect(JSON.parse(first)).toMatchObject({
      msg: expect.stringMatching(/^starting on node 24\./),
    });
  });
});

const newcomer = {
  name: 'Nadia Newcomer',
  jobTitle: 'People Partner',
  email: 'nadia@newco.test',
  company: 'NewCo',
  password: 'nadia-pass-2026',
};

describe('a newcomer registers, verifies through the outbox, signs in and out', () => {
  for (const width of [1440, 375]) {
    it(`works at ${width} px`, async () => {
      const suffix = width === 375 ? '-narrow' : '';
      const email = width === 375 ? `narrow.${newcomer.email}` : newcomer.email;
      const company = width === 375 ? `${newcomer.company} Mobile` : newcomer.company;
      const visitor = await openPage(browser, width);
      const { page } = visitor;
      try {
        // Signed out, `/` lands on the login page.
        await page.goto(`${server.url}/`);
        await page.waitForURL('**/auth/login');
        await page.getByRole('button', { name: 'Login' }).waitFor();
        await shot(page, `login${suffix}`);

        // Register with the free plan.
        await page.goto(`${server.url}/auth/register?free=true`);
        await page.getByLabel(/^Name/).fill(newcomer.name);
        await page.getByLabel(/^Job Title/).fill(newcomer.jobTitle);
        await page.getByLabel(/^Work E-mail/).fill(email);
        await page.getByLabel(/^Company/).fill(company);
        await page
          .getByLabel(/^Country/)
          .first()
          .click();
        await page
          .getByLabel(/^Country/)
          .first()
          .fill('Pakistan');
        await page.getByRole('option', { name: 'Pakistan', exact: true }).click();
        await page.getByLabel(/^Password/).fill(newcomer.password);
        await page.getByLabel(/^Confirm Password/).fill(newcomer.password);
        await page.getByLabel('I accept the terms and conditions').check();
        await shot(page, `register${suffix}`);
        await page.getByRole('button', { name: /register|sign up|create account/i }).click();
        await page
          .getByText('Verification email sent, Kindly check the email to proceed')
          .waitFor();

        // The super admin lands on /admin/accounts, sees every menu entry, and reads the outbox.
        let href: string | null = null;
        const admin = await openPage(browser, width);
        try {
          await admin.page.goto(`${server.url}/auth/login`);
          await signIn(admin.page, superAdmin.email, superAdmin.password);
          await admin.page.waitForURL('**/admin/accounts');
          if (width === 375) {
            await admin.page.getByRole('button', { name: 'Open navigation' }).click();
          }
          for (const entry of visibleMenu({
            role: 'superAdmin',
            projectType: 'ace',
            eventId: null,
          })) {
            await admin.page
              .getByRole('navigation')
              .getByText(entry.label, { exact: true })
              .first()
              .waitFor();
          }
          await shot(admin.page, `shell-super-admin${suffix}`);
          await admin.page.goto(`${server.url}/admin/outbox`);
          const link = admin.page.locator(`a[href*="/api/auth/verify-email?token="]`).first();
          await link.waitFor();
          await shot(admin.page, `outbox${suffix}`);
          href = await link.getAttribute('href');
          expect(href).toBeTruthy();
        } finally {
          consoleErrors.push(...admin.errors);
          await admin.context.close();
        }

        // The newcomer opens the verification link and signs in.
        await page.goto(href ?? '');
        await page.waitForURL('**/auth/login?verified=1');
        await signIn(page, email, newcomer.password);
        // A new admin lands on the assessment start page (part A §2).
        await page.waitForURL('**/assessment/index');
        await page.getByText(newcomer.name).first().waitFor();
        await shot(page, `shell-new-admin${suffix}`);

        // Log out: the session ends on the server, and the console is closed again.
        await page.getByRole('button', { name: `Account menu for ${newcomer.name}` }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await page.waitForURL('**/auth/login');
        const session = await page.evaluate(() =>
          fetch('/api/auth/session').then((r) => r.json() as Promise<{ user: unknown }>),
        );
        expect(session.user).toBeNull();
        await page.goto(`${server.url}/assessment/dashboard`);
        await page.waitForURL('**/auth/login');
      } finally {
        consoleErrors.push(...visitor.errors);
        await visitor.context.close();
      }
    });
  }

  it('logged no browser console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
