import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAdmin, signInApi } from './src/api';
import { launchBrowser, openPage, shot } from './src/browser';
import { type RunningServer, startServer, superAdmin } from './src/server';
import { signIn } from './src/session';

/**
 * The participant's player (/play/{eventId}): an invited participant opens the mailed link and
 * plays a game to the end. The games are generated through the wizard's API and cut short with
 * the admin's level API (set-up), so every answer in the scenarios is known in advance.
 */

const fixtures = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures');
const password = 'player-pass-2026';
const timeout = 180_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// ---------------------------------------------------------------------------------------------
// Set-up through the API

type Level = {
  tabName: string;
  type: string;
  passingScore: number;
  time: number;
  totalQuestion: string;
  difficulty: string;
  goalText: string;
  final: string;
  sortingOrder: number;
};
type LevelsOverview = { levels: Level[]; skills: { name: string }[] };
type MiniScreen = {
  questionNumber: number;
  title: string;
  scenario: string;
  options: { text: string | null; image: string | null }[];
  correctAnswer: number | null;
};

async function api<T>(
  base: string,
  cookie: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${route}: ${response.status} ${text}`);
  }
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  return (isJson ? JSON.parse(text) : text) as T;
}

/** A multipart upload of one file, as the console's file inputs send it. */
async function upload<T>(
  base: string,
  cookie: string,
  route: string,
  file: { data: Buffer | string; type: string; name: string },
): Promise<T> {
  const form = new FormData();
  form.append('file', new Blob([file.data], { type: file.type }), file.name);
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`POST ${route}: ${response.status} ${text}`);
  }
  return JSON.parse(text) as T;
}

const fixture = (name: string, type: string) => ({
  data: readFileSync(path.join(fixtures, name)),
  type,
  name,
});

/**
 * A verified admin of the server's edition with a game generated through the wizard's API:
 * progress with the mini games Mini 1–3, or ace with four competencies, the named cognitive
 * and aptitude games, a logo and an intro video.
 */
async function adminWithGame(
  base: string,
  edition: 'progress' | 'ace',
  picks: { cognitive: string[]; aptitude: string[] } = { cognitive: [], aptitude: [] },
): Promise<{ email: string; cookie: string; eventId: string; gameName: string }> {
  const email = `${edition}.admin@player.test`;
  await createVerifiedAdmin(base, {
    name: `Ada ${edition}`,
    email,
    company: `Player ${edition} Co`,
    password,
  });
  const cookie = await signInApi(base, email, password);
  const list = async (route: string) =>
    (
      await api<{ items: { id: string; name: string; tabName?: string }[] }>(
        base,
        cookie,
        'GET',
        route,
      )
    ).items;
  const named = (items: { id: string; name: string }[], names: string[]) =>
    names.map((name) => {
      const found = items.find((g) => g.name === name);
      if (!found) {
        throw new Error(`no catalog game named ${name}`);
      }
      return { id: found.id, name: found.name };
    });
  const logo = await upload<{ fileId: string; url: string }>(
    base,
    cookie,
    '/api/uploads/images',
    fixture('square-150.png', 'image/png'),
  );
  const competencies = await list('/api/competencies');
  const gameName = edition === 'progress' ? 'Progress Quest' : 'Ace Quest';
  const draft: Record<string, unknown> = {
    info: {
      assessmentName: gameName,
      assessmentFor: 'Staff',
      difficulty: 'Easy',
      candidateFlow: false,
    },
    competencies: competencies
      .slice(0, edition === 'progress' ? 5 : 4)
      .map(({ id, name }) => ({ id, name })),
    registrationFields: ['fullName', 'email', 'department'],
    loginMethods: ['email'],
    logo: { fileId: logo.fileId, url: logo.url, name: 'logo.png' },
    launchDate: new Date().toISOString().slice(0, 10),
    closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  };
  if (edition === 'progress') {
    const games = await list('/api/mini-games');
    draft.games = ['Mini 1', 'Mini 2', 'Mini 3'].map((tab) => {
      const game = games.find((g) => g.tabName === tab);
      if (!game) {
        throw new Error(`no mini game on ${tab}`);
      }
      return { id: game.id, name: game.name };
    });
  } else {
    draft.cognitive = named(await list('/api/ace-games?kind=cognitive'), picks.cognitive);
    draft.aptitude = named(await list('/api/ace-games?kind=aptitude'), picks.aptitude);
    const video = await upload<{ fileId: string; url: string }>(
      base,
      cookie,
      '/api/uploads/videos',
      fixture('intro.mp4', 'video/mp4'),
    );
    draft.introVideo = { fileId: video.fileId, url: video.url, name: 'intro.mp4' };
  }
  await api(base, cookie, 'PUT', '/api/wizard/draft', draft);
  const stream = await api<string>(base, cookie, 'POST', '/api/wizard/generate');
  const last = JSON.parse(stream.trim().split('\n').at(-1) ?? '{}') as { eventId?: string };
  if (!last.eventId) {
    throw new Error(`generation failed: ${stream}`);
  }
  return { email, cookie, eventId: last.eventId, gameName };
}

/** The three questions level 1 is given, each with its first answer rated best. */
const questions = {
  question: {
    text: 'A customer says their order is a week late. What do you do first?',
    best: 'Listen, apologise and offer a fix today',
    other: 'Tell them it is not your department',
  },
  email: {
    sender: 'Dana',
    subject: 'Report due Friday',
    text: 'Could you send me the quarterly report by Friday?',
    best: 'Yes, you will have it Thursday',
    other: 'I am too busy this week',
  },
  sms: {
    sender: 'Sam',
    text: 'Running late, can you start the meeting without me?',
    best: 'Sure, I will brief you after',
    other: 'No, we will all wait for you',
  },
} as const;
const REWARD = 500;

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csvOf = (rows: string[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n');

/** Replaces level '1''s questions with a Question, an Email and an SMS (the questions CSV import). */
async function importLevelOneQuestions(
  base: string,
  cookie: string,
  eventId: string,
  skills: string[],
) {
  const [first = '', second = first] = skills;
  const answers = (best: string, other: string) => [best, other, '', ''];
  const reward = [String(REWARD), 'Easy'];
  const csv = csvOf([
    [
      'Type',
      'Leadership Ability',
      'Name',
      'Subject',
      'Email',
      'Question',
      'Answer One',
      'Answer Two',
      'Answer Three',
      'Answer Four',
      'Response One',
      'Response Two',
      'Response Three',
      'Response Four',
      'Response',
      'Reward',
      'Difficulty',
    ],
    [
      'Question',
      first,
      '',
      '',
      '',
      questions.question.text,
      ...answers(questions.question.best, questions.question.other),
      'happy',
      'angry',
      '',
      '',
      '1|3',
      ...reward,
    ],
    [
      'Email',
      second,
      questions.email.sender,
      questions.email.subject,
      'dana@acme.example',
      questions.email.text,
      ...answers(questions.email.best, questions.email.other),
      '',
      '',
      '',
      '',
      '1|3',
      ...reward,
    ],
    [
      'SMS',
      first,
      questions.sms.sender,
      '',
      '',
      questions.sms.text,
      ...answers(questions.sms.best, questions.sms.other),
      '',
      '',
      '',
      '',
      '1|3',
      ...reward,
    ],
  ]);
  const report = await upload<{
    applied: boolean;
    imported: number;
    rejected: { row: number; reason: string }[];
  }>(base, cookie, `/api/events/${eventId}/levels/1/questions/import`, {
    data: csv,
    type: 'text/csv',
    name: 'level-1.csv',
  });
  expect(report).toMatchObject({ rejected: [], applied: true, imported: 3 });
}

const levelRoute = (eventId: string, tabName: string) =>
  `/api/events/${eventId}/levels/${encodeURIComponent(tabName)}`;

/** Edit Level with the level's own values except the ones given. */
function editLevel(
  base: string,
  cookie: string,
  eventId: string,
  level: Level,
  change: Record<string, unknown>,
) {
  const numbered = /^\d+$/.test(level.tabName);
  const miniLevel = Number(/^L=(\d+)$/.exec(level.totalQuestion)?.[1] ?? 1);
  return api(base, cookie, 'PATCH', levelRoute(eventId, level.tabName), {
    passingScore: level.passingScore,
    time: level.time,
    difficulty: level.difficulty,
    goalText: level.goalText,
    final: level.final === 'y',
    ...(numbered ? {} : { miniLevel }),
    ...change,
  });
}

/**
 * Cuts a generated game short as an admin would on Levels Info: only level '1' of the numbered
 * levels stays, with three imported questions (min attempts 1|1|1, passing at one best answer);
 * a progress game gains a Mini 4 level, an ace game's engine levels pass at any score.
 * Returns the level names in map order.
 */
async function shortenGame(
  base: string,
  cookie: string,
  eventId: string,
  edition: 'progress' | 'ace',
): Promise<string[]> {
  const overview = () => api<LevelsOverview>(base, cookie, 'GET', `/api/events/${eventId}/levels`);
  const { levels, skills } = await overview();
  for (const level of levels) {
    if (/^\d+$/.test(level.tabName) && level.tabName !== '1') {
      await api(base, cookie, 'DELETE', levelRoute(eventId, level.tabName));
    }
  }
  if (edition === 'progress') {
    await api(base, cookie, 'POST', `/api/events/${eventId}/levels`, {
      tabName: 'Mini 4',
      passingScore: 100,
      time: 180,
      difficulty: 'Easy',
      goalText: 'Put the scenes in story order',
      final: false,
      miniLevel: 1,
    });
  }
  await importLevelOneQuestions(
    base,
    cookie,
    eventId,
    skills.map((s) => s.name),
  );
  for (const level of (await overview()).levels) {
    if (level.tabName === '1') {
      const one = { questions: 1, emails: 1, sms: 1 };
      await editLevel(base, cookie, eventId, level, {
        passingScore: REWARD,
        totalQuestions: one,
        minAttempts: one,
      });
    } else if (level.type === 'Cognitive' || level.type === 'Aptitude') {
      // The right answers are only on the server: any score passes, and there is time to spare.
      await editLevel(base, cookie, eventId, level, {
        passingScore: 0,
        time: Math.max(level.time, 180),
      });
    }
  }
  return [...(await overview()).levels]
    .sort((a, b) => a.sortingOrder - b.sortingOrder)
    .map((l) => l.tabName);
}

/** Add User as the admin; the invitation's link, read from the super admin's outbox. */
async function invite(
  base: string,
  cookie: string,
  eventId: string,
  person: { name: string; email: string },
): Promise<string> {
  await api(base, cookie, 'POST', `/api/events/${eventId}/participants`, {
    ...person,
    department: 'Sales',
    region: 'North',
  });
  const root = await signInApi(base, superAdmin.email, superAdmin.password);
  for (let tries = 0; tries < 50; tries++) {
    const outbox = await api<{ items: { to: string; subject: string; links: string[] }[] }>(
      base,
      root,
      'GET',
      '/api/admin/outbox?pageSize=50',
    );
    const mail = outbox.items.find(
      (m) => m.to === person.email && m.subject.startsWith('You are invited'),
    );
    const link = mail?.links.find((l) => l.includes(`/play/${eventId}?token=`));
    if (link) {
      return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mail for ${person.email}`);
}

