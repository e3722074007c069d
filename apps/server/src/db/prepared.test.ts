import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { aGame, anAdmin, inDays, withEmailAndSms } from '../test/factories';
import { createTestApp } from '../test/harness';
import { invite, openInvitation, player, playLevel } from '../test/players';
import { sendStatementsByName } from './prepared';

const serverUrl = process.env.DATABASE_URL;

/** The names of the statements sent to the PostgreSQL server while `body` runs. */
async function namesSent(body: () => Promise<void>): Promise<Set<string>> {
  const query = pg.Client.prototype.query;
  const names = new Set<string>();
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them on.
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    const config = args[0] as { name?: string } | string;
    names.add(typeof config === 'object' && config.name ? config.name : '(unnamed)');
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await body();
  } finally {
    pg.Client.prototype.query = query;
  }
  return names;
}

/** A participant plays the first level of a new game through the API. */
async function playOneLevel(statementNames: boolean) {
  const app = await createTestApp({ statementNames });
  try {
    const owner = await anAdmin(app);
    const game = await aGame(app, owner, { launchDate: inDays(0), closingDate: inDays(7) });
    await withEmailAndSms(app, game);
    await invite(app, owner.cookie, game.id, 'ana@example.com');
    const p = player(app, game.id, await openInvitation(app, game.id, 'ana@example.com'));
    return await namesSent(async () => {
      expect((await p.me()).statusCode).toBe(200);
      const { run, result } = await playLevel(app, p, game.levelIds['1'] ?? '');
      expect(result).toMatchObject({ runId: run.id });
    });
  } finally {
    await app.close();
  }
}

// The process has one setting; the files after this one get the default back.
afterAll(() => sendStatementsByName(true));

describe.skipIf(!serverUrl)('the hot statements (DATABASE_STATEMENT_NAMES)', () => {
  it('go by name to PostgreSQL, so it plans them once per connection', async () => {
    const names = await playOneLevel(true);
    for (const name of ['player_session', 'record_answer', 'level_facts', 'lock_player_standing']) {
      expect(names).toContain(name);
    }
  }, 120_000);

  it('go unnamed when turned off, as a PgBouncer before 1.21 in transaction mode needs', async () => {
    const names = await playOneLevel(false);
    expect([...names]).toEqual(['(unnamed)']);
  }, 120_000);
});
