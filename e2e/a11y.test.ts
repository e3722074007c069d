import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exampleApplication } from '@app/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createVerifiedAdmin, signInApi } from './src/api';
import { axeViolations } from './src/axe';
import { launchBrowser, shot } from './src/browser';
import { checkDialogTrap, isFocused, press, tabTo } from './src/keyboard';
import { type RunningServer, seedDemo, startServer, superAdmin } from './src/server';

/**
 * docs/decisions/0008-accessibility.md: axe-core (WCAG 2.0–2.2, A and AA) on every screen of
 * the console (the account admin's and the super admin's, with real ids), the player and the
 * candidate site, at 1440 and 375 px, with the main dialogs audited open (a candidate's detail
 * among them) and the easy flow's loading and congratulation screens reached by creating a
 * game. One server (the ace demo event, seeded), one browser, both widths at once; every
 * violation is collected and the test lists them all.
 */

const demo = { email: 'demo.ace@example.com', password: 'demo-ace-2026' };
/** The progress edition's demo admin, for the steps only progress games have. */
const progressDemo = { email: 'demo.progress@example.com', password: 'demo-progress-2026' };
const E = 'acedemoinc_reportsdemo';
const widths = [1440, 375] as const;
/** Makes the people each run adds its own (the dev loop may run against one server again). */
const stamp = Date.now().toString(36);

let server: RunningServer;
let browser: Browser;
const findings: string[] = [];

beforeAll(async () => {
  server = process.env.A11Y_URL
    ? { url: process.env.A11Y_URL, logs: () => '', stop: async () => {} }
    : await startServer({}, { beforeStart: seedDemo(['--edition=ace', '--participants=5']) });
  browser = await launchBrowser();
  // Signed in once each, before the walks run side by side: the server counts sign-in attempts
  // per client address, and a burst of them at once would be refused.
  await sessionOf(superAdmin);
  await sessionOf(demo);
  await sessionOf(progressDemo);
  await createVerifiedAdmin(server.url, keyboardAdmin);
  await createVerifiedAdmin(server.url, easyAdmin);
  await sessionOf(easyAdmin);
  await shortenLevelOne();
  await applyAsCandidate();
}, 420_000);

type Level = {
  tabName: string;
  passingScore: number;
  time: number;
  difficulty: string;
  goalText: string;
  final: string;
};

/** Level 1's time once shortened, in seconds: a walk lets it run out on the page's clock. */
const levelOneTime = 180;

/** The demo game's level 1 asks one question, one e-mail and one SMS, so a walk plays it quickly. */
async function shortenLevelOne(): Promise<void> {
  const admin = apiClient(server.url, await sessionOf(demo));
  const { levels } = await admin<{ levels: Level[] }>('GET', `/api/events/${E}/levels`);
  const level = levels.find((l) => l.tabName === '1');
  if (!level) {
    throw new Error('the demo game has no level 1');
  }
  const one = { questions: 1, emails: 1, sms: 1 };
  await admin('PATCH', `/api/events/${E}/levels/1`, {
    passingScore: 0,
    time: levelOneTime,
    difficulty: level.difficulty,
    goalText: level.goalText,
    final: level.final === 'y',
    totalQuestions: one,
    minAttempts: one,
  });
}

const keyboardAdmin = {
  name: 'Kim Keys',
  email: `kim.keys.${stamp}@example.org`,
  company: `Keys Co ${stamp}`,
  password: 'keys-pass-2026',
};

/** A free-plan admin (one game allowed) who creates a game through the easy flow. */
const easyAdmin = {
  name: 'Eve Easy',
  email: `eve.easy.${stamp}@example.org`,
  company: `Easy Co ${stamp}`,
  password: 'easy-pass-2026',
};

/** The application whose detail dialog the Candidate Report opens. */
const applicant = { name: `Axe Detail ${stamp}`, email: `axe.detail.${stamp}@example.com` };

/** `applicant` applies through the public form's API, with a resume and a driving licence. */
async function applyAsCandidate(): Promise<void> {
  const form = new FormData();
  form.append('submissionId', randomUUID());
  form.append('answers', JSON.stringify(exampleApplication(applicant)));
  form.append('website', '');
  const resume =
    '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
  const licence = readFileSync(path.join(fixtures, 'square-150.png'));
  form.append('drivingLicenseFile', new Blob([licence], { type: 'image/png' }), 'licence.png');
  const response = await fetch(`${server.url}/api/candidate-flow/${E}/applications`, {
    method: 'POST',
    body: form,
  });
  if (response.status !== 201) {
    throw new Error(`the application was refused: ${response.status} ${await response.text()}`);
  }
}

