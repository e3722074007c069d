import { randomUUID } from 'node:crypto';
import { type PlayRun, playMessages } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  eventLevels,
  eventQuestions,
  events,
  levelRuns,
  miniGames,
  participantCompetencyScores,
  participantLevelScores,
  participants,
  runAnswers,
} from '../../db/schema';
import { aGame, anAdmin, inDays, type TestAdmin, withEmailAndSms } from '../../test/factories';
import { errorOf } from '../../test/harness';
import { answerKey, invite, openInvitation, planOf, player, playLevel } from '../../test/players';
import { useTestApp } from '../../test/test-app';

const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let game: Awaited<ReturnType<typeof aGame>>;
let p: ReturnType<typeof player>;

/**
 * aGame's level '1' asks 2 Questions (2 options: best, wrong; reward 500). Here it gets an
 * Email and an SMS too (3 options: best, ok, wrong) and asks 1|1|1 at least, passing at 1000.
 * Mini 1 passes at 400 of its five screens' 500, as generation sets it. Level '2' has no
 * questions, so nobody could pass it: it stays off the map (and out of the scores) until a
 * test gives it one.
 */
beforeEach(async () => {
  owner = await anAdmin(app());
  game = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
  await withEmailAndSms(app(), game);
  await app()
    .ctx.db.update(eventLevels)
    .set({ passingScore: 400 })
    .where(eq(eventLevels.id, game.levelIds['Mini 1'] ?? ''));
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

/** Where each kind of item sits in a run (the draw shuffles them). */
const positions = (run: PlayRun) => ({
  questions: run.items.flatMap((i) =>
    i.kind === 'question' && i.type === 'Question' ? [i.index] : [],
  ),
  email: run.items.find((i) => i.kind === 'question' && i.type === 'Email')?.index ?? -1,
  sms: run.items.find((i) => i.kind === 'question' && i.type === 'SMS')?.index ?? -1,
});

/** The shown position of the option with `rating` on item `index` (read from the stored plan). */
async function optionRated(run: PlayRun, index: number, rating: 1 | 2 | 3) {
  const plan = await planOf(app(), run.id);
  const ratings = plan.kind === 'numeric' ? (plan.keys?.[index]?.ratings ?? []) : [];
  return { choice: ratings.indexOf(rating) };
}

// Level 1 passes at 1,000 with a minimum of 1|1|1: a Best answer is worth ceil(1000 / 3) = 334,
// an Ok one a quarter of that (83).
const BEST = 334;
const OK = 83;

describe('a numbered level', () => {
  it('shows each kind as what it is, without ratings or reactions', async () => {
    const run = await start();
    expect(run.items.map((i) => (i.kind === 'question' ? i.type : i.kind)).sort()).toEqual([
      'Email',
      'Question',
      'Question',
      'SMS',
    ]);
    const at = positions(run);
    expect(run.items[at.questions[0] ?? 0]).toMatchObject({
      character: { name: expect.any(String) },
      options: expect.arrayContaining(['Yes', 'No']),
    });
    expect(run.items[at.email]).toMatchObject({
      name: 'Sam',
      subject: 'Status',
      email: 'sam@acme.test',
    });
    expect(JSON.stringify(run.items)).not.toMatch(/rating|animation|happy|sad|correct/);
    // The clock has not started: the whole minute is left until the first item is on screen.
    expect(run.secondsLeft).toBe(60);
  });

  it('rates each answer on the server and writes the level end in one go', async () => {
    const run = await start();
    const at = positions(run);
    const [q1 = 0, q2 = 0] = at.questions;
    const best = await p.answer(run.id, q1, await optionRated(run, q1, 1));
    expect(best.json()).toMatchObject({ rating: 1, points: BEST, animation: 'happy' });
    expect((await p.answer(run.id, q2, await optionRated(run, q2, 3))).json()).toMatchObject({
      rating: 3,
      points: 0,
      animation: 'sad',
    });
    expect(
      (await p.answer(run.id, at.email, await optionRated(run, at.email, 2))).json(),
    ).toMatchObject({
      rating: 2,
      points: OK,
    });
    expect(
      (await p.answer(run.id, at.sms, await optionRated(run, at.sms, 1))).json(),
    ).toMatchObject({
      rating: 1,
      points: BEST,
      animation: null,
      runPoints: 2 * BEST + OK,
    });
    const end = await p.end(run.id);
    expect(end.statusCode).toBe(200);
    // 751 of 1,336 (four items at 334): under the passing score of 1,000 although every
    // kind's minimum was answered, and the result says so.
    expect(end.json()).toMatchObject({
      points: 2 * BEST + OK,
      maxPoints: 4 * BEST,
      passed: false,
      check: {
        pointsShort: 1000 - (2 * BEST + OK),
        kinds: [
          { kind: 'questions', answered: 2, minimum: 1, met: true },
          { kind: 'emails', answered: 1, minimum: 1, met: true },
          { kind: 'sms', answered: 1, minimum: 1, met: true },
        ],
      },
      breakdown: { asked: 4, answered: 4, best: 2, time: 60, streak: 1 },
      earned: [],
      participant: {
        currentLevel: 1,
        // 30,000 × (751 / 1,336) over the one numbered level on the map
        behaviourScore: Math.round((30_000 * (2 * BEST + OK)) / (4 * BEST)),
        completed: false,
      },
    });
    const [c1, c2] = game.competencies;
    expect(end.json().measured).toEqual([
      { competency: c1, asked: 2, percentage: 50 },
      { competency: c2, asked: 2, percentage: Math.ceil((100 * (BEST + OK)) / (2 * BEST)) },
    ]);
    const rows = await app()
      .ctx.db.select()
      .from(participantLevelScores)
      .orderBy(participantLevelScores.competency);
    expect(
      rows.map((r) => [r.competency, r.level, r.achievedScore, r.totalScore, r.totalQuestions]),
    ).toEqual([
      [c1, '1', BEST, 2 * BEST, 2],
      [c2, '1', BEST + OK, 2 * BEST, 2],
    ]);
    const averages = await app().ctx.db.select().from(participantCompetencyScores);
    expect(averages.map((a) => [a.competency, a.averagePercentage, a.levelsPlayed]).sort()).toEqual(
      [
        [c1, 50, 1],
        [c2, 63, 1],
      ].sort(),
    );
    // Ending again changes nothing.
    expect((await p.end(run.id)).json()).toMatchObject({ points: 2 * BEST + OK, passed: false });
  });

  it('explains a failed level whose points were enough but a minimum was not', async () => {
    const run = await start();
    const at = positions(run);
    for (const index of [...at.questions, at.sms]) {
      await p.answer(run.id, index, await optionRated(run, index, 1));
    }
    const end = (await p.end(run.id)).json();
    expect(end).toMatchObject({ points: 3 * BEST, passed: false, check: { pointsShort: 0 } });
    expect(end.check.kinds).toContainEqual({ kind: 'emails', answered: 0, minimum: 1, met: false });
  });

  it('counts an answer once, however often it is sent', async () => {
    const run = await start();
    const [q = 0] = positions(run).questions;
    const clientId = randomUUID();
    const choice = await optionRated(run, q, 1);
    const sent = await Promise.all([1, 2, 3, 4].map(() => p.answer(run.id, q, choice, clientId)));
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const other = await p.answer(run.id, q, await optionRated(run, q, 3));
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(playMessages.alreadyAnswered);
    const [row] = await app().ctx.db.select().from(levelRuns).where(eq(levelRuns.id, run.id));
    expect(row?.points).toBe(BEST);
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

  it('starts the clock when the first item is on screen, once', async () => {
    const run = await start();
    const [before] = await app().ctx.db.select().from(levelRuns).where(eq(levelRuns.id, run.id));
    // Opened, not yet shown: the deadline allows the time and the page's moment to show it.
    expect((before?.deadlineAt.getTime() ?? 0) - (before?.startedAt.getTime() ?? 0)).toBe(70_000);
    const begun = await p.begin(run.id);
    expect(begun.statusCode).toBe(200);
    expect(begun.json().secondsLeft).toBeGreaterThanOrEqual(59);
    const [after] = await app().ctx.db.select().from(levelRuns).where(eq(levelRuns.id, run.id));
    expect(after?.begunAt).not.toBeNull();
    expect((after?.deadlineAt.getTime() ?? 0) - (after?.begunAt?.getTime() ?? 0)).toBe(60_000);
    // Again: nothing moves; a reload shows the clock running.
    await p.begin(run.id);
    const [again] = await app().ctx.db.select().from(levelRuns).where(eq(levelRuns.id, run.id));
    expect(again?.deadlineAt).toEqual(after?.deadlineAt);
    expect((await start()).secondsLeft).toBeLessThanOrEqual(60);
  });

  it('refuses an answer once the level has ended, and gives a retry its first verdict', async () => {
    const run = await start();
    const [q1 = 0, q2 = 0] = positions(run).questions;
    const clientId = randomUUID();
    const choice = await optionRated(run, q1, 1);
    await p.answer(run.id, q1, choice, clientId);
    await p.end(run.id);
    const late = await p.answer(run.id, q2, { choice: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'RUN_ENDED', message: playMessages.runEnded });
    expect((await p.answer(run.id, q1, choice, clientId)).json()).toMatchObject({
      rating: 1,
      points: BEST,
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

  it('resumes after a reload with the same items, answers and points so far', async () => {
    const run = await start();
    const [q = 0] = positions(run).questions;
    await p.answer(run.id, q, await optionRated(run, q, 1));
    expect((await p.me()).json().openRunLevelId).toBe(level1());
    const again = await start();
    expect(again.id).toBe(run.id);
    expect(again.items).toEqual(run.items);
    expect(again.points).toBe(BEST);
    expect(again.answers).toEqual([
      { index: q, rating: 1, points: BEST, animation: 'happy', runPoints: BEST },
    ]);
  });

  it('keeps later levels locked, lets a failed level be replayed, and counts the best attempt', async () => {
    expect((await p.start(game.levelIds['Mini 1'] ?? '')).json().error.code).toBe('LEVEL_LOCKED');
    const first = await start();
    const [q = 0] = positions(first).questions;
    await p.answer(first.id, q, await optionRated(first, q, 1));
    expect((await p.end(first.id)).json()).toMatchObject({ points: BEST, passed: false });
    const second = await start();
    expect(second.attempt).toBe(2);
    for (const [index, answer] of (await answerKey(app(), second)).entries()) {
      await p.answer(second.id, index, answer);
    }
    expect((await p.end(second.id)).json()).toMatchObject({
      points: 4 * BEST,
      passed: true,
      earned: expect.arrayContaining(['highAchiever']),
    });
    // Every attempt counts toward the scores: (334 + 1,336) of (1,336 + 1,336) on level 1, the
    // one numbered level on the map → 30,000 × 0.625.
    expect(await participantRow()).toMatchObject({
      attempts: 2,
      behaviourScore: 18_750,
      currentLevel: 2,
    });
    // The level's competency rows hold both attempts' asked items: 8 of them.
    const rows = await app().ctx.db.select().from(participantLevelScores);
    expect(rows.reduce((n, r) => n + r.totalQuestions, 0)).toBe(8);
    expect(rows.reduce((n, r) => n + r.achievedScore, 0)).toBe(5 * BEST);
    expect((await p.start(level1())).json().error.code).toBe('LEVEL_PASSED');
    const me = (await p.me()).json();
    expect(me.levels.map((l: { state: string }) => l.state)).toEqual(['passed', 'open']);
  });

  it('ends a level left in play when the next starts, and opens the next if it passed', async () => {
    const first = await start();
    for (const [index, answer] of (await answerKey(app(), first)).entries()) {
      await p.answer(first.id, index, answer);
    }
    // No "done": the player goes straight to the next level, which the answers have opened.
    const mini = await p.start(game.levelIds['Mini 1'] ?? '');
    expect(mini.statusCode).toBe(200);
    const [ended] = await app().ctx.db.select().from(levelRuns).where(eq(levelRuns.id, first.id));
    expect(ended).toMatchObject({ points: 4 * BEST, passed: true });
    expect(ended?.endedAt).not.toBeNull();
    expect((await p.me()).json().openRunLevelId).toBe(game.levelIds['Mini 1']);
  });

  it('starts a new attempt, not the old one, on a level left in play past its time', async () => {
    const first = await start();
    const [q = 0] = positions(first).questions;
    await p.answer(first.id, q, await optionRated(first, q, 1));
    await app()
      .ctx.db.update(levelRuns)
      .set({ deadlineAt: new Date(Date.now() - 6_000) })
      .where(eq(levelRuns.id, first.id));
    const second = await start();
    expect(second).toMatchObject({ attempt: 2, points: 0, answers: [] });
    expect(second.id).not.toBe(first.id);
    const [ended] = await app().ctx.db.select().from(levelRuns).where(eq(levelRuns.id, first.id));
    expect(ended).toMatchObject({ points: BEST, passed: false });
    expect((await participantRow())?.attempts).toBe(2);
  });
});

describe('the level number and the rank', () => {
  it('numbers levels by map position everywhere, and ranks a player once they started', async () => {
    const before = (await p.me()).json();
    expect(before.levels.map((l: { number: number; name: string }) => [l.number, l.name])).toEqual([
      [1, '1'],
      [2, 'Mini 1'],
    ]);
    expect(before.rank).toBeNull();
    const mini = game.levelIds['Mini 1'] ?? '';
    await playLevel(app(), p, level1());
    expect((await p.start(mini)).json()).toMatchObject({ levelNumber: 2, levelName: 'Mini 1' });
    const after = (await p.me()).json();
    expect(after.participant.currentLevel).toBe(2);
    expect(after.rank).toEqual({ position: 1, of: 1 });
    // A second player who has not started is not counted; once started with less, behind.
    await invite(app(), owner.cookie, game.id, 'bo@example.com');
    const bo = player(app(), game.id, await openInvitation(app(), game.id, 'bo@example.com'));
    expect((await bo.me()).json().rank).toBeNull();
    const run = (await bo.start(level1())).json() as PlayRun;
    await bo.end(run.id);
    expect((await bo.me()).json().rank).toEqual({ position: 2, of: 2 });
  });

  it('keeps the players per score equal to a count of the participants through every change', async () => {
    const db = app().ctx.db;
    // What the rank read before migration 0031, and what the trigger keeps.
    const recount = async () =>
      (
        await db.execute<{ score: number; players: number }>(
          sql`select current_score as score, count(*)::int as players from participants where event_id = ${game.id} and tracking_state in ('started', 'completed') group by 1 order by 1`,
        )
      ).rows;
    const histogram = async () =>
      (
        await db.execute<{ score: number; players: number }>(
          sql`select score, sum(players)::int as players from event_score_histogram where event_id = ${game.id} group by 1 having sum(players) <> 0 order by 1`,
        )
      ).rows;
    await playLevel(app(), p, level1());
    for (const email of ['bo@example.com', 'cy@example.com']) {
      await invite(app(), owner.cookie, game.id, email);
      const other = player(app(), game.id, await openInvitation(app(), game.id, email));
      await other.end(((await other.start(level1())).json() as PlayRun).id);
    }
    expect(await recount()).toHaveLength(2);
    expect(await histogram()).toEqual(await recount());
    expect((await p.me()).json().rank).toEqual({ position: 1, of: 3 });

    // One statement over many rows, as an admin's bulk action writes.
    await db
      .update(participants)
      .set({ currentScore: sql`${participants.currentScore} + 7` })
      .where(eq(participants.eventId, game.id));
    expect(await histogram()).toEqual(await recount());
    await db.delete(participants).where(eq(participants.emailLower, 'bo@example.com'));
    expect(await histogram()).toEqual(await recount());
    expect((await p.me()).json().rank).toEqual({ position: 1, of: 2 });

    // The event's deletion cascades to its participants and its counts, and is not refused.
    await db.delete(events).where(eq(events.id, game.id));
    const left = await db.execute(
      sql`select count(*)::int as n from event_score_histogram where event_id = ${game.id}`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});

describe('the level map', () => {
  it("names the game a mini level plays, not its stored 'Mini 1'", async () => {
    const [catalogGame] = await app()
      .ctx.db.select({ name: miniGames.name })
      .from(miniGames)
      .where(eq(miniGames.tabName, 'Mini 1'));
    expect(catalogGame?.name).toBe('Quick Decision');
    const levels = (await p.me()).json().levels as { name: string; gameName: string | null }[];
    expect(levels.map((l) => [l.name, l.gameName])).toEqual([
      ['1', null],
      ['Mini 1', 'Quick Decision'],
    ]);
  });
});

describe('the draw', () => {
  /** Four more Questions in the first competency: a pool of 6 Questions for 3 asked. */
  async function widerPool() {
    await app()
      .ctx.db.insert(eventQuestions)
      .values(
        [5, 6, 7, 8].map((position) => ({
          eventId: game.id,
          levelId: level1(),
          position,
          type: 'Question',
          ability: game.competencies[0] ?? '',
          difficulty: 'Easy',
          question: `Extra question ${position}?`,
          answers: ['Agree', 'Disagree', 'Ask', 'Wait'],
          animations: ['happy', 'sad', 'normal', 'angry'],
          ratings: [1, 3, 2, 3],
          reward: 500,
        })),
      );
  }

  const shape = (run: PlayRun) =>
    run.items.map((i) => (i.kind === 'question' ? `${i.text}:${i.options.join('/')}` : i.kind));

  it('gives participants of one game their own order of items and options', async () => {
    await widerPool();
    const shapes = [shape(await start())];
    for (const email of ['bo@example.com', 'cy@example.com']) {
      await invite(app(), owner.cookie, game.id, email);
      const other = player(app(), game.id, await openInvitation(app(), game.id, email));
      shapes.push(shape((await other.start(level1())).json() as PlayRun));
    }
    expect(new Set(shapes.map((s) => s.join('|'))).size).toBeGreaterThan(1);
    // Each asked the level's 3|1|1: three Questions, an e-mail and an SMS.
    for (const s of shapes) {
      expect(s).toHaveLength(5);
    }
  });

  it('asks a replay the Questions the first attempt did not', async () => {
    await widerPool();
    const first = await start();
    await p.end(first.id);
    const second = await start();
    const asked = (run: PlayRun) =>
      run.items.flatMap((i) => (i.kind === 'question' && i.type === 'Question' ? [i.text] : []));
    expect(asked(first)).toHaveLength(3);
    expect(asked(second)).toHaveLength(3);
    expect(asked(second).filter((t) => asked(first).includes(t))).toEqual([]);
  });

  it('keeps each option’s rating and reaction with it, wherever it is shown', async () => {
    await widerPool();
    for (let n = 0; n < 3; n++) {
      const run = await start();
      for (const item of run.items) {
        if (item.kind !== 'question' || !item.options.includes('Agree')) {
          continue;
        }
        const verdict = (
          await p.answer(run.id, item.index, { choice: item.options.indexOf('Ask') })
        ).json();
        expect(verdict).toMatchObject({ rating: 2, animation: 'normal' });
      }
      await p.end(run.id);
    }
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
      behaviourScore: 30_000, // both numbered levels answered all Best: the perfect score
      miniGameScore: 500,
      currentScore: 30_500,
    });
    const admin = await app().inject({
      method: 'GET',
      url: `/api/events/${game.id}/participants`,
      headers: { cookie: owner.cookie },
    });
    expect(admin.json().items[0]).toMatchObject({ currentScore: 30_500, completedOnce: true });
    const plays = await app().inject({
      method: 'GET',
      url: `/api/events/${game.id}/participants/${admin.json().items[0].id}/plays`,
      headers: { cookie: owner.cookie },
    });
    expect(
      plays.json().levels.map((l: { name: string; points: number }) => [l.name, l.points]),
    ).toEqual([
      ['1', 4 * BEST],
      ['Mini 1', 500],
      // One Question rewarded 1,000 against the setting's 500: twice the passing score's share.
      ['2', 2000],
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
    const foreignBegin = await bob.begin(run.id);
    expect(foreignBegin.statusCode).toBe(404);
    expect(errorOf(foreignBegin)).toEqual(errorOf(await bob.begin(randomUUID())));
    expect((await bob.start(level1())).statusCode).toBe(404);
    const [row] = await app().ctx.db.select().from(levelRuns).where(eq(levelRuns.id, run.id));
    expect(row).toMatchObject({ points: 0, endedAt: null, begunAt: null });
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
