import { selectionMessages, type WizardDraft } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAdmin } from '../../test/factories';
import { gameDraft } from '../../test/games';
import { useTestApp } from '../../test/test-app';

const file = useTestApp();
let app: FastifyInstance;

beforeEach(() => {
  app = file.app;
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { cookie } });
}

async function items(cookie: string, url: string) {
  const list = (await call('GET', url, cookie)).json().items as { id: string; name: string }[];
  return list.map(({ id, name }) => ({ id, name }));
}

/** Generates the saved draft; the last NDJSON line (the result or the error). */
async function generate(cookie: string) {
  const response = await call('POST', '/api/wizard/generate', cookie);
  return JSON.parse(response.body.trim().split('\n').at(-1) ?? '{}');
}

describe('the easy flow takes up to 10 tests in total (part B §2)', () => {
  it('generates an ace game of 10 tests: 6 competencies, 2 cognitive and 2 aptitude', async () => {
    const { cookie } = await anAdmin(app);
    const draft: WizardDraft = {
      ...(await gameDraft(app, cookie, 'ace', 'Ten Tests')),
      flow: 'easyFlow',
      competencies: (await items(cookie, '/api/competencies')).slice(0, 6),
    };
    expect((await call('PUT', '/api/wizard/draft', cookie, draft)).statusCode).toBe(200);
    const check = await call('POST', '/api/wizard/check', cookie);
    expect(check.statusCode).toBe(200);
    expect(check.json().problems).toEqual([]);

    const result = await generate(cookie);
    expect(result.done).toBe(true);
    const event = (await call('GET', `/api/events/${result.eventId}`, cookie)).json();
    expect(event.source).toBe('easyFlow');
    expect(event.selection.competencies).toHaveLength(6);
  });

  it('refuses an 11th test', async () => {
    const { cookie } = await anAdmin(app);
    const draft: WizardDraft = {
      ...(await gameDraft(app, cookie, 'ace', 'Eleven')),
      flow: 'easyFlow',
      competencies: (await items(cookie, '/api/competencies')).slice(0, 6),
      cognitive: (await items(cookie, '/api/ace-games?kind=cognitive')).slice(0, 3),
    };
    const put = await call('PUT', '/api/wizard/draft', cookie, draft);
    expect(put.statusCode).toBe(400);
    expect(put.json().error.message).toBe(selectionMessages.tooManyTests);
    expect((await call('GET', '/api/wizard/draft', cookie)).json().draft).toBeNull();
  });

  it('places a fourth mini game after the last level of a progress game', async () => {
    const { cookie } = await anAdmin(app, {
      email: 'pat@progress.test',
      companyName: 'Progress Co',
      account: { projectType: 'progress' },
    });
    const minis = (await call('GET', '/api/mini-games', cookie)).json().items as {
      id: string;
      name: string;
    }[];
    const draft: WizardDraft = {
      ...(await gameDraft(app, cookie, 'progress', 'Four Minis')),
      flow: 'easyFlow',
      competencies: (await items(cookie, '/api/competencies')).slice(0, 6),
      games: minis.slice(0, 4).map(({ id, name }) => ({ id, name })),
    };
    expect((await call('PUT', '/api/wizard/draft', cookie, draft)).statusCode).toBe(200);
    const result = await generate(cookie);
    expect(result.done).toBe(true);
    const overview = await call('GET', `/api/events/${result.eventId}/levels`, cookie);
    const names = (overview.json().levels as { tabName: string }[]).map((l) => l.tabName);
    expect(names).toEqual([
      '1',
      '2',
      'Mini 1',
      '3',
      '4',
      'Mini 2',
      '5',
      '6',
      'Mini 3',
      '7',
      '8',
      'Mini 4',
    ]);
  });
});
