import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAdmin, signInApi } from './src/api';
import { launchBrowser, openPage, shot } from './src/browser';
import { api as apiAt } from './src/play';
import { type RunningServer, startServer, superAdmin } from './src/server';
import { signIn } from './src/session';

const fixtures = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures');
const password = 'levels-pass-2026';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ EDITION: 'progress' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = <T>(cookie: string, method: string, route: string, body?: unknown) =>
  apiAt<T>(server.url, cookie, method, route, body);

/** A progress admin with a game generated through the wizard's API (set-up, not the scenario). */
async function adminWithGame(width: number): Promise<{ email: string; eventId: string }> {
  const email = `levels.${width}@levels.test`;
  await createVerifiedAdmin(server.url, {
    name: 'Lee Levels',
    email,
    company: `Levels Co ${width}`,
    password,
  });
  const cookie = await signInApi(server.url, email, password);
  const form = new FormData();
  form.append(
    'file',
    new Blob([readFileSync(path.join(fixtures, 'square-150.png'))], { type: 'image/png' }),
    'logo.png',
  );
  const logo = (await (
    await fetch(`${server.url}/api/uploads/images`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
  ).json()) as { fileId: string; url: string };
  const competencies = (
    await api<{ items: { id: string; name: string }[] }>(cookie, 'GET', '/api/competencies')
  ).items;
  // Mini 1, 2 and 4: the games whose screens the scenarios edit.
  const games = (
    await api<{ items: { id: string; name: string; tabName: string }[] }>(
      cookie,
      'GET',
      '/api/mini-games',
    )
  ).items.filter((g) => ['Mini 1', 'Mini 2', 'Mini 4'].includes(g.tabName));
  const today = new Date().toISOString().slice(0, 10);
  await api(cookie, 'PUT', '/api/wizard/draft', {
    info: {
      assessmentName: 'Levels Game',
      assessmentFor: 'Staff',
      difficulty: 'Easy',
      candidateFlow: false,
    },
    competencies: competencies.slice(0, 5).map(({ id, name }) => ({ id, name })),
    games: games.slice(0, 3).map(({ id, name }) => ({ id, name })),
    registrationFields: ['fullName', 'email', 'department'],
    loginMethods: ['email'],
    logo: { fileId: logo.fileId, url: logo.url, name: 'logo.png' },
    launchDate: today,
    closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  const stream = await api<string>(cookie, 'POST', '/api/wizard/generate');
  const last = JSON.parse(stream.trim().split('\n').at(-1) ?? '{}') as { eventId?: string };
  if (!last.eventId) {
    throw new Error(`generation failed: ${stream}`);
  }
  return { email, eventId: last.eventId };
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

async function addQuestion(page: Page, type: 'Question' | 'Email' | 'SMS', text: string) {
  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByRole('heading', { name: 'Add Question' }).waitFor();
  // The type is a segmented control: its radios are visually hidden behind their labels.
  await page.locator(`label[for$="-${type}"]`).click();
  if (type !== 'Question') {
    await page.getByRole('textbox', { name: /^Name/ }).fill('Dana');
  }
  if (type === 'Email') {
    await page.getByRole('textbox', { name: /^Email/ }).fill('dana@acme.example');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Report due');
  }
  await page.getByRole('textbox', { name: /^Question/ }).fill(text);
  await page.getByRole('textbox', { name: /^Text/ }).first().fill('Send it tonight');
  await choose(page, /^Response/, 'Best');
  await choose(page, /^Difficulty/, 'Easy');
  await choose(page, /^Competency/, /.+/);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { name: 'Questions' }).waitFor();
  await page.getByText(text).first().waitFor();
}

describe('levels, questions and characters', () => {
  for (const width of [1440, 375]) {
    it(`an admin edits a generated game's levels and questions (${width} px)`, async () => {
      const { email, eventId } = await adminWithGame(width);
      const { page, context, errors } = await openPage(browser, width);
      page.setDefaultTimeout(15_000);
      try {
        await page.goto(`${server.url}/auth/login`);
        await signIn(page, email, password);
        await page.waitForURL(/\/(assessment|admin)\//);
        await page.goto(`${server.url}/admin/levels/${encodeURIComponent(eventId)}`);
        await page.getByRole('heading', { name: 'Levels Info' }).waitFor();
        await page.getByRole('button', { name: 'Edit Level 3' }).waitFor();
        await shot(page, `levels-info-${width}`);

        // Add Level offers the unused names and fills its passing score in.
        await page.getByRole('button', { name: 'Add Level' }).click();
        await page.getByRole('heading', { name: 'Add Level' }).waitFor();
        await choose(page, /^Level Name/, '9');
        await choose(page, /^Difficulty/, 'Easy');
        await shot(page, `levels-add-${width}`);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('heading', { name: 'Levels Info' }).waitFor();

        // Edit Level: a new difficulty recomputes the passing score.
        await page.getByRole('button', { name: 'Edit Level 3' }).click();
        const score = page.getByLabel(/^Passing Score/);
        const before = await score.inputValue();
        await page
          .getByLabel(/^Difficulty/)
          .first()
          .click();
        await page.getByRole('option', { name: 'Hard' }).click();
        await expect.poll(() => score.inputValue()).not.toBe(before);
        await shot(page, `levels-edit-${width}`);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('heading', { name: 'Levels Info' }).waitFor();

        // Level details: a Question, an Email and an SMS, then an edit.
        await page.getByRole('button', { name: 'Details of Level 3' }).click();
        await page.getByRole('heading', { name: 'Questions' }).waitFor();
        await addQuestion(page, 'Question', 'Who do you call first?');
        await addQuestion(page, 'Email', 'Your manager wants the report early.');
        await addQuestion(page, 'SMS', 'Running late, start without me?');
        await shot(page, `levels-details-${width}`);
        const edit = page.getByRole('button', { name: /^Edit question/ }).last();
        await edit.click();
        await page.getByRole('heading', { name: 'Edit Question' }).waitFor();
        await page
          .getByRole('textbox', { name: /^Question/ })
          .fill('Running very late, start without me?');
        // The rationale: why the Best option is best, for admins (never sent to the player).
        await page
          .getByRole('textbox', { name: 'Rationale' })
          .fill('Starting on time respects everyone else who came.');
        await shot(page, `levels-edit-question-${width}`);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Running very late, start without me?').waitFor();
        await page.getByText('Why: Starting on time respects everyone else who came.').waitFor();

        // Characters are renamed inline on Levels Info.
        await page.goto(`${server.url}/admin/levels/${encodeURIComponent(eventId)}`);
        const name = page.getByRole('textbox', { name: /^Name of / }).first();
        await name.fill('Robin');
        await name.press('Enter');
        await page.getByText('Character name saved').waitFor();
        await page.reload();
        await expect
          .poll(() =>
            page
              .getByRole('textbox', { name: /^Name of / })
              .first()
              .inputValue(),
          )
          .toBe('Robin');
        await shot(page, `levels-characters-${width}`);
      } catch (error) {
        await shot(page, `levels-failed-${width}`);
        throw error;
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const width of [1440, 375]) {
    it(`the super admin adds a Mini 2 and a Mini 4 screen and deletes one (${width} px)`, async () => {
      const { eventId } = await adminWithGame(width + 1);
      const { page, context, errors } = await openPage(browser, width);
      page.setDefaultTimeout(15_000);
      const details = (mini: string) =>
        `${server.url}/admin/levelDetails/${encodeURIComponent(eventId)}/${encodeURIComponent(mini)}`;
      const picture = path.join(fixtures, 'logo-340x60.png');
      try {
        await page.goto(`${server.url}/auth/login`);
        await signIn(page, superAdmin.email, superAdmin.password);
        await page.waitForURL(/\/admin\//);

        // Mini 2 with a background and eight image options.
        await page.goto(details('Mini 2'));
        await page.getByRole('button', { name: 'Add Screen' }).click();
        await page.getByRole('heading', { name: 'Add Mini Game screen' }).waitFor();
        await choose(page, /^Template/, '8 Options');
        await page.locator('label[for$="-image"]').click();
        await page.getByRole('textbox', { name: /^Title/ }).fill('Spot the odd one');
        await page
          .getByLabel('Background image file')
          .setInputFiles(path.join(fixtures, 'background-1920x1080.png'));
        for (let n = 1; n <= 8; n++) {
          await page.getByLabel(`Option ${n} file`).setInputFiles(picture);
          await page.getByRole('img', { name: `Option ${n} preview` }).waitFor();
        }
        await page.getByRole('img', { name: 'Background image preview' }).waitFor();
        await page.getByRole('radio', { name: 'Option 3' }).check();
        await shot(page, `mini2-add-${width}`);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('heading', { name: 'Screens' }).waitFor();
        await page.getByText('Spot the odd one').first().waitFor();

        // Mini 4: a 400-character scenario and three option images in order.
        await page.goto(details('Mini 4'));
        await page.getByRole('button', { name: 'Add Screen' }).click();
        await page.getByRole('heading', { name: 'Add Mini Game screen' }).waitFor();
        await page.getByRole('textbox', { name: /^Title/ }).fill('Order the steps');
        await page.getByRole('textbox', { name: /^Scenario/ }).fill('s'.repeat(400));
        for (let n = 1; n <= 3; n++) {
          await page.getByLabel(`Option ${n} file`).setInputFiles(picture);
          await page.getByRole('img', { name: `Option ${n} preview` }).waitFor();
        }
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('heading', { name: 'Screens' }).waitFor();
        await page.getByText('Order the steps').first().click();
        await shot(page, `mini4-list-${width}`);

        // Delete the new Mini 4 screen after confirming.
        const count = await page.getByRole('button', { name: /^Delete screen/ }).count();
        await page
          .getByRole('button', { name: /^Delete screen/ })
          .last()
          .click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect
          .poll(() => page.getByRole('button', { name: /^Delete screen/ }).count())
          .toBe(count - 1);
        await expect.poll(() => page.getByText('Order the steps').count()).toBe(0);
      } catch (error) {
        await shot(page, `mini-failed-${width}`);
        throw error;
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
