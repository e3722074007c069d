import { readFileSync } from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from './src/api';
import { chartLineDrawn, launchBrowser, openPage, shot } from './src/browser';
import { playedProgressGame } from './src/reports-setup';
import { type RunningServer, startServer } from './src/server';
import { signIn } from './src/session';

/**
 * The strength reports (User Strength Report, Competency Leaderboard and Grades, part A §2;
 * Competency Report, part B §2) on a progress game that three invited participants have played:
 * the game is generated through the wizard's API and played through the player's API (set-up),
 * the screens are used in the browser at 1440 px and looked at on a 375 px phone.
 */

const admin = {
  name: 'Rita Reports',
  email: 'rita@reports.test',
  company: 'Reports Co',
  password: 'reports-pass-2026',
};
const people = [
  { name: 'Ana Lima', email: 'ana.lima@reports.test', department: 'Sales', region: 'North' },
  { name: 'Bo Chen', email: 'bo.chen@reports.test', department: 'Finance', region: 'South' },
  { name: 'Cy Diaz', email: 'cy.diaz@reports.test', department: 'Sales', region: 'South' },
];

let server: RunningServer;
let browser: Browser;
let api: Api;
let eventId = '';
let competencies: string[] = [];

beforeAll(async () => {
  server = await startServer({ EDITION: 'progress' });
  browser = await launchBrowser();
  ({ api, eventId } = await playedProgressGame(server.url, admin, {
    name: 'Strength Quest',
    people,
    levels: [2, 1, 1],
  }));
  const board = await api<{ competencies: string[]; total: number }>(
    'GET',
    `/api/events/${eventId}/strength-details`,
  );
  competencies = board.competencies;
  expect(board.total).toBe(people.length);
  // The board and the user report read the same percentages. A competency the person was never
  // asked about has none (docs/decisions/0012-draw-and-scoring.md): blank on the board, not listed
  // in the report.
  const full = await api<{
    items: { id: string; email: string; percentages: (number | null)[] }[];
  }>('GET', `/api/events/${eventId}/strength-details`);
  const byName = (a: { competency: string }, b: { competency: string }) =>
    a.competency.localeCompare(b.competency);
  let unmeasured = 0;
  for (const row of full.items) {
    expect(row.percentages).toHaveLength(competencies.length);
    const report = await api<{ competencies: { competency: string; percentage: number }[] }>(
      'GET',
      `/api/events/${eventId}/user-strengths/${row.id}`,
    );
    const measured = competencies.flatMap((competency, k) => {
      const percentage = row.percentages[k];
      return percentage === null || percentage === undefined ? [] : [{ competency, percentage }];
    });
    unmeasured += competencies.length - measured.length;
    expect(
      report.competencies
        .map(({ competency, percentage }) => ({ competency, percentage }))
        .sort(byName),
    ).toEqual(measured.sort(byName));
  }
  // Bo and Cy played one level, which asks four items over five competencies.
  expect(unmeasured).toBeGreaterThan(0);
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The downloaded file's name and header row (a BOM, if any, left out). */
async function csvHead(download: Download): Promise<{ name: string; header: string }> {
  const file = await download.path();
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  return { name: download.suggestedFilename(), header: text.split(/\r?\n/)[0] ?? '' };
}

async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  return csvHead(download);
}

/** A full-page screenshot from the top: the console's header is sticky, so scroll back first. */
async function snap(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await shot(page, name);
}

/** The same screen on a phone, then back to the desktop width. */
async function onPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.waitForTimeout(300);
  await snap(page, `${name}-375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('an admin reads the strength reports of a played game', () => {
  it('picks a user, filters, downloads each CSV and edits a grade', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    page.setDefaultTimeout(15_000);
    const base = server.url;
    try {
      await page.goto(`${base}/auth/login`);
      await signIn(page, admin.email, admin.password);
      await page.waitForURL(/\/(assessment|admin)\//);

      // User Strength Report: the picker, then the dials, chart and level scores.
      await page.goto(`${base}/admin/user-strengths/${eventId}`);
      await page.getByRole('heading', { name: 'User Strength Report' }).waitFor();
      await page.getByText('Select a user from dropdown(s)').waitFor();
      await page.getByRole('textbox', { name: 'User' }).fill('nobody.here');
      await page.getByText('No user found with that email.').waitFor();
      await page.getByRole('textbox', { name: 'User' }).fill('ana');
      // Chosen with the keyboard, as the picker is a combobox.
      await page
        .getByRole('option', { name: `${people[0]?.name} (${people[0]?.email})` })
        .waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\?user=[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: people[0]?.name }).waitFor();
      const dials = page.getByRole('list', { name: 'Competencies' }).getByRole('listitem');
      await expect.poll(() => dials.count()).toBeGreaterThan(0);
      await page.getByRole('table', { name: 'Level scores' }).waitFor();
      await chartLineDrawn(page);
      await snap(page, 'reports-user-strengths-1440');
      // A reload (or a shared link) shows the same person.
      await page.reload();
      await page.getByRole('heading', { name: people[0]?.name }).waitFor();
      await chartLineDrawn(page);
      await onPhone(page, 'reports-user-strengths');

      // Competency Leaderboard (Assessor Board in ace): a filter, then its CSV.
      await page.goto(`${base}/admin/strength-details/${eventId}`);
      await page.getByRole('heading', { name: 'Competency Leaderboard' }).waitFor();
      const rows = page.getByRole('table').getByRole('row');
      await expect.poll(() => rows.count()).toBe(1 + people.length);
      await page.getByRole('button', { name: 'Filters' }).click();
      const first = competencies[0] ?? '';
      await page.getByRole('textbox', { name: first, exact: true }).fill('100');
      await expect
        .poll(() => page.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))
        .toContain('minimums=100');
      await page.locator('label', { hasText: 'Only Completed' }).click();
      await expect
        .poll(() => page.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))
        .toContain('completed=only');
      await snap(page, 'reports-strength-details-filtered-1440');
      await page.getByRole('textbox', { name: first, exact: true }).fill('');
      await page.locator('label', { hasText: 'All Users' }).click();
      await expect.poll(() => rows.count()).toBe(1 + people.length);
      const board = await downloadCsv(page);
      expect(board.name).toBe('Progress-strengthDetail.csv');
      expect(board.header.startsWith('Name,Email,Market Unit Code,Work Location')).toBe(true);
      for (const name of competencies) {
        expect(board.header).toContain(name);
      }
      await snap(page, 'reports-strength-details-1440');
      await onPhone(page, 'reports-strength-details');

      // Competency Report: the band cards, an area filter, its CSV.
      await page.goto(`${base}/admin/competency-report/${eventId}`);
      await page.getByRole('heading', { name: 'Competency Report' }).waitFor();
      await page.getByRole('region', { name: /^Needs Development \(0–39%\)$/ }).waitFor();
      await page.getByRole('columnheader', { name: 'Market Unit Code' }).waitFor();
      await page.getByRole('combobox', { name: 'Market Unit Code' }).click();
      await page.getByRole('option', { name: 'Sales' }).click();
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))
        .toContain('departments=Sales');
      const report = await downloadCsv(page);
      expect(report.name).toBe('Progress Competency-Report.csv');
      expect(report.header).toBe('Name,Email,Competency,Grade,Market Unit Code,Work Location');
      await snap(page, 'reports-competency-report-1440');
      await onPhone(page, 'reports-competency-report');

      // Grades: a category's participants, then a grade renamed and saved.
      await page.goto(`${base}/admin/grades/${eventId}`);
      await page.getByRole('heading', { name: 'Grades', exact: true }).waitFor();
      await page.getByText('These are the default grades', { exact: false }).waitFor();
      const editor = page.getByRole('list', { name: 'Edit grades' });
      const fourth = editor.getByRole('textbox', { name: 'Grade 4 name' });
      await fourth.fill('');
      await page.getByText('Please enter a grade name').waitFor();
      await fourth.fill('Expert');
      await page.getByRole('button', { name: 'Save grades' }).click();
      await page.getByText('Grades saved').waitFor();
      await page.getByRole('combobox', { name: 'Grade category' }).click();
      await page.getByRole('option', { name: 'Expert (80–100%)' }).waitFor();
      await page.keyboard.press('Escape');
      await snap(page, 'reports-grades-1440');
      await onPhone(page, 'reports-grades');
      await page.reload();
      await expect
        .poll(() =>
          page
            .getByRole('list', { name: 'Edit grades' })
            .getByRole('textbox', { name: 'Grade 4 name' })
            .inputValue(),
        )
        .toBe('Expert');
    } catch (error) {
      await shot(page, 'reports-strengths-failed');
      throw error;
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
