import {
  accessMessages,
  LEVEL_CSV_COLUMNS,
  LEVEL_QUESTION_CSV_COLUMNS,
  levelCsvMessages,
  levelMessages,
  questionMessages,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { eventLevels, eventQuestions, events, metaLevels } from '../../db/schema';
import { useAdminGame } from '../../test/admin-game';
import { anAdmin, theSuperAdmin } from '../../test/factories';
import { errorOf, multipartBody } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { levelRowsOf } from './level-fixture';

// Each test (useAdminGame): an admin's game (levels 1, Mini 1 final, 2 the generated last; two questions on 1).
const given = useAdminGame(useTestApp());

function download(url: string, cookie = given.owner.cookie) {
  return given.app.inject({ method: 'GET', url, headers: { cookie } });
}

function upload(url: string, csv: string | Buffer, cookie = given.owner.cookie) {
  const body = multipartBody({
    file: {
      name: 'levels.csv',
      data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
      contentType: 'text/csv',
    },
  });
  return given.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** The cells of a served CSV, as a spreadsheet would read them. */
function cells(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

/** A CSV as a spreadsheet would save it (no neutralising: the test writes what a user types). */
function csvOf(records: string[][]): string {
  return Papa.unparse(records, { newline: '\r\n' });
}

const levelRows = () => levelRowsOf(given);

async function questionRows() {
  return given.app.ctx.db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, given.game.id))
    .orderBy(eventQuestions.levelId, eventQuestions.position);
}

async function questionsFileId() {
  const [event] = await given.app.ctx.db.select().from(events).where(eq(events.id, given.game.id));
  return event?.questionsFileId ?? null;
}

async function snapshot() {
  return {
    levels: await levelRows(),
    questions: await questionRows(),
    file: await questionsFileId(),
  };
}

/** A question row without what an import renews (its id). */
const withoutId = ({ id: _id, ...rest }: typeof eventQuestions.$inferSelect) => rest;

describe('levels CSV download', () => {
  it('serves the levels in sorting order as a CSV attachment with the spec columns', async () => {
    const response = await download(`${given.base}/levels.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${given.game.id}-levels.csv"`),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('\r\n');
    expect(cells(response.body)).toEqual([
      [...LEVEL_CSV_COLUMNS],
      ['1', 'n', '1000', '60', '3|1|1', '2|1|1', 'FALSE', 'Goal of 1', 'Easy'],
      ['Mini 1', 'y', '1000', '60', 'L=1', '5', 'FALSE', 'Goal of Mini 1', 'Easy'],
      ['2', 'd', '1000', '60', '3|1|1', '2|1|1', 'FALSE', 'Goal of 2', 'Easy'],
    ]);
  });

  it("serves a level's questions with answers, animations and ratings", async () => {
    const response = await download(`${given.base}/levels/1/questions.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${given.game.id}-level-1-questions.csv"`),
    );
    const [ability] = given.game.competencies;
    expect(cells(response.body)).toEqual([
      [...LEVEL_QUESTION_CSV_COLUMNS],
      ...[1, 2].map((n) => [
        'Question',
        ability,
        '',
        '',
        '',
        `Question ${n}?`,
        'Yes',
        'No',
        '',
        '',
        'happy',
        'sad',
        '',
        '',
        '1|3',
        '500',
        'Easy',
        // Rationale: none for these factory questions.
        '',
      ]),
    ]);
    const mini = await download(`${given.base}/levels/Mini%201/questions.csv`);
    expect(mini.statusCode).toBe(400);
    expect(mini.json().error.message).toBe(questionMessages.notAQuestionLevel);
    const missing = await download(`${given.base}/levels/9/questions.csv`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(levelMessages.levelNotFound);
  });
});

describe('levels CSV import', () => {
  it('round-trips: the exported file imports back to the same rows, and rewrites the questions file', async () => {
    const before = await levelRows();
    const exported = await download(`${given.base}/levels.csv`);
    const response = await upload(`${given.base}/levels/import`, exported.rawPayload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: true,
      rows: 3,
      created: 0,
      updated: 3,
      rejected: [],
    });
    expect(await levelRows()).toEqual(before);
    expect(await questionsFileId()).not.toBeNull();
    expect(cells((await download(`${given.base}/levels.csv`)).body)).toEqual(cells(exported.body));
  });

  it('edits existing levels and adds new ones after them; a new final level takes Final over', async () => {
    const response = await upload(
      `${given.base}/levels/import`,
      csvOf([
        [...LEVEL_CSV_COLUMNS],
        ['1', 'n', '1500', '90', '4|2|1', '3|1|1', 'FALSE', 'Harder now', 'hard'],
        ['3', 'y', '750', '120', '3|1|1', '2|1|1', 'FALSE', 'The last one', 'Easy'],
        ['Mini 2', 'n', '300', '60', 'L=2', '5', 'FALSE', '', 'Easy'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ applied: true, created: 2, updated: 1 });
    const rows = await levelRows();
    expect(
      rows.map((l) => [l.tabName, l.type, l.final, l.sortingOrder, l.totalQuestion, l.minAttempt]),
    ).toEqual([
      ['1', 'Level', 'n', 1, '4|2|1', '3|1|1'],
      ['Mini 1', 'Game', 'n', 2, 'L=1', '5'],
      ['2', 'Level', 'd', 3, '3|1|1', '2|1|1'],
      ['3', 'Level', 'y', 4, '3|1|1', '2|1|1'],
      ['Mini 2', 'Game', 'n', 5, 'L=2', '5'],
    ]);
    expect(rows[0]).toMatchObject({
      passingScore: 1500,
      time: 90,
      goalText: 'Harder now',
      difficulty: 'Hard',
    });
    const meta = await given.app.ctx.db.select().from(metaLevels);
    expect(meta.map((m) => m.name)).toContain('3');
    expect(meta.map((m) => m.name)).not.toContain('Mini 2');
    // The questions of an edited level stay.
    expect(await questionRows()).toHaveLength(2);
  });

  it('changes nothing when one row is bad, and reports that row with its reason', async () => {
    const before = await snapshot();
    const response = await upload(
      `${given.base}/levels/import`,
      csvOf([
        [...LEVEL_CSV_COLUMNS],
        ['1', 'n', '1500', '90', '4|2|1', '3|1|1', 'FALSE', 'Harder now', 'Hard'],
        ['3', 'n', '750', '75', '3|1|1', '2|1|1', 'FALSE', '', 'Easy'],
        ['4', 'n', '750', '60', '3|1|1', '2|1|1', 'FALSE', '', 'Easy'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: false,
      rows: 3,
      created: 0,
      updated: 0,
      rejected: [{ row: 3, reason: `Time(sec): ${levelMessages.timeOption}` }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second final level and a name outside the list, row by row', async () => {
    const before = await snapshot();
    const response = await upload(
      `${given.base}/levels/import`,
      csvOf([
        [...LEVEL_CSV_COLUMNS],
        ['1', 'y', '1000', '60', '3|1|1', '2|1|1', 'FALSE', '', 'Easy'],
        ['2', 'y', '1000', '60', '3|1|1', '2|1|1', 'FALSE', '', 'Easy'],
        ['Bonus', 'n', '100', '60', 'L=1', '5', 'FALSE', '', 'Easy'],
      ]),
    );
    expect(response.json().rejected).toEqual([
      { row: 3, reason: `Final: ${levelCsvMessages.oneFinal(2)}` },
      { row: 4, reason: `Tab Name: ${levelMessages.nameUnknown}` },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('neutralises a formula goal text on the way out and reads it back unchanged', async () => {
    await given.app.ctx.db
      .update(eventLevels)
      .set({ goalText: '=HYPERLINK("http://evil.example")' })
      .where(eq(eventLevels.id, given.game.levelIds['1'] ?? ''));
    const exported = await download(`${given.base}/levels.csv`);
    expect(cells(exported.body)[1]?.[7]).toBe('\'=HYPERLINK("http://evil.example")');
    expect((await upload(`${given.base}/levels/import`, exported.rawPayload)).json().applied).toBe(
      true,
    );
    const [first] = await levelRows();
    expect(first?.goalText).toBe('=HYPERLINK("http://evil.example")');
  });

  it.each([
    [
      'a file that is not text',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
      'NOT_CSV',
      levelCsvMessages.notCsv,
    ],
    [
      'a file without Goal_text',
      'Tab Name,Final,Passing Score,Time(sec),Total Questions,Min Attempt,Difficulty Level\r\n1,n,1,60,3|1|1,2|1|1,Easy',
      'MISSING_COLUMNS',
      levelCsvMessages.missingColumns(['Goal_text']),
    ],
    ['a header only', `${LEVEL_CSV_COLUMNS.join(',')}\r\n`, 'NO_ROWS', levelCsvMessages.noRows],
    [
      'data without a header',
      '1,n,1000,60,3|1|1,2|1|1,FALSE,,Easy\r\n',
      'NO_HEADER',
      levelCsvMessages.noHeader,
    ],
  ])('refuses %s as a whole', async (_case, data, code, message) => {
    const before = await snapshot();
    const response = await upload(`${given.base}/levels/import`, data);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code, message });
    expect(await snapshot()).toEqual(before);
  });
});

describe('questions CSV import', () => {
  const header: string[] = [...LEVEL_QUESTION_CSV_COLUMNS];
  const sms = (ability: string, question: string) => [
    'SMS',
    ability,
    'Sam',
    '',
    '',
    question,
    'On my way',
    'Later',
    '',
    '',
    '',
    '',
    '',
    '',
    '2|3',
    '700',
    'Hard',
  ];

  it('round-trips: the exported questions import back to the same rows', async () => {
    const before = (await questionRows()).map(withoutId);
    const exported = await download(`${given.base}/levels/1/questions.csv`);
    const response = await upload(`${given.base}/levels/1/questions/import`, exported.rawPayload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: true,
      rows: 2,
      imported: 2,
      removed: 2,
      rejected: [],
    });
    expect((await questionRows()).map(withoutId)).toEqual(before);
    expect(await questionsFileId()).not.toBeNull();
  });

  it("replaces the level's questions with the file's rows, numbered in file order", async () => {
    const [ability = ''] = given.game.competencies;
    const response = await upload(
      `${given.base}/levels/2/questions/import`,
      csvOf([header, sms(ability.toUpperCase(), 'First?'), sms(ability, '-1 for that?')]),
    );
    expect(response.json()).toMatchObject({ applied: true, imported: 2, removed: 0 });
    const level2 = (await questionRows()).filter((q) => q.levelId === given.game.levelIds['2']);
    expect(
      level2.map((q) => [q.position, q.question, q.ability, q.ratings, q.animations, q.reward]),
    ).toEqual([
      [1, 'First?', ability, [2, 3], [], 700],
      [2, '-1 for that?', ability, [2, 3], [], 700],
    ]);
    const served = cells((await download(`${given.base}/levels/2/questions.csv`)).body);
    expect(served[2]?.[5]).toBe("'-1 for that?");
    // Level 1 keeps its own.
    expect(
      (await questionRows()).filter((q) => q.levelId === given.game.levelIds['1']),
    ).toHaveLength(2);
  });

  it('changes nothing when one row is bad (a competency the game lacks), reporting the row', async () => {
    const [ability = ''] = given.game.competencies;
    const before = await snapshot();
    const response = await upload(
      `${given.base}/levels/1/questions/import`,
      csvOf([
        header,
        sms(ability, 'Fine?'),
        sms('Juggling', 'Not fine?'),
        sms(ability, 'Also fine?'),
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: false,
      rows: 3,
      imported: 0,
      removed: 0,
      rejected: [{ row: 3, reason: `Leadership Ability: ${questionMessages.unknownCompetency}` }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a Mini level and a missing one before reading the file', async () => {
    const [ability = ''] = given.game.competencies;
    const csv = csvOf([header, sms(ability, 'Q?')]);
    const mini = await upload(`${given.base}/levels/Mini%201/questions/import`, csv);
    expect(mini.statusCode).toBe(400);
    expect(mini.json().error.message).toBe(questionMessages.notAQuestionLevel);
    const missing = await upload(`${given.base}/levels/7/questions/import`, csv);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(levelMessages.levelNotFound);
  });
});

describe('who may use the CSV routes', () => {
  const routes = (eventId: string) => ({
    downloads: [
      `/api/events/${eventId}/levels.csv`,
      `/api/events/${eventId}/levels/1/questions.csv`,
    ],
    uploads: [
      `/api/events/${eventId}/levels/import`,
      `/api/events/${eventId}/levels/1/questions/import`,
    ],
  });

  it("answers another account's admin as for a missing event, and changes nothing", async () => {
    const stranger = await anAdmin(given.app, {
      email: 'stranger@csv.test',
      companyName: 'Stranger Co',
    });
    const before = await snapshot();
    const mine = routes(given.game.id);
    const none = routes('0000');
    const exported = (await download(`${given.base}/levels.csv`)).rawPayload;
    for (const [i, url] of mine.downloads.entries()) {
      const foreign = await download(url, stranger.cookie);
      const missing = await download(none.downloads[i] ?? '', stranger.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toMatchObject({
        code: 'WRONG_EVENT',
        message: accessMessages.wrongEvent,
      });
      expect(errorOf(foreign)).toEqual(errorOf(missing));
    }
    for (const [i, url] of mine.uploads.entries()) {
      const foreign = await upload(url, exported, stranger.cookie);
      const missing = await upload(none.uploads[i] ?? '', exported, stranger.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('WRONG_EVENT');
      expect(errorOf(foreign)).toEqual(errorOf(missing));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the super admin download but not import', async () => {
    const root = await theSuperAdmin(given.app);
    const before = await snapshot();
    const { downloads, uploads } = routes(given.game.id);
    for (const url of downloads) {
      expect((await download(url, root.cookie)).statusCode).toBe(200);
    }
    const exported = (await download(`${given.base}/levels.csv`)).rawPayload;
    for (const url of uploads) {
      expect((await upload(url, exported, root.cookie)).statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});
