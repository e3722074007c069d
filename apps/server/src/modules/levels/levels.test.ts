import { accessMessages, levelMessages } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventCharacters, eventLevels, eventQuestions, events, metaLevels } from '../../db/schema';
import { useAdminGame } from '../../test/admin-game';
import { aGame, anAdmin, theSuperAdmin } from '../../test/factories';
import { errorOf } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { levelRowsOf, numberedLevel, smsQuestion } from './level-fixture';

// Each test (useAdminGame): an admin's game (levels 1, Mini 1 final, 2 the generated last; two questions on 1).
const given = useAdminGame(useTestApp());

function call(method: string, url: string, cookie: string, payload?: object) {
  return given.app.inject({
    method: method as 'GET',
    url,
    payload,
    headers: { cookie },
  });
}

const numbered = { tabName: '3', ...numberedLevel };

const levelRows = () => levelRowsOf(given);

async function snapshot() {
  const levels = await levelRows();
  const questions = await given.app.ctx.db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, given.game.id))
    .orderBy(eventQuestions.position);
  const characters = await given.app.ctx.db
    .select()
    .from(eventCharacters)
    .where(eq(eventCharacters.eventId, given.game.id))
    .orderBy(eventCharacters.key);
  const meta = await given.app.ctx.db.select().from(metaLevels).orderBy(metaLevels.name);
  return { levels, questions, characters, meta };
}

const validQuestion = () => smsQuestion(given.game);

/** The event's stored questions file, parsed. */
async function questionsFile() {
  const [event] = await given.app.ctx.db.select().from(events).where(eq(events.id, given.game.id));
  const [row] = await given.app.ctx.db
    .execute<{ storage_key: string }>(
      sql`select storage_key from stored_files where id = ${event?.questionsFileId ?? null}`,
    )
    .then((r) => ('rows' in r ? (r.rows as { storage_key: string }[]) : []));
  const data = row ? await given.app.ctx.storage.get(row.storage_key) : null;
  return data ? JSON.parse(data.toString()) : null;
}

/** The file as the rows say it should be: every level in order with its questions' texts. */
async function expectFileMatchesRows() {
  const { levels, questions } = await snapshot();
  const document = await questionsFile();
  expect(document.eventId).toBe(given.game.id);
  expect(
    document.levels.map((l: { levelName: string; questions: { question: string }[] }) => [
      l.levelName,
      l.questions.map((q) => q.question),
    ]),
  ).toEqual(
    levels.map((l) => [
      l.tabName,
      questions.filter((q) => q.levelId === l.id).map((q) => q.question),
    ]),
  );
}

