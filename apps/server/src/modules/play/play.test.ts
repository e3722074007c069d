import { randomUUID } from 'node:crypto';
import { type PlayRun, playMessages, todayIn } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  eventLevels,
  eventQuestions,
  levelRuns,
  participantCompetencyScores,
  participantLevelScores,
  participants,
  runAnswers,
} from '../../db/schema';
import { aGame, anAdmin, type TestAdmin } from '../../test/factories';
import { errorOf } from '../../test/harness';
import { answerKey, invite, openInvitation, player, playLevel } from '../../test/players';
import { useTestApp } from '../../test/test-app';

const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let game: Awaited<ReturnType<typeof aGame>>;
let p: ReturnType<typeof player>;

const inDays = (days: number) => todayIn('UTC', new Date(Date.now() + days * 86_400_000));

/**
 * aGame's level '1' asks 2 Questions (2 options: best, wrong; reward 500). Here it gets an
 * Email and an SMS too (3 options: best, ok, wrong) and asks 1|1|1 at least, passing at 1000.
 */
beforeEach(async () => {
  owner = await anAdmin(app());
  game = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
  const levelId = game.levelIds['1'] ?? '';
  await app()
    .ctx.db.insert(eventQuestions)
    .values(
      (['Email', 'SMS'] as const).map((type, i) => ({
        eventId: game.id,
        levelId,
        position: 3 + i,
        type,
        ability: game.competencies[1] ?? 'Collaboration',
        difficulty: 'Easy',
        name: 'Sam',
        subject: type === 'Email' ? 'Status' : '',
        email: type === 'Email' ? 'sam@acme.test' : '',
        question: `${type} text`,
        answers: ['Best', 'Ok', 'Wrong'],
        animations: ['', '', ''],
        ratings: [1, 2, 3],
        reward: 500,
      })),
    );
  await app()
    .ctx.db.update(eventLevels)
    .set({ minAttempt: '1|1|1', passingScore: 1000 })
    .where(eq(eventLevels.id, levelId));
  await invite(app(), owner.cookie, game.id, 'ana@example.com');
  p = player(app(), game.id, await openInvitation(app(), game.id, 'ana@example.com'));
});

const level1 = () => game.levelIds['1'] ?? '';

async function start(levelId = level1()) {
  const response = await p.start(levelId);
  expect(response.statusCode).toBe(200);
  return response.json() as PlayRun;
}

async function participantRow() {
  const [row] = await app()
    .ctx.db.select()
    .from(participants)
    .where(eq(participants.emailLower, 'ana@example.com'));
  return row;
}