/** The screens a mini level L=1 plays: the mini game's first five, with their right answers. */
async function firstFiveScreens(base: string, cookie: string, miniGame: string) {
  const { items } = await api<{ items: MiniScreen[] }>(
    base,
    cookie,
    'GET',
    `/api/mini-games/${encodeURIComponent(miniGame)}/screens`,
  );
  return [...items].sort((a, b) => a.questionNumber - b.questionNumber).slice(0, 5);
}

// ---------------------------------------------------------------------------------------------
// The player, as a participant uses it

/**
 * Console errors and uncaught exceptions of the player's page with the URL that logged them,
 * so an expected 401 from /api/play/{eventId}/me (the first load before any session) can be
 * told apart from anything else.
 */
function recordPlayerErrors(page: Page): { text: string; url: string }[] {
  const errors: { text: string; url: string }[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') {
      errors.push({ text: message.text(), url: message.location().url });
    }
  });
  page.on('pageerror', (error) => errors.push({ text: error.message, url: page.url() }));
  return errors;
}

const unexpectedErrors = (errors: { text: string; url: string }[], eventId: string) =>
  errors.filter(
    (e) =>
      !(
        new URL(e.url, 'http://x').pathname === `/api/play/${eventId}/me` &&
        /status of 401 \(Unauthorized\)/.test(e.text)
      ),
  );