const sessions = new Map<string, Promise<string>>();
/** One session cookie per user for the whole file. */
function sessionOf(user: { email: string; password: string }): Promise<string> {
  const known = sessions.get(user.email);
  if (known) {
    return known;
  }
  const cookie = signInApi(server.url, user.email, user.password);
  sessions.set(user.email, cookie);
  return cookie;
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A context whose cookies are the given session's (signed in through the API, not the form). */
async function contextFor(width: number, cookie?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    // The screens are audited at rest: with less motion asked for, no fade is caught half-way.
    reducedMotion: 'reduce',
  });
  if (cookie) {
    await context.addCookies(cookiesOf(cookie));
  }
  return context;
}

/** A Cookie header's pairs as the browser's cookies for the server. */
function cookiesOf(cookie: string) {
  const { hostname } = new URL(server.url);
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
  });
}

/** Waits until the screen has a heading and no loader, then lets the last renders land. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1:visible, h2:visible').first().waitFor({ timeout: 15_000 });
  await page
    .locator('.mantine-Loader-root, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => {});
  await page.waitForTimeout(250);
}

/** Every path audited, to check no route of the console is left out. */
const audited = new Set<string>();

async function audit(
  page: Page,
  width: number,
  label: string,
  sink: string[] = findings,
): Promise<void> {
  audited.add(decodeURIComponent(new URL(page.url()).pathname));
  for (const v of await axeViolations(page)) {
    sink.push(`${label} @${width}px (${new URL(page.url()).pathname})\n  ${v}`);
  }
}

/** How the walk reached its screens: printed, so a change that defeats the router is seen. */
const reached = { router: 0, load: 0 };

