import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAdmin, signInApi } from './src/api';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, startServer } from './src/server';
import { signIn } from './src/session';

const owner = {
  name: 'Omar Owner',
  email: 'omar@owner.test',
  company: 'Owner Co',
  password: 'owner-pass-2026',
};
const visitor = {
  name: 'Vera Visitor',
  email: 'vera@visitor.test',
  company: 'Visitor Co',
  password: 'visitor-pass-2026',
};

let server: RunningServer;
let browser: Browser;
let foreignEventId = '';
let ownEventId = '';
const consoleErrors: string[] = [];

/** The menu's remembered event (the web's EVENT_ID_KEY), read in the page. */
const storedEventId = "window.localStorage.getItem('eventId')";

const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createEvent(email: string, password: string, name: string): Promise<string> {
  const cookie = await signInApi(server.url, email, password);
  const created = await fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify({
      assessmentName: name,
      assessmentFor: 'Staff',
      launchDate: isoDay(2),
      closingDate: isoDay(30),
    }),
  });
  if (created.status !== 201) {
    throw new Error(`create event failed: ${await created.text()}`);
  }
  return ((await created.json()) as { id: string }).id;
}

beforeAll(async () => {
  server = await startServer({ EDITION: 'ace' });
  browser = await launchBrowser();
  await createVerifiedAdmin(server.url, owner);
  await createVerifiedAdmin(server.url, visitor);
  foreignEventId = await createEvent(owner.email, owner.password, 'Owner Secret');
  ownEventId = await createEvent(visitor.email, visitor.password, 'Visitor Own');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("another account's event on the leaderboard", () => {
  it("shows 'Wrong Event', lands on the dashboard and keeps the menu on the admin's own event", async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, visitor.email, visitor.password);
      await page.waitForURL(/\/admin\/leaderboard\/|\/assessment\//);

      // The admin's own event opens and becomes the menu's event.
      await page.goto(`${server.url}/admin/leaderboard/${ownEventId}`);
      await page.getByRole('heading', { name: 'Leaderboard' }).waitFor();
      await expect.poll(() => page.evaluate(storedEventId)).toBe(ownEventId);

      // Another account's event, then one that does not exist: the same answer for both.
      for (const wrongId of [foreignEventId, 'no_such_event']) {
        await page.goto(`${server.url}/admin/leaderboard/${wrongId}`);
        await page.getByText('Wrong Event', { exact: true }).waitFor();
        await page.getByText('You are trying to access wrong event').waitFor();
        await page.waitForURL('**/assessment/dashboard');
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        expect(await page.evaluate(storedEventId)).toBe(ownEventId);
        const leaderboardLink = page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Leaderboard', exact: true });
        expect(await leaderboardLink.getAttribute('href')).toBe(`/admin/leaderboard/${ownEventId}`);
        // Nothing of the other account's event was shown.
        expect(await page.getByText('Owner Secret').count()).toBe(0);
      }
      await shot(page, 'wrong-event-dashboard');
    } finally {
      consoleErrors.push(...errors);
      await context.close();
    }
  });

  it('logged no browser console errors but the refused event reads', () => {
    // Chromium logs every 4xx response; those of the refused event reads are the scenario.
    const refused = /Failed to load resource: the server responded with a status of 40[34]/;
    expect(consoleErrors.filter((line) => !refused.test(line))).toEqual([]);
  });
});
