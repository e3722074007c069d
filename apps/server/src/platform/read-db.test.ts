import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, anEvent, aParticipant, type TestAdmin } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { RECENT_WRITE_COOKIE, RECENT_WRITE_SECONDS } from './read-db';

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
    expect((await read(owner.cookie)).statusCode).toBe(200);
    expect(
      (
        await file.app.inject({
          url: `/api/events/${eventId}/participants`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect(await readsBy()).toEqual({ primary: before.primary, replica: before.replica + 2 });

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
