import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accessMessages, participantMessages, planLimitMessages, skipReasons } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { admins, events, outbox, participants } from '../../db/schema';
import { anAdmin, anEvent, aParticipant, theSuperAdmin } from '../../test/factories';
import {
  accountOf,
  bodyOf,
  fixturesDir,
  multipartBody,
  validRegistration,
} from '../../test/harness';
import { useTestApp } from '../../test/test-app';

const file = useTestApp();
let app: FastifyInstance;
let ownerCookie: string;
let otherCookie: string;
let otherAccountId: string;
let superCookie: string;
const eventId = '4242';
const base = `/api/events/${eventId}`;

// Every test starts from the same picture: admin A (room for 100 users) owns event 4242, with
// no participants yet; admin B and the super admin are signed in.
beforeEach(async () => {
  app = file.app;
  const owner = await anAdmin(file.app, { account: { maxUsers: 100 } });
  const other = await anAdmin(file.app, { email: 'bea@other.test', companyName: 'Other Co' });
  ownerCookie = owner.cookie;
  otherCookie = other.cookie;
  otherAccountId = other.accountId;
  superCookie = (await theSuperAdmin(file.app)).cookie;
  await anEvent(file.app, owner, { id: eventId });
});

/** The 12 participants of participants-small.csv, added through the bulk upload. */
async function uploadSmallFile() {
  const response = await upload(
    `${base}/participants/bulk`,
    readFileSync(path.join(fixturesDir, 'participants-small.csv')),
  );
  expect(response.json().totals).toMatchObject({ added: 12 });
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookie = ownerCookie,
) {
  return app.inject({ method, url, payload, headers: { cookie } });
}

function upload(url: string, data: Buffer | string, name = 'people.csv', cookie = ownerCookie) {
  const body = multipartBody({
    file: { name, data: Buffer.isBuffer(data) ? data : Buffer.from(data), contentType: 'text/csv' },
  });
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** The counters must always equal the real counts. */
async function expectCountersTrue() {
  const [real] = await app.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(participants)
    .where(eq(participants.eventId, eventId));
  const [event] = await app.ctx.db.select().from(events).where(eq(events.id, eventId));
  const { account } = await accountOf(app, validRegistration.email);
  expect(event?.participantsCount).toBe(real?.n);
  expect(account.usersCount).toBe(real?.n);
  return real?.n ?? 0;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The participant's uuid, as the list gives it to the console. */
async function idOf(emailLower: string, event = eventId) {
  const [row] = await app.ctx.db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.eventId, event), eq(participants.emailLower, emailLower)));
  if (!row) {
    throw new Error(`No participant ${emailLower} in ${event}`);
  }
  return row.id;
}

const person = {
  name: 'Zara Qureshi',
  email: 'Zara.Q@Example.com',
  department: 'MU-North',
  region: 'Lahore',
  canExpire: false,
  expiryDate: null,
};