/** A full-page screenshot from the top: the player's header is sticky, so scroll back first. */
async function snap(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await shot(page, name);
}

const levelTitle = (name: string) => (/^\d+$/.test(name) ? `Level ${name}` : name);

/** The intro video, when the game has one: skipped. Then the level map. */
async function toLevelMap(page: Page, intro?: () => Promise<void>) {
  const map = page.getByRole('heading', { name: 'Level map' });
  const skip = page.getByRole('button', { name: 'Skip intro' });
  await map.or(skip).waitFor();
  if (await skip.isVisible()) {
    await intro?.();
    await skip.click();
  }
  await map.waitFor();
}

const answers = (page: Page) => page.getByRole('list', { name: 'Your answer' });
const progressText = (page: Page, n: number, total: number) =>
  page.getByText(`Question ${n} of ${total}`, { exact: true });

/** After an answer: the verdict (BEST for a right one), then on to the next item or the result. */
async function verdict(page: Page, last: boolean, expected: 'BEST' | null = 'BEST') {
  const feedback = page.getByRole('status').filter({ has: page.getByRole('button') });
  await feedback.waitFor();
  if (expected) {
    await feedback.getByText(expected, { exact: true }).waitFor();
  }
  await page.getByRole('button', { name: last ? 'See my result' : 'Next' }).click();
}

