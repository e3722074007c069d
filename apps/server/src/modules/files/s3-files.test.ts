import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../platform/s3-storage';
import { copyStoredFiles } from '../../storage-migrate';
import { anAdmin } from '../../test/factories';
import { fixturesDir, multipartBody } from '../../test/harness';
import { startS3Server } from '../../test/s3-server';
import { useTestApp } from '../../test/test-app';
import { anOpenFlow, apply } from '../candidates/candidate-fixture';

/**
 * The app with its files in an S3-protocol bucket (docs/decisions/0001-foundations.md,
 * "Uploads"): uploads, media ranges, downloads.
 */
const s3 = await startS3Server();
const t = useTestApp({ s3: s3.settings });
afterAll(() => s3.stop());

const mp4 = readFileSync(path.join(fixturesDir, 'intro.mp4'));

describe('files in a bucket', () => {
  it('stores an intro video there and serves it whole and by byte range', async () => {
    const { cookie } = await anAdmin(t.app);
    const body = multipartBody({
      file: { name: 'intro.mp4', data: mp4, contentType: 'video/mp4' },
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/videos',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().url as string;
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(mp4)).toBe(true);
    expect(whole.headers['content-length']).toBe(String(mp4.length));
    const part = await t.app.inject({ url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(4, 12))).toBe(true);
    const outside = await t.app.inject({ url, headers: { range: `bytes=${mp4.length}-` } });
    expect(outside.statusCode).toBe(416);
  });

  it("keeps a candidate's resume there, for the owner's download only", async () => {
    const { owner, event } = await anOpenFlow(t.app);
    const applied = await apply(t.app, event.id);
    expect(applied.statusCode).toBe(201);
    const id = applied.json().candidateId;
    const download = `/api/events/${event.id}/candidates/${id}/files/resume`;
    const file = await t.app.inject({ url: download, headers: { cookie: owner.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ url: download })).statusCode).toBe(401);
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.json()).toMatchObject({ status: 'ready', storage: 'ok' });
  });

  it('takes the files of a disk store by `copyStoredFiles`, once', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'disk-files-'));
    try {
      mkdirSync(path.join(root, 'image'), { recursive: true });
      writeFileSync(path.join(root, 'image', 'a.png'), 'first');
      mkdirSync(path.join(root, 'candidateFlow', 'c1'), { recursive: true });
      writeFileSync(path.join(root, 'candidateFlow', 'c1', 'cv.pdf'), '%PDF-1.7 second');
      const bucket = s3Storage(s3.settings);
      expect(await copyStoredFiles(root, bucket)).toEqual({ copied: 2, skipped: 0 });
      expect((await bucket.get('image/a.png'))?.toString()).toBe('first');
      expect((await bucket.get('candidateFlow/c1/cv.pdf'))?.toString()).toBe('%PDF-1.7 second');
      // Run again (an interrupted copy): nothing is copied twice.
      expect(await copyStoredFiles(root, bucket)).toEqual({ copied: 0, skipped: 2 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
