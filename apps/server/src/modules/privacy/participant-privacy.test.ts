import { randomUUID } from 'node:crypto';
import type { PlayState } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, outbox } from '../../db/schema';
import { anAdmin, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { generateGame } from '../../test/games';
import { bodyOf } from '../../test/harness';
import { invite, openInvitation, player, playLevel } from '../../test/players';
import { useTestApp } from '../../test/test-app';
import {
  countersAndRecount,
  participantRowCounts,
  readExport,
  tablesHolding,
} from './privacy-fixture';
import { participantTables } from './queries';

// Deliveries to a local receiver are queued (never sent here): the address check allows it.
const file = useTestApp({ webhookAllowPrivate: true });
const app = () => file.app;
let owner: TestAdmin;
let other: TestAdmin;
let eventId: string;
let ana: { id: string };
let ben: { id: string };

/** Invites and plays `levels` levels, so every participant table has rows about them. */
async function playerWith(email: string, levels: number) {
  const { id } = await invite(app(), owner.cookie, eventId, email);
  const p = player(app(), eventId, await openInvitation(app(), eventId, email));
  const state = (await p.me()).json() as PlayState;
  for (const level of state.levels.slice(0, levels)) {
    await playLevel(app(), p, level.id, 1);
  }
  return { id };
}

beforeEach(async () => {
  owner = await anAdmin(app(), {
    account: { projectType: 'progress', maxAssessments: 2, maxUsers: 50 },
  });
  other = await anAdmin(app(), { email: 'other@rival.test', companyName: 'Rival' });
  eventId = await generateGame(app(), owner.cookie, 'progress');
  // Level results go to the account's webhook: the deliveries' payloads name the participant.
  const endpoint = await app().inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { cookie: owner.cookie },
    payload: { url: 'http://127.0.0.1:9/hook', eventTypes: ['participant.level_completed'] },
  });
  expect(endpoint.statusCode).toBe(201);
  ana = await playerWith('ana@example.com', 2);
  ben = await playerWith('ben@example.com', 1);
  // A progress game has no memory item: one phase row stands for a Memory Match item shown.
  await app().ctx.db.execute(sql`insert into run_item_phases (run_id, item_index, stimulus_at)
    select id, 0, now() from level_runs where participant_id = ${ana.id} limit 1`);
  // Greenhouse sent Ana this game: its interview holds her page in the ATS.
  await app().ctx.db.execute(sql`insert into greenhouse_interviews (account_id, event_id,
      participant_id, callback_url, profile_url)
    values (${owner.accountId}, ${eventId}, ${ana.id}, 'https://app.greenhouse.io/cb/1',
      'https://app.greenhouse.io/people/1')`);
});

const url = (id: string, tail: string) => `/api/events/${eventId}/participants/${id}/${tail}`;
const call = (method: 'GET' | 'DELETE', path: string, cookie = owner.cookie) =>
  app().inject({ method, url: path, headers: { cookie } });

