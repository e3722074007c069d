import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { WizardDraft } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAdmin } from '../../test/factories';
import { fixturesDir, multipartBody } from '../../test/harness';
import { useTestApp } from '../../test/test-app';

const file = useTestApp();
let app: FastifyInstance;

beforeEach(() => {
  app = file.app;
});

const info: WizardDraft['info'] = {
  assessmentName: 'Kept Logo',
  assessmentFor: 'Graduates',
  difficulty: 'Easy',
  candidateFlow: false,
};

async function upload(cookie: string, url: string, name: string, data: Buffer, type: string) {
  const body = multipartBody({ file: { name, data, contentType: type } });
  const response = await app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as { fileId: string; url: string }), name };
}

/**
 * The wizard saves an upload into the draft the moment it succeeds (before Next), so the
 * server must take a draft whose only change is the new file and give it back on a reload.
 */
describe('an upload saved into the wizard draft before Next', () => {
  it('is in the draft a reload reads, and its logo is served', async () => {
    const { cookie } = await anAdmin(app);
    const draft: WizardDraft = { info };
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/wizard/draft',
          payload: draft,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);

    const logo = await upload(
      cookie,
      '/api/uploads/images',
      'acme.png',
      readFileSync(path.join(fixturesDir, 'square-150.png')),
      'image/png',
    );
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/wizard/draft',
      payload: { ...draft, logo },
      headers: { cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const video = await upload(
      cookie,
      '/api/uploads/videos',
      'intro.mp4',
      readFileSync(path.join(fixturesDir, 'intro.mp4')),
      'video/mp4',
    );
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/wizard/draft',
          payload: { ...draft, logo, introVideo: video },
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);

    const reloaded = await app.inject({ url: '/api/wizard/draft', headers: { cookie } });
    expect(reloaded.json().draft).toEqual({ info, logo, introVideo: video });
    const served = await app.inject({ url: reloaded.json().draft.logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
