import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lintLine, lintMiniScreens, MINI_SCREEN_GAMES, miniScreenMessages } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { miniScreens, storedFiles } from '../../db/schema';
import { anAdmin, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { fixturesDir, multipartBody } from '../../test/harness';
import { useTestApp } from '../../test/test-app';

const file = useTestApp();
let app: FastifyInstance;
let root: TestAdmin;
let admin: TestAdmin;
let noise: Buffer;
const background = readFileSync(path.join(fixturesDir, 'background-1920x1080.png'));
const small = readFileSync(path.join(fixturesDir, 'logo-340x60.png'));

beforeAll(async () => {
  // Random pixels do not compress: a PNG of about 1.5 MB.
  noise = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
    .png()
    .toBuffer();
});

beforeEach(async () => {
  app = file.app;
  root = await theSuperAdmin(app);
  admin = await anAdmin(app);
});

function call(method: string, url: string, cookie: string, payload?: object) {
  return app.inject({ method: method as 'GET', url, payload, headers: { cookie } });
}

async function upload(
  route: 'mini-backgrounds' | 'mini-options' | 'images',
  data: Buffer,
  name = 'a.png',
  cookie = root.cookie,
) {
  const body = multipartBody({ file: { name, data, contentType: 'image/png' } });
  return app.inject({
    method: 'POST',
    url: `/api/uploads/${route}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

const mini1 = {
  miniGame: 'Mini 1',
  title: 'Late delivery',
  scenario: 'The parts you ordered arrive a week late.',
  options: ['Call the supplier', 'Wait', 'Complain online', 'Cancel everything'],
  correctAnswer: 0,
};

async function filesExist(ids: string[]) {
  const rows = await app.ctx.db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
  const bytes = await Promise.all(rows.map((r) => app.ctx.storage.get(r.storageKey)));
  return { rows: rows.length, bytes: bytes.filter(Boolean).length };
}

describe('the starter set', () => {
  it('gives each of Mini 1–4 five screens, with their images served', async () => {
    for (const miniGame of MINI_SCREEN_GAMES) {
      const list = await call(
        'GET',
        `/api/mini-games/${encodeURIComponent(miniGame)}/screens`,
        admin.cookie,
      );
      expect(list.statusCode).toBe(200);
      expect(list.json().items.length).toBeGreaterThanOrEqual(5);
    }
    const mini4 = (await call('GET', '/api/mini-games/Mini%204/screens', admin.cookie)).json();
    expect(mini4.items[0].scenario).toHaveLength(400);
    const image = await call('GET', mini4.items[0].options[0].image, admin.cookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('stores screens that pass the content lint: one key each, spread, pictures where needed', async () => {
    const rows = await app.ctx.db.select().from(miniScreens);
    expect(rows).toHaveLength(20);
    const findings = lintMiniScreens(
      rows.map((r) => ({
        miniGame: r.miniGame,
        questionNumber: r.questionNumber,
        question: r.question,
        optionsType: r.optionsType,
        options: r.options,
        optionImages: r.optionFileIds.length,
        correctAnswer: r.correctAnswer,
      })),
    );
    expect(findings.map(lintLine)).toEqual([]);
    // Every picture a screen names is stored (backgrounds of Mini 2, options, story cards).
    const ids = rows.flatMap((r) => [
      ...r.optionFileIds,
      ...(r.backgroundFileId ? [r.backgroundFileId] : []),
    ]);
    const stored = await app.ctx.db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
    expect(stored).toHaveLength(ids.length);
    expect(stored.every((f) => f.contentType === 'image/png')).toBe(true);
  });
});

describe('who writes screens', () => {
  it('lets admins read but only the super admin add, edit and delete', async () => {
    const before = await app.ctx.db.select().from(miniScreens);
    const url = '/api/mini-games/Mini%201/screens';
    expect((await call('POST', url, admin.cookie, mini1)).statusCode).toBe(403);
    expect((await call('PUT', `${url}/1`, admin.cookie, mini1)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/1`, admin.cookie)).statusCode).toBe(403);
    expect((await upload('mini-options', small, 'a.png', admin.cookie)).statusCode).toBe(403);
    expect((await upload('mini-backgrounds', background, 'b.png', admin.cookie)).statusCode).toBe(
      403,
    );
    expect(await app.ctx.db.select().from(miniScreens)).toEqual(before);
  });
});

describe('Mini 1 and Mini 3', () => {
  it('adds a Mini 1 screen after the last, and asks for a correct answer', async () => {
    const url = '/api/mini-games/Mini%201/screens';
    const added = await call('POST', url, root.cookie, mini1);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ questionNumber: 6, templateType: 1, correctAnswer: 0 });
    const { correctAnswer: _c, ...noAnswer } = mini1;
    const refused = await call('POST', url, root.cookie, noAnswer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.correctAnswer).toBe(
      miniScreenMessages.correctAnswerRequired,
    );
    const three = await call('POST', url, root.cookie, {
      ...mini1,
      options: mini1.options.slice(1),
    });
    expect(three.json().error.fields.options).toBe(miniScreenMessages.optionCount(4));
  });

  it('keeps a Mini 3 word trimmed, of 4 to 10 letters', async () => {
    const url = '/api/mini-games/Mini%203/screens';
    const word = (w: string) => call('POST', url, root.cookie, { miniGame: 'Mini 3', word: w });
    expect((await word('  Teams ')).json().scenario).toBe('Teams');
    expect((await word('abc')).json().error.fields.word).toBe(miniScreenMessages.wordLength);
    expect((await word('Collaborate')).json().error.fields.word).toBe(
      miniScreenMessages.wordLength,
    );
  });
});

