import { readFileSync } from 'node:fs';
import path from 'node:path';
import { todayIn, type WizardDraft } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { fixturesDir, multipartBody } from './harness';

/**
 * The wizard's draft of a game, its files uploaded, as an admin would fill it in: progress (5
 * competencies, 3 mini games) or ace (4 competencies, 2 cognitive and 2 aptitude games, an intro
 * video), open from today (UTC, the default time zone) for 30 days.
 */
export async function gameDraft(
  app: FastifyInstance,
  cookie: string,
  projectType: 'progress' | 'ace',
  name = 'Play Test',
): Promise<WizardDraft> {
  const get = async <T>(url: string) =>
    (await app.inject({ method: 'GET', url, headers: { cookie } })).json().items as T[];
  const pick = (list: { id: string; name: string }[], n: number) =>
    list.slice(0, n).map(({ id, name }) => ({ id, name }));
  const upload = async (url: string, file: string, contentType: string) => {
    const data = readFileSync(path.join(fixturesDir, file));
    const body = multipartBody({ file: { name: file, data, contentType } });
    const response = await app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    return { fileId: response.json().fileId, url: response.json().url, name: file };
  };
  const competencies = await get<{ id: string; name: string }>('/api/competencies');
  const today = todayIn('UTC');
  const draft: WizardDraft = {
    info: {
      assessmentName: name,
      assessmentFor: 'Graduates',
      difficulty: 'Easy',
      candidateFlow: false,
    },
    competencies: pick(competencies, projectType === 'progress' ? 5 : 4),
    registrationFields: ['fullName', 'email'],
    loginMethods: ['email'],
    logo: await upload('/api/uploads/images', 'square-150.png', 'image/png'),
    launchDate: today,
    closingDate: todayIn('UTC', new Date(Date.now() + 30 * 86_400_000)),
  };
  if (projectType === 'progress') {
    const minis = await get<{ id: string; name: string; tabName: string }>('/api/mini-games');
    draft.games = ['Mini 1', 'Mini 2', 'Mini 3']
      .map((tab) => minis.find((m) => m.tabName === tab))
      .map((g) => ({ id: g?.id ?? '', name: g?.name ?? '' }));
  } else {
    draft.cognitive = pick(await get('/api/ace-games?kind=cognitive'), 2);
    draft.aptitude = pick(await get('/api/ace-games?kind=aptitude'), 2);
    draft.introVideo = await upload('/api/uploads/videos', 'intro.mp4', 'video/mp4');
  }
  return draft;
}

/**
 * A game generated through the wizard's API as an admin would (gameDraft, then generate), for
 * the player's tests.
 */
export async function generateGame(
  app: FastifyInstance,
  cookie: string,
  projectType: 'progress' | 'ace',
  name = 'Play Test',
): Promise<string> {
  const draft = await gameDraft(app, cookie, projectType, name);
  const put = await app.inject({
    method: 'PUT',
    url: '/api/wizard/draft',
    payload: draft,
    headers: { cookie },
  });
  if (put.statusCode !== 200) {
    throw new Error(`generateGame: draft refused: ${put.body}`);
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/wizard/generate',
    headers: { cookie },
  });
  const last = JSON.parse(response.body.trim().split('\n').at(-1) ?? '{}') as { eventId?: string };
  if (!last.eventId) {
    throw new Error(`generateGame: generation failed: ${response.body}`);
  }
  return last.eventId;
}
