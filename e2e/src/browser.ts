import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** This machine's network is closed: without the background-networking flags Chromium retries. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(screenshotDir, { recursive: true });
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/** A page that records every console error and uncaught exception, for the final assertion. */
export async function openPage(
  browser: Browser,
  width: number,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { context, page, errors };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * A chart has drawn its first line (a path with points). Not Playwright's "visible": a flat
 * line (every level scored the same) has a box of no height, which counts as hidden.
 */
export async function chartLineDrawn(page: Page): Promise<void> {
  const curve = page.locator('.recharts-line-curve').first();
  await curve.waitFor({ state: 'attached' });
  const deadline = Date.now() + 15_000;
  while (!/^M\s*-?[\d.]/.test((await curve.getAttribute('d')) ?? '')) {
    if (Date.now() > deadline) {
      throw new Error('the chart drew no line within 15 s');
    }
    await page.waitForTimeout(100);
  }
}
