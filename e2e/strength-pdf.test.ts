import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshotDir, shot } from './src/browser';
import { playedProgressGame } from './src/reports-setup';
import { type RunningServer, startServer } from './src/server';
import { signIn } from './src/session';

/**
 * The per-participant PDF report (docs/decisions/0011-per-participant-pdf-report.md) from the
 * built server: the admin downloads a played participant's PDF from the User Strength Report,
 * and poppler's pdftoppm (Debian poppler-utils) renders it to a PNG beside the screenshots, for
 * a person to look at.
 */

const admin = {
  name: 'Paula Pdf',
  email: 'paula@pdf.test',
  company: 'Pdf Co',
  password: 'pdf-report-2026',
};
const person = {
  name: 'Ana Lima',
  email: 'ana.lima@pdf.test',
  department: 'Sales',
  region: 'North',
};

let server: RunningServer;
let browser: Browser;
let eventId = '';
let participantId = '';

beforeAll(async () => {
  server = await startServer({ EDITION: 'progress' });
  browser = await launchBrowser();
  let api: Awaited<ReturnType<typeof playedProgressGame>>['api'];
  ({ api, eventId } = await playedProgressGame(server.url, admin, {
    name: 'Pdf Quest',
    people: [person],
    levels: [3],
  }));
  const found = await api<{ items: { id: string }[] }>(
    'GET',
    `/api/events/${eventId}/user-strengths?search=ana`,
  );
  participantId = found.items[0]?.id ?? '';
  expect(participantId).not.toBe('');
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the per-participant PDF report', () => {
  it('downloads from the User Strength Report as one A4 page, rendered to PNG', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, admin.email, admin.password);
      await page.waitForURL(/\/(assessment|admin)\//);
      await page.goto(`${server.url}/admin/user-strengths/${eventId}?user=${participantId}`);
      await page.getByRole('heading', { name: person.name }).waitFor();
      const button = page.getByRole('button', { name: 'Download PDF' });
      await shot(page, 'strength-pdf-button-1440');

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`Strength Report ${person.name}.pdf`);
      const pdf = path.join(screenshotDir, 'strength-pdf-report.pdf');
      await download.saveAs(pdf);
      expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
      expect(info).toMatch(/^Pages:\s+1$/m);
      expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m);
      // The text is real text: poppler reads the name, the sections and a competency back.
      const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      expect(text).toContain(person.name);
      expect(text).toContain(person.email);
      expect(text).toContain('Level scores');
      expect(text).toContain('Achievements');

      const png = path.join(screenshotDir, 'strength-pdf-report');
      execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdf, png]);
      // A4 at 80 dpi is 662 × 936 pixels; a blank page would compress to a few kilobytes.
      expect(pngSize(`${png}.png`)).toEqual({ width: 662, height: 936 });
      expect(statSync(`${png}.png`).size).toBeGreaterThan(20_000);
      await expect(button.getAttribute('data-loading')).resolves.toBeNull();

      await page.setViewportSize({ width: 375, height: 900 });
      await page.waitForTimeout(300);
      await page.evaluate('window.scrollTo(0, 0)');
      await shot(page, 'strength-pdf-button-375');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
