import { type PlayState, playMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventLevels } from '../../db/schema';
import { aGame, anAdmin, inDays, type TestAdmin } from '../../test/factories';
import { invite, openInvitation, player, playLevel } from '../../test/players';
import { useTestApp } from '../../test/test-app';

const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let game: Awaited<ReturnType<typeof aGame>>;
let p: ReturnType<typeof player>;

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app().inject({ method, url, payload, headers: { cookie: owner.cookie } });

const item = (type: 'Question' | 'Email' | 'SMS', n: number) => ({
  type,
  question: `${type} ${n}: an order is late. What now?`,
  ...(type === 'Question' ? {} : { name: 'Dana' }),
  ...(type === 'Email' ? { email: 'dana@acme.example', subject: 'Late order' } : {}),
  options: [
    { text: 'Call back today', rating: 1, ...(type === 'Question' ? { animation: 'happy' } : {}) },
    { text: 'Wait a week', rating: 3, ...(type === 'Question' ? { animation: 'sad' } : {}) },
  ],
  reward: 500,
  difficulty: 'Easy',
  ability: game.competencies[0],
});

/**
 * aGame: level 1 (2 questions) made to ask 2|0|0 so it is playable, Mini 1 (the catalog's
 * screens, passing at 400 of its 500) and level 2, which has no questions at all. The admin then adds level 3 as the final
 * level, 1|1|1 at least, with no questions yet.
 */
beforeEach(async () => {
  owner = await anAdmin(app());
  game = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
  await app()
    .ctx.db.update(eventLevels)
    .set({ minAttempt: '2|0|0', totalQuestion: '2|0|0' })
    .where(eq(eventLevels.id, game.levelIds['1'] ?? ''));
  await app()
    .ctx.db.update(eventLevels)
    .set({ passingScore: 400 })
    .where(eq(eventLevels.id, game.levelIds['Mini 1'] ?? ''));
  const one = { questions: 1, emails: 1, sms: 1 };
  const added = await admin('POST', `/api/events/${game.id}/levels`, {
    tabName: '3',
    passingScore: 300,
    time: 60,
    difficulty: 'Easy',
    goalText: 'The last one',
    final: true,
    totalQuestions: one,
    minAttempts: one,
  });
  expect(added.statusCode).toBe(201);
  await invite(app(), owner.cookie, game.id, 'ana@example.com');
  p = player(app(), game.id, await openInvitation(app(), game.id, 'ana@example.com'));
});

const map = async () => ((await p.me()).json() as PlayState).levels;

describe("a level nobody could pass stays off the participants' map", () => {
  it('a final level with fewer questions than its minimum attempts is left out until it has them', async () => {
    expect((await map()).map((l) => [l.number, l.name])).toEqual([
      [1, '1'],
      [2, 'Mini 1'],
    ]);
    const level3 = (await admin('GET', `/api/events/${game.id}/levels/3`)).json();
    const levelId: string = level3.level.id;

    // Starting it answers as for a level that does not exist.
    const start = await p.start(levelId);
    expect(start.statusCode).toBe(404);
    expect(start.json().error).toMatchObject({
      code: 'LEVEL_NOT_FOUND',
      message: playMessages.levelNotFound,
    });

    // A question and an e-mail: still short of the SMS.
    for (const [type, n] of [
      ['Question', 1],
      ['Email', 2],
    ] as const) {
      const added = await admin('POST', `/api/events/${game.id}/levels/3/questions`, item(type, n));
      expect(added.statusCode, added.body).toBe(201);
    }
    expect((await map()).map((l) => l.name)).toEqual(['1', 'Mini 1']);

    expect(
      (await admin('POST', `/api/events/${game.id}/levels/3/questions`, item('SMS', 3))).statusCode,
    ).toBe(201);
    const after = await map();
    expect(after.map((l) => [l.number, l.name])).toEqual([
      [1, '1'],
      [2, 'Mini 1'],
      [3, '3'],
    ]);
    expect(after[2]).toMatchObject({ id: levelId, state: 'locked' });
  });

  it('passing every level on the map completes the game, and the level number counts only them', async () => {
    const [first, mini] = await map();
    await playLevel(app(), p, first?.id ?? '');
    const { result } = await playLevel(app(), p, mini?.id ?? '');
    expect(result.passed).toBe(true);
    expect(result.participant).toMatchObject({ completed: true, currentLevel: 2 });
  });
});

describe('the levels API says what a level has to play', () => {
  it("Level details carry a numbered level's questions by kind and a mini game's screens", async () => {
    const one = (await admin('GET', `/api/events/${game.id}/levels/1`)).json();
    expect(one.content).toEqual({ questions: 2, emails: 0, sms: 0 });
    const three = (await admin('GET', `/api/events/${game.id}/levels/3`)).json();
    expect(three.content).toEqual({ questions: 0, emails: 0, sms: 0 });
    const mini = (await admin('GET', `/api/events/${game.id}/levels/Mini%201`)).json();
    expect(mini.content.questions).toBeGreaterThanOrEqual(5);
  });
});
