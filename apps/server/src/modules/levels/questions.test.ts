import { questionMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventQuestions, events, storedFiles } from '../../db/schema';
import { useAdminGame } from '../../test/admin-game';
import { aGame, anAdmin } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

// Each test (useAdminGame): an admin's game whose level 1 has two questions (see aGame).
const given = useAdminGame(useTestApp(), { path: '/levels' });

function call(method: string, url: string, payload?: object) {
  return given.app.inject({
    method: method as 'GET',
    url,
    payload,
    headers: { cookie: given.owner.cookie },
  });
}

const email = () => ({
  type: 'Email',
  question: 'Your manager asks for the report a day early. What do you answer?',
  name: 'Dana',
  email: 'dana@acme.example',
  subject: 'Report due tomorrow',
  options: [
    { text: 'I will send it tonight', rating: 1 },
    { text: 'Not possible', rating: 3 },
  ],
  reward: 700,
  difficulty: 'Hard',
  ability: given.game.competencies[0],
});

async function rows() {
  return given.app.ctx.db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, given.game.id))
    .orderBy(eventQuestions.position);
}

/** The questions of level 1 as the event's stored questions file has them. */
async function fileQuestions(): Promise<string[]> {
  const [event] = await given.app.ctx.db.select().from(events).where(eq(events.id, given.game.id));
  const [stored] = await given.app.ctx.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.id, event?.questionsFileId ?? '00000000-0000-0000-0000-000000000000'));
  const data = stored ? await given.app.ctx.storage.get(stored.storageKey) : null;
  const document = JSON.parse(data?.toString() ?? '{"levels":[]}');
  const level = document.levels.find((l: { levelName: string }) => l.levelName === '1');
  return level.questions.map((q: { question: string }) => q.question);
}

describe('level details', () => {
  it('lists the questions in order with their ID, options and the competencies to choose from', async () => {
    const response = await call('GET', `${given.base}/1`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.level.tabName).toBe('1');
    expect(body.competencies).toEqual(given.game.competencies);
    expect(body.questions.map((q: { number: number }) => q.number)).toEqual([1, 2]);
    expect(body.questions[0]).toMatchObject({
      displayId: `${given.game.competencies[0]}-1-Easy-Question`,
      options: [
        { text: 'Yes', rating: 1, animation: 'happy' },
        { text: 'No', rating: 3, animation: 'sad' },
      ],
    });
    expect((await call('GET', `${given.base}/9`)).statusCode).toBe(404);
  });
});

describe('adding and editing questions', () => {
  it('adds an Email question as number 3 and writes it into the questions file', async () => {
    const response = await call('POST', `${given.base}/1/questions`, email());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      number: 3,
      type: 'Email',
      displayId: `${given.game.competencies[0]}-1-Hard-Email`,
      options: [
        { text: 'I will send it tonight', rating: 1, animation: null },
        { text: 'Not possible', rating: 3, animation: null },
      ],
    });
    const [, , stored] = await rows();
    expect(stored).toMatchObject({
      ratings: [1, 3],
      animations: [],
      subject: 'Report due tomorrow',
    });
    expect(await fileQuestions()).toEqual(['Question 1?', 'Question 2?', email().question]);
  });

  it.each([
    ['an Email without subject', { subject: '' }, 'subject', 'This field is required'],
    [
      'an Email with a bad address',
      { email: 'dana@' },
      'email',
      'Please enter a valid e-mail address',
    ],
    [
      'an SMS over 200 characters',
      { type: 'SMS', question: 'x'.repeat(201) },
      'question',
      'Must be at most 200 characters',
    ],
    [
      'a Question without animations',
      { type: 'Question', question: 'Short?' },
      'options.0.animation',
      questionMessages.animationRequired,
    ],
    [
      'five options',
      { options: Array.from({ length: 5 }, () => ({ text: 'a', rating: 2 })) },
      'options',
      questionMessages.optionsRange,
    ],
    ['a reward over 9999', { reward: 10_000 }, 'reward', questionMessages.rewardRange],
    [
      'a competency the game lacks',
      { ability: 'Juggling' },
      'ability',
      questionMessages.unknownCompetency,
    ],
  ])('refuses %s with its message and changes nothing', async (_case, change, field, message) => {
    const before = await rows();
    const response = await call('POST', `${given.base}/1/questions`, { ...email(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await rows()).toEqual(before);
  });

  it('refuses questions on a Mini level, which has screens instead', async () => {
    const response = await call('POST', `${given.base}/Mini%201/questions`, email());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(questionMessages.notAQuestionLevel);
  });

  it('numbers questions added at once one after the other', async () => {
    const added = await Promise.all(
      [1, 2, 3].map(() => call('POST', `${given.base}/1/questions`, email())),
    );
    expect(added.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await rows()).map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('edits a question into an SMS, dropping the Email-only fields, and updates the file', async () => {
    const [first] = await rows();
    const response = await call('PATCH', `${given.base}/1/questions/${first?.id}`, {
      ...email(),
      type: 'SMS',
      question: 'Running late, start without me?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ number: 1, type: 'SMS', subject: '', email: '' });
    expect(await fileQuestions()).toEqual(['Running late, start without me?', 'Question 2?']);
  });

  it('deletes a question, and answers 404 for one of another level or none', async () => {
    const [first] = await rows();
    expect(
      (await call('PATCH', `${given.base}/2/questions/${first?.id}`, email())).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${given.base}/1/questions/${first?.id}`)).statusCode).toBe(204);
    expect((await rows()).map((r) => r.question)).toEqual(['Question 2?']);
    expect(await fileQuestions()).toEqual(['Question 2?']);
    const again = await call('DELETE', `${given.base}/1/questions/${first?.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(questionMessages.questionNotFound);
  });

  it("finds nothing of another account's game through its own event id", async () => {
    const other = await anAdmin(given.app, { email: 'o@questions.test', companyName: 'O Co' });
    const otherGame = await aGame(given.app, other);
    const [foreign] = await given.app.ctx.db
      .select()
      .from(eventQuestions)
      .where(eq(eventQuestions.eventId, otherGame.id));
    const response = await call('DELETE', `${given.base}/1/questions/${foreign?.id}`);
    expect(response.statusCode).toBe(404);
    expect(
      await given.app.ctx.db
        .select()
        .from(eventQuestions)
        .where(eq(eventQuestions.eventId, otherGame.id)),
    ).toHaveLength(2);
  });
});