describe('a numbered level', () => {
  it('shows each kind as what it is, without ratings or reactions', async () => {
    const run = await start();
    expect(run.items.map((i) => (i.kind === 'question' ? i.type : i.kind))).toEqual([
      'Question',
      'Question',
      'Email',
      'SMS',
    ]);
    expect(run.items[0]).toMatchObject({
      character: { name: expect.any(String) },
      options: ['Yes', 'No'],
    });
    expect(run.items[2]).toMatchObject({ name: 'Sam', subject: 'Status', email: 'sam@acme.test' });
    expect(JSON.stringify(run.items)).not.toMatch(/rating|animation|happy|sad|correct/);
    expect(run.secondsLeft).toBeGreaterThan(55);
  });

  it('rates each answer on the server and writes the level end in one go', async () => {
    const run = await start();
    const best = await p.answer(run.id, 0, { choice: 0 });
    expect(best.json()).toMatchObject({
      rating: 1,
      points: 500,
      animation: 'happy',
      runPoints: 500,
    });
    expect((await p.answer(run.id, 1, { choice: 1 })).json()).toMatchObject({
      rating: 3,
      points: 0,
    });
    expect((await p.answer(run.id, 2, { choice: 1 })).json()).toMatchObject({
      rating: 2,
      points: 250,
    });
    expect((await p.answer(run.id, 3, { choice: 0 })).json()).toMatchObject({
      rating: 1,
      points: 500,
      animation: null,
      runPoints: 1250,
    });
    const end = await p.end(run.id);
    expect(end.statusCode).toBe(200);
    // 1250 of 2000: passed (1000, and one of each kind) at once: speedDemon. 2 of 4 best is
    // not mostlyRight (75 %), 1250 is not highAchiever (90 % of 2000).
    expect(end.json()).toMatchObject({
      points: 1250,
      passed: true,
      earned: ['speedDemon'],
      participant: {
        currentLevel: 2,
        currentScore: 1250,
        behaviourScore: 1250,
        achievementCount: 1,
        completed: false,
      },
    });
    const [c1, c2] = game.competencies;
    const rows = await app()
      .ctx.db.select()
      .from(participantLevelScores)
      .orderBy(participantLevelScores.competency);
    // c1: the two Questions (500 + 0 of 1000: 50 %); c2: the Email and SMS (250 + 500 of 1000).
    expect(
      rows.map((r) => [
        r.competency,
        r.level,
        r.achievedScore,
        r.totalScore,
        r.totalQuestions,
        r.percentage,
      ]),
    ).toEqual([
      [c1, '1', 500, 1000, 2, 50],
      [c2, '1', 750, 1000, 2, 75],
    ]);
    const averages = await app().ctx.db.select().from(participantCompetencyScores);
    expect(averages.map((a) => [a.competency, a.averagePercentage, a.levelsPlayed]).sort()).toEqual(
      [
        [c1, 50, 1],
        [c2, 75, 1],
      ].sort(),
    );
    expect(await participantRow()).toMatchObject({
      lastCompletedScore: 1250,
      answerStreak: 1,
      achievements: { highAchiever: 0, mostlyRight: 0, speedDemon: 1, streakOf10: 0 },
    });
    // Ending again changes nothing.
    expect((await p.end(run.id)).json().points).toBe(1250);
    expect((await participantRow())?.currentScore).toBe(1250);
  });

  it('counts an answer once, however often it is sent', async () => {
    const run = await start();
    const clientId = randomUUID();
    const sent = await Promise.all(
      [1, 2, 3, 4].map(() => p.answer(run.id, 0, { choice: 0 }, clientId)),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const other = await p.answer(run.id, 0, { choice: 1 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(playMessages.alreadyAnswered);
    const [row] = await app().ctx.db.select().from(levelRuns).where(eq(levelRuns.id, run.id));
    expect(row?.points).toBe(500);
    expect(await app().ctx.db.select().from(runAnswers)).toHaveLength(1);
  });

  it('refuses an answer after the time and its grace, and one that does not fit', async () => {
    const run = await start();
    expect((await p.answer(run.id, 0, { choice: 7 })).statusCode).toBe(400);
    expect((await p.answer(run.id, 0, { word: 'yes' })).statusCode).toBe(400);
    expect((await p.answer(run.id, 9, { choice: 0 })).statusCode).toBe(400);
    await app()
      .ctx.db.update(levelRuns)
      .set({ deadlineAt: new Date(Date.now() - 6_000) })
      .where(eq(levelRuns.id, run.id));
    const late = await p.answer(run.id, 0, { choice: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'TIME_UP', message: playMessages.timeUp });
    // The map ends the overdue level with what it had: nothing, so it is failed.
    const me = (await p.me()).json();
    expect(me.levels[0]).toMatchObject({ state: 'failed', points: 0, attempts: 1 });
    expect(me.openRunLevelId).toBeNull();
  });

  it('refuses an answer once the level has ended, and gives a retry its first verdict', async () => {
    const run = await start();
    const clientId = randomUUID();
    await p.answer(run.id, 0, { choice: 0 }, clientId);
    await p.end(run.id);
    const late = await p.answer(run.id, 1, { choice: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'RUN_ENDED', message: playMessages.runEnded });
    expect((await p.answer(run.id, 0, { choice: 0 }, clientId)).json()).toMatchObject({
      rating: 1,
      points: 500,
    });
    expect(await app().ctx.db.select().from(runAnswers)).toHaveLength(1);
  });

  it('starts one attempt however many starts arrive at once', async () => {
    const runs = await Promise.all([1, 2, 3, 4].map(() => p.start(level1())));
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(runs.map((r) => r.json().id)).size).toBe(1);
    expect(await app().ctx.db.select().from(levelRuns)).toHaveLength(1);
    expect((await participantRow())?.attempts).toBe(1);
  });

  it('resumes after a reload with the answers and points so far', async () => {
    const run = await start();
    await p.answer(run.id, 0, { choice: 0 });
    expect((await p.me()).json().openRunLevelId).toBe(level1());
    const again = await start();
    expect(again.id).toBe(run.id);
    expect(again.points).toBe(500);
    expect(again.answers).toEqual([
      { index: 0, rating: 1, points: 500, animation: 'happy', runPoints: 500 },
    ]);
  });

  it('keeps later levels locked, lets a failed level be replayed, and counts the best attempt', async () => {
    expect((await p.start(game.levelIds['Mini 1'] ?? '')).json().error.code).toBe('LEVEL_LOCKED');
    const first = await start();
    await p.answer(first.id, 0, { choice: 0 });
    expect((await p.end(first.id)).json()).toMatchObject({ points: 500, passed: false });
    const second = await start();
    expect(second.attempt).toBe(2);
    for (const [index, answer] of (await answerKey(app(), second)).entries()) {
      await p.answer(second.id, index, answer);
    }
    expect((await p.end(second.id)).json()).toMatchObject({
      points: 2000,
      passed: true,
      earned: expect.arrayContaining(['highAchiever']),
    });
    expect(await participantRow()).toMatchObject({
      attempts: 2,
      currentScore: 2000,
      currentLevel: 2,
    });
    expect((await p.start(level1())).json().error.code).toBe('LEVEL_PASSED');
    const me = (await p.me()).json();
    expect(me.levels.map((l: { state: string }) => l.state)).toEqual(['passed', 'open', 'locked']);
  });
});

describe('to the end', () => {
  it('plays the mini level and the last level, and completes the game', async () => {
    await app()
      .ctx.db.update(eventLevels)
      .set({ passingScore: 300 })
      .where(eq(eventLevels.id, game.levelIds['Mini 1'] ?? ''));
    await playLevel(app(), p, level1());
    const mini = await playLevel(app(), p, game.levelIds['Mini 1'] ?? '');
    expect(mini.run.items).toHaveLength(5);
    expect(mini.result).toMatchObject({ points: 500, passed: true });
    // Level '2' has no questions in aGame: it cannot be started, so add one.
    await app()
      .ctx.db.insert(eventQuestions)
      .values({
        eventId: game.id,
        levelId: game.levelIds['2'] ?? '',
        position: 1,
        type: 'Question',
        ability: game.competencies[0] ?? '',
        difficulty: 'Easy',
        question: 'Last?',
        answers: ['Yes', 'No'],
        animations: ['happy', 'sad'],
        ratings: [1, 3],
        reward: 1000,
      });
    await app()
      .ctx.db.update(eventLevels)
      .set({ minAttempt: '1|0|0' })
      .where(eq(eventLevels.id, game.levelIds['2'] ?? ''));
    const last = await playLevel(app(), p, game.levelIds['2'] ?? '');
    expect(last.result.participant).toMatchObject({
      completed: true,
      completedOnce: true,
      currentLevel: 3,
      behaviourScore: 3000,
      miniGameScore: 500,
      currentScore: 3500,
    });
    const admin = await app().inject({
      method: 'GET',
      url: `/api/events/${game.id}/participants`,
      headers: { cookie: owner.cookie },
    });
    expect(admin.json().items[0]).toMatchObject({ currentScore: 3500, completedOnce: true });
    const plays = await app().inject({
      method: 'GET',
      url: `/api/events/${game.id}/participants/${admin.json().items[0].id}/plays`,
      headers: { cookie: owner.cookie },
    });
    expect(
      plays.json().levels.map((l: { name: string; points: number }) => [l.name, l.points]),
    ).toEqual([
      ['1', 2000],
      ['Mini 1', 500],
      ['2', 1000],
    ]);
  });
});

describe('the mini games', () => {
  it.each(['Mini 2', 'Mini 3', 'Mini 4'])('rates %s screens on the server', async (miniGame) => {
    const miniId = game.levelIds['Mini 1'] ?? '';
    await app()
      .ctx.db.update(eventLevels)
      .set({ tabName: miniGame, passingScore: 100 })
      .where(eq(eventLevels.id, miniId));
    await playLevel(app(), p, level1());
    const run = await start(miniId);
    expect(run.items.map((i) => i.kind)).toEqual(Array(5).fill(miniGame.replace('Mini ', 'mini')));
    expect(JSON.stringify(run.items)).not.toMatch(/"correct|"answer"|"rating/);
    const key = await answerKey(app(), run);
    const first = key[0] ?? { choice: 0 };
    const wrong =
      'word' in first
        ? { word: 'zzzz' }
        : 'order' in first
          ? { order: [...first.order].reverse() }
          : { choice: (first.choice + 1) % 4 };
    expect((await p.answer(run.id, 0, wrong)).json()).toMatchObject({ rating: 3, points: 0 });
    for (const [index, answer] of key.entries()) {
      if (index > 0) {
        expect((await p.answer(run.id, index, answer)).json()).toMatchObject({
          rating: 1,
          points: 100,
        });
      }
    }
    expect((await p.end(run.id)).json()).toMatchObject({ points: 400, passed: true });
    expect((await participantRow())?.miniGameScore).toBe(400);
  });
});

describe('tenancy', () => {
  it("keeps one game's participant out of another game's runs and plays", async () => {
    const other = await anAdmin(app(), { email: 'b@other.test', companyName: 'Other' });
    const otherGame = await aGame(app(), other, { launchDate: inDays(0), closingDate: inDays(7) });
    await invite(app(), other.cookie, otherGame.id, 'bob@example.com');
    const bob = player(
      app(),
      otherGame.id,
      await openInvitation(app(), otherGame.id, 'bob@example.com'),
    );
    const run = await start();
    // Bob names Ana's run under his own game: the same 404 as a run that does not exist.
    const foreign = await bob.answer(run.id, 0, { choice: 0 });
    const missing = await bob.answer(randomUUID(), 0, { choice: 0 });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toEqual(errorOf(missing));
    expect((await bob.end(run.id)).statusCode).toBe(404);
    expect((await bob.start(level1())).statusCode).toBe(404);
    const [row] = await app().ctx.db.select().from(levelRuns).where(eq(levelRuns.id, run.id));
    expect(row).toMatchObject({ points: 0, endedAt: null });
    // The other admin reads Ana's plays as a missing event's.
    const ana = await participantRow();
    const plays = await app().inject({
      method: 'GET',
      url: `/api/events/${game.id}/participants/${ana?.id}/plays`,
      headers: { cookie: other.cookie },
    });
    const missingEvent = await app().inject({
      method: 'GET',
      url: `/api/events/9999/participants/${ana?.id}/plays`,
      headers: { cookie: other.cookie },
    });
    expect(plays.statusCode).toBe(404);
    expect(errorOf(plays)).toEqual(errorOf(missingEvent));
    const count = await app()
      .ctx.db.select({ n: sql<number>`count(*)::int` })
      .from(runAnswers)
      .where(and(eq(runAnswers.runId, run.id)));
    expect(count[0]?.n).toBe(0);
  });
});
