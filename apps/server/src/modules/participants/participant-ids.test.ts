import { randomUUID } from 'node:crypto';
import { participantDocumentId, participantMessages } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { events, participants } from '../../db/schema';
import { anAdmin, anEvent } from '../../test/factories';
import { accountOf, bodyOf, multipartBody, validRegistration } from '../../test/harness';
import { useTestApp } from '../../test/test-app';

/**
 * Participant ids are never e-mail + event id (docs/decisions/0001-foundations.md): with such
 * ids, company B (event 'b_g') could add 'victim@corp.testa' and hit company A's
 * 'victim@corp.test' in event 'ab_g': a 409 would tell B who A's participants are, and B's rows
 * would block A's single add (409) and bulk files (500).
 */
const file = useTestApp();
let app: FastifyInstance;
let cookieA: string;
let cookieB: string;
const eventA = 'ab_g';
const eventB = 'b_g';
const otherEmail = 'bea@other.test';

// Each test: company A owns ace event 'ab_g' and company B 'b_g', both empty, room for 100.
beforeEach(async () => {
  app = file.app;
  const a = await anAdmin(app, { account: { maxUsers: 100 } });
  const b = await anAdmin(app, {
    email: otherEmail,
    companyName: 'Other Co',
    account: { maxUsers: 100 },
  });
  cookieA = a.cookie;
  cookieB = b.cookie;
  for (const [owner, id, companyName] of [
    [a, eventA, validRegistration.companyName],
    [b, eventB, 'Other Co'],
  ] as const) {
    await anEvent(app, owner, {
      id,
      assessmentName: `Game ${id}`,
      assessmentFor: 'All',
      companyName,
      projectType: 'ace',
      registrationFields: ['fullName', 'email'],
    });
  }
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(cookie: string, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { cookie } });
}

function add(cookie: string, eventId: string, email: string) {
  return call(cookie, 'POST', `/api/events/${eventId}/participants`, {
    name: 'Person',
    email,
    canExpire: false,
    expiryDate: null,
  });
}

const header =
  'Business Email,Full Name,Market Unit Code,Work Location,GPID,Country,Job Sub-Function,Gender,HR Manager Name,Region (Label),Level,Job Function';

