import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signInApi } from './src/api';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, seedDemo, startServer, superAdmin } from './src/server';
import { signIn } from './src/session';

/**
 * The candidates' browser scenario (docs/decisions/0004-the-candidates.md) on the ace demo
 * event (its candidate flow is on and open today): a candidate applies on a phone through the
 * public form, reloading half-way (the answers, the step and the resume survive), and sees the
 * thank-you page; then the demo admin finds the application in the Candidate Report, reads it,
 * shortlists and unshortlists it, downloads 'User CSV' and deletes it. No console errors on
 * either side.
 */

const demo = { email: 'demo.ace@example.com', password: 'demo-ace-2026' };
const eventId = 'acedemoinc_reportsdemo';
const stamp = Date.now().toString(36);
const candidate = { name: `Zainab Qureshi ${stamp}`, email: `zainab.${stamp}@example.com` };
const label = `${candidate.name} (${candidate.email})`;
const draftKey = `candidate-flow:${eventId}`;
const resume = {
  name: 'zainab-resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({}, { beforeStart: seedDemo(['--edition=ace', '--participants=5']) });
  browser = await launchBrowser();
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
/** A field by its whole label (a required one's ends in an asterisk). */
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}\\s*\\*?$`));
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
/** A toast of the form (the same message again replaces the old one). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).waitFor();
const answer = (page: Page, legend: RegExp, choice: string) =>
  page.getByRole('group', { name: legend }).getByRole('radio', { name: choice }).check();

describe('the candidate flow and the Candidate Report', () => {
  it('a candidate applies on a phone, reloading half-way, and sees the thank-you page', async () => {
    const { context, page, errors } = await openPage(browser, 375);
    try {
      await page.goto(`${server.url}/candidate-flow/${eventId}`);
      await heading(page, 'Greetings!').waitFor();
      await shot(page, 'candidates-greeting-375');
      await page.getByRole('button', { name: 'Lets begin!' }).click();

      // Basic Information: Next on the empty step is refused, and so is a 12-digit CNIC.
      await heading(page, 'Please enter your personal information').waitFor();
      await next(page);
      await toast(page, 'Please fill in all the required fields.');
      await field(page, 'Full name').fill(candidate.name);
      await field(page, 'Date of birth').fill('1998-05-12');
      await field(page, 'Email').fill(candidate.email);
      await field(page, 'Phone number').fill('03001234567');
      await field(page, 'Current address').fill('12 Canal Road, Gulberg');
      await field(page, 'Current city').selectOption('Lahore');
      await field(page, 'Home town').fill('Multan');
      await field(page, 'CNIC').fill('352021234567');
      await page.getByRole('radio', { name: 'Female' }).check();
      await field(page, 'Nationality').fill('Pakistani');
      await next(page);
      await toast(page, 'Please enter a valid CNIC.');
      await page.waitForTimeout(300); // the toast's fade-in
      await shot(page, 'candidates-basic-info-375');
      await field(page, 'CNIC').fill('3520212345671');
      await next(page);

      // Educational Information: a CGPA over 4 becomes 4 when the field is left; the resume.
      await heading(page, 'Please, enter your educational information').waitFor();
      await field(page, 'Last degree').selectOption('Computer Studies');
      await field(page, 'University').selectOption('LUMS');
      await field(page, 'CGPA').fill('4.5');
      await field(page, 'Specialization').click();
      await expect.poll(() => field(page, 'CGPA').inputValue()).toBe('4');
      await field(page, 'Specialization').fill('Machine Learning');
      await field(page, 'Graduation year').selectOption('2020');
      await page.locator('input[type="file"][name="resume"]').setInputFiles(resume);
      await page.getByText(`${resume.name} (`).waitFor();
      await shot(page, 'candidates-education-375');
      await next(page);

      // Internships & Experience, then a reload: the step, the answers and the resume are kept.
      await heading(page, 'Internships and Experience').waitFor();
      await field(page, 'Internships').fill('Summer intern at a fintech in Lahore');
      await field(page, 'Years of experience').selectOption('1');
      // The draft is written after each render: the reload waits for the last answer in it.
      const draft = () => page.evaluate<string | null>(`localStorage.getItem('${draftKey}')`);
      await expect.poll(draft).toContain('"yearsOfExperience":"1"');
      await page.reload();
      await heading(page, 'Internships and Experience').waitFor();
      expect(await field(page, 'Internships').inputValue()).toBe(
        'Summer intern at a fintech in Lahore',
      );
      expect(await field(page, 'Years of experience').inputValue()).toBe('1');
      expect(
        await page
          .getByRole('progressbar', { name: 'Application progress' })
          .getAttribute('aria-valuenow'),
      ).toBe('33');
      await page.getByRole('button', { name: 'Back' }).click();
      await heading(page, 'Please, enter your educational information').waitFor();
      expect(await field(page, 'CGPA').inputValue()).toBe('4');
      await page.getByText(`${resume.name} (`).waitFor();
      await next(page);
      await heading(page, 'Internships and Experience').waitFor();
      await next(page);

      await heading(page, 'Organization Related Questions').waitFor();
      await answer(page, /relatives work at/, 'No');
      await answer(page, /interviewed at/, 'No');
      await next(page);

      await heading(page, 'Candidate Specific').waitFor();
      await answer(page, /driving license/, 'No');
      await field(page, 'Tell us about your personality').fill('Curious, calm and persistent.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await heading(page, 'Thank you!').waitFor();
      await shot(page, 'candidates-thank-you-375');

      // Sent once: a reload still shows the thank-you page, on a laptop too.
      await page.reload();
      await heading(page, 'Thank you!').waitFor();
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, 'candidates-thank-you-1440');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the demo admin finds, reads, shortlists, downloads and deletes the application', async () => {
    const { context, page, errors } = await openPage(browser, 1440);
    try {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, demo.email, demo.password);
      await page.waitForURL(/\/(assessment|admin)\//);
      await page.goto(`${server.url}/admin/candidatereport/${eventId}`);
      await page.getByRole('heading', { name: 'Candidate Report', level: 1 }).waitFor();
      // The search is sent after a pause in typing; the row is named by name and e-mail.
      await page.getByRole('textbox', { name: 'Search' }).fill(`zainab.${stamp}`);
      const view = page.getByRole('button', { name: `View ${label}` });
      await view.waitFor();
      await page.waitForURL(/search=/);
      await shot(page, 'candidates-report-1440');
      await page.setViewportSize({ width: 375, height: 900 });
      await page.waitForTimeout(300);
      await shot(page, 'candidates-report-375');
      await page.setViewportSize({ width: 1440, height: 900 });

      // The detail modal: every answer, the CGPA as capped and the resume by its name.
      await view.click();
      const dialog = page.getByRole('dialog', { name: candidate.name });
      const cgpa = dialog.getByText('CGPA', { exact: true }).locator('..');
      await expect.poll(() => cgpa.textContent()).toBe('CGPA4');
      await dialog
        .getByRole('link', { name: new RegExp(`^Download Resume: ${resume.name}`) })
        .waitFor();
      await dialog.getByText('Summer intern at a fintech in Lahore').waitFor();
      await page.waitForTimeout(300); // the modal's fade-in
      await shot(page, 'candidates-detail-1440');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: `Shortlist ${label}` }).click();
      await page.getByText('User shortlisted successfully!').waitFor();
      await page.getByRole('button', { name: `Remove ${label} from shortlist` }).click();
      await page.getByText('User removed from shortlist!').waitFor();
      await page.getByRole('button', { name: `Shortlist ${label}` }).waitFor();

      // 'User CSV' with the search on screen: the header row and the one candidate.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('User CSV.csv');
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      expect(csv.split(/\r?\n/)[0]).toMatch(/^Name,Guardian,Date of Birth,Email/);
      expect(csv).toContain(candidate.email);

      // Delete: Cancel keeps the candidate, Delete removes the row.
      const remove = page.getByRole('button', { name: `Delete ${label}` });
      const confirm = page.getByRole('dialog', { name: 'Delete candidate' });
      await remove.click();
      await confirm.getByText("Are you sure? You won't be able to revert this!").waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('User is safe and not deleted!').waitFor();
      await expect.poll(() => view.count()).toBe(1);
      await remove.click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Your file has been deleted!').waitFor();
      await expect.poll(() => view.count()).toBe(0);
      await page.getByText('No candidates match these filters.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Greenhouse's Assessment Partner API (docs/decisions/0031-greenhouse-partner-api.md) as
 * Greenhouse calls it, with the account's API key as HTTP Basic's user name: the ace demo game
 * is listed, sent to a candidate, and the candidate follows the invitation on a phone; the
 * status Greenhouse reads follows them.
 */
describe('Greenhouse sends the game to a candidate', () => {
  it('lists the game, sends it, and test_status follows the candidate who opens the link', async () => {
    const admin = apiClient(server.url, await signInApi(server.url, demo.email, demo.password));
    const { key } = await admin<{ key: string }>('POST', '/api/api-keys', { name: 'Greenhouse' });
    const greenhouse = (method: 'GET' | 'POST', call: string, body?: unknown) =>
      fetch(`${server.url}/api/partners/greenhouse/${call}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const tests = (await (await greenhouse('GET', 'list_tests')).json()) as unknown[];
    expect(tests).toContainEqual({
      partner_test_id: eventId,
      partner_test_name: expect.any(String),
    });
    const email = `hamza.${stamp}@example.com`;
    const sent = await greenhouse('POST', 'send_test', {
      partner_test_id: eventId,
      candidate: {
        first_name: 'Hamza',
        last_name: 'Ali',
        email,
        greenhouse_profile_url: `https://app.greenhouse.io/people/${stamp}`,
      },
      url: `https://app.greenhouse.io/v1/partner/assessment/${stamp}/complete`,
    });
    expect(sent.status).toBe(200);
    const { partner_interview_id: id } = (await sent.json()) as { partner_interview_id: string };
    const status = async () =>
      (await (await greenhouse('GET', `test_status?partner_interview_id=${id}`)).json()) as {
        partner_status: string;
      };
    expect(await status()).toEqual({ partner_status: 'not_started' });

    const root = apiClient(
      server.url,
      await signInApi(server.url, superAdmin.email, superAdmin.password),
    );
    const outbox = await root<{ items: { to: string; links: string[] }[] }>(
      'GET',
      '/api/admin/outbox?pageSize=50',
    );
    const link = outbox.items
      .find((m) => m.to === email)
      ?.links.find((l) => l.includes(`/play/${eventId}?token=`));
    expect(link).toBeDefined();
    const { context, page, errors } = await openPage(browser, 375);
    try {
      await page.goto(link ?? '');
      await page.getByText('Hamza Ali').first().waitFor();
      expect(page.url()).toBe(`${server.url}/play/${eventId}`);
      await shot(page, 'greenhouse-invitation-375');
      expect(await status()).toEqual({ partner_status: 'in_progress' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
