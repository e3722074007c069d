import type { PlayRun, PlayState } from '@app/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { levelRuns, runAnswers } from '../../db/schema';
import { anAdmin } from '../../test/factories';
import { generateGame } from '../../test/games';
import {
  invite,
  memorizedFor,
  openInvitation,
  planOf,
  player,
  playLevel,
} from '../../test/players';
import { useTestApp } from '../../test/test-app';

/**
 * Memory Match in two server-kept phases (docs/decisions/0016-memory-protocol.md): the run holds
 * neither what to remember nor the choices; the stimulus comes alone, the choices only once its
 * memorise time has passed on the server's clock, and the stimulus never after them.
 */
const file = useTestApp();
const app = () => file.app;
let eventId: string;
let adminCookie: string;

beforeEach(async () => {
  const admin = await anAdmin(app(), { account: { projectType: 'ace' } });
  adminCookie = admin.cookie;
  eventId = await generateGame(app(), admin.cookie, 'ace');
});

/** A participant at the Memory Match level, the levels before it passed. */
async function atMemoryMatch(email: string) {
  await invite(app(), adminCookie, eventId, email);
  const p = player(app(), eventId, await openInvitation(app(), eventId, email));
  const { levels } = (await p.me()).json() as PlayState;
  const at = levels.findIndex((l) => l.name === 'Memory Match');
  expect(at).toBeGreaterThan(0);
  for (const level of levels.slice(0, at)) {
    await playLevel(app(), p, level.id);
  }
  const run = (await p.start(levels[at]?.id ?? '')).json() as PlayRun;
  return { p, run };
}

const memoryItem = (run: PlayRun, index: number) => {
  const item = run.items[index];
  if (item?.kind !== 'memory') {
    throw new Error(`item ${index} is not a memory item`);
  }
  return item;
};

describe('a Memory Match attempt', () => {
  it('sends neither the sequences nor the choices with the run', async () => {
    const { p, run } = await atMemoryMatch('ana@example.com');
    expect(run.items).toHaveLength(10);
    // Drawn from 256 bits (engines/chacha.ts): no script finds the seed from the items.
    expect(String((await planOf(app(), run.id)).seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(run.items.every((i) => i.kind === 'memory' && i.choices === null)).toBe(true);
    const body = JSON.stringify(run);
    // The first item's sequence, fetched afterwards, appears nowhere in the run.
    const first = (await p.stimulus(run.id, 0)).json();
    expect(first.stimulus.type).toBe('sequence');
    expect(body).not.toContain(first.stimulus.items.join(' '));
    expect(body).not.toContain('"stimulus"');
  });

  it('gives the choices only after the memorise time, and the stimulus never after them', async () => {
    const { p, run } = await atMemoryMatch('ben@example.com');
    const item = memoryItem(run, 0);

    // Choices before anything was shown, and an answer before the choices: refused, nothing kept.
    expect((await p.choices(run.id, 0)).json().error.code).toBe('STIMULUS_NOT_SHOWN');
    const shown = await p.stimulus(run.id, 0);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ index: 0, memorizeMs: item.memorizeMs });
    expect(shown.json().msLeft).toBeGreaterThan(item.memorizeMs - 2000);
    const early = await p.choices(run.id, 0);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'STILL_MEMORIZING',
      message: 'Keep memorizing: the choices come when the time is up.',
    });
    const blind = await p.answer(run.id, 0, { choice: 0 });
    expect(blind.statusCode).toBe(409);
    expect(blind.json().error.code).toBe('CHOICES_NOT_OUT');
    expect(
      await app().ctx.db.select().from(runAnswers).where(eq(runAnswers.runId, run.id)),
    ).toEqual([]);

    // Asking again keeps the first showing: the time left only shrinks.
    await memorizedFor(app(), run.id, 0, 1000);
    const again = (await p.stimulus(run.id, 0)).json();
    expect(again.stimulus).toEqual(shown.json().stimulus);
    expect(again.msLeft).toBeLessThanOrEqual(item.memorizeMs - 1000);

    await memorizedFor(app(), run.id, 0, item.memorizeMs);
    const choices = await p.choices(run.id, 0);
    expect(choices.statusCode).toBe(200);
    expect(choices.json().choices).toHaveLength(4);
    expect((await p.choices(run.id, 0)).json()).toEqual(choices.json());
    const gone = await p.stimulus(run.id, 0);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toMatchObject({
      code: 'STIMULUS_GONE',
      message: 'The sequence is hidden now. Choose from memory.',
    });

    // A reload brings the choices back with the run, never the stimulus.
    const resumed = (await p.start(run.levelId)).json() as PlayRun;
    expect(memoryItem(resumed, 0).choices).toEqual(choices.json().choices);
    expect(memoryItem(resumed, 1).choices).toBeNull();
    expect(JSON.stringify(resumed)).not.toContain('"stimulus"');
    expect((await p.answer(run.id, 0, { choice: 0 })).statusCode).toBe(200);
  });

  it('answers another run, another item kind and an ended run as the player API does', async () => {
    const { p, run } = await atMemoryMatch('cy@example.com');
    const other = await atMemoryMatch('dee@example.com');
    // Another participant's run: the same answer as a missing one.
    const foreign = await p.stimulus(other.run.id, 0);
    const missing = await p.stimulus('00000000-0000-4000-8000-000000000000', 0);
    expect(foreign.statusCode).toBe(404);
    const { requestId: _a, ...foreignError } = foreign.json().error;
    const { requestId: _b, ...missingError } = missing.json().error;
    expect(foreignError).toEqual(missingError);
    expect((await p.stimulus(run.id, 10)).json().error.code).toBe('NOT_MEMORY_ITEM');
    const [before] = await app()
      .ctx.db.select()
      .from(levelRuns)
      .where(eq(levelRuns.id, other.run.id));
    expect(before?.points).toBe(0);

    await p.end(run.id);
    expect((await p.stimulus(run.id, 1)).json().error.code).toBe('RUN_ENDED');
  });
});
