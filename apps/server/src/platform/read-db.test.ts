import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { anAdmin, anEvent, aParticipant, type TestAdmin } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { RECENT_WRITE_COOKIE, RECENT_WRITE_SECONDS } from './read-db';
import { checkReplica, replicaLagSeconds } from './replica-watch';

const MAX_LAG = 30;

/**
 * Report and list reads go to the replica when there is one, except a console user's for a
 * few seconds after their own write (docs/decisions/0027-read-replica.md). Here the "replica"
 * is a second handle on the same database: what is checked is where each read is sent.
 */
const TOKEN = 'metrics-token-for-the-read-routing-test';
const file = useTestApp({ metricsToken: TOKEN });
let owner: TestAdmin;
let eventId: string;

beforeEach(async () => {
  owner = await anAdmin(file.app);
  ({ id: eventId } = await anEvent(file.app, owner));
  file.app.ctx.reads.replica = file.app.ctx.db;
});

afterEach(() => {
  file.app.ctx.reads.replica = null;
  file.app.ctx.reads.replicaUsable = undefined;
});

async function readsBy(): Promise<{ primary: number; replica: number }> {
  const metrics = await file.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const count = (target: string) =>
    Number(
      metrics.body.match(new RegExp(`^db_reads_total\\{target="${target}"\\} (\\d+)`, 'm'))?.[1] ??
        0,
    );
  return { primary: count('primary'), replica: count('replica') };
}

const read = (cookie: string) =>
  file.app.inject({ url: `/api/events/${eventId}/leaderboard`, headers: { cookie } });

describe('reads on a replica', () => {
  it('sends report and list reads to the replica, and a writer’s own reads to the primary', async () => {
    const person = await aParticipant(file.app, { eventId });
    const before = await readsBy();
    // The leaderboard, the participants list and the Candidate Report's list.
    for (const path of ['leaderboard', 'participants', 'candidates']) {
      const response = await file.app.inject({
        url: `/api/events/${eventId}/${path}`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode, path).toBe(200);
    }
    expect(await readsBy()).toEqual({ primary: before.primary, replica: before.replica + 3 });

    // The admin blocks a participant: the answer marks their next reads for the primary.
    const edit = await file.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/participants/${person.id}/active`,
      headers: { cookie: owner.cookie },
      payload: { isActive: false },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const marker = [edit.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith(`${RECENT_WRITE_COOKIE}=`));
    expect(marker).toBe(
      `${RECENT_WRITE_COOKIE}=1; Path=/api; Max-Age=${RECENT_WRITE_SECONDS}; HttpOnly; SameSite=Lax`,
    );
    const after = await readsBy();
    const own = await read(`${owner.cookie}; ${RECENT_WRITE_COOKIE}=1`);
    expect(own.statusCode).toBe(200);
    expect(await readsBy()).toEqual({ primary: after.primary + 1, replica: after.replica });
  });

  it('marks nothing for a refused write, and nothing without a replica', async () => {
    const refused = await file.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/participants/00000000-0000-4000-8000-000000000000/active`,
      headers: { cookie: owner.cookie },
      payload: { isActive: false },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(String(refused.headers['set-cookie'] ?? '')).not.toContain(RECENT_WRITE_COOKIE);
    file.app.ctx.reads.replica = null;
    const person = await aParticipant(file.app, { eventId });
    const edit = await file.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/participants/${person.id}/active`,
      headers: { cookie: owner.cookie },
      payload: { isActive: false },
    });
    expect(edit.statusCode).toBe(200);
    expect(String(edit.headers['set-cookie'] ?? '')).not.toContain(RECENT_WRITE_COOKIE);
  });
});

describe('a replica that fails or falls behind', () => {
  it('sends the reads to the primary while it does not answer or lags, and back once it catches up', async () => {
    const reads = file.app.ctx.reads;
    // A second handle on the primary is not in recovery: nothing to replay, usable.
    expect(await replicaLagSeconds(file.app.ctx.db)).toBe(0);
    expect(await checkReplica(reads, MAX_LAG)).toEqual({ usable: true, lagSeconds: 0 });

    // The replica's server goes away: its connections are refused.
    const down = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5433')),
    } as unknown as Db;
    reads.replica = down;
    expect(await checkReplica(reads, MAX_LAG)).toEqual({ usable: false, lagSeconds: null });
    let before = await readsBy();
    expect((await read(owner.cookie)).statusCode).toBe(200);
    expect(await readsBy()).toEqual({ primary: before.primary + 1, replica: before.replica });

    // Back, but replaying a minute behind: still the primary.
    reads.replica = file.app.ctx.db;
    const behind = await checkReplica(reads, MAX_LAG, async () => 60);
    expect(behind).toEqual({ usable: false, lagSeconds: 60 });
    before = await readsBy();
    expect((await read(owner.cookie)).statusCode).toBe(200);
    expect(await readsBy()).toEqual({ primary: before.primary + 1, replica: before.replica });

    // Caught up: the reads return to it.
    expect(await checkReplica(reads, MAX_LAG, async () => MAX_LAG - 1)).toMatchObject({
      usable: true,
    });
    before = await readsBy();
    expect((await read(owner.cookie)).statusCode).toBe(200);
    expect(await readsBy()).toEqual({ primary: before.primary, replica: before.replica + 1 });
  });
});