/** The level result after the last item: passed, then back to the map (or the results). */
async function passed(page: Page, shotName?: string) {
  await page.getByRole('heading', { name: 'Passed!' }).waitFor();
  if (shotName) {
    await snap(page, shotName);
  }
  await page.getByRole('button', { name: 'Back to map' }).click();
}

async function playMiniChoice(page: Page, screen: MiniScreen, n: number, shotName?: string) {
  await progressText(page, n, 5).waitFor();
  await page.getByRole('heading', { name: screen.title, exact: true }).waitFor();
  if (shotName) {
    await snap(page, shotName);
  }
  await answers(page)
    .getByRole('button')
    .nth(screen.correctAnswer ?? 0)
    .click();
  await verdict(page, n === 5);
}

async function playWord(
  page: Page,
  screen: MiniScreen,
  n: number,
  tap: boolean,
  shotName?: string,
) {
  await progressText(page, n, 5).waitFor();
  const word = screen.scenario;
  const tiles = page.getByRole('list', { name: 'Letters' }).getByRole('button');
  expect((await tiles.allTextContents()).sort()).toEqual([...word.toUpperCase()].sort());
  if (tap) {
    for (const letter of word.toUpperCase()) {
      await page
        .getByRole('button', { name: `Letter ${letter}`, exact: true })
        .first()
        .click();
    }
  } else {
    await page.getByRole('textbox', { name: 'Your word' }).fill(word.toLowerCase());
  }
  await expect
    .poll(async () =>
      (await page.getByRole('textbox', { name: 'Your word' }).inputValue()).toLowerCase(),
    )
    .toBe(word.toLowerCase());
  if (shotName) {
    await snap(page, shotName);
  }
  await page.getByRole('button', { name: 'Submit word' }).click();
  await verdict(page, n === 5);
}

/** Mini 4: the pictures are shuffled; each step's picture is the screen's option in that place. */
async function playStory(page: Page, screen: MiniScreen, n: number, shotName?: string) {
  await progressText(page, n, 5).waitFor();
  const scenes = page.getByRole('img', { name: /^Scene \d+$/ });
  await expect.poll(() => scenes.count()).toBe(screen.options.length);
  const shown = await scenes.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  for (const option of screen.options) {
    const position = shown.indexOf(option.image);
    expect(position, `${option.image} is among the scenes`).toBeGreaterThanOrEqual(0);
    await page.getByRole('button', { name: `Scene ${position + 1}`, exact: true }).click();
  }
  await page.getByText('All scenes are in order.', { exact: false }).waitFor();
  if (shotName) {
    await snap(page, shotName);
  }
  await page.getByRole('button', { name: 'Submit order' }).click();
  await verdict(page, n === 5);
}

