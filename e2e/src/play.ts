import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Level as DomainLevel,
  type DrawnRunPlan,
  type EngineKind,
  engineAnswerKey,
  type QuestionKey,
  type ScreenKey,
} from '@app/domain';
import { strFromU8, unzipSync } from 'fflate';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { createVerifiedAdmin, signInApi } from './api';
import { shot } from './browser';
import { superAdmin } from './server';

/**
 * The player's scenarios' set-up (a game generated through the wizard's API, participants
 * invited) and what they read that a participant cannot: the run's plan (which option is Best,
 * where a right answer was shuffled to), from the admin's export of the participant's data.
 */

const fixtures = path.resolve(import.meta.dirname, '../../apps/server/src/test/fixtures');
export const adminPassword = 'player-pass-2026';

export async function api<T>(
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
export async function upload<T>(
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

// ---------------------------------------------------------------------------------------------
// The game

/** A level as GET /api/events/:eventId/levels lists it (the domain's schema). */
export type Level = DomainLevel;
export type LevelsOverview = { levels: Level[]; skills: { name: string }[] };

export const levelRoute = (eventId: string, tabName: string) =>
  `/api/events/${eventId}/levels/${encodeURIComponent(tabName)}`;

/** The event's levels in map order. */
export async function levelsInOrder(base: string, cookie: string, eventId: string) {
  const { levels } = await api<LevelsOverview>(
    base,
    cookie,
    'GET',
    `/api/events/${eventId}/levels`,
  );
  return [...levels].sort((a, b) => a.sortingOrder - b.sortingOrder);
}

/**
 * A verified admin of the server's edition with a game generated through the wizard's API:
 * progress with the mini games on `games` (Mini 1–3 unless told), or ace with four
 * competencies, the named cognitive and aptitude games, a logo and an intro video.
 */
export async function adminWithGame(
  base: string,
  edition: 'progress' | 'ace',
  picks: {
    cognitive?: string[];
    aptitude?: string[];
    games?: string[];
    competencies?: number;
  } = {},
): Promise<{ email: string; cookie: string; eventId: string; gameName: string }> {
  const email = `${edition}.admin@player.test`;
  await createVerifiedAdmin(base, {
    name: `Ada ${edition}`,
    email,
    company: `Player ${edition} Co`,
    password: adminPassword,
  });
  const cookie = await signInApi(base, email, adminPassword);
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
      .slice(0, picks.competencies ?? (edition === 'progress' ? 5 : 4))
      .map(({ id, name }) => ({ id, name })),
    registrationFields: ['fullName', 'email', 'department'],
    loginMethods: ['email'],
    logo: { fileId: logo.fileId, url: logo.url, name: 'logo.png' },
    launchDate: new Date().toISOString().slice(0, 10),
    closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  };
  if (edition === 'progress') {
    const games = await list('/api/mini-games');
    draft.games = (picks.games ?? ['Mini 1', 'Mini 2', 'Mini 3']).map((tab) => {
      const game = games.find((g) => g.tabName === tab);
      if (!game) {
        throw new Error(`no mini game on ${tab}`);
      }
      return { id: game.id, name: game.name };
    });
  } else {
    draft.cognitive = named(await list('/api/ace-games?kind=cognitive'), picks.cognitive ?? []);
    draft.aptitude = named(await list('/api/ace-games?kind=aptitude'), picks.aptitude ?? []);
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

/**
 * Add User as the admin; the invitation's link, read from the super admin's outbox, and the
 * participant's id (the export of their data is by id).
 */
export async function invite(
  base: string,
  cookie: string,
  eventId: string,
  person: { name: string; email: string },
): Promise<{ link: string; participantId: string }> {
  await api(base, cookie, 'POST', `/api/events/${eventId}/participants`, {
    ...person,
    department: 'Sales',
    region: 'North',
  });
  const found = await api<{ items: { id: string; email: string }[] }>(
    base,
    cookie,
    'GET',
    `/api/events/${eventId}/participants?search=${encodeURIComponent(person.email)}`,
  );
  const participantId = found.items.find((p) => p.email === person.email)?.id;
  if (!participantId) {
    throw new Error(`${person.email} is not listed`);
  }
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
      return { link, participantId };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mail for ${person.email}`);
}

// ---------------------------------------------------------------------------------------------
// The run's plan: what only the server knows

/** level_runs.plan as the export holds it: every attempt here started after the draw. */
export type RunPlan = DrawnRunPlan;
export type { QuestionKey, ScreenKey } from '@app/domain';
export type StoredRun = {
  id: string;
  levelId: string;
  attempt: number;
  endedAt: string | null;
  passed: boolean;
  points: number;
  /** The most the attempt could earn (every item Best or right). */
  maxPoints: number | null;
  plan: RunPlan;
};

/**
 * The participant's runs from the admin's Export data (the privacy export's data.json): the
 * embedded database belongs to the server process, and this is the way an admin reads a
 * participant's stored rows, the run's plan among them.
 */
export async function storedRuns(
  base: string,
  cookie: string,
  eventId: string,
  participantId: string,
): Promise<StoredRun[]> {
  const response = await fetch(
    `${base}/api/events/${eventId}/participants/${participantId}/export.zip`,
    { headers: { cookie } },
  );
  if (!response.ok) {
    throw new Error(`export: ${response.status} ${await response.text()}`);
  }
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const data = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as {
    tables: { level_runs: StoredRun[] };
  };
  return data.tables.level_runs;
}

/** The participant's attempt in play (one at a time): started when its first item shows. */
export async function openRun(
  base: string,
  cookie: string,
  eventId: string,
  participantId: string,
): Promise<StoredRun> {
  const open = (await storedRuns(base, cookie, eventId, participantId)).filter(
    (r) => r.endedAt === null,
  );
  if (open.length !== 1 || !open[0]) {
    throw new Error(`expected one open run, found ${open.length}`);
  }
  return open[0];
}

/** Where the Best option of a drawn question is shown (the first Best, when there are two). */
export function bestPosition(key: QuestionKey): number {
  const position = key.ratings.indexOf(1);
  if (position < 0) {
    throw new Error(`no Best option among ${key.answers.join(' / ')}`);
  }
  return position;
}

/** Where the right choice of a Mini 1 or Mini 2 screen is shown. */
export function rightPosition(screen: { shown: number[]; key: ScreenKey }): number {
  const position = screen.shown.indexOf(screen.key.correctAnswer ?? 0);
  if (position < 0) {
    throw new Error(`the right choice of ${screen.key.question} is not shown`);
  }
  return position;
}

/** A cognitive or aptitude run's right choices, from the engine's seed (the domain's own key). */
export function engineKey(plan: RunPlan): number[] {
  if (plan.kind !== 'engine') {
    throw new Error(`not an engine run: ${plan.kind}`);
  }
  return engineAnswerKey(plan.engine as EngineKind, plan.seed);
}

// ---------------------------------------------------------------------------------------------
// The player's page

export type PlayerError = { text: string; url: string };

/**
 * Console errors and uncaught exceptions of the player's page with the URL that logged them.
 * None is expected: the first load asks GET /api/play/{eventId}/session, which answers 200
 * with or without a session, so not even a signed-out visit logs a refused request.
 */
export function recordPlayerErrors(page: Page): PlayerError[] {
  const errors: PlayerError[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') {
      errors.push({ text: message.text(), url: message.location().url });
    }
  });
  page.on('pageerror', (error) => errors.push({ text: error.message, url: page.url() }));
  return errors;
}

/** A full-page screenshot from the top: the player's header is sticky, so scroll back first. */
export async function snap(page: Page, name: string) {
  // Every picture on screen decoded (a busy CI machine serves a screen's option pictures one
  // after another): the screenshot shows the screen as the player sees it.
  await page.locator('img').evaluateAll((images) =>
    Promise.all(
      images.map((img) => {
        const picture = img as unknown as { decode: () => Promise<void> };
        return picture.decode().catch(() => undefined);
      }),
    ),
  );
  await page.evaluate('window.scrollTo(0, 0)');
  // No option left looking hovered where the last click was.
  await page.mouse.move(0, 0);
  await shot(page, name);
}

/** The intro video, when the game has one: skipped. Then the level map. */
export async function toLevelMap(page: Page, intro?: () => Promise<void>) {
  const map = page.getByRole('heading', { name: 'Level map' });
  const skip = page.getByRole('button', { name: 'Skip intro' });
  await map.or(skip).waitFor();
  if (await skip.isVisible()) {
    await intro?.();
    await skip.click();
  }
  await map.waitFor();
}

export const answers = (page: Page) => page.getByRole('list', { name: 'Your answer' });
export const progressText = (page: Page, n: number, total: number) =>
  page.getByText(`Question ${n} of ${total}`, { exact: true });
/** The verdict after an answer: the status that holds the way on. */
export const feedbackOf = (page: Page): Locator =>
  page.getByRole('status').filter({ has: page.getByRole('button') });
/** The map's How to play panel. */
export const howToPlay = (page: Page) => page.getByRole('region', { name: 'How to play' });
