import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAdmin } from './src/api';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, startServer, superAdmin } from './src/server';
import { signIn } from './src/session';

const customer = {
  name: 'Omar Customer',
  email: 'omar@customer.test',
  company: 'Customer Co',
  password: 'customer-pass-1',
};
const row = `${customer.name} (${customer.email})`;

let server: RunningServer;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await createVerifiedAdmin(server.url, customer);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the super admin runs the customer accounts', () => {
  it('blocks, upgrades and sees the payment', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, superAdmin.email, superAdmin.password);
      await page.waitForURL('**/admin/accounts');
      await page.getByRole('button', { name: `Block ${row}` }).click();
      await page
        .getByRole('dialog', { name: 'Block account' })
        .getByRole('button', { name: 'Block' })
        .click();
      await page.getByRole('button', { name: `Unblock ${row}` }).waitFor();

      await page.getByRole('button', { name: `Upgrade ${row}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose a plan' });
      await dialog.getByRole('radio', { name: 'Premium' }).check();
      await dialog.getByLabel(/^Max Users/).fill('500');
      await dialog.getByLabel(/^Max Assessments/).fill('5');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Premium' });
      await expect.poll(() => page.getByRole('button', { name: /^Upgrade / }).count()).toBe(1);
      await shot(page, 'accounts');

      await page.goto(`${server.url}/admin/payments`);
      await page.getByRole('cell', { name: customer.email, exact: true }).waitFor();
      await shot(page, 'payments');
    } finally {
      consoleErrors.push(...errors);
      await context.close();
    }
    // Blocked: the customer's sign-in is refused with the spec's message.
    const { context: c2, page: p2, errors: e2 } = await openPage(browser, 375);
    try {
      await p2.goto(`${server.url}/auth/login`);
      await signIn(p2, customer.email, customer.password);
      await p2.getByText('Permission revoked by SuperAdmin.').waitFor();
    } finally {
      // The refused sign-in's 403 is the one console error this step expects.
      consoleErrors.push(...e2.filter((e) => !e.includes('403')));
      await c2.close();
    }
  });

  it('logged no browser console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
