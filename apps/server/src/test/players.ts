import { randomUUID } from 'node:crypto';
import { type EngineKind, engineAnswerKey, type PlayAnswerValue, type PlayRun } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eventQuestions, levelRuns, miniScreens, runItemPhases } from '../db/schema';
import { linkFromLatestMail } from './harness';

/** A participant's session cookie, from opening the newest link mailed to them. */
export async function openInvitation(app: FastifyInstance, eventId: string, email: string) {
  const link = new URL(await linkFromLatestMail(app, email), 'http://x');
  const token = link.searchParams.get('token') ?? '';
  const response = await app.inject({
    method: 'POST',
    url: `/api/play/${encodeURIComponent(eventId)}/session`,
    payload: { token },
  });
  if (response.statusCode !== 204) {
    throw new Error(`openInvitation: ${response.statusCode} ${response.body}`);
  }
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return setCookie.split(';')[0] ?? '';
}

/** Adds a participant through the admin's API, so the invitation is mailed as it would be. */
export async function invite(
  app: FastifyInstance,
  adminCookie: string,
  eventId: string,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/events/${encodeURIComponent(eventId)}/participants`,
    headers: { cookie: adminCookie },
    payload: { name: email.split('@')[0], email, department: 'Sales', region: 'North', ...extra },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`invite: ${response.statusCode} ${response.body}`);
  }
  return response.json() as { id: string };
}

export function player(app: FastifyInstance, eventId: string, cookie: string) {
  const base = `/api/play/${encodeURIComponent(eventId)}`;
  return {
    me: () => app.inject({ method: 'GET', url: `${base}/me`, headers: { cookie } }),
    start: (levelId: string) =>
      app.inject({ method: 'POST', url: `${base}/levels/${levelId}/runs`, headers: { cookie } }),
    begin: (runId: string) =>
      app.inject({ method: 'POST', url: `${base}/runs/${runId}/begin`, headers: { cookie } }),
    answer: (runId: string, index: number, answer: PlayAnswerValue, clientId = randomUUID()) =>
      app.inject({
        method: 'POST',
        url: `${base}/runs/${runId}/answers`,
        headers: { cookie },
        payload: { clientId, index, answer },
      }),
    end: (runId: string) =>
      app.inject({ method: 'POST', url: `${base}/runs/${runId}/end`, headers: { cookie } }),
    stimulus: (runId: string, index: number) =>
      app.inject({
        method: 'POST',
        url: `${base}/runs/${runId}/items/${index}/stimulus`,
        headers: { cookie },
      }),
    choices: (runId: string, index: number) =>
      app.inject({
        method: 'POST',
        url: `${base}/runs/${runId}/items/${index}/choices`,
        headers: { cookie },
      }),
  };
}

/**
 * Moves a memory item's first showing `ms` into the past, as if the participant had looked at
 * it that long: the tests need not wait out the memorise time the server enforces.
 */
export async function memorizedFor(app: FastifyInstance, runId: string, index: number, ms: number) {
  await app.ctx.db
    .update(runItemPhases)
    .set({ stimulusAt: sql`${runItemPhases.stimulusAt} - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(runItemPhases.runId, runId), eq(runItemPhases.itemIndex, index)));
}

/** A memory item's two phases as a participant goes through them, the wait taken as done. */
export async function throughMemoryPhases(
  app: FastifyInstance,
  p: ReturnType<typeof player>,
  run: PlayRun,
) {
  for (const item of run.items) {
    if (item.kind === 'memory' && item.choices === null) {
      const shown = await p.stimulus(run.id, item.index);
      if (shown.statusCode !== 200) {
        throw new Error(`stimulus ${item.index}: ${shown.statusCode} ${shown.body}`);
      }
      await memorizedFor(app, run.id, item.index, item.memorizeMs);
      const choices = await p.choices(run.id, item.index);
      if (choices.statusCode !== 200) {
        throw new Error(`choices ${item.index}: ${choices.statusCode} ${choices.body}`);
      }
    }
  }
}

/**
 * The answer the test wants for each item, read from the database as only the server knows
 * it: `rating` picks an option of that rating for questions (else the best), and every other
 * kind gets its right answer.
 */
export async function answerKey(
  app: FastifyInstance,
  run: PlayRun,
  rating: 1 | 2 | 3 = 1,
): Promise<PlayAnswerValue[]> {
  const [row] = await app.ctx.db.select().from(levelRuns).where(eq(levelRuns.id, run.id));
  const plan = row?.plan;
  if (!plan) {
    throw new Error('answerKey: no such run');
  }
  if (plan.kind === 'engine') {
    return engineAnswerKey(plan.engine as EngineKind, plan.seed).map((choice) => ({ choice }));
  }
  if (plan.kind === 'numeric') {
    const questions = await app.ctx.db.select().from(eventQuestions);
    return plan.questionIds.map((id, index) => {
      // The plan's key lists the ratings in the order the options are shown.
      const ratings = plan.keys?.[index]?.ratings ?? questions.find((q) => q.id === id)?.ratings;
      const shown = ratings ?? [1];
      const wanted = shown.indexOf(rating);
      return { choice: wanted >= 0 ? wanted : shown.indexOf(1) };
    });
  }
  const screens = await app.ctx.db.select().from(miniScreens);
  return plan.screens.map(({ id, shown }) => {
    const screen = screens.find((s) => s.id === id);
    if (screen?.miniGame === 'Mini 3') {
      return { word: screen.question };
    }
    if (screen?.miniGame === 'Mini 4') {
      return { order: shown.map((_, step) => shown.indexOf(step)) };
    }
    const correct = screen?.correctAnswer ?? 0;
    return { choice: shown.length > 0 ? shown.indexOf(correct) : correct };
  });
}

/** The stored plan of a run, as only the server knows it. */
export async function planOf(app: FastifyInstance, runId: string) {
  const [row] = await app.ctx.db.select().from(levelRuns).where(eq(levelRuns.id, runId));
  if (!row) {
    throw new Error('planOf: no such run');
  }
  return row.plan;
}

/** Plays one level to its end with the chosen answers; returns the level's result body. */
export async function playLevel(
  app: FastifyInstance,
  p: ReturnType<typeof player>,
  levelId: string,
  rating: 1 | 2 | 3 = 1,
) {
  const run = (await p.start(levelId)).json() as PlayRun;
  await throughMemoryPhases(app, p, run);
  const key = await answerKey(app, run, rating);
  for (const [index, answer] of key.entries()) {
    const response = await p.answer(run.id, index, answer);
    if (response.statusCode !== 200) {
      throw new Error(`playLevel: answer ${index}: ${response.statusCode} ${response.body}`);
    }
  }
  return { run, result: (await p.end(run.id)).json() };
}