/** The numbers of the results screen's score cards, by label. */
async function scores(page: Page): Promise<Record<string, number>> {
  const cards = page.getByRole('region', { name: 'Scores' }).locator('.pl-score');
  const out: Record<string, number> = {};
  for (const card of await cards.all()) {
    const [label = '', value = ''] = await card.locator('p').allTextContents();
    out[label] = Number(value.replace(/,/g, ''));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

describe('a participant plays a progress game to the end (375 px)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ EDITION: 'progress' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    'opens the invitation, plays level 1 and Mini 1–4 (reloading mid Mini 2), and the admin sees it',
    async () => {
      const base = server.url;
      const admin = await adminWithGame(base, 'progress');
      const { eventId } = admin;
      const order = await shortenGame(base, admin.cookie, eventId, 'progress');
      expect(order).toEqual(['1', 'Mini 1', 'Mini 2', 'Mini 3', 'Mini 4']);
      const screens = {
        mini1: await firstFiveScreens(base, admin.cookie, 'Mini 1'),
        mini2: await firstFiveScreens(base, admin.cookie, 'Mini 2'),
        mini3: await firstFiveScreens(base, admin.cookie, 'Mini 3'),
        mini4: await firstFiveScreens(base, admin.cookie, 'Mini 4'),
      };
      const person = { name: 'Pat Player', email: 'pat.player@example.org' };
      const link = await invite(base, admin.cookie, eventId, person);

      const { context, page } = await openPage(browser, 375);
      const errors = recordPlayerErrors(page);
      page.setDefaultTimeout(15_000);
      const s = 'player-375';
      try {
        await page.goto(link);
        await toLevelMap(page);
        // The link's token leaves the address bar once used.
        expect(page.url()).toBe(`${base}/play/${eventId}`);
        await page.getByText(person.name).first().waitFor();
        await snap(page, `${s}-01-map`);

        // Level 1: a Question, an Email and an SMS, each answered with its best reply.
        await page.getByRole('button', { name: 'Play Level 1' }).click();
        await page.getByRole('heading', { name: 'Level 1' }).waitFor();
        await progressText(page, 1, 3).waitFor();
        await page.getByText(questions.question.text).waitFor();
        await page.getByText('What do you do?').waitFor();
        await snap(page, `${s}-02-question`);
        await page.getByRole('button', { name: questions.question.best }).click();
        const feedback = page.getByRole('status').filter({ hasText: 'Great answer' });
        await feedback.getByText('BEST', { exact: true }).waitFor();
        await feedback.getByText(`Great answer · +${REWARD} points`).waitFor();
        await feedback.getByText(/looks happy$/).waitFor();
        await snap(page, `${s}-03-feedback`);
        await page.getByRole('button', { name: 'Next' }).click();

        await progressText(page, 2, 3).waitFor();
        await page.getByText(questions.email.subject, { exact: true }).waitFor();
        await page.getByText(questions.email.text).waitFor();
        await snap(page, `${s}-04-email`);
        await page.getByRole('button', { name: questions.email.best }).click();
        await verdict(page, false);

        await progressText(page, 3, 3).waitFor();
        await page.getByText(`Message from ${questions.sms.sender}`).waitFor();
        await snap(page, `${s}-05-sms`);
        await page.getByRole('button', { name: questions.sms.best }).click();
        await verdict(page, true);
        await page.getByRole('heading', { name: 'Passed!' }).waitFor();
        await page.getByText('1,500 points', { exact: true }).waitFor();
        // The header takes the new score with the result.
        await page.getByRole('banner').getByText('Score 1,500', { exact: true }).waitFor();
        await passed(page, `${s}-06-level-result`);

        // Mini 1: five scenarios, each with its right option.
        await page.getByRole('heading', { name: 'Level map' }).waitFor();
        await page.getByRole('button', { name: 'Play Mini 1' }).click();
        for (const [i, screen] of screens.mini1.entries()) {
          await playMiniChoice(page, screen, i + 1, i === 0 ? `${s}-07-mini1` : undefined);
        }
        await passed(page);

        // Mini 2: two screens, a reload, and the level continues at the third.
        await page.getByRole('button', { name: 'Play Mini 2' }).click();
        for (const [i, screen] of screens.mini2.slice(0, 2).entries()) {
          await playMiniChoice(page, screen, i + 1, i === 0 ? `${s}-08-mini2` : undefined);
        }
        await page.reload();
        await toLevelMap(page);
        await page.getByText('In progress').waitFor();
        await snap(page, `${s}-09-map-in-progress`);
        await page.getByRole('button', { name: 'Continue Mini 2' }).click();
        await progressText(page, 3, 5).waitFor();
        await page.getByText('200 points', { exact: false }).first().waitFor();
        await snap(page, `${s}-10-mini2-resumed`);
        for (const [i, screen] of screens.mini2.entries()) {
          if (i >= 2) {
            await playMiniChoice(page, screen, i + 1, i === 3 ? `${s}-11-mini2-images` : undefined);
          }
        }
        await passed(page);

        // Mini 3: the word, tapped letter by letter on the first screen, typed on the others.
        await page.getByRole('button', { name: 'Play Mini 3' }).click();
        for (const [i, screen] of screens.mini3.entries()) {
          await playWord(page, screen, i + 1, i === 0, i === 0 ? `${s}-12-mini3` : undefined);
        }
        await passed(page);

        // Mini 4: the shuffled pictures tapped in story order.
        await page.getByRole('button', { name: 'Play Mini 4' }).click();
        for (const [i, screen] of screens.mini4.entries()) {
          await playStory(page, screen, i + 1, i === 0 ? `${s}-13-mini4` : undefined);
        }
        await passed(page, `${s}-14-mini4-result`);

        // Every level passed: the results, with the total and the competencies.
        await page.getByRole('heading', { name: 'You finished the game!' }).waitFor();
        expect(await scores(page)).toEqual({
          'Total score': 3 * REWARD + 4 * 500,
          Behaviour: 3 * REWARD,
          'Mini games': 4 * 500,
        });
        const competencies = page
          .getByRole('region', { name: 'Competencies' })
          .getByRole('listitem');
        await expect.poll(() => competencies.count()).toBe(2);
        expect(await competencies.allTextContents()).toEqual([
          expect.stringMatching(/100%$/),
          expect.stringMatching(/100%$/),
        ]);
        await snap(page, `${s}-15-results`);
      } catch (error) {
        await shot(page, `${s}-failed`);
        throw error;
      }
      expect(unexpectedErrors(errors, eventId)).toEqual([]);
      await context.close();

      // The admin finds the participant finished, and what they played.
      const consolePage = await openPage(browser, 1440);
      const adminPage = consolePage.page;
      adminPage.setDefaultTimeout(15_000);
      try {
        await adminPage.goto(`${base}/auth/login`);
        await signIn(adminPage, admin.email, password);
        await adminPage.waitForURL(/\/(assessment|admin)\//);
        await adminPage.goto(`${base}/admin/users/${eventId}`);
        const row = adminPage.getByRole('row').filter({ hasText: person.email });
        await row.waitFor();
        const cells = await row.getByRole('cell').allTextContents();
        // The name's cell also holds the invitation's state badge (issue 16).
        expect(cells[0]).toBe(`${person.name}Invitation: Completed`);
        cells[0] = person.name;
        // Name, Email, Department, Region, Current Level, Current Score, Attempts, Completed Once.
        expect(cells.slice(0, 8)).toEqual([
          person.name,
          person.email,
          'Sales',
          'North',
          '5',
          '3,500',
          '1',
          'Yes',
        ]);
        await shot(adminPage, 'player-admin-users');
        await row
          .getByRole('link', { name: `What ${person.name} (${person.email}) played` })
          .click();
        await adminPage.waitForURL(`**/admin/users/${eventId}/*/plays`);
        await adminPage.getByRole('heading', { name: `Played by ${person.name}` }).waitFor();
        const levels = adminPage.getByRole('table', { name: 'Levels' });
        await expect.poll(() => levels.getByRole('row').count()).toBe(1 + order.length);
        for (const name of order) {
          const levelRow = levels
            .getByRole('row')
            .filter({ has: adminPage.getByRole('cell', { name, exact: true }) });
          await levelRow.getByText('Passed').waitFor();
        }
        await levels.getByRole('button', { name: '1 attempt at Mini 2' }).click();
        const attempts = adminPage.getByRole('table', { name: 'Attempts at Mini 2' });
        await attempts.getByRole('cell', { name: 'Counted' }).waitFor();
        expect(await attempts.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
          '1Counted',
          '500',
          'Yes',
          '5',
          expect.any(String),
          expect.any(String),
        ]);
        await shot(adminPage, 'player-admin-plays');
        // The plays screen on a phone too.
        await adminPage.setViewportSize({ width: 375, height: 900 });
        await shot(adminPage, 'player-admin-plays-375');
        await adminPage.setViewportSize({ width: 1440, height: 900 });
      } catch (error) {
        await shot(adminPage, 'player-admin-failed');
        throw error;
      }
      expect(consolePage.errors).toEqual([]);
      await consolePage.context.close();
    },
    timeout,
  );
});