describe("a participant's export", () => {
  it('holds every row about them, table by table, as a sandboxed zip attachment', async () => {
    const response = await call('GET', url(ana.id, 'export.zip'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment;');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const { data } = readExport(response.rawPayload);
    expect(data).toMatchObject({ schemaVersion: 1, kind: 'participant', id: ana.id });
    const counts = await participantRowCounts(app(), ana.id, 'ana@example.com');
    for (const table of participantTables) {
      expect({ table, rows: data.tables[table]?.length }).toEqual({ table, rows: counts[table] });
      expect({ table, some: counts[table] > 0 }).toEqual({ table, some: true });
    }
    expect(data.tables.participants?.[0]).toMatchObject({ id: ana.id, email: 'ana@example.com' });
    expect(JSON.stringify(data)).not.toContain('ben@example.com');
    // A session's token hash is a credential, not data about the person.
    expect(data.tables.participant_sessions?.[0]).not.toHaveProperty('tokenHash');
  });

  it('is readable by the super admin, and a missing id answers 404', async () => {
    const root = await theSuperAdmin(app());
    expect((await call('GET', url(ana.id, 'export.zip'), root.cookie)).statusCode).toBe(200);
    expect((await call('GET', url(randomUUID(), 'export.zip'))).statusCode).toBe(404);
    expect((await call('GET', url('not-a-uuid', 'export.zip'))).statusCode).toBe(404);
  });
});

describe("a participant's erasure", () => {
  it('leaves no row about them in any table, keeps every counter true and others intact', async () => {
    const benBefore = await participantRowCounts(app(), ben.id, 'ben@example.com');
    const erased = await call('DELETE', url(ana.id, 'personal-data'));
    expect(erased.statusCode).toBe(200);

    const after = await participantRowCounts(app(), ana.id, 'ana@example.com');
    for (const table of participantTables) {
      expect({ table, rows: after[table] }).toEqual({ table, rows: 0 });
      expect(erased.json().erased[table]).toBeGreaterThan(0);
    }
    const { kept, recount } = await countersAndRecount(app());
    expect(kept).toEqual(recount);
    expect(await participantRowCounts(app(), ben.id, 'ben@example.com')).toEqual(benBefore);
    // A dump of the database holds her address nowhere (counters keep only keyed hashes).
    expect(await tablesHolding(app(), 'ana@example.com')).toEqual([]);

    expect((await call('DELETE', url(ana.id, 'personal-data'))).statusCode).toBe(404);
    expect((await call('GET', url(ana.id, 'export.zip'))).statusCode).toBe(404);
  });

  it('writes one audit entry with ids and counts, never the name or e-mail', async () => {
    await call('DELETE', url(ana.id, 'personal-data'));
    const entries = await app()
      .ctx.db.select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'participant.erase'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetId: ana.id, eventId, accountId: owner.accountId });
    expect(entries[0]?.details).toMatchObject({ participants: 1, outbox: 1 });
    const text = JSON.stringify(entries[0]).toLowerCase();
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('"ana"');
  });

  it('also removes older mails to the same address for a game of the account', async () => {
    // A mail that lost its participant (an earlier delete set it to null), same address.
    const [mail] = await app().ctx.db.select().from(outbox).where(eq(outbox.participantId, ana.id));
    if (!mail) {
      throw new Error('no invitation mail');
    }
    await app()
      .ctx.db.insert(outbox)
      .values({ ...mail, id: undefined, participantId: null, subject: 'Earlier invitation' });
    await app()
      .ctx.db.insert(outbox)
      .values({ toAddress: 'ana@example.com', subject: 'Unrelated', textBody: 'x', links: [] });
    const erased = await call('DELETE', url(ana.id, 'personal-data'));
    expect(erased.json().erased.outbox).toBe(2);
    const left = await app()
      .ctx.db.select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.toAddress, 'ana@example.com'));
    expect(left).toEqual([{ subject: 'Unrelated' }]);
  });

  it("answers another account's admin as for a missing id, and changes nothing", async () => {
    const before = await participantRowCounts(app(), ana.id, 'ana@example.com');
    for (const [method, tail] of [
      ['GET', 'export.zip'],
      ['DELETE', 'personal-data'],
    ] as const) {
      const theirs = await call(method, url(ana.id, tail), other.cookie);
      const missing = await call(method, url(randomUUID(), tail), other.cookie);
      expect(theirs.statusCode).toBe(404);
      expect({ status: theirs.statusCode, body: bodyOf(theirs) }).toEqual({
        status: missing.statusCode,
        body: bodyOf(missing),
      });
    }
    expect(await participantRowCounts(app(), ana.id, 'ana@example.com')).toEqual(before);
    const root = await theSuperAdmin(app());
    expect((await call('DELETE', url(ana.id, 'personal-data'), root.cookie)).statusCode).toBe(403);
    expect(await participantRowCounts(app(), ana.id, 'ana@example.com')).toEqual(before);
  });

  it('keeps the counters true under parallel erasures', async () => {
    const answers = await Promise.all([
      call('DELETE', url(ana.id, 'personal-data')),
      call('DELETE', url(ana.id, 'personal-data')),
      call('DELETE', url(ben.id, 'personal-data')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 404]);
    const { kept, recount } = await countersAndRecount(app());
    expect(kept).toEqual(recount);
  });
});
