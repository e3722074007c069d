import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from './src/api';
import { chartLineDrawn, launchBrowser, openPage, shot } from './src/browser';
import { playedProgressGame } from './src/reports-setup';
import { type RunningServer, startServer } from './src/server';
import { signIn } from './src/session';

/**
 * The event reports of part A §2 (Leaderboard with its Fun Facts and CSV, Level Statistics,
 * Level Strength Report) on a progress game that three invited participants have played: the
 * game is generated through the wizard's API and played through the player's API (set-up); the
 * screens are used at 1440 px and looked at on a 375 px phone. The leaderboard follows a new
 * participant live, without a reload.
 */

const admin = {
  name: 'Lea Board',
  email: 'lea@events-reports.test',
  company: 'Board Co',
  password: 'board-pass-2026',
};
const people = [
  { name: 'Ana Lima', email: 'ana.lima@events-reports.test', department: 'Sales', region: 'North' },
  { name: 'Bo Chen', email: 'bo.chen@events-reports.test', department: 'Finance', region: 'South' },
  { name: 'Cy Diaz', email: 'cy.diaz@events-reports.test', department: 'Sales', region: 'South' },
];
/** The spec's candidate table columns (part A §3), the CSV's header row. */
const csvHeader =
  'rank,GPID,name,Country,Job Sub-Function,Job Function,Gender,HR Manager Name,Region (Label),' +
  'Level,Market Unit Code,Work Location,email,currentLevel,completedOnce,currentScore,attempts,' +
  'lastUpdated';

let server: RunningServer;
let browser: Browser;
let api: Api;
let eventId = '';

beforeAll(async () => {
  server = await startServer({ EDITION: 'progress' });
  browser = await launchBrowser();
  ({ api, eventId } = await playedProgressGame(server.url, admin, {
    name: 'Board Quest',
    people,
    levels: [3, 2, 2],
  }));
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The same screen on a phone, then back to the desktop width. */
async function onPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.waitForTimeout(400);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('an admin reads the event reports of a played game', () => {
  it('filters the leaderboard, downloads its CSV, sees it follow a new player, and reads the level reports', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    page.setDefaultTimeout(15_000);
    const base = server.url;
    try {
      await page.goto(`${base}/auth/login`);
      await signIn(page, admin.email, admin.password);
      await page.waitForURL(/\/(assessment|admin)\//);

      // Leaderboard: the three players ranked, the Fun Facts, the live sign.
      await page.goto(`${base}/admin/leaderboard/${eventId}`);
      await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
      const rank = page.getByRole('table', { name: 'Rank' });
      const rows = rank.getByRole('row');
      await expect.poll(() => rows.count()).toBe(1 + people.length);
      await page.getByRole('table', { name: 'Fun Facts' }).waitFor();
      await page.getByText('Live', { exact: true }).waitFor();
      await shot(page, 'reports-leaderboard-1440');
      await onPhone(page, 'reports-leaderboard');

      // A search (sent 1 s after the last key): one row, and the CSV of that one row. The poll
      // waits past the debounce (expect.poll gives up after 1 s by default).
      await page.getByRole('textbox', { name: 'Search' }).fill('bo.chen');
      await expect.poll(() => rows.count(), { timeout: 5_000 }).toBe(2);
      await rank.getByRole('cell', { name: people[1]?.email }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Progress-leaderboard.csv');
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.split(/\r?\n/).filter(Boolean);
      expect(lines[0]).toBe(csvHeader);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(people[1]?.email);

      // A filter from the users list's panel: Market Unit Code 'Sales' keeps Ana and Cy.
      await page.getByRole('textbox', { name: 'Search' }).fill('');
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('combobox', { name: 'Market Unit Code' }).click();
      await page.getByRole('option', { name: 'Sales' }).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => rows.count()).toBe(3);
      const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
      expect(href).toBe(`/api/events/${eventId}/leaderboard.csv?departments=Sales`);
      await shot(page, 'reports-leaderboard-filtered-1440');

      // Live: a participant added elsewhere shows up without a reload.
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => rows.count()).toBe(1 + people.length);
      await api('POST', `/api/events/${eventId}/participants`, {
        name: 'Di Evans',
        email: 'di.evans@events-reports.test',
        department: 'Sales',
        region: 'North',
      });
      await page.getByText(/participants by current score, 4 in all/).waitFor({ timeout: 10_000 });
      await expect.poll(() => rows.count()).toBe(2 + people.length);

      // The dashboard follows its games too: the card's count moves on by itself.
      await page.goto(`${base}/assessment/dashboard`);
      const card = page.getByRole('article', { name: 'Board Quest' });
      await card.getByText('4 users').waitFor();
      await page.getByText('Live', { exact: true }).waitFor();
      await api('POST', `/api/events/${eventId}/participants`, {
        name: 'Ed Fox',
        email: 'ed.fox@events-reports.test',
        department: 'Finance',
        region: 'North',
      });
      await card.getByText('5 users').waitFor({ timeout: 10_000 });

      // Level Statistics: the bars and the Scores table.
      await page.goto(`${base}/admin/level-statistics/${eventId}`);
      await page.getByRole('heading', { name: 'Level Statistics', level: 1 }).waitFor();
      const scores = page.getByRole('table', { name: 'Scores' });
      await scores.waitFor();
      await expect.poll(() => scores.getByRole('row').count()).toBeGreaterThan(2);
      // A bar of 0 (Cy answered every item Wrong: level 1's minimum) has no height and counts
      // as hidden: wait for one that shows.
      await page.locator('.recharts-bar-rectangle').filter({ visible: true }).first().waitFor();
      await shot(page, 'reports-level-statistics-1440');
      await onPhone(page, 'reports-level-statistics');

      // Level Strength Report: the dials, the lines, the table and a card per level.
      await page.goto(`${base}/admin/level-strengths/${eventId}`);
      await page.getByRole('heading', { name: 'Level Strength Report', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Competency percentages per level' });
      await table.getByRole('cell', { name: 'All Levels' }).waitFor();
      await chartLineDrawn(page);
      await page.getByRole('article', { name: 'Level 1' }).waitFor();
      await shot(page, 'reports-level-strengths-1440');
      await onPhone(page, 'reports-level-strengths');

      expect(errors).toEqual([]);
    } catch (error) {
      await shot(page, 'reports-events-failed');
      throw error;
    } finally {
      await context.close();
    }
  });
});
