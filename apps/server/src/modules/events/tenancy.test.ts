import { accessMessages, participantMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { admins, events, participants } from '../../db/schema';
import type { OwnEventScope, SuperAdminEventScope } from '../../platform/access';
import { parseCsv } from '../../platform/csv';
import { anAdmin, anEvent } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { systemActor } from '../audit/record';
import { bulkAdd } from '../participants/bulk';
import {
  addParticipant,
  deleteParticipant,
  getParticipant,
  listParticipants,
  participantFilterValues,
  setParticipantActive,
  updateParticipant,
} from '../participants/service';
import { deleteEvent, getEvent, openEvent, updateFormEvent } from './service';

/**
 * DESIGN §5, tenancy in depth: the service and query functions filter by the scope they are
 * given, so they hold even when called without the route's access check. Every call here names
 * the owner's event with a stranger's account, and must find nothing and change nothing.
 */
const file = useTestApp();
let app: FastifyInstance;
let owner: OwnEventScope;
let stranger: OwnEventScope;
let participantId: string;
const eventId = '4242';
const form = {
  assessmentName: 'Changed',
  assessmentFor: 'Changed',
  launchDate: '2099-01-01',
  closingDate: '2099-01-05',
};
const person = {
  name: 'Changed',
  department: 'Hacked',
  region: 'Hacked',
  canExpire: false,
  expiryDate: null,
  userInfo: {},
};

// Each test: the owner's ace event 4242 with one participant, Pat, and a stranger account.
beforeEach(async () => {
  app = file.app;
  const ownerAccount = await anAdmin(app, {
    email: 'owner@tenancy.test',
    companyName: 'Owner Co',
  });
  const strangerAccount = await anAdmin(app, {
    email: 'stranger@tenancy.test',
    companyName: 'Stranger Co',
  });
  await anEvent(app, ownerAccount, {
    id: eventId,
    assessmentName: 'Owner game',
    assessmentFor: 'Staff',
    companyName: 'Owner Co',
    projectType: 'ace',
    registrationFields: [],
  });
  owner = { kind: 'event', accountId: ownerAccount.accountId, eventId };
  stranger = { kind: 'event', accountId: strangerAccount.accountId, eventId };
  const added = await addParticipant(app.ctx, owner, {
    email: 'pat@owner.test',
    name: 'Pat',
    department: 'Owner Dept',
  });
  participantId = added.id;
});

async function snapshot() {
  const [event] = await app.ctx.db.select().from(events).where(eq(events.id, eventId));
  const rows = await app.ctx.db
    .select()
    .from(participants)
    .where(eq(participants.eventId, eventId));
  const accounts = await app.ctx.db
    .select({ id: admins.id, users: admins.usersCount, last: admins.lastEventId })
    .from(admins);
  return { event, rows, accounts };
}

const notFound = (message: string) => ({ kind: 'NOT_FOUND', message });

describe("a stranger's scope on the owner's event, without the access check", () => {
  it('reads nothing', async () => {
    await expect(getEvent(app.ctx, stranger)).rejects.toMatchObject(
      notFound(accessMessages.eventNotFound),
    );
    expect(await listParticipants(app.ctx.db, stranger, { page: 1 })).toMatchObject({
      items: [],
      total: 0,
    });
    expect(await listParticipants(app.ctx.db, stranger, { page: 1, search: 'pat' })).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await participantFilterValues(app.ctx.db, stranger)).departments).not.toContain(
      'Owner Dept',
    );
    await expect(getParticipant(app.ctx.db, stranger, participantId)).rejects.toMatchObject(
      notFound(participantMessages.notFound),
    );
    // The owner's own scope sees them, so the emptiness above is the scope's doing.
    expect((await listParticipants(app.ctx.db, owner, { page: 1 })).total).toBe(1);
    expect((await participantFilterValues(app.ctx.db, owner)).departments).toContain('Owner Dept');
  });

  it('changes nothing', async () => {
    const actor = systemActor(null);
    const before = await snapshot();
    await expect(updateFormEvent(app.ctx, stranger, form)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    await expect(deleteEvent(app.ctx, stranger, actor)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    await openEvent(app.ctx, stranger);
    await expect(
      addParticipant(app.ctx, stranger, { email: 'eve@stranger.test', name: 'Eve' }),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(
      bulkAdd(
        app.ctx,
        stranger,
        parseCsv(Buffer.from('email\neve@stranger.test\n')) ?? { header: [], rows: [] },
        'invitations',
        actor,
      ),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(updateParticipant(app.ctx, stranger, participantId, person)).rejects.toMatchObject(
      { kind: 'NOT_FOUND' },
    );
    await expect(
      setParticipantActive(app.ctx, stranger, participantId, false),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(deleteParticipant(app.ctx, stranger, participantId, actor)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    expect(await snapshot()).toEqual(before);
  });

  it("holds a super-admin scope to the account it names as the event's owner", async () => {
    const wrongOwner: SuperAdminEventScope = {
      kind: 'superAdmin',
      accountId: stranger.accountId,
      eventId,
      readOnly: true,
    };
    await expect(getEvent(app.ctx, wrongOwner)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect((await listParticipants(app.ctx.db, wrongOwner, { page: 1 })).total).toBe(0);
    const rightOwner = { ...wrongOwner, accountId: owner.accountId };
    expect((await getEvent(app.ctx, rightOwner)).id).toBe(eventId);
  });
});
