import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INTRO_VIDEO_MAX_BYTES, wizardMessages } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { anAdmin } from '../../test/factories';
import { accountOf, fixturesDir, multipartBody, validRegistration } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { findFileById, findOwnFile } from './queries';
import { assertFileKind, storedFileHeaders } from './service';

const file = useTestApp();
let app: FastifyInstance;
let cookie: string;
const mp4 = readFileSync(path.join(fixturesDir, 'intro.mp4'));
const webm = readFileSync(path.join(fixturesDir, 'intro.webm'));

beforeEach(async () => {
  app = file.app;
  cookie = (await anAdmin(app)).cookie;
});

function upload(url: string, name: string, data: Buffer, contentType: string) {
  const body = multipartBody({ file: { name, data, contentType } });
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

async function storedCount() {
  const [row] = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
  return row?.n ?? 0;
}

/** The MP4 fixture grown to exactly `size` bytes by a trailing 'free' box (still valid). */
function mp4OfSize(size: number): Buffer {
  const pad = Buffer.alloc(size - mp4.length);
  pad.writeUInt32BE(pad.length);
  pad.write('free', 4, 'latin1');
  return Buffer.concat([mp4, pad]);
}

describe('intro video uploads', () => {
  it('stores real MP4 and WebM files and serves them as media, sandboxed', async () => {
    for (const [name, data, type] of [
      ['intro.mp4', mp4, 'video/mp4'],
      ['intro.webm', webm, 'video/webm'],
    ] as const) {
      const response = await upload('/api/uploads/videos', name, data, type);
      expect(response.statusCode, response.body).toBe(201);
      const served = await app.inject({ url: response.json().url });
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBeUndefined();
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses a file that only starts like a video (ftyp or EBML, then HTML) and stores nothing', async () => {
    const before = await storedCount();
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypisom\0\0\0\0isom')]);
    for (const data of [Buffer.concat([ftyp, html]), Buffer.concat([webm.subarray(0, 4), html])]) {
      const response = await upload('/api/uploads/videos', 'intro.mp4', data, 'video/mp4');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VIDEO_TYPE',
        message: wizardMessages.videoType,
      });
    }
    expect(await storedCount()).toBe(before);
  });

  it(`accepts exactly ${INTRO_VIDEO_MAX_BYTES} bytes and refuses one byte more, like the browser`, async () => {
    expect(INTRO_VIDEO_MAX_BYTES).toBe(5_000_000);
    const atLimit = await upload(
      '/api/uploads/videos',
      'intro.mp4',
      mp4OfSize(INTRO_VIDEO_MAX_BYTES),
      'video/mp4',
    );
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const before = await storedCount();
    const over = await upload(
      '/api/uploads/videos',
      'intro.mp4',
      mp4OfSize(INTRO_VIDEO_MAX_BYTES + 1),
      'video/mp4',
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().error.message).toBe(wizardMessages.videoTooLarge);
    expect(await storedCount()).toBe(before);
  });
});

describe('serving stored files', () => {
  it('serves a logo as an image, sandboxed and not sniffed', async () => {
    const logo = await upload(
      '/api/uploads/images',
      'logo.png',
      readFileSync(path.join(fixturesDir, 'square-150.png')),
      'image/png',
    );
    const served = await app.inject({ url: logo.json().url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it('makes anything that is not an image or video a download', () => {
    const headers = storedFileHeaders({
      kind: 'question-bank',
      contentType: 'text/csv; charset=utf-8',
      originalName: 'bank "1".csv',
    });
    expect(headers['content-disposition']).toBe(
      `attachment; filename="bank-1-.csv"; filename*=UTF-8''bank%20%221%22.csv`,
    );
    expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // A stored row claiming an HTML type is still not rendered as a page.
    expect(
      storedFileHeaders({ kind: 'image', contentType: 'text/html', originalName: 'x.html' })[
        'content-disposition'
      ],
    ).toMatch(/^attachment/);
  });
});

describe('file queries take the owner scope (tenancy in depth)', () => {
  it("finds a file for the account that uploaded it and nothing for another account's scope", async () => {
    const logo = await upload(
      '/api/uploads/images',
      'logo.png',
      readFileSync(path.join(fixturesDir, 'square-150.png')),
      'image/png',
    );
    const { fileId } = logo.json();
    const owner = (await accountOf(app, validRegistration.email)).account.id;
    const other = '00000000-0000-4000-8000-000000000000';
    expect((await findOwnFile(app.ctx.db, { accountId: owner }, fileId))?.id).toBe(fileId);
    expect(await findOwnFile(app.ctx.db, { accountId: other }, fileId)).toBeNull();
    // Called without any route in front, the service still refuses another account's file.
    const problem = { field: 'imageFileId', message: 'not yours' };
    await expect(assertFileKind(app.ctx.db, fileId, 'image', problem, other)).rejects.toThrow(
      'not yours',
    );
    await expect(
      assertFileKind(app.ctx.db, fileId, 'image', problem, owner),
    ).resolves.toBeUndefined();
    // Public serving looks files up by id alone, by design (logos are shown to players).
    expect((await findFileById(app.ctx.db, fileId))?.id).toBe(fileId);
  });
});