async function visit(page: Page, width: number, path: string): Promise<void> {
  if (await navigateInApp(page, path)) {
    reached.router++;
  } else {
    await page.goto(`${server.url}${path}`);
    reached.load++;
  }
  try {
    await settle(page);
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
  await audit(page, width, path);
}

/**
 * From one console screen to the next as the console's own links go, without loading the
 * page again: the browser's back and forward (a history entry and its popstate event), which
 * the router follows. A load of the console costs ~1 s and axe's injection ~0.2 s more, over a
 * hundred screens a walk. True once a heading the last screen did not have is shown; false
 * (the caller loads the page) from a page that is not the console, or when none comes, as when
 * the next screen reuses the last one's heading element.
 */
async function navigateInApp(page: Page, path: string): Promise<boolean> {
  const onConsole = await page
    // The console's page (index.html) loads its entry script; the stand-alone pages load theirs.
    .evaluate(
      `location.origin === ${JSON.stringify(server.url)} && document.querySelector('script[src^="/assets/index-"]') !== null`,
    )
    .catch(() => false);
  if (!onConsole) {
    return false;
  }
  await page.evaluate(`(() => {
    for (const h of document.querySelectorAll('h1, h2')) h.setAttribute('data-left', '');
    history.pushState({}, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  })()`);
  return page
    .locator('h1:visible:not([data-left]), h2:visible:not([data-left])')
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
}

/** Opens a dialog (clicking `opener`'s first match, or running it), audits it open, closes it. */
async function auditDialog(
  page: Page,
  width: number,
  label: string,
  opener: Locator | (() => Promise<void>),
): Promise<void> {
  if (typeof opener === 'function') {
    await opener();
  } else {
    await opener.first().click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.first().waitFor();
  await page.waitForTimeout(300);
  await audit(page, width, label);
  await page.keyboard.press('Escape');
  await dialog.first().waitFor({ state: 'hidden' });
}

/** The href of the first link on the page matching `selector`. */
async function hrefOf(page: Page, selector: string): Promise<string> {
  const link = page.locator(selector).first();
  await link.waitFor();
  return (await link.getAttribute('href')) ?? '';
}

const adminRoutes = [
  '/assessment/dashboard',
  '/assessment/index',
  '/admin/index',
  `/assessment/invitation/${E}`,
  `/admin/users/${E}`,
  `/admin/users/new/${E}`,
  `/admin/leaderboard/${E}`,
  `/admin/level-statistics/${E}`,
  `/admin/level-strengths/${E}`,
  `/admin/user-strengths/${E}`,
  `/admin/strength-details/${E}`,
  `/admin/competency-report/${E}`,
  `/admin/items/${E}`,
  `/admin/fairness/${E}`,
  `/admin/grades/${E}`,
  `/admin/levels/${E}`,
  `/admin/levels/new?eventId=${E}`,
  `/admin/levels/${E}/1/edit`,
  `/admin/levelDetails/${E}/1`,
  `/admin/levels/1/add-question/${E}`,
  `/admin/candidatereport/${E}`,
  '/admin/api-keys',
  '/admin/webhooks',
  '/admin/audit',
  '/assessment/info',
  '/assessment/behavioral',
  '/assessment/cognitive',
  '/assessment/aptitude',
  '/assessment/registrationFields',
  '/assessment/loginMethod',
  '/assessment/artWork',
  '/assessment/launch',
  '/assessment/selection',
  '/easy-flow/index',
  '/easy-flow/step1',
  '/easy-flow/step2',
  '/easy-flow/step3',
  '/easy-flow/step4',
  '/easy-flow/selectionList',
  '/easy-flow/dashboard',
  '/easy-flow/invitation',
];

const superAdminRoutes = [
  '/admin/accounts',
  '/admin/competencies',
  '/admin/games',
  '/admin/payments',
  '/admin/settings',
  '/admin/outbox',
  '/admin/audit',
  '/admin/levels/mini-game-edit-question/Mini%201/1',
  '/admin/levels/mini-game-add-question/Mini%201/6',
];

async function walkAdmin(width: number): Promise<void> {
  const context = await contextFor(width, await sessionOf(demo));
  const page = await context.newPage();
  try {
    for (const path of adminRoutes) {
      await visit(page, width, path);
    }
    // The screens reached through a row: a participant's edit and plays, a question's edit.
    await page.goto(`${server.url}/admin/users/${E}`);
    const plays = await hrefOf(page, 'a[href$="/plays"]');
    await visit(page, width, plays);
    const userId = plays.split('/').at(-2) ?? '';
    await visit(page, width, `/admin/users/${userId}/edit`);
    await page.goto(`${server.url}/admin/levelDetails/${E}/1`);
    await page.getByRole('button', { name: 'Edit question 1' }).first().click();
    await page.waitForURL('**/edit-question/**');
    await settle(page);
    await audit(page, width, 'edit question');

    // The main dialogs, audited open: a confirm, and a form in a modal.
    await page.goto(`${server.url}/admin/users/${E}`);
    await settle(page);
    await auditDialog(
      page,
      width,
      'confirm delete user',
      page.getByRole('button', { name: /^Delete / }),
    );
    for (const [screen, opener] of [
      ['api-keys', 'Create API key'],
      ['webhooks', 'Add endpoint'],
    ]) {
      await page.goto(`${server.url}/admin/${screen}`);
      await settle(page);
      await auditDialog(page, width, `${opener} modal`, page.getByRole('button', { name: opener }));
    }
    for (const item of ['Time zone', 'Data retention']) {
      await auditDialog(page, width, `${item} modal`, async () => {
        await page.getByRole('button', { name: /^Account menu/ }).click();
        await page.getByRole('menuitem', { name: item }).click();
      });
    }
    await auditCandidateDetail(page, width);
  } finally {
    await context.close();
  }
}

/**
 * The Candidate Report's detail dialog, opened with Enter on a row's View: its answers and files
 * shown, audited open, focus kept inside through Tab and Shift+Tab and given back on Escape.
 */
async function auditCandidateDetail(page: Page, width: number): Promise<void> {
  await page.goto(`${server.url}/admin/candidatereport/${E}`);
  await settle(page);
  const view = page.getByRole('button', {
    name: `View ${applicant.name} (${applicant.email})`,
    exact: true,
  });
  await view.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: applicant.name, exact: true });
  // Loaded, not its loader: the applicant's answers and both files are in it.
  await dialog.getByText(applicant.email, { exact: true }).waitFor();
  await dialog.getByRole('link', { name: /^Download Resume: resume\.pdf, / }).waitFor();
  await dialog.getByRole('link', { name: /^Download Driving Licence: licence\.png, / }).waitFor();
  await page.waitForTimeout(300);
  await audit(page, width, 'candidate detail modal');
  await checkDialogTrap(page, dialog, view);
}

async function walkSuperAdmin(width: number): Promise<void> {
  const context = await contextFor(width, await sessionOf(superAdmin));
  const page = await context.newPage();
  try {
    for (const path of superAdminRoutes) {
      await visit(page, width, path);
    }
    await page.goto(`${server.url}/admin/accounts`);
    await settle(page);
    for (const action of ['Upgrade', 'Change Email', 'Block']) {
      await auditDialog(
        page,
        width,
        `${action} account dialog`,
        page.getByRole('button', { name: new RegExp(`^${action} `) }),
      );
    }
    await page.goto(`${server.url}/admin/payments`);
    await settle(page);
    await page.getByRole('tab', { name: 'Pricing Plans' }).click();
    await page.waitForTimeout(300);
    await audit(page, width, 'Pricing Plans tab');
    await auditDialog(page, width, 'edit plan modal', page.getByRole('button', { name: /^Edit / }));
  } finally {
    await context.close();
  }
}

async function walkProgressAdmin(width: number): Promise<void> {
  const context = await contextFor(width, await sessionOf(progressDemo));
  const page = await context.newPage();
  try {
    for (const path of ['/assessment/miniGames', '/easy-flow/step2']) {
      await visit(page, width, path);
    }
  } finally {
    await context.close();
  }
}

