import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAdmin, signInApi } from './src/api';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, startServer } from './src/server';
import { signIn } from './src/session';

const fixtures = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures');
const admin = {
  name: 'Hira Admin',
  email: 'hira@people.test',
  company: 'People Co',
  password: 'people-pass-2026',
};

let server: RunningServer;
let browser: Browser;
let eventId = '';
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer({ EDITION: 'ace' });
  browser = await launchBrowser();
  await createVerifiedAdmin(server.url, admin);
  const cookie = await signInApi(server.url, admin.email, admin.password);
  const today = new Date().toISOString().slice(0, 10);
  const created = await fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      assessmentName: 'People 2026',
      assessmentFor: 'Staff',
      launchDate: today,
      closingDate: today,
    }),
  });
  eventId = ((await created.json()) as { id: string }).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const soon = () => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T12:00`;
};

describe('an admin manages the participants of a game', () => {
  it('bulk-uploads, searches, edits with an expiry, deactivates, deletes and invites', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, admin.email, admin.password);
      await page.waitForURL(/\/admin\/leaderboard\/|\/assessment\//);
      await page.goto(`${server.url}/admin/users/${eventId}`);
      await page.getByText(/No users yet/).waitFor();

      await page.getByRole('button', { name: 'Bulk Upload' }).click();
      await page
        .getByLabel('Participants file (.csv)')
        .setInputFiles(path.join(fixtures, 'participants-small.csv'));
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Upload complete' }).waitFor();
      await page.getByText('12 participants added').waitFor();
      const skipped = page.getByRole('table', { name: 'Skipped rows' });
      await expect.poll(() => skipped.getByRole('row').count()).toBe(4);
      await shot(page, 'participants-bulk-report');
      await page.getByRole('button', { name: 'Close' }).first().click();

      // Each listed participant's Active switch (the Reminders panel above the list has one too).
      const rowSwitches = () => page.locator('tbody').getByRole('switch');
      // The file's free-text values are offered in the filters and find their rows.
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('combobox', { name: 'Department' }).click();
      await page.getByRole('option', { name: 'MU-West' }).click();
      await page.getByRole('combobox', { name: 'Region' }).click();
      await page.getByRole('option', { name: 'Karachi' }).click();
      await expect.poll(() => rowSwitches().count(), { timeout: 5000 }).toBe(1);
      await page.getByRole('cell', { name: 'hiro.9@Example.com', exact: true }).waitFor();
      await shot(page, 'participants-filters');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByRole('button', { name: 'Filters', exact: true }).click();

      await page.getByRole('textbox', { name: 'Search' }).fill('mehm');
      await expect.poll(() => rowSwitches().count(), { timeout: 5000 }).toBe(2);
      await shot(page, 'participants-search');

      await page.getByRole('button', { name: /^Edit Mehmet Baker/ }).click();
      // The edit URL names the participant by its uuid, not by its e-mail.
      await page.waitForURL(/\/admin\/users\/[0-9a-f]{8}-[0-9a-f-]{27}\/edit$/);
      await page.getByRole('heading', { name: 'Edit User' }).waitFor();
      await page.getByLabel(/^Name/).fill('Mehmet B.');
      await page.getByRole('checkbox', { name: 'Can expire' }).check();
      await page.getByLabel(/^Expiry date/).fill(soon());
      await shot(page, 'participants-edit');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(`**/admin/users/${eventId}`);
      await page.getByRole('textbox', { name: 'Search' }).fill('mehmet b');
      // The name opens what the participant played; its link is named by name and e-mail.
      await page.getByRole('link', { name: /^What Mehmet B\. \(/ }).waitFor();

      await page.getByRole('textbox', { name: 'Search' }).fill('');
      const active = page.getByRole('switch', { name: /^Active: Bilal Schmidt/ });
      await active.click({ force: true });
      await expect.poll(() => active.isChecked()).toBe(false);

      await page.getByRole('button', { name: /^Delete Ingrid Haddad/ }).click();
      await page
        .getByRole('dialog', { name: 'Delete user' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect
        .poll(() => page.getByRole('button', { name: /^Delete Ingrid Haddad/ }).count())
        .toBe(0);
      await shot(page, 'participants-list');

      await page.goto(`${server.url}/assessment/invitation/${eventId}`);
      await page.getByRole('textbox', { name: 'Email' }).fill('guest.player@example.org');
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      await page
        .getByText('Invite Sent! Invitation has been sent to the candidate.')
        .first()
        .waitFor();
      await shot(page, 'participants-invite');

      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(`${server.url}/admin/users/${eventId}`);
      await page.getByRole('switch').first().waitFor();
      await shot(page, 'participants-list-narrow');
    } finally {
      consoleErrors.push(...errors);
      await context.close();
    }
  });

  it('logged no browser console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
