import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type Api, apiClient, createVerifiedAdmin, signInApi } from './api';
import { openRun, type QuestionKey, type RunPlan } from './play';
import { superAdmin } from './server';

/**
 * The reports scenarios' set-up, done through the API as a client would: a progress game from
 * the wizard, participants invited by the admin, and their levels played through the player's API.
 */

const fixtures = path.resolve(import.meta.dirname, '../../apps/server/src/test/fixtures');

export type Person = { name: string; email: string; department: string; region: string };

/**
 * A verified admin (registered here) with a progress game named `name` that `people` have played:
 * person i makes `levels[i]` attempts, each at their first level still to pass, and answers every
 * item with its i-th best option (read from the attempt's plan: the options are shuffled), so
 * each ends with different percentages: the first person answers Best (passing each level and
 * earning achievements), the second Ok where an item has one, the third Wrong. The admin's API
 * client and the game's event id.
 */
export async function playedProgressGame(
  base: string,
  admin: { name: string; email: string; company: string; password: string },
  game: { name: string; people: Person[]; levels: number[] },
): Promise<{ api: Api; eventId: string }> {
  if (game.levels.length !== game.people.length) {
    throw new Error('levels needs one number per person');
  }
  await createVerifiedAdmin(base, admin);
  const cookie = await signInApi(base, admin.email, admin.password);
  const eventId = await generateProgressGame(base, cookie, game.name);
  for (const [i, person] of game.people.entries()) {
    const token = await invite(base, cookie, eventId, person);
    const found = await apiClient(base, cookie)<{ items: { id: string; email: string }[] }>(
      'GET',
      `/api/events/${eventId}/participants?search=${encodeURIComponent(person.email)}`,
    );
    const id = found.items.find((p) => p.email === person.email)?.id ?? '';
    await play(base, eventId, token, i, game.levels[i] ?? 0, { cookie, id });
  }
  return { api: apiClient(base, cookie), eventId };
}

/**
 * A progress game with five competencies, Mini 1–3, and the department and region fields
 * (Market Unit Code and Work Location). Its event id.
 */
async function generateProgressGame(base: string, cookie: string, name: string): Promise<string> {
  const api = apiClient(base, cookie);
  const form = new FormData();
  const logo = readFileSync(path.join(fixtures, 'square-150.png'));
  form.append('file', new Blob([logo], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${base}/api/uploads/images`, {
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
      assessmentName: name,
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

/** Add User as the admin, then the invitation's link token from the super admin's outbox. */
async function invite(
  base: string,
  cookie: string,
  eventId: string,
  person: Person,
): Promise<string> {
  await apiClient(base, cookie)('POST', `/api/events/${eventId}/participants`, person);
  const root = apiClient(base, await signInApi(base, superAdmin.email, superAdmin.password));
  for (let tries = 0; tries < 50; tries++) {
    const outbox = await root<{ items: { to: string; links: string[] }[] }>(
      'GET',
      '/api/admin/outbox?pageSize=50',
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

type Item = { kind: string; index: number };
type MiniScreen = Extract<RunPlan, { kind: 'mini' }>['screens'][number];

/** The shown position of the option rated `rank` (1 Best, 2 Ok, 3 Wrong), or the nearest worse. */
function optionRated(key: QuestionKey, rank: number): number {
  const positions = key.ratings.map((rating, position) => ({ rating, position }));
  const chosen =
    positions.find((o) => o.rating === rank) ??
    positions.filter((o) => o.rating > rank).sort((a, b) => a.rating - b.rating)[0] ??
    positions.sort((a, b) => b.rating - a.rating)[0];
  return chosen?.position ?? 0;
}

/** A mini screen's answer: right for the first person, wrong for the others. */
function screenAnswer(screen: MiniScreen, right: boolean): Record<string, unknown> {
  const { key, shown } = screen;
  if (key.miniGame === 'Mini 3') {
    return { word: right ? key.question.trim() : `${key.question.trim()}x` };
  }
  if (key.miniGame === 'Mini 4') {
    const order = shown.map((_, step) => shown.indexOf(step));
    return { order: right ? order : [...order].reverse() };
  }
  const position = shown.indexOf(key.correctAnswer ?? 0);
  return { choice: right ? position : (position + 1) % Math.max(1, shown.length) };
}

/**
 * The participant opens the link (`token`) and makes `levels` attempts through the player's API,
 * each at the first level not passed yet, every item answered as person `pick` does (the
 * attempt's plan read from the admin's export of the participant's data).
 */
async function play(
  base: string,
  eventId: string,
  token: string,
  pick: number,
  levels: number,
  admin: { cookie: string; id: string },
): Promise<void> {
  const opened = await fetch(`${base}/api/play/${eventId}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(opened.status).toBe(204);
  const player = apiClient(
    base,
    opened.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  );
  for (let n = 0; n < levels; n++) {
    const me = await player<{ levels: { id: string; state: string }[] }>(
      'GET',
      `/api/play/${eventId}/me`,
    );
    const level = me.levels.find((l) => l.state === 'open' || l.state === 'failed');
    if (!level) {
      return;
    }
    const run = await player<{ id: string; items: Item[] }>(
      'POST',
      `/api/play/${eventId}/levels/${level.id}/runs`,
    );
    const { plan } = await openRun(base, admin.cookie, eventId, admin.id);
    for (const item of run.items) {
      let answer: Record<string, unknown> | null = null;
      if (plan.kind === 'numeric') {
        const key = plan.keys[item.index];
        answer = key ? { choice: optionRated(key, Math.min(pick, 2) + 1) } : null;
      } else if (plan.kind === 'mini') {
        const screen = plan.screens[item.index];
        answer = screen ? screenAnswer(screen, pick === 0) : null;
      }
      if (answer) {
        await player('POST', `/api/play/${eventId}/runs/${run.id}/answers`, {
          clientId: randomUUID(),
          index: item.index,
          answer,
        });
      }
    }
    await player('POST', `/api/play/${eventId}/runs/${run.id}/end`);
  }
}