async function walkSignedOut(width: number): Promise<void> {
  const context = await contextFor(width);
  const page = await context.newPage();
  try {
    for (const path of ['/auth/login', '/auth/register', '/auth/reset-password?token=abc']) {
      await visit(page, width, path);
    }
  } finally {
    await context.close();
  }
}

/** The newest link to the player for `email` in the super admin's outbox. */
async function mailedLink(email: string): Promise<string> {
  const root = apiClient(server.url, await sessionOf(superAdmin));
  for (let tries = 0; tries < 50; tries++) {
    const outbox = await root<{ items: { to: string; links: string[] }[] }>(
      'GET',
      '/api/admin/outbox?pageSize=50',
    );
    const link = outbox.items
      .find((m) => m.to === email)
      ?.links.find((l) => l.includes(`/play/${E}?token=`));
    if (link) {
      return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no player link mailed to ${email}`);
}

const answers = (page: Page) => page.getByRole('list', { name: 'Your answer' });
/** The verdict after an answer: the status that holds the way on. */
const feedback = (page: Page) => page.getByRole('status').filter({ has: page.getByRole('button') });
const howToPlay = (page: Page) => page.getByRole('region', { name: 'How to play' });

/**
 * A participant invited by the admin opens the link and plays level 1 (every screen audited: the
 * map with How to play, a question, a verdict with the character's face, a result not passed
 * with its explanation, the replay's passed result, the map with the rank line) and the first
 * item of the engine game at Level 2; a participant who finished the game opens a link sent by
 * 'Send me my link' and sees the results.
 */
async function walkPlayer(width: number): Promise<void> {
  const admin = apiClient(server.url, await sessionOf(demo));
  const person = { name: `Axe Player ${width}`, email: `axe.player.${width}.${stamp}@example.org` };
  await admin('POST', `/api/events/${E}/participants`, person);
  const context = await contextFor(width);
  const page = await context.newPage();
  // The page's clock runs in real time; the walk moves it on to let level 1's time run out.
  await page.clock.install();
  try {
    await visit(page, width, `/play/${E}`);
    await page.goto(await mailedLink(person.email));
    await page.getByRole('heading', { name: 'Level map' }).waitFor();
    // Before the first level the map explains the game: audited with it.
    await howToPlay(page).getByRole('button', { name: 'Got it' }).waitFor();
    await settle(page);
    await audit(page, width, 'player: level map with How to play');
    await howToPlay(page).getByRole('button', { name: 'Got it' }).click();
    await howToPlay(page).waitFor({ state: 'detached' });

    // First attempt: one answer, then the time runs out with two kinds unanswered.
    await page.getByRole('button', { name: 'Play Level 1' }).click();
    await answers(page).waitFor();
    await settle(page);
    await audit(page, width, 'player: first item');
    await answers(page).getByRole('button').first().click();
    await feedback(page).waitFor();
    await page.clock.fastForward((levelOneTime + 1) * 1000);
    await page.getByRole('heading', { name: 'Not passed' }).waitFor();
    await page
      .getByText(/this level needs\.$/)
      .first()
      .waitFor();
    await page.getByText(/^Play again: you get new situations/).waitFor();
    await settle(page);
    await audit(page, width, 'player: level result, not passed');

    // Played again: each item answered, the Question's verdict (with its character) audited.
    await page.getByRole('button', { name: 'Play again' }).click();
    let face = false;
    for (;;) {
      await answers(page).waitFor();
      const question = await page.getByText('What do you do?', { exact: true }).isVisible();
      if (question && !face) {
        await settle(page);
        await audit(page, width, 'player: question with the character');
      }
      await answers(page).getByRole('button').first().click();
      await feedback(page).waitFor();
      if (question && !face) {
        await feedback(page)
          .getByRole('img', { name: /, (happy|sad|angry|normal)$/ })
          .waitFor();
        await audit(page, width, 'player: verdict with the character');
        face = true;
      }
      const result = page.getByRole('button', { name: 'See my result' });
      if (await result.isVisible()) {
        await result.click();
        break;
      }
      await page.getByRole('button', { name: 'Next' }).click();
    }
    expect(face, 'level 1 asked a Question').toBe(true);
    await page.getByRole('heading', { name: 'Passed!' }).waitFor();
    await settle(page);
    await audit(page, width, 'player: level result, passed');
    await page.getByRole('button', { name: 'Back to map' }).click();
    await page.getByText(/^You are \S+ of [\d,]+ players?$/).waitFor();
    await settle(page);
    await audit(page, width, 'player: level map with the rank');

    // Level 2 is the demo's first cognitive game.
    await page.getByRole('button', { name: 'Play Level 2' }).click();
    await page.getByText(/^Cognitive game · /).waitFor();
    await answers(page).waitFor();
    await settle(page);
    await audit(page, width, 'player: engine item');

    // The results, once for both widths: the demo event has one finished participant, and each
    // link mailed to them is used once.
    if (width === widths[0]) {
      await auditResults(page);
    }
  } catch (error) {
    await shot(page, `a11y-player-${width}-failed`);
    throw error;
  } finally {
    await context.close();
  }
}

/** A participant who finished the game asks for their link ('Send me my link') and sees the results. */
async function auditResults(page: Page): Promise<void> {
  const admin = apiClient(server.url, await sessionOf(demo));
  const { items } = await admin<{ items: { email: string; completed: boolean }[] }>(
    'GET',
    `/api/events/${E}/participants`,
  );
  const finished = items.find((p) => p.completed);
  if (!finished) {
    throw new Error('the demo event has no finished participant');
  }
  await page.context().clearCookies();
  await fetch(`${server.url}/api/play/${E}/link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: finished.email }),
  });
  await page.goto(await mailedLink(finished.email));
  await page.getByRole('heading', { name: 'You finished the game!' }).waitFor();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await audit(page, width, 'player: results');
  }
}

