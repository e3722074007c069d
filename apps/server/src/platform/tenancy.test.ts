import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { events, participants } from '../db/schema';
import { anAdmin, anEvent, aParticipant } from '../test/factories';
import { useTestApp } from '../test/test-app';
import type { EventScope } from './access';
import { eventOwnedBy, ownedBy } from './tenancy';

const file = useTestApp();
let app: FastifyInstance;
let own: EventScope;
let foreign: EventScope;
let missing: EventScope;

// The owner's event with two participants; a stranger's event with one, which the owner's
// account names (another account's event); and an event number nobody has.
beforeEach(async () => {
  app = file.app;
  const owner = await anAdmin(app);
  const stranger = await anAdmin(app, { email: 'eve@other.test', companyName: 'Other Co' });
  const mine = await anEvent(app, owner);
  const theirs = await anEvent(app, stranger);
  await aParticipant(app, { eventId: mine.id });
  await aParticipant(app, { eventId: mine.id });
  await aParticipant(app, { eventId: theirs.id });
  own = { kind: 'event', accountId: owner.accountId, eventId: mine.id };
  foreign = { kind: 'event', accountId: owner.accountId, eventId: theirs.id };
  missing = { kind: 'event', accountId: owner.accountId, eventId: '99999' };
});

const participantsOf = (scope: EventScope) =>
  app.ctx.db
    .select({ id: participants.id })
    .from(participants)
    .where(ownedBy(scope, participants.eventId));

const eventsOf = (scope: EventScope) =>
  app.ctx.db.select({ id: events.id }).from(events).where(eventOwnedBy(scope));

describe('the tenancy filters', () => {
  it("find the scope's own rows", async () => {
    expect(await participantsOf(own)).toHaveLength(2);
    expect(await eventsOf(own)).toEqual([{ id: own.eventId }]);
  });

  it("exclude another account's event exactly like a missing one", async () => {
    expect(await participantsOf(foreign)).toEqual([]);
    expect(await participantsOf(missing)).toEqual([]);
    expect(await eventsOf(foreign)).toEqual([]);
    expect(await eventsOf(missing)).toEqual([]);
    // Same statement, only the parameters differ: nothing tells the two cases apart.
    expect(participantsOf(foreign).toSQL().sql).toBe(participantsOf(missing).toSQL().sql);
  });

  it('tests the ownership once per statement, not once per row', async () => {
    // Not correlated with the outer row, the EXISTS is a one-time filter: the participant
    // indexes are used as without it (the participants list is benchmarked on that plan).
    const plan = await app.ctx.db.execute(sql`explain ${participantsOf(own).getSQL()}`);
    expect(JSON.stringify(rowsOf(plan))).toContain('One-Time Filter');
  });
});
