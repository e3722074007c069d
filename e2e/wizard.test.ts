import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAdmin } from './src/api';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, startServer } from './src/server';
import { signIn } from './src/session';

const logo = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures/square-150.png');
const password = 'wizard-pass-2026';
const competencies = [
  'Adaptability',
  'Collaboration',
  'Customer Focus',
  'Decision Making',
  'Innovation',
];
const miniGames = ['Quick Decision', 'Picture Match', 'Word Hunt'];

let server: RunningServer;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer({ EDITION: 'progress' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newAdminPage(width: number, tag: string) {
  const email = `${tag}.${width}@newgame.test`;
  await createVerifiedAdmin(server.url, {
    name: `New ${tag}`,
    email,
    company: `${tag} Co ${width}`,
    password,
  });
  const opened = await openPage(browser, width);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  opened.page.setDefaultTimeout(15_000);
  await opened.page.goto(`${server.url}/auth/login`);
  await signIn(opened.page, email, password);
  // A new admin lands on the start page (part A §2).
  await opened.page.waitForURL('**/assessment/index');
  return opened;
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

async function pick(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByRole('button', { name: `Add Test ${name}` }).click();
  }
}

/** Holds the generation request a moment, so the loading page is seen as a user sees it. */
async function slowGeneration(page: Page) {
  await page.route('**/api/wizard/generate', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
}

async function finishAtDashboard(page: Page, gameName: string, shotPrefix: string) {
  await page.getByRole('heading', { name: /^Creating your game/ }).waitFor();
  await shot(page, `${shotPrefix}-loading`);
  await page.getByRole('heading', { name: 'Congratulations' }).waitFor();
  await shot(page, `${shotPrefix}-congratulation`);
  const url = await page.getByRole('textbox', { name: 'Game URL' }).inputValue();
  expect(url).toMatch(/\/play\/.+/);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByRole('button', { name: 'Copied!' }).waitFor();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);
  await page.getByRole('link', { name: 'Visit Dashboard' }).click();
  await page.getByRole('article', { name: gameName }).waitFor();
  await shot(page, `${shotPrefix}-dashboard`);
}

describe.each([1440, 375])('at %i px', (width) => {
  it('a new progress admin completes the whole wizard and finds the game on the dashboard', async () => {
    const { context, page, errors } = await newAdminPage(width, 'wizard');
    const s = `wizard-${width}`;
    try {
      await shot(page, `${s}-0-start`);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForURL('**/assessment/info');
      await page.getByLabel(/^Game Name/).fill('Super 5');
      await page.getByLabel(/^Game For/).fill('Graduates');
      await shot(page, `${s}-1-info`);
      await next(page);

      await page.waitForURL('**/assessment/behavioral');
      await pick(page, competencies);
      await shot(page, `${s}-2-behavioral`);
      await next(page);

      await page.waitForURL('**/assessment/miniGames');
      await pick(page, miniGames);
      await shot(page, `${s}-3-mini-games`);
      await next(page);

      await page.waitForURL('**/assessment/registrationFields');
      await page.getByRole('checkbox', { name: 'Mark All Fields' }).check();
      await shot(page, `${s}-4-registration-fields`);
      await next(page);

      await page.waitForURL('**/assessment/loginMethod');
      await shot(page, `${s}-5-login-method`);
      await next(page);

      await page.waitForURL('**/assessment/artWork');
      await page.getByLabel('Upload Logo').setInputFiles(logo);
      await page.getByRole('img', { name: 'Company logo preview' }).waitFor();
      await shot(page, `${s}-6-artwork`);
      await next(page);

      await page.waitForURL('**/assessment/launch');
      await page.getByLabel(/^Launch Date/).fill(isoDay(0));
      await page.getByLabel(/^Closing Date/).fill(isoDay(30));
      await shot(page, `${s}-7-launch`);
      await next(page);

      await page.waitForURL('**/assessment/selection');
      await page.getByText('Super 5').first().waitFor();
      await shot(page, `${s}-8-selection`);
      await slowGeneration(page);
      await page.getByRole('button', { name: 'Create' }).click();
      await finishAtDashboard(page, 'Super 5', s);
    } finally {
      consoleErrors.push(...errors);
      await context.close();
    }
  });

  it('another new admin creates a game through the easy flow', async () => {
    const { context, page, errors } = await newAdminPage(width, 'easy');
    const s = `easy-${width}`;
    try {
      await page.goto(`${server.url}/easy-flow/index`);
      await page.getByText('Lets begin!').first().waitFor();
      await shot(page, `${s}-0-index`);
      await page.getByRole('link', { name: 'Get Started' }).click();
      await page.getByLabel(/^Game Name/).fill('Quick Hire');
      await page.getByLabel(/^Whom are you hiring/).fill('Interns');
      await shot(page, `${s}-1-step1`);
      await next(page);

      await pick(page, [...competencies, ...miniGames]);
      await shot(page, `${s}-2-step2`);
      await next(page);

      // The artwork is the step's third tab; the first (registration fields) opens.
      await page.getByRole('tab', { name: 'Custom Artwork' }).click();
      await page.getByLabel('Upload Logo').setInputFiles(logo);
      await page.getByRole('img', { name: 'Company logo preview' }).waitFor();
      await shot(page, `${s}-3-step3`);
      await next(page);

      await page.getByLabel(/^Launch Date/).fill(isoDay(1));
      await page.getByLabel(/^Closing Date/).fill(isoDay(14));
      await shot(page, `${s}-4-step4`);
      await next(page);

      await page.getByRole('heading', { name: 'Selection List' }).waitFor();
      await shot(page, `${s}-5-selection-list`);
      await slowGeneration(page);
      await next(page);
      await finishAtDashboard(page, 'Quick Hire', s);
    } finally {
      consoleErrors.push(...errors);
      await context.close();
    }
  });
});

describe('console', () => {
  it('logged no browser console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