function upload(cookie: string, url: string, csv: string) {
  const body = multipartBody({
    file: { name: 'people.csv', data: Buffer.from(csv), contentType: 'text/csv' },
  });
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

const bulkUpload = (cookie: string, eventId: string, emails: string[]) =>
  upload(
    cookie,
    `/api/events/${eventId}/participants/bulk`,
    [header, ...emails.map((e) => `${e},Someone,MU,City,1,PK,S,F,H,R,L1,J`)].join('\n'),
  );
const bulkInvite = (cookie: string, eventId: string, emails: string[]) =>
  upload(cookie, `/api/events/${eventId}/invitations/bulk`, ['email', ...emails].join('\n'));

async function rowsOf(eventId: string) {
  return app.ctx.db
    .select()
    .from(participants)
    .where(eq(participants.eventId, eventId))
    .orderBy(participants.emailLower);
}

/** The colliding pairs added one by one: victim@corp.test(a) added, ceo@corp.test(a) invited. */
async function addCollidingPairs() {
  expect((await add(cookieA, eventA, 'victim@corp.test')).statusCode).toBe(201);
  expect((await add(cookieB, eventB, 'victim@corp.testa')).statusCode).toBe(201);
  for (const [cookie, eventId, email] of [
    [cookieB, eventB, 'ceo@corp.testa'],
    [cookieA, eventA, 'ceo@corp.test'],
  ] as const) {
    const invited = await call(cookie, 'POST', `/api/events/${eventId}/invitations`, { email });
    expect(invited.statusCode).toBe(201);
  }
}

async function rowOf(eventId: string, emailLower: string) {
  const [row] = await app.ctx.db
    .select()
    .from(participants)
    .where(and(eq(participants.eventId, eventId), eq(participants.emailLower, emailLower)));
  return row;
}

describe('participant ids across tenants', () => {
  it("lets company B add the e-mail whose spec id equals one of company A's: no 409, nothing learnt", async () => {
    expect(participantDocumentId('victim@corp.test', eventA)).toBe(
      participantDocumentId('victim@corp.testa', eventB),
    );
    const a = await add(cookieA, eventA, 'victim@corp.test');
    expect(a.statusCode).toBe(201);
    const b = await add(cookieB, eventB, 'victim@corp.testa');
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ eventId: eventB, email: 'victim@corp.testa' });
    expect(b.json().id).not.toBe(a.json().id);
    // Single invites too, in the order where B's row comes first and would block A.
    expect(
      (
        await call(cookieB, 'POST', `/api/events/${eventB}/invitations`, {
          email: 'ceo@corp.testa',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call(cookieA, 'POST', `/api/events/${eventA}/invitations`, { email: 'ceo@corp.test' }))
        .statusCode,
    ).toBe(201);
    // The identity rule still holds within one event, with the spec's message.
    const again = await add(cookieA, eventA, 'VICTIM@corp.test');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(participantMessages.emailExists);
    expect((await rowOf(eventA, 'victim@corp.test'))?.id).toBe(a.json().id);
    expect((await rowOf(eventB, 'victim@corp.testa'))?.id).toBe(b.json().id);
  });

  it('bulk upload and bulk invite succeed in both tenants when spec ids collide', async () => {
    await addCollidingPairs();
    // 'p@q.r' + 'ab_g' = 'p@q.ra' + 'b_g': B's row first, then A's file holding the victim.
    const bFirst = await bulkUpload(cookieB, eventB, ['p@q.ra']);
    expect(bFirst.statusCode).toBe(200);
    expect(bFirst.json().totals).toEqual({ rows: 1, added: 1, skipped: 0 });
    const aFile = await bulkUpload(cookieA, eventA, ['p@q.r', 'x@y.zz']);
    expect(aFile.statusCode).toBe(200);
    expect(aFile.json().totals).toEqual({ rows: 2, added: 2, skipped: 0 });
    const bAfter = await bulkUpload(cookieB, eventB, ['x@y.zza']);
    expect(bAfter.json().totals).toEqual({ rows: 1, added: 1, skipped: 0 });

    const bInvite = await bulkInvite(cookieB, eventB, ['inv@corp.testa']);
    expect(bInvite.statusCode).toBe(200);
    expect(bInvite.json().totals).toEqual({ rows: 1, added: 1, skipped: 0 });
    const aInvite = await bulkInvite(cookieA, eventA, ['inv@corp.test', 'inv2@corp.test']);
    expect(aInvite.statusCode).toBe(200);
    expect(aInvite.json().totals).toEqual({ rows: 2, added: 2, skipped: 0 });
    const bInviteAfter = await bulkInvite(cookieB, eventB, ['inv2@corp.testa']);
    expect(bInviteAfter.json().totals).toEqual({ rows: 1, added: 1, skipped: 0 });

    expect((await rowsOf(eventA)).map((p) => p.emailLower)).toEqual([
      'ceo@corp.test',
      'inv2@corp.test',
      'inv@corp.test',
      'p@q.r',
      'victim@corp.test',
      'x@y.zz',
    ]);
    expect((await rowsOf(eventB)).map((p) => p.emailLower)).toEqual([
      'ceo@corp.testa',
      'inv2@corp.testa',
      'inv@corp.testa',
      'p@q.ra',
      'victim@corp.testa',
      'x@y.zza',
    ]);
    for (const [email, eventId] of [
      [validRegistration.email, eventA],
      [otherEmail, eventB],
    ] as const) {
      const [event] = await app.ctx.db.select().from(events).where(eq(events.id, eventId));
      expect(event?.participantsCount).toBe(6);
      expect((await accountOf(app, email)).account.usersCount).toBe(6);
    }
  });

  it("answers another account's admin the same for A's participant uuid as for a missing one, and changes nothing", async () => {
    await addCollidingPairs();
    const before = await rowsOf(eventA);
    const victim = await rowOf(eventA, 'victim@corp.test');
    if (!victim) {
      throw new Error('no victim row');
    }
    const missing = randomUUID();
    const edit = {
      name: 'Hacked',
      department: '',
      region: '',
      canExpire: false,
      expiryDate: null,
      userInfo: {},
    };
    const requests = (eventId: string, id: string): [Method, string, object?][] => [
      ['GET', `/api/events/${eventId}/participants/${id}`],
      ['PATCH', `/api/events/${eventId}/participants/${id}`, edit],
      ['PUT', `/api/events/${eventId}/participants/${id}/active`, { isActive: false }],
      ['DELETE', `/api/events/${eventId}/participants/${id}`],
    ];
    // Through B's own event (the id is not B's) and through A's event (the event is not B's).
    for (const eventId of [eventB, eventA]) {
      const real = requests(eventId, victim.id);
      const absent = requests(eventId, missing);
      for (const [index, [method, url, payload]] of real.entries()) {
        const forVictim = await call(cookieB, method, url, payload);
        const [, absentUrl, absentPayload] = absent[index] ?? [];
        const forMissing = await call(cookieB, method, absentUrl ?? '', absentPayload);
        expect(forVictim.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(
          { status: forVictim.statusCode, body: bodyOf(forVictim) },
          `${method} ${url}`,
        ).toEqual({ status: forMissing.statusCode, body: bodyOf(forMissing) });
      }
    }
    expect(await rowOf(eventA, 'victim@corp.test')).toEqual(victim);
    expect(await rowsOf(eventA)).toEqual(before);
  });

  it('answers a junk id or the old e-mail + event id like a missing participant (404), not 500', async () => {
    await addCollidingPairs();
    const before = await rowsOf(eventA);
    const missing = await call(
      cookieA,
      'GET',
      `/api/events/${eventA}/participants/${randomUUID()}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(participantMessages.notFound);
    const oldId = encodeURIComponent(participantDocumentId('victim@corp.test', eventA));
    for (const id of ['not-a-uuid', oldId, '1234', `${randomUUID()}x`]) {
      for (const [method, suffix, payload] of [
        ['GET', '', undefined],
        ['PUT', '/active', { isActive: false }],
        ['DELETE', '', undefined],
      ] as const) {
        const response = await call(
          cookieA,
          method,
          `/api/events/${eventA}/participants/${id}${suffix}`,
          payload,
        );
        expect({ status: response.statusCode, body: bodyOf(response) }, `${method} ${id}`).toEqual({
          status: 404,
          body: bodyOf(missing),
        });
      }
    }
    expect(await rowsOf(eventA)).toEqual(before);
  });
});
