import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAdmin, signInApi } from './src/api';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, startServer, superAdmin } from './src/server';
import { signIn } from './src/session';

/**
 * The strength reports of issue 13 (User Strength Report, Competency Leaderboard, Competency
 * Report, Grades) on a progress game that three invited participants have played: the game is
 * generated through the wizard's API and played through the player's API (set-up), the screens
 * are used in the browser at 1440 px and looked at on a 375 px phone.
 */

const fixtures = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures');
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
let cookie = '';
let eventId = '';
let competencies: string[] = [];

async function api<T>(method: string, route: string, body?: unknown, as = cookie): Promise<T> {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: { cookie: as, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${route}: ${response.status} ${text}`);
  }
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  return (isJson ? JSON.parse(text) : text) as T;
}

/** A progress game with five competencies, Mini 1–3, and Market Unit Code and Work Location. */
async function generateGame(): Promise<string> {
  const form = new FormData();
  const logo = readFileSync(path.join(fixtures, 'square-150.png'));
  form.append('file', new Blob([logo], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${server.url}/api/uploads/images`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const image = (await uploaded.json()) as { fileId: string; url: string };
  type Named = { id: string; name: string; tabName?: string };
  const { items: catalog } = await api<{ items: Named[] }>('GET', '/api/competencies');
  const { items: games } = await api<{ items: Named[] }>('GET', '/api/mini-games');
  await api('PUT', '/api/wizard/draft', {
    info: {
      assessmentName: 'Strength Quest',
      assessmentFor: 'Staff',
      difficulty: 'Easy',
      candidateFlow: false,
    },
    competencies: catalog.slice(0, 5).map(({ id, name }) => ({ id, name })),
    games: ['Mini 1', 'Mini 2', 'Mini 3'].map((tab) => {
      const game = games.find((g) => g.tabName === tab);
      if (!game) {
        throw new Error(`no mini game on ${tab}`);
      }
      return { id: game.id, name: game.name };
    }),
    registrationFields: ['fullName', 'email', 'department', 'region'],
    loginMethods: ['email'],
    logo: { fileId: image.fileId, url: image.url, name: 'logo.png' },
    launchDate: new Date().toISOString().slice(0, 10),
    closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  const stream = await api<string>('POST', '/api/wizard/generate');
  const last = JSON.parse(stream.trim().split('\n').at(-1) ?? '{}') as { eventId?: string };
  if (!last.eventId) {
    throw new Error(`generation failed: ${stream}`);
  }
  return last.eventId;
}

/** Add User, then the invitation's link token from the super admin's outbox. */
async function invite(person: (typeof people)[number]): Promise<string> {
  await api('POST', `/api/events/${eventId}/participants`, person);
  const root = await signInApi(server.url, superAdmin.email, superAdmin.password);
  for (let tries = 0; tries < 50; tries++) {
    const outbox = await api<{ items: { to: string; links: string[] }[] }>(
      'GET',
      '/api/admin/outbox?pageSize=50',
      undefined,
      root,
    );
    const link = outbox.items
      .find((m) => m.to === person.email)
      ?.links.find((l) => l.includes(`/play/${eventId}?token=`));
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (token) {
      return token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation for ${person.email}`);
}

type Item = { kind: string; index: number; options?: string[] };

/**
 * The participant opens the link and plays the first `levels` open levels through the player's
 * API, each item answered with option `pick` (so the three end with different percentages).
 */
async function play(token: string, pick: number, levels: number): Promise<void> {
  const opened = await fetch(`${server.url}/api/play/${eventId}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(opened.status).toBe(204);
  const player = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  for (let n = 0; n < levels; n++) {
    const me = await api<{ levels: { id: string; name: string; state: string }[] }>(
      'GET',
      `/api/play/${eventId}/me`,
      undefined,
      player,
    );
    const level = me.levels.find((l) => l.state === 'open');
    if (!level) {
      return;
    }
    const run = await api<{ id: string; items: Item[] }>(
      'POST',
      `/api/play/${eventId}/levels/${level.id}/runs`,
      undefined,
      player,
    );
    for (const item of run.items) {
      if (item.kind !== 'question' && item.kind !== 'mini1') {
        continue;
      }
      const options = item.options?.length ?? 1;
      await api(
        'POST',
        `/api/play/${eventId}/runs/${run.id}/answers`,
        { clientId: randomUUID(), index: item.index, answer: { choice: pick % options } },
        player,
      );
    }
    await api('POST', `/api/play/${eventId}/runs/${run.id}/end`, undefined, player);
  }
}

beforeAll(async () => {
  server = await startServer({ EDITION: 'progress' });
  browser = await launchBrowser();
  await createVerifiedAdmin(server.url, admin);
  cookie = await signInApi(server.url, admin.email, admin.password);
  eventId = await generateGame();
  for (const [i, person] of people.entries()) {
    await play(await invite(person), i, i === 0 ? 2 : 1);
  }
  const board = await api<{ competencies: string[]; total: number }>(
    'GET',
    `/api/events/${eventId}/strength-details`,
  );
  competencies = board.competencies;
  expect(board.total).toBe(people.length);
  // The board and the user report read the same percentages.
  const full = await api<{
    items: { id: string; email: string; percentages: (number | null)[] }[];
  }>('GET', `/api/events/${eventId}/strength-details`);
  for (const row of full.items) {
    const report = await api<{ competencies: { competency: string; percentage: number }[] }>(
      'GET',
      `/api/events/${eventId}/user-strengths/${row.id}`,
    );
    expect(report.competencies.map((c) => c.percentage)).toEqual(row.percentages);
  }
}, 180_000);

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
      await page.locator('.recharts-line').first().waitFor();
      await snap(page, 'reports-user-strengths-1440');
      // A reload (or a shared link) shows the same person.
      await page.reload();
      await page.getByRole('heading', { name: people[0]?.name }).waitFor();
      await page.locator('.recharts-line').first().waitFor();
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
      expect(report.header).toBe('Name,Email,Competency,Market Unit Code,Work Location');
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