/** A multipart upload of one fixture, as the console's file inputs send it; the stored file. */
async function upload(cookie: string, route: string, file: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path.join(fixtures, file))], { type }), file);
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (!response.ok) {
    throw new Error(`POST ${route}: ${response.status} ${await response.text()}`);
  }
  const { fileId, url } = (await response.json()) as { fileId: string; url: string };
  return { fileId, url, name: file };
}

/**
 * The easy admin's draft, every step filled with the keyboard walk's picks (the flow's pages
 * themselves are audited with the demo admin).
 */
async function fillEasyDraft(cookie: string): Promise<void> {
  const api = apiClient(server.url, cookie);
  const picked = async (route: string, names: string[]) => {
    const { items } = await api<{ items: { id: string; name: string }[] }>('GET', route);
    return names.map((name) => {
      const item = items.find((i) => i.name === name);
      if (!item) {
        throw new Error(`${route} has no ${name}`);
      }
      return { id: item.id, name };
    });
  };
  await api('PUT', '/api/wizard/draft', {
    info: {
      assessmentName: 'Easy Quest',
      assessmentFor: 'Everyone',
      difficulty: 'Easy',
      candidateFlow: false,
    },
    competencies: await picked('/api/competencies', [
      'Adaptability',
      'Collaboration',
      'Customer Focus',
      'Decision Making',
    ]),
    cognitive: await picked('/api/ace-games?kind=cognitive', ['Focus Run', 'Memory Match']),
    aptitude: await picked('/api/ace-games?kind=aptitude', ['Abstract Arts', 'Logic Gates']),
    registrationFields: ['fullName', 'email'],
    loginMethods: ['email'],
    logo: await upload(cookie, '/api/uploads/images', 'square-150.png', 'image/png'),
    introVideo: await upload(cookie, '/api/uploads/videos', 'intro.mp4', 'video/mp4'),
    launchDate: isoDay(0),
    closingDate: isoDay(30),
  });
}

/**
 * The easy flow's last two screens, reached for real: the review's Next opens the loading screen,
 * whose game is created by one streamed request. That request is held until the loading screen
 * is audited at both widths; let go, it creates the game and the congratulation screen follows,
 * audited at both widths too. Once, not per width: a free plan allows one game.
 */
