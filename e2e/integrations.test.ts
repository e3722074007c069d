import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The test receiver of the server's own webhook tests: node's http and crypto only.
import { startReceiver } from '../apps/server/src/modules/webhooks/webhook-receiver';
import { type Api, apiClient, signInApi } from './src/api';
import { launchBrowser, openPage, shot } from './src/browser';
import { playedProgressGame } from './src/reports-setup';
import { type RunningServer, startServer, superAdmin } from './src/server';
import { signIn } from './src/session';

/**
 * The integrations as an admin uses them in the browser: an API key for the ATS (shown
 * once, used, revoked), a result webhook (secret shown once, a level end delivered signed,
 * re-sent), invitation tracking and reminders on the users list, and a participant's data
 * exported and erased, with the erasure in the account's audit log. The game is generated and
 * played through the API (set-up); the ATS and the participant's player are `fetch` calls.
 */

const admin = {
  name: 'Ines Integrations',
  email: 'ines@integrations.test',
  company: 'Integrations Co',
  password: 'integrations-pass-2026',
};
const gameName = 'Integrations Quest';
const ana = {
  name: 'Ana Lima',
  email: 'ana.lima@integrations.test',
  department: 'Sales',
  region: 'North',
};
const bo = {
  name: 'Bo Chen',
  email: 'bo.chen@integrations.test',
  department: 'Finance',
  region: 'South',
};
/** Added after the set-up and never opens the link: invited, not started. */
const cy = {
  name: 'Cy Diaz',
  email: 'cy.diaz@integrations.test',
  department: 'Sales',
  region: 'South',
};
const keyName = 'Greenhouse ATS';

type OutboxMail = { to: string; subject: string; links: string[] };
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

let server: RunningServer;
let browser: Browser;
let receiver: Receiver;
/** The endpoint's signing secret as read from the browser's dialog: the receiver checks with it. */
let webhookSecret = '';
let api: Api;
let root: Api;
let eventId = '';
const consoleErrors: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver(() => webhookSecret);
  // The receiver listens on loopback, which the SSRF guard refuses otherwise.
  server = await startServer({ EDITION: 'progress', WEBHOOK_ALLOW_PRIVATE: 'true' });
  browser = await launchBrowser();
  // Ana plays one level (started), Bo follows the link only (opened).
  ({ api, eventId } = await playedProgressGame(server.url, admin, {
    name: gameName,
    people: [ana, bo],
    levels: [1, 0],
  }));
  await api('POST', `/api/events/${eventId}/participants`, cy);
  root = apiClient(server.url, await signInApi(server.url, superAdmin.email, superAdmin.password));
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

const outbox = async () =>
  (await root<{ items: OutboxMail[] }>('GET', '/api/admin/outbox?pageSize=100')).items;

/** What an ATS does with the key: a GET with `Authorization: Bearer`. */
const withKey = (key: string, route: string) =>
  fetch(`${server.url}${route}`, { headers: { authorization: `Bearer ${key}` } });

/**
 * The participant follows the invitation link (its token from the outbox) and ends their first
 * open level through the player's API without answering: the run's id.
 */
async function endALevel(email: string): Promise<string> {
  const link = (await outbox())
    .find((m) => m.to === email)
    ?.links.find((l) => l.includes(`/play/${eventId}?token=`));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) {
    throw new Error(`no invitation link for ${email}`);
  }
  const opened = await fetch(`${server.url}/api/play/${eventId}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(opened.status).toBe(204);
  const player = apiClient(
    server.url,
    opened.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  );
  const me = await player<{ levels: { id: string; state: string }[] }>(
    'GET',
    `/api/play/${eventId}/me`,
  );
  const level = me.levels.find((l) => l.state === 'open');
  if (!level) {
    throw new Error(`${email} has no open level`);
  }
  const run = await player<{ id: string }>('POST', `/api/play/${eventId}/levels/${level.id}/runs`);
  await player('POST', `/api/play/${eventId}/runs/${run.id}/end`);
  return run.id;
}

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${server.url}/auth/login`);
  await signIn(page, admin.email, admin.password);
  await page.waitForURL(/\/admin\/leaderboard\/|\/assessment\//);
}

const menuLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });

/** The text of a modal's secret (a `<pre>` block): the first match of `pattern` in the dialog. */
async function secretIn(dialog: Locator, pattern: RegExp): Promise<string> {
  const found = pattern.exec((await dialog.textContent()) ?? '')?.[0];
  if (!found) {
    throw new Error(`no ${pattern} in the dialog`);
  }
  return found;
}