describe('bulk upload', () => {
  it('adds the 12 participants of participants-small.csv and reports the 3 skipped rows', async () => {
    const response = await upload(
      `${base}/participants/bulk`,
      readFileSync(path.join(fixturesDir, 'participants-small.csv')),
    );
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.totals).toEqual({ rows: 15, added: 12, skipped: 3 });
    expect(
      report.skipped.map((s: { reason: string }) => s.reason.replace(/\d+/, 'N')).sort(),
    ).toEqual(
      [skipReasons.noEmail, skipReasons.repeated(0), skipReasons.repeated(0)]
        .map((r) => r.replace(/\d+/, 'N'))
        .sort(),
    );
    expect(await expectCountersTrue()).toBe(12);
    const [first] = await app.ctx.db
      .select()
      .from(participants)
      .where(eq(participants.emailLower, 'mehmet.2@example.com'));
    expect(first?.id).toMatch(uuidPattern);
    expect(first).toMatchObject({
      name: 'Mehmet Smith, Jr.',
      department: 'MU-East',
      region: 'Lahore',
      currentLevel: 1,
      currentScore: 0,
      attempts: 1,
      avatar: -1,
      isActive: true,
      completed: false,
      achievements: { highAchiever: 0, mostlyRight: 0, speedDemon: 0, streakOf10: 0 },
    });
    expect(first?.userInfo).toMatchObject({
      GPID: '70000002',
      Country: 'UAE',
      degree: 'L09',
      cgpa: 'Operations',
    });
    const mails = await app.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'mehmet.2@Example.com'));
    expect(mails).toHaveLength(1);
    // Each invitation carries the participant's own signed sign-in link.
    expect(mails[0]?.links[0]).toMatch(
      new RegExp(
        `^http://localhost:3000/play/${eventId}\\?token=p1\\.${first?.id}\\.\\d+\\.[\\w-]+$`,
      ),
    );
  });

  it('adds nothing the second time', async () => {
    await uploadSmallFile();
    const response = await upload(
      `${base}/participants/bulk`,
      readFileSync(path.join(fixturesDir, 'participants-small.csv')),
    );
    expect(response.json().totals).toMatchObject({ added: 0, skipped: 15 });
    expect(
      response.json().skipped.filter((s: { reason: string }) => s.reason === skipReasons.inEvent),
    ).toHaveLength(12);
    expect(await expectCountersTrue()).toBe(12);
  });

  it('refuses a file without the import columns, listing them, and a file that is not .csv', async () => {
    await uploadSmallFile();
    const wrong = await upload(`${base}/participants/bulk`, 'email,name\na@b.test,A\n');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      participantMessages.missingColumns([
        'Business Email',
        'Full Name',
        'Market Unit Code',
        'Work Location',
        'GPID',
        'Country',
        'Job Sub-Function',
        'Gender',
        'HR Manager Name',
        'Region (Label)',
        'Level',
        'Job Function',
      ]),
    );
    const notCsv = await upload(`${base}/participants/bulk`, 'x', 'people.xlsx');
    expect(notCsv.json().error.message).toBe(participantMessages.csvOnly);
    expect(await expectCountersTrue()).toBe(12);
  });

  it('adds nothing when the new rows would pass maxUsers, counting rows actually added', async () => {
    await uploadSmallFile();
    const { account } = await accountOf(app, validRegistration.email);
    await app.ctx.db.update(admins).set({ maxUsers: 14 }).where(eq(admins.id, account.id));
    const header =
      'Business Email,Full Name,Market Unit Code,Work Location,GPID,Country,Job Sub-Function,Gender,HR Manager Name,Region (Label),Level,Job Function';
    const rows = (n: number, from: number) =>
      Array.from(
        { length: n },
        (_, i) => `new${from + i}@x.test,New ${i},MU,City,1,PK,S,F,H,R,L1,J`,
      );
    const three = await upload(`${base}/participants/bulk`, [header, ...rows(3, 0)].join('\n'));
    expect(three.statusCode).toBe(403);
    expect(three.json().error.message).toBe(participantMessages.bulkMaxUsers(3, 2));
    expect(await expectCountersTrue()).toBe(12);
    // Two new rows plus two already in the event: exactly the room left.
    const fits = await upload(
      `${base}/participants/bulk`,
      [header, ...rows(2, 10), 'emile.1@example.com,Émile,MU,C,1,P,S,F,H,R,L,J'].join('\n'),
    );
    expect(fits.json().totals).toMatchObject({ added: 2, skipped: 1 });
    expect(await expectCountersTrue()).toBe(14);
    const single = await call('POST', `${base}/participants`, person);
    expect(single.statusCode).toBe(403);
    expect(single.json().error.message).toBe(planLimitMessages.users('request'));
  });
});

