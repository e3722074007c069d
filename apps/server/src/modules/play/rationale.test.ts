import type { EventQuestion, PlayRun } from '@app/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventQuestions } from '../../db/schema';
import { anAdmin, type TestAdmin } from '../../test/factories';
import { generateGame } from '../../test/games';
import { answerKey, invite, openInvitation, player } from '../../test/players';
import { useTestApp } from '../../test/test-app';

/**
 * The rationale (why Best is best) travels with a question from the shipped bank into the game,
 * is the admin's to read, export and edit, and never reaches the player (docs/content-guide.md).
 */
const file = useTestApp();
const app = () => file.app;
let admin: TestAdmin;

beforeEach(async () => {
  admin = await anAdmin(app(), { account: { projectType: 'progress' } });
});

describe("a question's rationale", () => {
  it('is copied into the game, shown in Level details and the CSV, and never sent to the player', async () => {
    const eventId = await generateGame(app(), admin.cookie, 'progress');
    const get = (url: string) =>
      app().inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

    const detail = await get(`/api/events/${eventId}/levels/1`);
    expect(detail.statusCode).toBe(200);
    const questions = (detail.json() as { questions: EventQuestion[] }).questions;
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.rationale.length > 20)).toBe(true);

    const csv = await get(`/api/events/${eventId}/levels/1/questions.csv`);
    expect(csv.body.split('\n')[0]).toContain('Rationale');
    expect(csv.body).toContain(questions[0]?.rationale.replaceAll('"', '""'));

    const rationales = (
      await app().ctx.db.select().from(eventQuestions).where(eq(eventQuestions.eventId, eventId))
    ).map((q) => q.rationale);
    await invite(app(), admin.cookie, eventId, 'ana@example.com');
    const p = player(app(), eventId, await openInvitation(app(), eventId, 'ana@example.com'));
    const me = await p.me();
    const level = (me.json() as { levels: { id: string }[] }).levels[0];
    const start = await p.start(level?.id ?? '');
    const run = start.json() as PlayRun;
    const bodies = [me.body, start.body, (await p.begin(run.id)).body];
    for (const [index, answer] of (await answerKey(app(), run)).entries()) {
      bodies.push((await p.answer(run.id, index, answer)).body);
    }
    bodies.push((await p.end(run.id)).body);
    for (const body of bodies) {
      expect(body).not.toMatch(/rationale/i);
      for (const rationale of rationales) {
        expect(body.includes(rationale)).toBe(false);
      }
    }
  });

  it('is edited with the question, within its limit', async () => {
    const eventId = await generateGame(app(), admin.cookie, 'progress');
    const url = `/api/events/${eventId}/levels/1`;
    const [q] = (
      (await app().inject({ method: 'GET', url, headers: { cookie: admin.cookie } })).json() as {
        questions: EventQuestion[];
      }
    ).questions;
    if (!q) {
      throw new Error('no question');
    }
    const body = {
      type: q.type,
      question: q.question,
      name: q.name,
      email: q.email,
      subject: q.subject,
      options: q.options,
      reward: q.reward,
      difficulty: q.difficulty,
      ability: q.ability,
    };
    const put = (rationale: string) =>
      app().inject({
        method: 'PATCH',
        url: `${url}/questions/${q.id}`,
        headers: { cookie: admin.cookie },
        payload: { ...body, rationale },
      });
    const tooLong = await put('x'.repeat(301));
    expect(tooLong.statusCode).toBe(400);
    expect((await put('  Asking first keeps everyone informed.  ')).statusCode).toBe(200);
    const [row] = await app()
      .ctx.db.select()
      .from(eventQuestions)
      .where(eq(eventQuestions.id, q.id));
    expect(row?.rationale).toBe('Asking first keeps everyone informed.');
  });
});