async function walkEasyFlow(): Promise<void> {
  const cookie = await sessionOf(easyAdmin);
  await fillEasyDraft(cookie);
  const context = await contextFor(widths[0], cookie);
  const page = await context.newPage();
  let held: () => void = () => {};
  const generating = new Promise<void>((resolve) => {
    held = resolve;
  });
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route('**/api/wizard/generate', async (route) => {
    held();
    await released;
    await route.continue();
  });
  /** Audits the screen at the page's width, then at the other (where the page stays). */
  const atBothWidths = async (label: string) => {
    const now = page.viewportSize()?.width ?? widths[0];
    for (const width of [now, ...widths.filter((w) => w !== now)]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(250);
      await audit(page, width, label);
    }
  };
  try {
    await page.goto(`${server.url}/easy-flow/selectionList`);
    await settle(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/easy-flow/step4/loading');
    await generating;
    // At 0 % the bar's filled part has no width: there, not visible.
    await page
      .getByRole('progressbar', { name: 'Creating your assessment' })
      .waitFor({ state: 'attached' });
    await page.getByText('Creating Event', { exact: true }).waitFor();
    await settle(page);
    await atBothWidths('easy flow: loading');
    letGo();
    await page.waitForURL(/\/easy-flow\/step4\/congratulation\?eventId=/);
    await page.getByRole('heading', { name: 'Congratulations', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Game URL' }).inputValue()).toContain('/play/');
    await settle(page);
    await atBothWidths('easy flow: congratulation');
  } finally {
    letGo();
    await context.close();
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}\\s*\\*?$`));
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const choose = (page: Page, legend: RegExp, choice: string) =>
  page.getByRole('group', { name: legend }).getByRole('radio', { name: choice }).check();

/** The candidate site, each step audited (the first with its validation toast), and the thank-you page. */
async function walkCandidate(width: number): Promise<void> {
  const context = await contextFor(width);
  const page = await context.newPage();
  const step = async (title: string) => {
    await heading(page, title).waitFor();
    await settle(page);
    await audit(page, width, `candidate: ${title}`);
  };
  try {
    await page.goto(`${server.url}/candidate-flow/${E}`);
    await step('Greetings!');
    await page.getByRole('button', { name: 'Lets begin!' }).click();
    await step('Please enter your personal information');
    await next(page);
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/required/)
      .waitFor();
    await audit(page, width, 'candidate: refused step');
    await field(page, 'Full name').fill(`Axe Candidate ${width}`);
    await field(page, 'Date of birth').fill('1998-05-12');
    await field(page, 'Email').fill(`axe.candidate.${width}.${stamp}@example.com`);
    await field(page, 'Phone number').fill('03001234567');
    await field(page, 'Current address').fill('12 Canal Road, Gulberg');
    await field(page, 'Current city').selectOption('Lahore');
    await field(page, 'Home town').fill('Multan');
    await field(page, 'CNIC').fill('3520212345671');
    await page.getByRole('radio', { name: 'Female' }).check();
    await field(page, 'Nationality').fill('Pakistani');
    await next(page);
    await step('Please, enter your educational information');
    await field(page, 'Last degree').selectOption('Computer Studies');
    await field(page, 'University').selectOption('LUMS');
    await field(page, 'CGPA').fill('3.5');
    await field(page, 'Specialization').fill('Machine Learning');
    await field(page, 'Graduation year').selectOption('2020');
    await page.locator('input[type="file"][name="resume"]').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await page.getByText('resume.pdf (').waitFor();
    await next(page);
    await step('Internships and Experience');
    await field(page, 'Years of experience').selectOption('1');
    await next(page);
    await step('Organization Related Questions');
    await choose(page, /relatives work at/, 'No');
    await choose(page, /interviewed at/, 'No');
    await next(page);
    await step('Candidate Specific');
    await choose(page, /driving license/, 'No');
    await field(page, 'Tell us about your personality').fill('Curious, calm and persistent.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await step('Thank you!');
  } finally {
    await context.close();
  }
}

const fixtures = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures');
const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A native date field typed as a keyboard user types it (month, day, year; en-US). */
const typeDate = async (page: Page, iso: string) => {
  const [y, m, d] = iso.split('-');
  await page.keyboard.type(`${m}${d}${y}`);
};

/** Picks a file through a labelled file input: Space opens the chooser, as a keyboard user does. */
async function pickFile(page: Page, label: string, file: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  // Once more if no chooser came: on a CI machine busy with other tests a Space was once lost
  // (no chooser in 15 s); the second try tabs back to the input if focus moved meanwhile.
  for (let attempt = 1; ; attempt++) {
    await tabTo(page, input, { ringOn: input.locator('xpath=following-sibling::label[1]') });
    try {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser', { timeout: 7_500 }),
        page.keyboard.press('Space'),
      ]);
      await chooser.setFiles(path.join(fixtures, file));
      return;
    } catch (error) {
      if (attempt >= 2) {
        throw error;
      }
    }
  }
}

/**
 * A new ace admin signs in and creates a game through the whole wizard with the keyboard alone
 * (Tab, Shift+Tab, Enter, Space, typing), focus visible on every control it lands on; the
 * loading and congratulation screens are audited on the way.
 */
async function keyboardWizard(): Promise<void> {
  const admin = keyboardAdmin;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const next = () => press(page, page.getByRole('button', { name: 'Next', exact: true }));
  try {
    await page.goto(`${server.url}/auth/login`);
    await tabTo(page, page.getByLabel(/^Email/));
    await page.keyboard.type(admin.email);
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/assessment/index');
    await press(page, page.getByRole('button', { name: 'Start' }));

    await page.waitForURL('**/assessment/info');
    await tabTo(page, page.getByLabel(/^Assessment Name/));
    await page.keyboard.type('Keyboard Quest');
    await tabTo(page, page.getByLabel(/^Assessment For/));
    await page.keyboard.type('Everyone');
    await next();

    const picks: [string, string[]][] = [
      ['behavioral', ['Adaptability', 'Collaboration', 'Customer Focus', 'Decision Making']],
      ['cognitive', ['Focus Run', 'Memory Match']],
      ['aptitude', ['Abstract Arts', 'Logic Gates']],
    ];
    for (const [step, names] of picks) {
      await page.waitForURL(`**/assessment/${step}`);
      for (const name of names) {
        // Space on one, Enter on the next: both press a button.
        await press(
          page,
          page.getByRole('button', { name: `Add Test ${name}` }),
          names.indexOf(name) % 2 ? 'Enter' : 'Space',
        );
      }
      await next();
    }

    await page.waitForURL('**/assessment/registrationFields');
    await press(page, page.getByRole('checkbox', { name: 'Mark All Fields' }), 'Space');
    await next();
    await page.waitForURL('**/assessment/loginMethod');
    await next();

    await page.waitForURL('**/assessment/artWork');
    await pickFile(page, 'Upload Logo', 'square-150.png');
    await page.getByRole('img', { name: 'Company logo preview' }).waitFor();
    await pickFile(page, 'Upload Video', 'intro.mp4');
    await page.getByLabel('Replace Video', { exact: true }).waitFor({ state: 'attached' });
    await next();

    await page.waitForURL('**/assessment/launch');
    await tabTo(page, page.getByLabel(/^Launch Date/));
    await typeDate(page, isoDay(0));
    await tabTo(page, page.getByLabel(/^Closing Date/));
    await typeDate(page, isoDay(30));
    await next();

    await page.waitForURL('**/assessment/selection');
    await page.getByText('Keyboard Quest').first().waitFor();
    await press(page, page.getByRole('button', { name: 'Create' }));
    await page.getByRole('heading', { name: 'Congratulations' }).waitFor();
    await settle(page);
    const problems: string[] = [];
    await audit(page, 1440, 'wizard: congratulation', problems);
    expect(problems).toEqual([]);
    // Back through the page with Shift+Tab, then on to the dashboard.
    await tabTo(page, page.getByRole('button', { name: 'Copy', exact: true }), { back: true });
    await press(page, page.getByRole('link', { name: 'Visit Dashboard' }));
    await page.getByRole('article', { name: 'Keyboard Quest' }).waitFor();
  } catch (error) {
    await shot(page, 'a11y-keyboard-wizard-failed');
    throw error;
  } finally {
    await context.close();
  }
}

/**
 * An invited participant plays level 1 of the demo game with the keyboard alone: Tab to an
 * answer, Space or Enter, then Next; the result's 'Back to map' by Enter.
 */
async function keyboardPlayer(): Promise<void> {
  const admin = apiClient(server.url, await sessionOf(demo));
  const person = { name: 'Kit Keys', email: `kit.keys.${stamp}@example.org` };
  await admin('POST', `/api/events/${E}/participants`, person);
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await page.goto(await mailedLink(person.email));
    await press(page, page.getByRole('button', { name: 'Play Level 1' }));
    const feedback = page.getByRole('status').filter({ has: page.getByRole('button') });
    for (let n = 0; ; n++) {
      await press(page, answers(page).getByRole('button').first(), n % 2 ? 'Enter' : 'Space');
      await feedback.waitFor();
      const result = feedback.getByRole('button', { name: 'See my result' });
      if (await result.isVisible()) {
        await press(page, result);
        break;
      }
      await press(page, feedback.getByRole('button', { name: 'Next' }));
      await feedback.waitFor({ state: 'detached' });
    }
    await press(page, page.getByRole('button', { name: 'Back to map' }));
    await page.getByRole('heading', { name: 'Level map' }).waitFor();
  } catch (error) {
    await shot(page, 'a11y-keyboard-player-failed');
    throw error;
  } finally {
    await context.close();
  }
}

/** A confirm dialog and a form modal keep focus inside while open and give it back on close. */
async function keyboardDialogs(): Promise<void> {
  const context = await contextFor(1440, await sessionOf(demo));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await page.goto(`${server.url}/admin/users/${E}`);
    await settle(page);
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    await press(page, remove);
    await checkDialogTrap(page, page.getByRole('dialog'), remove);

    const menu = page.getByRole('button', { name: /^Account menu/ });
    await press(page, menu);
    // The menu's items are reached with the arrow keys (never Enter on Logout: the session is shared).
    const item = page.getByRole('menuitem', { name: 'Time zone' });
    await item.waitFor();
    for (let i = 0; !(await isFocused(item)); i++) {
      expect(i, 'ArrowDown reaches Time zone').toBeLessThan(4);
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await checkDialogTrap(page, page.getByRole('dialog', { name: 'Time zone' }), menu);
  } finally {
    await context.close();
  }
}

/**
 * With less motion asked for, nothing on the player's screens or the console's dialogs animates:
 * every element's computed animation and transition durations are zero.
 */
async function reducedMotion(): Promise<void> {
  const moving = (page: Page) =>
    page.evaluate(`[...document.querySelectorAll('*')]
      .filter((el) => {
        const s = getComputedStyle(el);
        const long = (v) => v.split(',').some((d) => Number.parseFloat(d) > 0.01);
        return (s.animationName !== 'none' && long(s.animationDuration)) || long(s.transitionDuration);
      })
      .map((el) => el.tagName.toLowerCase() + '.' + [...el.classList].join('.'))`) as Promise<
      string[]
    >;
  const admin = apiClient(server.url, await sessionOf(demo));
  const person = { name: 'Rae Still', email: `rae.still.${stamp}@example.org` };
  await admin('POST', `/api/events/${E}/participants`, person);
  const context = await browser.newContext({
    viewport: { width: 375, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await page.goto(await mailedLink(person.email));
    await page.getByRole('button', { name: 'Play Level 1' }).click();
    // On to the Question's verdict, where the character reacts (a bounce, a shake…) unless
    // less motion is asked for.
    for (;;) {
      await answers(page).waitFor();
      const question = await page.getByText('What do you do?', { exact: true }).isVisible();
      await answers(page).getByRole('button').first().click();
      await feedback(page).waitFor();
      if (question) {
        break;
      }
      await feedback(page).getByRole('button', { name: 'Next' }).click();
    }
    await feedback(page)
      .getByRole('img', { name: /, (happy|sad|angry|normal)$/ })
      .waitFor();
    expect(await moving(page), 'player').toEqual([]);

    await context.addCookies(cookiesOf(await sessionOf(demo)));
    await page.goto(`${server.url}/admin/users/${E}`);
    await settle(page);
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect(await moving(page), 'console dialog').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/candidate-flow/${E}`);
    await heading(page, 'Greetings!').waitFor();
    await page.getByRole('button', { name: 'Lets begin!' }).click();
    await next(page);
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/required/)
      .waitFor();
    expect(await moving(page), 'candidate toast').toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * Runs the walks a few at a time, each width of each (`once` walks audit both widths themselves,
 * and go first): one failing walk is a finding, not a stop.
 */
async function runAll(
  walks: ((width: number) => Promise<void>)[],
  once: (() => Promise<void>)[] = [],
): Promise<void> {
  const queue = [
    ...once.map((walk) => ({ name: walk.name, run: walk })),
    ...walks.flatMap((walk) =>
      widths.map((width) => ({ name: `${walk.name} @${width}px`, run: () => walk(width) })),
    ),
  ];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        await job.run();
      } catch (error) {
        findings.push(`${job.name} failed: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

const features = path.resolve(import.meta.dirname, '../apps/web/src/features');

/**
 * Every path a feature's routes.tsx declares (the console's screens), in sub-folders too
 * (features/reports/events, features/levels/questions).
 */
function declaredPaths(): string[] {
  return readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'routes.tsx')
    .flatMap((file) =>
      [...readFileSync(path.join(features, file), 'utf8').matchAll(/path: '([^']+)'/g)].map(
        (m) => m[1] ?? '',
      ),
    );
}

/** Declared paths the walk does not audit, each for a reason. */
const notAudited: Record<string, string> = {
  loading: "the wizard's (the keyboard walk goes through it): the easy flow's screen, audited",
  candidatereport: "redirects to the current event's Candidate Report, audited",
};

describe.concurrent('keyboard alone', () => {
  it('creates a game through the whole wizard', keyboardWizard, 240_000);
  it('plays a level of the player', keyboardPlayer, 240_000);
  it('dialogs trap focus and return it to their opener', keyboardDialogs, 240_000);
  it('nothing moves when less motion is asked for', reducedMotion, 240_000);
});

describe('axe-core, WCAG 2.2 A and AA', () => {
  it('finds no violation on any screen of the console, the player or the candidate site', async () => {
    await runAll(
      [walkAdmin, walkPlayer, walkSuperAdmin, walkCandidate, walkProgressAdmin, walkSignedOut],
      [walkEasyFlow],
    );
    console.log(
      `screens reached through the router: ${reached.router}, by a load: ${reached.load}`,
    );
    expect(findings.join('\n\n')).toBe('');
    // ~90 s on a quiet 2-core machine; CI's has taken three times as long beside other suites.
  }, 900_000);

  it('audited every path the console declares', () => {
    const missed = declaredPaths().filter((declared) => {
      if (declared in notAudited) {
        return false;
      }
      const pattern = new RegExp(
        `(^|/)${declared.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`,
      );
      return ![...audited].some((p) => pattern.test(p));
    });
    expect(missed).toEqual([]);
  });
});