describe('add, edit, activate, delete', () => {
  it('adds with the spec defaults and refuses the same e-mail in any case', async () => {
    const created = await call('POST', `${base}/participants`, person);
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toMatch(uuidPattern);
    expect(created.json()).toMatchObject({
      name: 'Zara Qureshi',
      currentLevel: 1,
      isActive: true,
    });
    const clash = await call('POST', `${base}/participants`, {
      ...person,
      email: 'ZARA.q@example.com',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(participantMessages.emailExists);
    await expectCountersTrue();
  });

  it('validates name, e-mail, and department and region for this progress event', async () => {
    const bad = await call('POST', `${base}/participants`, {
      ...person,
      name: 'x'.repeat(26),
      email: 'not-mail',
    });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'name']);
    const noDept = await call('POST', `${base}/participants`, {
      ...person,
      email: 'd@x.test',
      department: '',
    });
    expect(noDept.json().error.fields.department).toBe(participantMessages.departmentRequired);
  });

  it("wants an expiry later than now when Can expire is ticked: 'timestamp not set or is before tomorrow'", async () => {
    expect((await call('POST', `${base}/participants`, person)).statusCode).toBe(201);
    const id = await idOf('zara.q@example.com');
    const past = await call('PATCH', `${base}/participants/${id}`, {
      ...person,
      canExpire: true,
      expiryDate: '2020-01-01T00:00:00Z',
    });
    expect(past.json().error.message).toBe(participantMessages.expiryInPast);
    const unset = await call('PATCH', `${base}/participants/${id}`, {
      ...person,
      canExpire: true,
      expiryDate: null,
    });
    expect(unset.json().error.message).toBe(participantMessages.expiryInPast);
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const ok = await call('PATCH', `${base}/participants/${id}`, {
      ...person,
      name: 'Zara Q',
      canExpire: true,
      expiryDate: future,
    });
    expect(ok.json()).toMatchObject({ name: 'Zara Q', canExpire: true, expiryDate: future });
    const cleared = await call('PATCH', `${base}/participants/${id}`, {
      ...person,
      canExpire: false,
      expiryDate: future,
    });
    expect(cleared.json()).toMatchObject({ canExpire: false, expiryDate: null });
    const email = await call('PATCH', `${base}/participants/${id}`, {
      ...person,
      email: 'new@x.test',
    });
    expect(email.json().email).toBe('Zara.Q@Example.com');
  });

  it('deactivates and deletes, with the counters following', async () => {
    await uploadSmallFile();
    expect((await call('POST', `${base}/participants`, person)).statusCode).toBe(201);
    const id = await idOf('zara.q@example.com');
    expect(
      (await call('PUT', `${base}/participants/${id}/active`, { isActive: false })).json().isActive,
    ).toBe(false);
    const before = await expectCountersTrue();
    expect((await call('DELETE', `${base}/participants/${id}`)).statusCode).toBe(204);
    expect(await expectCountersTrue()).toBe(before - 1);
    // An invited participant's mails (address, name, game link) go with them.
    const invited = 'gone.soon@example.org';
    expect((await call('POST', `${base}/invitations`, { email: invited })).statusCode).toBe(201);
    const mails = () => app.ctx.db.select().from(outbox).where(eq(outbox.toAddress, invited));
    expect((await mails()).length).toBeGreaterThan(0);
    expect((await call('DELETE', `${base}/participants/${await idOf(invited)}`)).statusCode).toBe(
      204,
    );
    expect(await mails()).toEqual([]);
    expect((await call('DELETE', `${base}/participants/${id}`)).statusCode).toBe(404);
  });
});

describe('the users list', () => {
  it('pages by 10, ordered by current score, and searches by name or e-mail prefix in any case', async () => {
    await uploadSmallFile();
    await aParticipant(app, { eventId }, { email: 'new10@x.test', name: 'New 0' });
    await aParticipant(app, { eventId }, { email: 'new11@x.test', name: 'New 1' });
    await app.ctx.db
      .update(participants)
      .set({ currentScore: 900 })
      .where(eq(participants.emailLower, 'bilal.3@example.com'));
    const first = (await call('GET', `${base}/participants`)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 14 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].email).toBe('bilal.3@Example.com');
    const second = (await call('GET', `${base}/participants?page=2`)).json();
    expect(second.items).toHaveLength(4);
    // Equal scores are in e-mail order (as the spec's e-mail + event id keys gave), not by uuid.
    const tied = [...first.items.slice(1), ...second.items].map((p: { email: string }) =>
      p.email.toLowerCase(),
    );
    expect(tied).toEqual([...tied].sort());
    const byName = (await call('GET', `${base}/participants?search=MEHM`)).json();
    expect(byName.items.map((p: { email: string }) => p.email).sort()).toEqual([
      'mehmet.2@Example.com',
      'mehmet.8@Example.com',
    ]);
    const byEmail = (await call('GET', `${base}/participants?search=ingrid.4@`)).json();
    expect(byEmail.total).toBe(1);
    expect((await call('GET', `${base}/participants?search=hmet`)).json().total).toBe(0);
  });

  it('filters by level, department, region and last-updated range', async () => {
    await uploadSmallFile();
    await app.ctx.db
      .update(participants)
      .set({ currentLevel: 3 })
      .where(eq(participants.emailLower, 'emile.1@example.com'));
    expect((await call('GET', `${base}/participants?levels=3`)).json().total).toBe(1);
    const east = (await call('GET', `${base}/participants?departments=MU-East`)).json();
    expect(east.items.every((p: { department: string }) => p.department === 'MU-East')).toBe(true);
    expect((await call('GET', `${base}/participants?regions=Nowhere`)).json().total).toBe(0);
    expect((await call('GET', `${base}/participants?levels=100000000000`)).statusCode).toBe(200);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await call('GET', `${base}/participants?updatedFrom=${encodeURIComponent(future)}`)).json()
        .total,
    ).toBe(0);
  });
});