describe('Levels Info', () => {
  it('lists the levels in order with question counts, the skills, characters and difficulties', async () => {
    const response = await call('GET', `${given.base}/levels`, given.owner.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.levels.map((l: { tabName: string }) => l.tabName)).toEqual(['1', 'Mini 1', '2']);
    expect(body.levels[0]).toMatchObject({ questionCount: 2, totalQuestion: '3|1|1', final: 'n' });
    expect(body.skills.map((s: { name: string }) => s.name)).toEqual(given.game.competencies);
    expect(body.skills[0].description).not.toBe('');
    expect(body.characters).toEqual([
      { key: 'boss', name: 'Sam' },
      { key: 'hero', name: 'Alex' },
    ]);
    expect(body.difficulties.length).toBeGreaterThan(0);
  });

  it('lets the super admin read it but not change it', async () => {
    const root = await theSuperAdmin(given.app);
    expect((await call('GET', `${given.base}/levels`, root.cookie)).statusCode).toBe(200);
    // The event tells the console who may change it.
    expect((await call('GET', given.base, root.cookie)).json().editable).toBe(false);
    expect((await call('GET', given.base, given.owner.cookie)).json().editable).toBe(true);
    const before = await snapshot();
    const [question] = before.questions;
    const writes: [string, string, object?][] = [
      ['POST', `${given.base}/levels`, numbered],
      ['PATCH', `${given.base}/levels/1`, numbered],
      ['DELETE', `${given.base}/levels/1`],
      ['POST', `${given.base}/levels/1/questions`, validQuestion()],
      ['PATCH', `${given.base}/levels/1/questions/${question?.id}`, validQuestion()],
      ['DELETE', `${given.base}/levels/1/questions/${question?.id}`],
      ['PATCH', `${given.base}/characters/hero`, { name: 'Mallory' }],
    ];
    for (const [method, url, payload] of writes) {
      const response = await call(method, url, root.cookie, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('Add Level', () => {
  it('adds a numbered level with its counts, after the others, and records it in meta levels', async () => {
    const response = await call('POST', `${given.base}/levels`, given.owner.cookie, numbered);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      tabName: '3',
      type: 'Level',
      totalQuestion: '3|2|1',
      minAttempt: '2|1|1',
      sortingOrder: 4,
      final: 'n',
    });
    const meta = await given.app.ctx.db.select().from(metaLevels);
    expect(meta.map((m) => m.name)).toEqual(['3']);
    await expectFileMatchesRows();
  });

  it('stores a Mini level as L=n with 5 attempts, and keeps meta levels for numbers only', async () => {
    const { totalQuestions: _t, minAttempts: _m, ...rest } = numbered;
    const response = await call('POST', `${given.base}/levels`, given.owner.cookie, {
      ...rest,
      tabName: 'Mini 2',
      miniLevel: 3,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ totalQuestion: 'L=3', minAttempt: '5', type: 'Game' });
    expect(await given.app.ctx.db.select().from(metaLevels)).toEqual([]);
  });

  it('keeps meta levels a set across games and accounts', async () => {
    const other = await anAdmin(given.app, { email: 'other@levels.test', companyName: 'Other Co' });
    const otherGame = await aGame(given.app, other);
    for (const [cookie, eventId] of [
      [given.owner.cookie, given.game.id],
      [other.cookie, otherGame.id],
    ] as const) {
      const r = await call('POST', `/api/events/${eventId}/levels`, cookie, numbered);
      expect(r.statusCode).toBe(201);
    }
    expect((await given.app.ctx.db.select().from(metaLevels)).map((m) => m.name)).toEqual(['3']);
  });

  it.each([
    ['a name in use', { tabName: '1' }, 409, 'tabName', levelMessages.nameUsed],
    ['a name not offered', { tabName: '11' }, 400, 'tabName', levelMessages.nameUnknown],
    [
      'a 5-digit passing score',
      { passingScore: 10_000 },
      400,
      'passingScore',
      levelMessages.digits(4),
    ],
    ['a time not offered', { time: 75 }, 400, 'time', levelMessages.timeOption],
    [
      'a 3-digit count',
      { totalQuestions: { questions: 100, emails: 1, sms: 1 } },
      400,
      'totalQuestions.questions',
      levelMessages.digits(2),
    ],
    [
      'more attempts than questions',
      { minAttempts: { questions: 4, emails: 1, sms: 1 } },
      400,
      'minAttempts.questions',
      levelMessages.attemptsOverTotal,
    ],
    [
      'no minimum attempts',
      { minAttempts: undefined },
      400,
      'minAttempts',
      'This field is required',
    ],
    [
      'an unknown difficulty',
      { difficulty: 'Impossible' },
      400,
      'difficulty',
      levelMessages.unknownDifficulty,
    ],
    [
      'an objective over 300',
      { goalText: 'x'.repeat(301) },
      400,
      'goalText',
      'Must be at most 300 characters',
    ],
  ])(
    'refuses %s with its message and changes nothing',
    async (_case, change, status, field, message) => {
      const before = await snapshot();
      const response = await call('POST', `${given.base}/levels`, given.owner.cookie, {
        ...numbered,
        ...change,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await snapshot()).toEqual(before);
      expect(await given.app.ctx.db.select().from(metaLevels)).toEqual([]);
    },
  );
});

describe('one final level', () => {
  const finals = async () =>
    (await levelRows()).filter((l) => l.final === 'y').map((l) => l.tabName);

  it('moves Final to the level marked, after any sequence of adds and edits', async () => {
    expect(await finals()).toEqual(['Mini 1']);
    await call('POST', `${given.base}/levels`, given.owner.cookie, { ...numbered, final: true });
    expect(await finals()).toEqual(['3']);
    const edit = await call('PATCH', `${given.base}/levels/1`, given.owner.cookie, {
      ...numbered,
      final: true,
    });
    expect(edit.statusCode).toBe(200);
    expect(await finals()).toEqual(['1']);
    await call('PATCH', `${given.base}/levels/1`, given.owner.cookie, {
      ...numbered,
      final: false,
    });
    expect(await finals()).toEqual([]);
    // The generated last level keeps its 'd' when saved without Final.
    await call('PATCH', `${given.base}/levels/2`, given.owner.cookie, {
      ...numbered,
      final: false,
    });
    expect((await levelRows()).find((l) => l.tabName === '2')?.final).toBe('d');
  });

  it('leaves exactly one final level when two levels are marked at once', async () => {
    const marks = await Promise.all(
      ['1', '2'].map((name) =>
        call('PATCH', `${given.base}/levels/${name}`, given.owner.cookie, {
          ...numbered,
          final: true,
        }),
      ),
    );
    expect(marks.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await finals()).toHaveLength(1);
  });
});

describe('Edit Level', () => {
  it('saves a 4-digit passing score and the new counts, and rewrites the questions file', async () => {
    const response = await call('PATCH', `${given.base}/levels/1`, given.owner.cookie, {
      ...numbered,
      passingScore: 5000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      passingScore: 5000,
      totalQuestion: '3|2|1',
      questionCount: 2,
    });
    await expectFileMatchesRows();
  });

  it("takes the times offered, or the level's own generated time, and no other", async () => {
    const other = await call('PATCH', `${given.base}/levels/1`, given.owner.cookie, {
      ...numbered,
      time: 75,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.time).toBe(levelMessages.timeOption);
    await given.app.ctx.db
      .update(eventLevels)
      .set({ time: 75 })
      .where(eq(eventLevels.id, given.game.levelIds['1'] ?? ''));
    const own = await call('PATCH', `${given.base}/levels/1`, given.owner.cookie, {
      ...numbered,
      time: 75,
    });
    expect(own.statusCode).toBe(200);
    const added = await call('POST', `${given.base}/levels`, given.owner.cookie, {
      ...numbered,
      time: 75,
    });
    expect(added.json().error.fields.time).toBe(levelMessages.timeOption);
  });

  it('asks a Mini level for its Level number, and answers 404 for a level the game lacks', async () => {
    const mini = await call('PATCH', `${given.base}/levels/Mini%201`, given.owner.cookie, numbered);
    expect(mini.statusCode).toBe(400);
    expect(mini.json().error.fields.miniLevel).toBe('This field is required');
    const missing = await call('PATCH', `${given.base}/levels/7`, given.owner.cookie, numbered);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(levelMessages.levelNotFound);
  });
});

describe('deleting a level', () => {
  it('deletes its questions with it and rewrites the questions file', async () => {
    const response = await call('DELETE', `${given.base}/levels/1`, given.owner.cookie);
    expect(response.statusCode).toBe(204);
    const { levels, questions } = await snapshot();
    expect(levels.map((l) => l.tabName)).toEqual(['Mini 1', '2']);
    expect(questions).toEqual([]);
    await expectFileMatchesRows();
    expect((await call('DELETE', `${given.base}/levels/1`, given.owner.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('characters', () => {
  it('renames one character of the game', async () => {
    const response = await call('PATCH', `${given.base}/characters/hero`, given.owner.cookie, {
      name: 'Robin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'hero', name: 'Robin' });
    const missing = await call('PATCH', `${given.base}/characters/ghost`, given.owner.cookie, {
      name: 'X',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(levelMessages.characterNotFound);
  });
});

describe("another account's game", () => {
  it('answers every level, question and character route as for a missing game, and changes nothing', async () => {
    const stranger = await anAdmin(given.app, { email: 'b@levels.test', companyName: 'B Co' });
    const [question] = (await snapshot()).questions;
    const requests: [string, string, object?][] = [
      ['GET', `${given.base}/levels`],
      ['POST', `${given.base}/levels`, numbered],
      ['GET', `${given.base}/levels/1`],
      ['PATCH', `${given.base}/levels/1`, numbered],
      ['DELETE', `${given.base}/levels/1`],
      ['POST', `${given.base}/levels/1/questions`, validQuestion()],
      ['PATCH', `${given.base}/levels/1/questions/${question?.id}`, validQuestion()],
      ['DELETE', `${given.base}/levels/1/questions/${question?.id}`],
      ['PATCH', `${given.base}/characters/hero`, { name: 'Mallory' }],
    ];
    const before = await snapshot();
    for (const [method, url, payload] of requests) {
      const foreign = await call(method, url, stranger.cookie, payload);
      const missing = await call(
        method,
        url.replace(given.game.id, '0000'),
        stranger.cookie,
        payload,
      );
      expect([method, url, foreign.statusCode]).toEqual([method, url, 404]);
      expect(errorOf(foreign)).toEqual(errorOf(missing));
      expect(foreign.json().error.message).toBe(accessMessages.wrongEvent);
    }
    expect(await snapshot()).toEqual(before);
  });
});