describe('a participant plays an ace game through its cognitive and aptitude items (1440 px)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ EDITION: 'ace' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    'skips the intro, plays level 1 and the four engine games, and reads the scores',
    async () => {
      const base = server.url;
      const admin = await adminWithGame(base, 'ace', {
        cognitive: ['Memory Match', 'Focus Run'],
        aptitude: ['Abstract Arts', 'Number Sense'],
      });
      const { eventId } = admin;
      const order = await shortenGame(base, admin.cookie, eventId, 'ace');
      expect(order).toHaveLength(5);
      expect(order[0]).toBe('1');
      const person = { name: 'Ash Ace', email: 'ash.ace@example.org' };
      const link = await invite(base, admin.cookie, eventId, person);

      const { context, page } = await openPage(browser, 1440);
      const errors = recordPlayerErrors(page);
      page.setDefaultTimeout(15_000);
      // Working memory shows each sequence for up to 7 s before it hides: the page's clock is
      // fake (it runs in real time) so the scenario can move it past that wait.
      await page.clock.install();
      const s = 'player-ace-1440';
      try {
        await page.goto(link);
        await toLevelMap(page, async () => {
          await page.getByRole('heading', { name: `Welcome to ${admin.gameName}` }).waitFor();
          await snap(page, `${s}-01-intro`);
        });
        await snap(page, `${s}-02-map`);

        await page.getByRole('button', { name: 'Play Level 1' }).click();
        await page.getByRole('button', { name: questions.question.best }).click();
        await verdict(page, false);
        await page.getByRole('button', { name: questions.email.best }).click();
        await verdict(page, false);
        await page.getByRole('button', { name: questions.sms.best }).click();
        await verdict(page, true);
        await passed(page);

        for (const name of order.slice(1)) {
          await page.getByRole('heading', { name: 'Level map' }).waitFor();
          await page.getByRole('button', { name: `Play ${levelTitle(name)}` }).click();
          await page.getByRole('heading', { name: levelTitle(name) }).waitFor();
          const slug = name.toLowerCase().replace(/\s+/g, '-');
          for (let n = 1; n <= 10; n++) {
            await progressText(page, n, 10).waitFor();
            const memorize = page.getByText(/^Memorize this\./);
            await memorize.or(answers(page)).waitFor();
            let right: string | null = null;
            if (await memorize.isVisible()) {
              // The sequence shows alone; the choices come once it is hidden.
              right = (
                await page
                  .getByRole('list', { name: 'Sequence' })
                  .getByRole('listitem')
                  .allTextContents()
              ).join(' ');
              if (n === 1) {
                await snap(page, `${s}-${slug}-memorize`);
              }
              expect(await answers(page).count()).toBe(0);
              await page.clock.fastForward(7_000);
              await page.getByText('It is hidden now. Choose from memory.').waitFor();
              await expect(page.getByRole('list', { name: 'Sequence' }).count()).resolves.toBe(0);
            }
            await answers(page).waitFor();
            if (n === 1) {
              await snap(page, `${s}-${slug}`);
            }
            const choice = right
              ? answers(page).getByRole('button', { name: right, exact: true })
              : answers(page).getByRole('button').first();
            await choice.click();
            await verdict(page, n === 10, right ? 'BEST' : null);
          }
          await passed(page, name === order[1] ? `${s}-${slug}-result` : undefined);
        }

        await page.getByRole('heading', { name: 'You finished the game!' }).waitFor();
        const got = await scores(page);
        expect(Object.keys(got)).toEqual(['Total score', 'Behaviour', 'Cognitive', 'Aptitude']);
        expect(got.Behaviour).toBe(3 * REWARD);
        // The working-memory answers were all right: 2,500 × (1 + … + 10) / 55.
        expect(got.Cognitive).toBeGreaterThanOrEqual(2500);
        expect(got['Total score']).toBe(
          (got.Behaviour ?? 0) + (got.Cognitive ?? 0) + (got.Aptitude ?? 0),
        );
        await page
          .getByRole('region', { name: 'Competencies' })
          .getByText('100%')
          .first()
          .waitFor();
        await snap(page, `${s}-99-results`);
      } catch (error) {
        await shot(page, `${s}-failed`);
        throw error;
      }
      expect(unexpectedErrors(errors, eventId)).toEqual([]);
      await context.close();
    },
    timeout,
  );
});