describe('the filter choices', () => {
  it("offers the event's uploaded Market Unit Codes and Work Locations with the Settings values, and they filter", async () => {
    await uploadSmallFile();
    // Another account's event holds values of its own: they are not this event's to offer.
    await anEvent(
      app,
      { accountId: otherAccountId },
      { id: '5353', assessmentName: 'Elsewhere', assessmentFor: 'All', companyName: 'Other Co' },
    );
    await aParticipant(
      app,
      { eventId: '5353' },
      { email: 'x@other.test', name: 'X', department: 'MU-Secret', region: 'Atlantis' },
    );

    const response = await call('GET', `${base}/participants/filter-values`);
    expect(response.statusCode).toBe(200);
    const { departments, regions } = response.json() as {
      departments: string[];
      regions: string[];
    };
    // From participants-small.csv (free text) and from Settings' first-start catalog.
    expect(departments).toEqual(
      expect.arrayContaining(['MU-East', 'MU-South', 'MU-West', 'Sales']),
    );
    expect(regions).toEqual(
      expect.arrayContaining(['Chicago', 'Dubai', 'Karachi', 'Lahore', 'London', 'North']),
    );
    expect(new Set(departments).size).toBe(departments.length);
    expect([...departments, ...regions]).not.toContain('');
    expect(departments).not.toContain('MU-Secret');
    expect(regions).not.toContain('Atlantis');

    const london = (await call('GET', `${base}/participants?regions=London`)).json();
    expect(london.items.map((p: { email: string }) => p.email).sort()).toEqual([
      'bilal.12@Example.com',
      'kofi.10@Example.com',
    ]);
    const west = (
      await call('GET', `${base}/participants?departments=MU-West&regions=Karachi`)
    ).json();
    expect(west.items.map((p: { email: string }) => p.email)).toEqual(['hiro.9@Example.com']);
  });

  it('answers another account as the users list does', async () => {
    const list = await call('GET', `${base}/participants`, undefined, otherCookie);
    const values = await call('GET', `${base}/participants/filter-values`, undefined, otherCookie);
    expect(list.statusCode).toBeGreaterThanOrEqual(400);
    expect({ status: values.statusCode, body: bodyOf(values) }).toEqual({
      status: list.statusCode,
      body: bodyOf(list),
    });
    const superValues = await call(
      'GET',
      `${base}/participants/filter-values`,
      undefined,
      superCookie,
    );
    expect(superValues.statusCode).toBe(200);
  });
});

