import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, startServer, superAdmin } from './src/server';
import { signIn } from './src/session';

const serverDir = path.resolve(import.meta.dirname, '../apps/server/src');
const logo = path.join(serverDir, 'test/fixtures/square-150.png');

let server: RunningServer;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The Innovation bank without three of its level-1 rows (data rows 1–3 of the file). */
function trimmedInnovationBank(): string {
  const lines = readFileSync(
    path.join(serverDir, 'modules/catalog/seed-banks/innovation.csv'),
    'utf8',
  ).split('\n');
  const file = path.join(tmpdir(), `innovation-${Date.now()}.csv`);
  writeFileSync(file, [lines[0], ...lines.slice(4)].join('\n'));
  return file;
}

async function levelOneCount(page: Page, competency: string): Promise<string> {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: competency, exact: true }) });
  return ((await row.getByRole('cell').nth(3).textContent()) ?? '').trim();
}

describe('the super admin maintains the catalog', () => {
  it('adds a department, gives a competency a logo and a new question file, and sees the counts change', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    try {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, superAdmin.email, superAdmin.password);
      await page.waitForURL('**/admin/accounts');

      await page.goto(`${server.url}/admin/settings`);
      await page.getByRole('button', { name: 'Add Department' }).click();
      await page
        .getByRole('dialog')
        .getByLabel(/^Department/)
        .fill('people analytics');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByRole('cell', { name: 'People analytics', exact: true }).waitFor();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await shot(page, 'settings');

      await page.goto(`${server.url}/admin/games`);
      await page.getByRole('cell', { name: 'Mini 4', exact: true }).waitFor();
      await shot(page, 'games');

      await page.goto(`${server.url}/admin/competencies`);
      await page.getByRole('cell', { name: 'Innovation', exact: true }).waitFor();
      expect(await levelOneCount(page, 'Innovation')).toBe('18');
      await page.getByRole('button', { name: 'Edit Innovation' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Logo file').setInputFiles(logo);
      await dialog.getByRole('button', { name: 'Crop and upload' }).click();
      await dialog.getByRole('img', { name: 'Logo preview' }).waitFor();
      await dialog.getByLabel('Question file (.csv)').setInputFiles(trimmedInnovationBank());
      await dialog.getByText(/126 valid rows/).waitFor();
      // The content lint's warning: the rows still import, and the file lacks level 1's Easy
      // Questions.
      await dialog.getByText(/^1 content warning: the rows still import/).waitFor();
      await dialog.getByText('Level 1 has 0 Easy Question items (at least 1)').waitFor();
      await shot(page, 'competency-file-checked');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(/126 rows imported/).waitFor();
      await shot(page, 'competency-imported');
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect.poll(() => levelOneCount(page, 'Innovation')).toBe('15');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await shot(page, 'competencies');

      for (const screen of ['settings', 'games', 'competencies']) {
        await page.setViewportSize({ width: 375, height: 900 });
        await page.goto(`${server.url}/admin/${screen}`);
        await page.getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, `${screen}-narrow`);
      }
    } finally {
      consoleErrors.push(...errors);
      await context.close();
    }
  });

  it('logged no browser console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
