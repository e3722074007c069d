import { readFileSync } from 'node:fs';
import path from 'node:path';
import { todayIn, type WizardDraft, wizardMessages } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAdmin } from '../../test/factories';
import { fixturesDir, multipartBody } from '../../test/harness';
import { useTestApp } from '../../test/test-app';

/** Wizard event ids: one account's game names never collide with another account's. */
const file = useTestApp();
let app: FastifyInstance;
beforeEach(() => {
  app = file.app;
});

async function signedIn(email: string, companyName: string): Promise<string> {
  return (await anAdmin(app, { email, companyName })).cookie;
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { cookie } });
}

async function upload(cookie: string, kind: 'images' | 'videos', file: string, type: string) {
  const body = multipartBody({
    file: { name: file, data: readFileSync(path.join(fixturesDir, file)), contentType: type },
  });
  const response = await app.inject({
    method: 'POST',
    url: `/api/uploads/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(response.statusCode).toBe(201);
  return { fileId: response.json().fileId, url: response.json().url, name: file };
}

/** A complete ace draft for a game called `name`. */
async function aceDraft(cookie: string, name: string): Promise<WizardDraft> {
  const list = async (url: string) =>
    ((await call('GET', url, cookie)).json().items as { id: string; name: string }[]).map(
      ({ id, name: n }) => ({ id, name: n }),
    );
  const today = todayIn('UTC');
  return {
    info: {
      assessmentName: name,
      assessmentFor: 'Staff',
      difficulty: 'Easy',
      candidateFlow: false,
    },
    competencies: (await list('/api/competencies')).slice(0, 4),
    cognitive: (await list('/api/ace-games?kind=cognitive')).slice(0, 2),
    aptitude: (await list('/api/ace-games?kind=aptitude')).slice(0, 2),
    registrationFields: ['fullName', 'email'],
    loginMethods: ['email'],
    logo: await upload(cookie, 'images', 'square-150.png', 'image/png'),
    introVideo: await upload(cookie, 'videos', 'intro.mp4', 'video/mp4'),
    launchDate: today,
    closingDate: today,
  };
}

async function generate(cookie: string, draft: WizardDraft) {
  const saved = await call('PUT', '/api/wizard/draft', cookie, draft);
  expect(saved.statusCode, saved.body).toBe(200);
  const response = await call('POST', '/api/wizard/generate', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body.trim().split('\n').at(-1) ?? '{}');
}

describe('wizard event ids across companies', () => {
  it.each([
    ['Acme_Alpha', 'Acme Alpha', 'acme.alpha_quiz', 'acmealpha_quiz'],
    ['A&B', 'AB', 'a-26b_quiz', 'ab_quiz'],
  ])('%s and %s both get their own "Quiz"', async (first, second, firstId, secondId) => {
    const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
    const firstCookie = await signedIn(`${slug(first)}1@ids.test`, first);
    const secondCookie = await signedIn(`${slug(second)}2@ids.test`, second);
    expect(await generate(firstCookie, await aceDraft(firstCookie, 'Quiz'))).toMatchObject({
      done: true,
      eventId: firstId,
    });
    // The other company's step 1 and generation are not told the name is taken.
    const draft = await aceDraft(secondCookie, 'Quiz');
    const check = await call('PUT', '/api/wizard/draft', secondCookie, draft);
    expect(check.statusCode).toBe(200);
    expect((await call('POST', '/api/wizard/check', secondCookie)).json()).toEqual({
      eventId: secondId,
      problems: [],
    });
    expect(await generate(secondCookie, draft)).toMatchObject({ done: true, eventId: secondId });
    // Each reads its own game; neither reads the other's.
    expect((await call('GET', `/api/events/${firstId}`, firstCookie)).json().companyName).toBe(
      first,
    );
    expect((await call('GET', `/api/events/${secondId}`, secondCookie)).json().companyName).toBe(
      second,
    );
    expect((await call('GET', `/api/events/${firstId}`, secondCookie)).statusCode).not.toBe(200);
  });

  it('reports a name the company already used when step 1 is saved', async () => {
    const cookie = await signedIn('repeat@ids.test', 'Repeat Co');
    await generate(cookie, await aceDraft(cookie, 'Team Quiz'));
    const step1 = await call('PUT', '/api/wizard/draft', cookie, {
      info: {
        assessmentName: 'TEAM quiz',
        assessmentFor: 'Staff',
        difficulty: 'Easy',
        candidateFlow: false,
      },
    });
    expect(step1.statusCode).toBe(409);
    expect(step1.json().error).toMatchObject({
      code: 'NAME_TAKEN',
      message: wizardMessages.nameTaken,
      fields: { assessmentName: wizardMessages.nameTaken },
    });
    const other = await call('PUT', '/api/wizard/draft', cookie, {
      info: {
        assessmentName: 'Team Quiz 2',
        assessmentFor: 'Staff',
        difficulty: 'Easy',
        candidateFlow: false,
      },
    });
    expect(other.statusCode).toBe(200);
  });
});