describe('invitations', () => {
  it("invites one address: 'Invite Sent!…', then 'Email already exists'", async () => {
    const sent = await call('POST', `${base}/invitations`, { email: 'new.face@example.org' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(participantMessages.inviteSent);
    const [p] = await app.ctx.db
      .select()
      .from(participants)
      .where(eq(participants.emailLower, 'new.face@example.org'));
    expect(p?.name).toBe('new.face');
    expect(
      await app.ctx.db.select().from(outbox).where(eq(outbox.toAddress, 'new.face@example.org')),
    ).toHaveLength(1);
    const again = await call('POST', `${base}/invitations`, { email: 'NEW.face@example.org' });
    expect(again.statusCode).toBe(409);
    const empty = await call('POST', `${base}/invitations`, { email: '  ' });
    expect(empty.json().error.message).toBe(participantMessages.provideEmail);
    await expectCountersTrue();
  });

  it('applies the Add User e-mail rules to a single invite too', async () => {
    const long = await call('POST', `${base}/invitations`, {
      email: `${'x'.repeat(40)}@example.org`,
    });
    expect(long.statusCode).toBe(400);
    const odd = await call('POST', `${base}/invitations`, { email: 'a,b@c.d' });
    expect(odd.statusCode).toBe(400);
  });

  it('invites every address of a CSV with an email column', async () => {
    const response = await upload(
      `${base}/invitations/bulk`,
      readFileSync(path.join(fixturesDir, 'invite-emails.csv')),
    );
    expect(response.json().totals).toEqual({ rows: 20, added: 20, skipped: 0 });
    await expectCountersTrue();
  });
});

describe('tenancy', () => {
  it("keeps admin B out of admin A's event and changes nothing", async () => {
    await uploadSmallFile();
    const id = await idOf('emile.1@example.com');
    const before = await expectCountersTrue();
    const attempts: [string, string, object?][] = [
      ['GET', `${base}/participants`],
      ['GET', `${base}/participants/${id}`],
      ['POST', `${base}/participants`, { ...person, email: 'intruder@x.test' }],
      ['PATCH', `${base}/participants/${id}`, { ...person, name: 'Hacked' }],
      ['PUT', `${base}/participants/${id}/active`, { isActive: false }],
      ['DELETE', `${base}/participants/${id}`],
      ['POST', `${base}/invitations`, { email: 'intruder@x.test' }],
    ];
    // Another account's event answers exactly as a missing one ('Wrong Event'), so B cannot
    // tell A's events or participants from ids that do not exist.
    const answer = (r: LightMyRequestResponse) => ({
      status: r.statusCode,
      body: bodyOf(r),
    });
    for (const [method, url, payload] of attempts) {
      const response = await call(method as 'GET', url, payload, otherCookie);
      const missing = await call(
        method as 'GET',
        url.replace(base, '/api/events/9999'),
        payload,
        otherCookie,
      );
      expect(answer(response), `${method} ${url}`).toEqual(answer(missing));
      expect(response.json().error.message).toBe(accessMessages.wrongEvent);
    }
    const file = readFileSync(path.join(fixturesDir, 'participants-small.csv'));
    const bulk = await upload(`${base}/participants/bulk`, file, 'p.csv', otherCookie);
    const bulkMissing = await upload(
      '/api/events/9999/participants/bulk',
      file,
      'p.csv',
      otherCookie,
    );
    expect(answer(bulk)).toEqual(answer(bulkMissing));
    expect(bulk.json().error.message).toBe(accessMessages.wrongEvent);
    expect(await expectCountersTrue()).toBe(before);
    const [emile] = await app.ctx.db
      .select()
      .from(participants)
      .where(eq(participants.emailLower, 'emile.1@example.com'));
    expect(emile).toMatchObject({ isActive: true });
    expect(emile?.name).not.toBe('Hacked');
  });

  it('lets the super admin read but not change another account’s participants', async () => {
    expect((await call('GET', `${base}/participants`, undefined, superCookie)).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', `${base}/invitations`, { email: 'root@x.test' }, superCookie)).statusCode,
    ).toBe(403);
  });

  it('deletes the participants with their event and their mails, and the account count follows', async () => {
    await uploadSmallFile();
    const invited = 'gone.soon@example.org';
    expect((await call('POST', `${base}/invitations`, { email: invited })).statusCode).toBe(201);
    expect((await accountOf(app, validRegistration.email)).account.usersCount).toBe(13);
    const mailed = () => app.ctx.db.select().from(outbox).where(eq(outbox.toAddress, invited));
    expect((await mailed()).length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/events/${eventId}`)).statusCode).toBe(204);
    expect(await mailed()).toEqual([]);
    expect(
      await app.ctx.db.select().from(participants).where(eq(participants.eventId, eventId)),
    ).toHaveLength(0);
    expect((await accountOf(app, validRegistration.email)).account.usersCount).toBe(0);
  });
});