describe('Mini 2 and Mini 4 images', () => {
  it('checks uploads: png or jpeg only, 500 KB an option, 1 MB a background', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const wrong = await upload('mini-backgrounds', gif, 'a.gif');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(miniScreenMessages.imageFormat);
    const bigBackground = await upload('mini-backgrounds', noise);
    expect(bigBackground.json().error.message).toBe(miniScreenMessages.backgroundTooLarge);
    const bigOption = await upload('mini-options', noise);
    expect(bigOption.json().error.message).toBe(miniScreenMessages.optionImageTooLarge);
  });

  it('needs a background to add a Mini 2 screen; replacing it deletes the old one', async () => {
    const options = await Promise.all(
      Array.from({ length: 8 }, async () => (await upload('mini-options', small)).json().fileId),
    );
    const screen = {
      miniGame: 'Mini 2',
      title: 'Shapes',
      template2Type: '8 Options',
      optionsType: 'image',
      optionImageIds: options,
      correctAnswer: 3,
    };
    const url = '/api/mini-games/Mini%202/screens';
    const refused = await call('POST', url, root.cookie, screen);
    expect(refused.json().error.fields.backgroundImageId).toBe(
      miniScreenMessages.backgroundRequired,
    );
    const first = (await upload('mini-backgrounds', background)).json().fileId;
    const added = await call('POST', url, root.cookie, { ...screen, backgroundImageId: first });
    expect(added.statusCode).toBe(201);
    const n = added.json().questionNumber;
    // An edit without a background keeps the stored one.
    const kept = await call('PUT', `${url}/${n}`, root.cookie, { ...screen, title: 'Shapes 2' });
    expect(kept.json().background.fileId).toBe(first);
    const second = (await upload('mini-backgrounds', background)).json().fileId;
    const replaced = await call('PUT', `${url}/${n}`, root.cookie, {
      ...screen,
      backgroundImageId: second,
    });
    expect(replaced.statusCode).toBe(200);
    expect(await filesExist([first])).toEqual({ rows: 0, bytes: 0 });
    expect(await filesExist([second, ...options])).toEqual({ rows: 9, bytes: 9 });
  });

  it('deletes a screen, then the images only it showed', async () => {
    const mine = (await upload('mini-options', small)).json().fileId;
    const seeded = (await call('GET', '/api/mini-games/Mini%204/screens', root.cookie)).json()
      .items;
    const shared = seeded[0].options[0].fileId;
    const added = await call('POST', '/api/mini-games/Mini%204/screens', root.cookie, {
      miniGame: 'Mini 4',
      scenario: 's'.repeat(400),
      optionImageIds: [shared, mine, shared],
    });
    expect(added.statusCode).toBe(201);
    const url = `/api/mini-games/Mini%204/screens/${added.json().questionNumber}`;
    expect((await call('DELETE', url, root.cookie)).statusCode).toBe(204);
    expect(await filesExist([mine])).toEqual({ rows: 0, bytes: 0 });
    expect(await filesExist([shared])).toEqual({ rows: 1, bytes: 1 });
    const gone = await call('GET', url, root.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(miniScreenMessages.noSuchDocument);
  });

  it('never takes a logo as a screen image (deleting the screen would delete the logo)', async () => {
    const logo = (await upload('images', small)).json().fileId;
    const response = await call('POST', '/api/mini-games/Mini%204/screens', root.cookie, {
      miniGame: 'Mini 4',
      scenario: 's'.repeat(400),
      optionImageIds: [logo, logo, logo],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.optionImageIds).toBe(miniScreenMessages.imageMissing);
  });

  it("refuses a Mini 4 scenario that is not 400 characters, or another account's image", async () => {
    const other = (await upload('mini-options', small)).json().fileId;
    await app.ctx.db
      .update(storedFiles)
      .set({ accountId: admin.accountId })
      .where(eq(storedFiles.id, other));
    const url = '/api/mini-games/Mini%204/screens';
    const images = Array.from({ length: 3 }, () => other);
    const short = await call('POST', url, root.cookie, {
      miniGame: 'Mini 4',
      scenario: 's'.repeat(399),
      optionImageIds: images,
    });
    expect(short.json().error.fields.scenario).toBe(miniScreenMessages.scenarioLength);
    const foreign = await call('POST', url, root.cookie, {
      miniGame: 'Mini 4',
      scenario: 's'.repeat(400),
      optionImageIds: images,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.optionImageIds).toBe(miniScreenMessages.imageMissing);
  });
});