/** Until the dialogs' and toasts' CSS transitions have ended, so a screenshot shows them still. */
const transitionsEnded = (page: Page) =>
  page.evaluate(
    `Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition)
      .map((a) => a.finished.catch(() => undefined))).then(() => true)`,
  );

/** No sideways scrolling on a phone. */
const pageWidth = async (page: Page) =>
  Number(await page.evaluate('document.documentElement.scrollWidth'));

describe("an admin connects the account's ATS and looks after a participant's data", () => {
  it('creates, uses and revokes an API key, and adds a webhook that a level end reaches, signed and re-sent', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    page.setDefaultTimeout(15_000);
    try {
      await signInAsAdmin(page);

      // --- API keys: shown once, used by the ATS, revoked.
      await menuLink(page, 'API keys').click();
      await page.waitForURL('**/admin/api-keys');
      await page.getByRole('heading', { name: 'API keys' }).waitFor();
      await page.getByText('No API keys yet.').waitFor();
      await page.getByRole('button', { name: 'Create API key' }).click();
      const createDialog = page.getByRole('dialog', { name: 'Create API key' });
      await createDialog.getByLabel(/^Name/).fill(keyName);
      await createDialog.getByRole('button', { name: 'Create API key' }).click();
      const keyDialog = page.getByRole('dialog', { name: 'Your new API key' });
      await keyDialog.getByText('Copy the key now: it will not be shown again.').waitFor();
      await keyDialog.getByRole('button', { name: 'Copy' }).waitFor();
      const key = await secretIn(keyDialog, /ak_[0-9a-f]{8}_[A-Za-z0-9_-]{43}/);
      const prefix = key.slice(0, 'ak_'.length + 8);
      await transitionsEnded(page);
      await shot(page, 'integrations-api-key-created');
      await keyDialog.getByRole('button', { name: 'Done' }).click();
      await keyDialog.waitFor({ state: 'hidden' });

      const keyRow = page.getByRole('row').filter({ hasText: keyName });
      await keyRow.getByText(`${prefix}…`).waitFor();
      await keyRow.getByText('Active', { exact: true }).waitFor();
      await keyRow.getByText('Never', { exact: true }).waitFor();
      // The list names the key by its prefix; the secret is nowhere on the page any more.
      expect(await page.content()).not.toContain(key.slice(prefix.length + 1));
      await shot(page, 'integrations-api-keys');

      // The ATS reads the account's games and the game's participants with the key.
      const games = await withKey(key, '/api/events');
      expect(games.status).toBe(200);
      const { items } = (await games.json()) as {
        items: { id: string; assessmentName: string }[];
      };
      expect(items.map((g) => [g.id, g.assessmentName])).toEqual([[eventId, gameName]]);
      const people = await withKey(key, `/api/events/${eventId}/participants`);
      expect(people.status).toBe(200);
      const listed = (await people.json()) as { items: { email: string }[]; total: number };
      expect(listed.total).toBe(3);
      expect(listed.items.map((p) => p.email).sort()).toEqual(
        [ana.email, bo.email, cy.email].sort(),
      );

      await page.getByRole('button', { name: `Revoke ${keyName}` }).click();
      const revokeDialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
      await revokeDialog.getByText(prefix, { exact: true }).waitFor();
      await revokeDialog.getByText(/Systems that use it stop working at once/).waitFor();
      await revokeDialog.getByRole('button', { name: 'Revoke' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: `API key "${keyName}" revoked` })
        .waitFor();
      await keyRow.getByText('Revoked', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: `Revoke ${keyName}` }).count()).toBe(0);
      // The refreshed list says when the ATS last used it.
      expect(await keyRow.getByText('Never', { exact: true }).count()).toBe(0);
      const refused = await withKey(key, '/api/events');
      expect(refused.status).toBe(401);
      const refusal = (await refused.json()) as { error?: { code?: string; message?: string } };
      expect(refusal.error?.code).toBe('API_KEY_INVALID');
      expect(refusal.error?.message).toBe(
        'The API key is not valid, has been revoked, or its account is blocked.',
      );
      await revokeDialog.waitFor({ state: 'hidden' });
      await transitionsEnded(page);
      await shot(page, 'integrations-api-key-revoked');

      // --- Webhooks: an endpoint for level completions, its secret shown once.
      await menuLink(page, 'Webhooks').click();
      await page.waitForURL('**/admin/webhooks');
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
      await page.getByText('No webhook endpoints yet.').waitFor();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add endpoint' });
      await addDialog.getByLabel(/^Endpoint URL/).fill(receiver.url);
      await addDialog.getByRole('checkbox', { name: 'Participant completed the game' }).uncheck();
      await addDialog.getByRole('checkbox', { name: 'Candidate applied' }).uncheck();
      expect(
        await addDialog
          .getByRole('checkbox', { name: 'Participant completed a level' })
          .isChecked(),
      ).toBe(true);
      await addDialog.getByRole('button', { name: 'Add endpoint' }).click();
      const secretDialog = page.getByRole('dialog', { name: 'Endpoint added' });
      await secretDialog.getByText(/Copy this signing secret now/).waitFor();
      webhookSecret = await secretIn(secretDialog, /whsec_[A-Za-z0-9_-]{43}/);
      await transitionsEnded(page);
      await shot(page, 'integrations-webhook-secret');
      await secretDialog.getByRole('button', { name: 'Done' }).click();
      await secretDialog.waitFor({ state: 'hidden' });

      const endpoint = page.getByRole('region', { name: receiver.url });
      await endpoint.getByText('Active', { exact: true }).waitFor();
      await endpoint.getByText('participant.level_completed', { exact: true }).waitFor();
      expect(await endpoint.getByText('participant.completed', { exact: true }).count()).toBe(0);
      expect(await endpoint.getByText('candidate.submitted', { exact: true }).count()).toBe(0);
      expect(await page.content()).not.toContain(webhookSecret);

      // Ana ends a level in the player: the receiver gets it, signed with the shown secret.
      const runId = await endALevel(ana.email);
      const webhookId = `level_completed_${runId}`;
      const copies = () => receiver.received.filter((r) => r.headers['webhook-id'] === webhookId);
      await expect.poll(() => copies().length, { timeout: 20_000 }).toBe(1);
      // Only this level end: the levels played before the endpoint existed send nothing.
      expect(receiver.received).toHaveLength(1);
      const [first] = copies();
      expect(first?.signatureValid).toBe(true);
      const payload = JSON.parse(first?.body ?? '{}') as {
        id: string;
        type: string;
        data: { gameId: string; participant: { email: string }; level: { id: string } };
      };
      expect(payload.id).toBe(webhookId);
      expect(payload.type).toBe('participant.level_completed');
      expect(payload.data.gameId).toBe(eventId);
      expect(payload.data.participant.email).toBe(ana.email);

      // The console lists the delivery as succeeded, once the sender has recorded the answer.
      const [endpointRow] = (await api<{ items: { id: string }[] }>('GET', '/api/webhooks')).items;
      const deliveriesRoute = `/api/webhooks/${endpointRow?.id}/deliveries`;
      const deliveryStatus = async () =>
        (await api<{ items: { status: string }[] }>('GET', deliveriesRoute)).items[0]?.status;
      await expect.poll(deliveryStatus, { timeout: 10_000 }).toBe('succeeded');
      await endpoint.getByRole('button', { name: 'Show deliveries' }).click();
      const deliveries = endpoint.getByRole('table', { name: 'Deliveries' });
      const deliveryRow = deliveries.getByRole('row').filter({
        hasText: 'participant.level_completed',
      });
      await deliveryRow.getByText('succeeded', { exact: true }).waitFor();
      expect(await deliveries.locator('tbody tr').count()).toBe(1);
      expect(await deliveryRow.getByRole('cell').nth(2).textContent()).toBe('1');
      expect(await deliveryRow.getByRole('cell').nth(3).textContent()).toBe('200');
      await shot(page, 'integrations-webhook-deliveries');

      // Re-send: the receiver gets the same occurrence again, under the same Webhook-Id.
      await deliveryRow
        .getByRole('button', { name: /^Re-send participant\.level_completed/ })
        .click();
      await page.getByRole('alert').filter({ hasText: 'Queued to be sent again' }).waitFor();
      await expect.poll(() => copies().length, { timeout: 20_000 }).toBe(2);
      const second = copies()[1];
      expect(second?.signatureValid).toBe(true);
      expect((JSON.parse(second?.body ?? '{}') as { id?: string }).id).toBe(webhookId);
      await expect.poll(deliveryStatus, { timeout: 10_000 }).toBe('succeeded');
      await page.reload();
      await endpoint.getByRole('button', { name: 'Show deliveries' }).click();
      await deliveryRow.getByText('succeeded', { exact: true }).waitFor();
      expect(await deliveries.locator('tbody tr').count()).toBe(1);
    } finally {
      consoleErrors.push(...errors);
      await context.close();
    }

    // The same two screens on a phone: one card per key and per delivery, nothing off the side.
    const narrow = await openPage(browser, 375);
    // A loaded machine may take longer than 15 s for a console page and its list.
    narrow.page.setDefaultTimeout(30_000);
    try {
      await signInAsAdmin(narrow.page);
      await narrow.page.goto(`${server.url}/admin/api-keys`);
      const card = narrow.page.getByRole('listitem').filter({ hasText: keyName });
      await card.getByText('Revoked', { exact: true }).waitFor();
      expect(await narrow.page.getByRole('table').count()).toBe(0);
      expect(await pageWidth(narrow.page)).toBeLessThanOrEqual(375);
      await shot(narrow.page, 'integrations-api-keys-narrow');

      await narrow.page.goto(`${server.url}/admin/webhooks`);
      const endpoint = narrow.page.getByRole('region', { name: receiver.url });
      await endpoint.getByRole('button', { name: 'Show deliveries' }).click();
      await endpoint.getByText('succeeded', { exact: true }).waitFor();
      await endpoint.getByText('participant.level_completed', { exact: true }).nth(1).waitFor();
      expect(await pageWidth(narrow.page)).toBeLessThanOrEqual(375);
      await shot(narrow.page, 'integrations-webhooks-narrow');
    } finally {
      consoleErrors.push(...narrow.errors);
      await narrow.context.close();
    }
  });

  it("tracks invitations, reminds, and exports and erases a participant's data", async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    page.setDefaultTimeout(15_000);
    try {
      await signInAsAdmin(page);
      await menuLink(page, 'Users').click();
      await page.waitForURL(`**/admin/users/${eventId}`);
      await page.getByText(`${gameName}: participants by current score, 3 in all.`).waitFor();

      // --- Tracking: the counts as chips, each person's state as a badge.
      const bar = page.getByRole('group', { name: 'Invitation tracking' });
      for (const chip of ['Sent 1', 'Delivered 0', 'Opened 1', 'Started 1', 'Completed 0']) {
        await bar.getByRole('checkbox', { name: chip }).waitFor({ state: 'attached' });
      }
      const rows = page.locator('tbody tr');
      const rowOf = (email: string) => rows.filter({ hasText: email });
      await expect.poll(() => rows.count()).toBe(3);
      expect(await rowOf(ana.email).textContent()).toContain('Invitation: Started');
      expect(await rowOf(bo.email).textContent()).toContain('Invitation: Opened');
      expect(await rowOf(cy.email).textContent()).toContain('Invitation: Sent');
      const listedEmails = async () =>
        (await rows.allTextContents())
          .map((text) => [ana, bo, cy].find((p) => text.includes(p.email))?.name)
          .sort();

      // Ticking chips filters the list to those states.
      const chip = (label: string) => bar.locator('label').filter({ hasText: label });
      await chip('Started 1').click();
      await expect.poll(listedEmails).toEqual([ana.name]);
      expect(await bar.getByRole('checkbox', { name: 'Started 1' }).isChecked()).toBe(true);
      await shot(page, 'integrations-tracking-started');
      await chip('Sent 1').click();
      await expect.poll(listedEmails).toEqual([ana.name, cy.name]);
      await chip('Started 1').click();
      await chip('Sent 1').click();
      await expect.poll(listedEmails).toEqual([ana.name, bo.name, cy.name]);

      // --- Reminders: everyone invited who has not completed, after a confirmation.
      await page.getByText('3 participants can be reminded now.').waitFor();
      await page.getByRole('button', { name: 'Send reminder' }).click();
      const remindDialog = page.getByRole('dialog', { name: 'Send reminder' });
      await remindDialog
        .getByText(/Send a reminder to the 3 participants who have not completed the game\?/)
        .waitFor();
      await remindDialog.getByRole('button', { name: 'Send reminder' }).click();
      await remindDialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('alert')
        .filter({ hasText: 'Reminder sent to 3 participants.' })
        .waitFor();
      await page.getByText('0 participants can be reminded now.').waitFor();
      expect(await page.getByRole('button', { name: 'Send reminder' }).isDisabled()).toBe(true);
      await shot(page, 'integrations-reminder-sent');
      const reminderSubject = `Reminder: ${gameName} is waiting for you`;
      const reminded = async () =>
        (await outbox())
          .filter((m) => m.subject === reminderSubject)
          .map((m) => m.to)
          .sort();
      await expect.poll(reminded).toEqual([ana.email, bo.email, cy.email].sort());
      // Cy, who never opened the invitation, gets a fresh link to the game.
      const cyReminder = (await outbox()).find(
        (m) => m.to === cy.email && m.subject === reminderSubject,
      );
      expect(cyReminder?.links.some((l) => l.includes(`/play/${eventId}?token=`))).toBe(true);

      // --- Privacy: Ana's data as a zip, then her erasure.
      const found = await api<{ items: { id: string; email: string }[] }>(
        'GET',
        `/api/events/${eventId}/participants?search=ana.lima`,
      );
      const anaId = found.items.find((p) => p.email === ana.email)?.id ?? '';
      expect(anaId).toMatch(/^[0-9a-f-]{36}$/);
      const anaLabel = `${ana.name} (${ana.email})`;
      await page.getByRole('button', { name: `Privacy: ${anaLabel}` }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Export data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`participant-${anaId}.zip`);
      const zip = readFileSync(await download.path());
      expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
      const files = unzipSync(new Uint8Array(zip));
      expect(Object.keys(files)).toEqual(['data.json']);
      const data = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as {
        kind: string;
        id: string;
        eventId: string;
        tables: {
          participants: { email: string }[];
          level_runs: { id: string }[];
          outbox: { subject: string }[];
        };
      };
      expect([data.kind, data.id, data.eventId]).toEqual(['participant', anaId, eventId]);
      expect(data.tables.participants.map((p) => p.email)).toEqual([ana.email]);
      // The level of the set-up and the one the webhook reported.
      expect(data.tables.level_runs).toHaveLength(2);
      expect(data.tables.outbox.map((m) => m.subject)).toContain(reminderSubject);

      await page.getByRole('button', { name: `Privacy: ${anaLabel}` }).click();
      await page.getByRole('menuitem', { name: 'Erase personal data' }).click();
      const eraseDialog = page.getByRole('dialog', { name: 'Erase personal data?' });
      await eraseDialog.getByText(anaLabel, { exact: true }).waitFor();
      await eraseDialog.getByText(/Every record about this participant is removed/).waitFor();
      await transitionsEnded(page);
      await shot(page, 'integrations-erase-confirm');
      await eraseDialog.getByRole('button', { name: 'Erase' }).click();
      await eraseDialog.waitFor({ state: 'hidden' });
      // The notice comes even though the row's menu that asked is gone with the refreshed list.
      await page.getByRole('alert').filter({ hasText: 'Personal data erased.' }).waitFor();
      await page.getByText(`${gameName}: participants by current score, 2 in all.`).waitFor();
      await expect.poll(listedEmails).toEqual([bo.name, cy.name]);
      await bar.getByRole('checkbox', { name: 'Started 0' }).waitFor({ state: 'attached' });
      await shot(page, 'integrations-erased');
      // The mails sent to her and the webhook deliveries naming her went with her.
      expect((await outbox()).filter((m) => m.to === ana.email)).toEqual([]);
      expect((await outbox()).filter((m) => m.to === bo.email).length).toBeGreaterThan(0);
      const endpoints = (await api<{ items: { id: string }[] }>('GET', '/api/webhooks')).items;
      expect(endpoints).toHaveLength(1);
      const left = await api<{ total: number }>(
        'GET',
        `/api/webhooks/${endpoints[0]?.id}/deliveries`,
      );
      expect(left.total).toBe(0);

      // --- The account's audit log: the erasure (ids and counts only), the key and the webhook.
      await menuLink(page, 'Audit log').click();
      await page.waitForURL('**/admin/audit**');
      await page.getByRole('heading', { name: "Your account's audit log" }).waitFor();
      const eraseRow = page
        .locator('tbody tr')
        .filter({ hasText: 'Participant personal data erased' });
      await eraseRow.waitFor();
      expect(await eraseRow.count()).toBe(1);
      const eraseText = (await eraseRow.textContent()) ?? '';
      expect(eraseText).toContain(anaId);
      expect(eraseText).toContain('participants: 1');
      expect(eraseText).toContain(admin.email);
      for (const action of ['API key created', 'API key revoked', 'Webhook added']) {
        await page.locator('tbody tr').filter({ hasText: action }).first().waitFor();
      }
      expect(await page.content()).not.toContain(ana.email);
      await shot(page, 'integrations-audit');
    } finally {
      consoleErrors.push(...errors);
      await context.close();
    }
  });

  it('logged no browser console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
