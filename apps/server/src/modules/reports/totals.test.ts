import type { PlayState } from '@app/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { anAdmin, type TestAdmin } from '../../test/factories';
import { generateGame } from '../../test/games';
import { invite, openInvitation, player, playLevel } from '../../test/players';
import { useTestApp } from '../../test/test-app';

/**
 * The report totals are kept by database triggers; here the real write paths (the player's
 * level ends, replays, a participant's removal) run and the totals must equal what the score
 * tables hold, recounted from scratch.
 */
const file = useTestApp();
const app = () => file.app;
let admin: TestAdmin;

beforeEach(async () => {
  admin = await anAdmin(app(), {
    account: { projectType: 'progress', maxAssessments: 2, maxUsers: 50 },
  });
});

async function query<T>(text: ReturnType<typeof sql>) {
  return rowsOf<T>(await app().ctx.db.execute(text));
}

/** Maintained totals and the same numbers counted from the score tables, side by side. */
async function totalsAndRecount(eventId: string) {
  const levelTotals = await query(sql`
    select level_name, sum(players)::int as players, sum(passed)::int as passed,
           sum(points_sum)::int as points
      from report_level_totals where event_id = ${eventId} and players <> 0
     group by level_name order by level_name`);
  const levelRecount = await query(sql`
    select level_name, count(*)::int as players, (count(*) filter (where passed))::int as passed,
           sum(points)::int as points
      from participant_levels where event_id = ${eventId}
     group by level_name order by level_name`);
  const competencyTotals = await query(sql`
    select competency, level, sum(players)::int as players, sum(percentage_sum)::int as sum
      from report_competency_level_totals where event_id = ${eventId} and players <> 0
     group by competency, level order by competency, level`);
  const competencyRecount = await query(sql`
    select competency, level, count(*)::int as players, sum(percentage)::int as sum
      from participant_level_scores where event_id = ${eventId}
     group by competency, level order by competency, level`);
  const histogram = await query(sql`
    select competency, percentage, completed, sum(participants)::int as n
      from report_competency_histogram where event_id = ${eventId} and participants <> 0
     group by competency, percentage, completed order by competency, percentage, completed`);
  const histogramRecount = await query(sql`
    select s.competency, s.average_percentage as percentage, p.completed_once as completed,
           count(*)::int as n
      from participant_competency_scores s join participants p on p.id = s.participant_id
     where s.event_id = ${eventId}
     group by 1, 2, 3 order by 1, 2, 3`);
  return {
    totals: { levels: levelTotals, competencies: competencyTotals, histogram },
    recount: { levels: levelRecount, competencies: competencyRecount, histogram: histogramRecount },
  };
}

async function playFirstLevels(eventId: string, email: string, levels: number, rating: 1 | 2 | 3) {
  const { id } = await invite(app(), admin.cookie, eventId, email);
  const p = player(app(), eventId, await openInvitation(app(), eventId, email));
  const state = (await p.me()).json() as PlayState;
  for (const level of state.levels.slice(0, levels)) {
    await playLevel(app(), p, level.id, rating);
  }
  return { id, p, state };
}

describe('report totals follow the real write paths', () => {
  it('level ends, a replay and a removal leave totals equal to a recount', async () => {
    const eventId = await generateGame(app(), admin.cookie, 'progress');
    await playFirstLevels(eventId, 'ana@example.com', 99, 1);
    const ben = await playFirstLevels(eventId, 'ben@example.com', 0, 1);
    // Ben ends level 1 without answering (failed), then replays it: the replay counts instead.
    const levelId = ben.state.levels[0]?.id ?? '';
    const run = (await ben.p.start(levelId)).json() as { id: string };
    expect((await ben.p.end(run.id)).json()).toMatchObject({ passed: false });
    await playLevel(app(), ben.p, levelId, 2);
    await playFirstLevels(eventId, 'cai@example.com', 1, 2);

    let { totals, recount } = await totalsAndRecount(eventId);
    expect(totals).toEqual(recount);
    // Ana played every level (11), the others level 1 only; Ana's rows count as completed.
    expect(recount.levels).toHaveLength(11);
    expect(recount.histogram.some((r) => (r as { completed: boolean }).completed)).toBe(true);

    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/events/${eventId}/participants/${ben.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(204);
    ({ totals, recount } = await totalsAndRecount(eventId));
    expect(totals).toEqual(recount);

    const stats = await app().inject({
      method: 'GET',
      url: `/api/events/${eventId}/level-statistics`,
      headers: { cookie: admin.cookie },
    });
    const first = stats.json().items[0];
    expect(first.players).toBe(2);
    expect(stats.json().items[1].players).toBe(1);
    expect(first.players).toBe(
      (recount.levels as { players: number }[]).find((_, i) => i === 0)?.players,
    );
  });
});

describe('live changes', () => {
  /** Reads server-sent `data:` messages from a stream as they arrive. */
  function messages(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    return async function next(
      timeoutMs = 5000,
    ): Promise<{ version: string; participantsCount: number }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = buffer.match(/^data: (.*)$/m);
        if (match?.index !== undefined) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1] ?? '{}');
        }
        if (Date.now() > deadline) {
          throw new Error('no live message in time');
        }
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
        ]);
        if (chunk === null) {
          continue;
        }
        if (chunk.done) {
          throw new Error('the live stream ended');
        }
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    };
  }

  it('tells a watching admin within seconds that a level ended, and who joined', async () => {
    const eventId = await generateGame(app(), admin.cookie, 'progress');
    const base = await app().listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events/${eventId}/live`, {
      headers: { cookie: admin.cookie },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const next = messages(response.body as ReadableStream<Uint8Array>);
    const first = await next();
    expect(first.participantsCount).toBe(0);

    const { p, state } = await playFirstLevels(eventId, 'ana@example.com', 0, 1);
    const joined = await next();
    expect(joined.participantsCount).toBe(1);
    await playLevel(app(), p, state.levels[0]?.id ?? '', 1);
    const ended = await next();
    expect(ended.version).not.toBe(joined.version);
    controller.abort();
  });
});
