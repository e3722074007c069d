import { en, intlLocales } from '@app/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ur from '../packages/domain/src/i18n/ur.json' with { type: 'json' };
import { apiClient, signInApi } from './src/api';
import { axeViolations } from './src/axe';
import { chromiumFlags, launchBrowser, shot } from './src/browser';
import { type RunningServer, seedDemo, startServer, superAdmin } from './src/server';

/**
 * The public pages in Urdu on a phone (docs/decisions/0033-languages-and-right-to-left.md): a
 * browser whose language is Urdu gets the sign-in page, the candidate application and the
 * player in Urdu, right to left, axe clean; the switch turns a page to English and back, and the
 * choice is remembered across pages.
 */
const demo = { email: 'demo.ace@example.com', password: 'demo-ace-2026' };
const E = 'acedemoinc_reportsdemo';
const person = { name: 'Zainab Raza', email: 'zainab.raza@languages.test' };
const urdu: Record<string, string> = ur;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({}, { beforeStart: seedDemo(['--edition=ace', '--participants=5']) });
  browser = await launchBrowser();
  const admin = apiClient(server.url, await signInApi(server.url, demo.email, demo.password));
  await admin('POST', `/api/events/${E}/participants`, person);
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone whose browser asks for Urdu first; every console error of ours is kept. */
async function urduPhone(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  expect(chromiumFlags).toContain('--headless');
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    locale: 'ur-PK',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') {
      errors.push(`${page.url()}: ${m.text()}`);
    }
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return { context, page, errors };
}

async function expectUrdu(page: Page) {
  await expect.poll(() => page.evaluate('document.documentElement.dir')).toBe('rtl');
  expect(await page.evaluate('document.documentElement.lang')).toBe(intlLocales.ur);
}

async function mailedLink(email: string): Promise<string> {
  const root = apiClient(
    server.url,
    await signInApi(server.url, superAdmin.email, superAdmin.password),
  );
  const outbox = await root<{ items: { to: string; links: string[] }[] }>(
    'GET',
    '/api/admin/outbox?pageSize=50',
  );
  const link = outbox.items.find((m) => m.to === email)?.links.find((l) => l.includes('token='));
  if (!link) {
    throw new Error(`no link mailed to ${email}`);
  }
  return link;
}

describe('the public pages in Urdu at 375 px', () => {
  it('speaks Urdu to an Urdu browser, right to left, and switches on request', async () => {
    const { context, page, errors } = await urduPhone();
    try {
      // Sign-in: picked from the browser's language.
      await page.goto(`${server.url}/auth/login`);
      await page.getByRole('button', { name: urdu['signIn.login.submit'] }).waitFor();
      await expectUrdu(page);
      await shot(page, 'urdu-sign-in-375');
      expect(await axeViolations(page)).toEqual([]);

      // The candidate application, switched to English and back: the choice is remembered.
      await page.goto(`${server.url}/candidate-flow/${E}`);
      await page.getByRole('heading', { name: urdu['candidate.greeting.title'] }).waitFor();
      await expectUrdu(page);
      await shot(page, 'urdu-candidate-375');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: en['candidate.greeting.title'] }).waitFor();
      expect(await page.evaluate('document.documentElement.dir')).toBe('ltr');
      await page.reload();
      await page.getByRole('heading', { name: en['candidate.greeting.title'] }).waitFor();
      await page.getByRole('button', { name: 'اردو' }).click();
      await page.getByRole('heading', { name: urdu['candidate.greeting.title'] }).waitFor();
      await page.getByRole('button', { name: urdu['candidate.greeting.begin'] }).click();
      await shot(page, 'urdu-candidate-form-375');
      expect(await axeViolations(page)).toEqual([]);

      // The player, from the invitation: the map in Urdu.
      await page.goto(await mailedLink(person.email));
      await page.getByRole('heading', { name: urdu['play.map.title'] }).waitFor();
      await expectUrdu(page);
      await page.waitForTimeout(300);
      await shot(page, 'urdu-player-map-375');
      expect(await axeViolations(page)).toEqual([]);

      const ours = errors.filter((line) => line.startsWith(server.url));
      expect(ours).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
