import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApi } from './src/api';
import { axeViolations } from './src/axe';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, seedDemo, startServer } from './src/server';
import { signIn } from './src/session';

/**
 * The reports' browser test on the demo event (`npm run seed:demo -- --participants N`, seeded
 * into the server's data directory before it starts): the demo admin opens each of the seven
 * report screens, filters the leaderboard, picks a user, downloads each CSV, and every screen
 * is looked at on a laptop and a phone, with no console errors.
 */

const PARTICIPANTS = 300;
const demo = { email: 'demo.progress@example.com', password: 'demo-progress-2026' };
const eventId = 'progressdemoco_reportsdemo';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({}, { beforeStart: seedDemo([`--participants=${PARTICIPANTS}`]) });
  browser = await launchBrowser();
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const screens = [
  ['leaderboard', 'Leaderboard'],
  ['level-statistics', 'Level Statistics'],
  ['level-strengths', 'Level Strength Report'],
  ['user-strengths', 'User Strength Report'],
  ['strength-details', 'Competency Leaderboard'],
  ['competency-report', 'Competency Report'],
  ['grades', 'Grades'],
] as const;

describe('the reports on the demo event', () => {
  it('every report screen shows the seeded event, with its filters, picker and CSVs', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    try {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, demo.email, demo.password);
      await page.waitForURL(/\/(assessment|admin)\//);

      await page.goto(`${server.url}/admin/leaderboard/${eventId}`);
      await page.getByText(`${PARTICIPANTS} in all`).waitFor();
      const rows = page.getByRole('table', { name: /rank/i }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(10);
      // A prefix search narrows the Rank table on the server.
      const first = (await rows.first().locator('td').nth(2).textContent()) ?? '';
      await page.getByRole('textbox', { name: 'Search' }).fill(first.slice(0, 4));
      await expect
        .poll(() => page.getByText(`${PARTICIPANTS} in all`).count(), { timeout: 5000 })
        .toBe(0);
      await shot(page, 'reports-demo-leaderboard-1440');

      await page.goto(`${server.url}/admin/user-strengths/${eventId}`);
      await page.getByRole('textbox', { name: 'User' }).fill(first.slice(0, 3).toLowerCase());
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\?user=[0-9a-f-]{36}$/);
      await page
        .getByRole('table', { name: 'Level scores' })
        .or(page.getByText('No level data found'))
        .first()
        .waitFor();

      for (const [route, title] of screens) {
        await page.goto(`${server.url}/admin/${route}/${eventId}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await shot(page, `reports-demo-${route}-1440`);
        await page.setViewportSize({ width: 375, height: 900 });
        await page.waitForTimeout(300);
        await shot(page, `reports-demo-${route}-375`);
        await page.setViewportSize({ width: 1440, height: 900 });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // Each CSV: the spec's file name, its header, and every participant it lists.
    const cookie = await signInApi(server.url, demo.email, demo.password);
    const csvs = [
      ['leaderboard.csv', 'Progress-leaderboard.csv', /^\uFEFF?rank,GPID,name,/, PARTICIPANTS],
      ['strength-details.csv', 'Progress-strengthDetail.csv', /^\uFEFF?Name,Email,/, PARTICIPANTS],
      [
        'competency-report.csv',
        'Progress Competency-Report.csv',
        /^\uFEFF?Name,Email,Competency/,
        null,
      ],
    ] as const;
    for (const [file, name, header, count] of csvs) {
      const response = await fetch(`${server.url}/api/events/${eventId}/${file}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(name);
      const lines = (await response.text()).trim().split('\r\n');
      expect(lines[0]).toMatch(header);
      if (count !== null) {
        expect(lines).toHaveLength(count + 1);
      } else {
        expect(lines.length).toBeGreaterThan(1);
      }
    }
  });

  it('the measurement screens show the demo event’s figures and their time, axe clean', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    try {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, demo.email, demo.password);
      await page.waitForURL(/\/(assessment|admin)\//);
      const measurement = [
        // Items: the table of the event's questions and mini screens, with figures.
        ['items', 'Items', page.getByRole('table').first()],
        // The Competency Report's reliability panel, beside the bands.
        [
          'competency-report',
          'Competency Report',
          page.getByRole('table', { name: 'Reliability' }),
        ],
        // Fairness: the statement, then the first decision's tables.
        ['fairness', 'Fairness', page.getByRole('table').first()],
      ] as const;
      for (const [route, title, filled] of measurement) {
        await page.goto(`${server.url}/admin/${route}/${eventId}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await filled.waitFor();
        // Computed in the read (a small event): current, with the time they were computed.
        await page
          .getByText(/^Figures as of \d{2}\/\w{3}\/\d{2}, \d{2}:\d{2}\.$/)
          .first()
          .waitFor();
        expect(await page.getByText(/being counted|being computed/).count()).toBe(0);
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForTimeout(300);
          expect(await axeViolations(page), `${route} at ${width}`).toEqual([]);
          await shot(page, `reports-demo-measurement-${route}-${width}`);
        }
        await page.setViewportSize({ width: 1440, height: 900 });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
