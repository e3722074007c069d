import { API_KEY_PATTERN, apiKeyMessages } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { admins, apiKeys, auditEntries, participants } from '../../db/schema';
import {
  anAdmin,
  anEvent,
  aParticipant,
  sessionCookieFor,
  type TestAdmin,
  theSuperAdmin,
} from '../../test/factories';
import { linkFromLatestMail, mailsTo, multipartBody } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { keysRevokedLine } from '../auth/mails';

const file = useTestApp();
let app: FastifyInstance;
let owner: TestAdmin;
let other: TestAdmin;
const ownEvent = '5151';
const othersEvent = '5252';

beforeEach(async () => {
  app = file.app;
  owner = await anAdmin(app, { account: { maxUsers: 100 } });
  other = await anAdmin(app, {
    email: 'olga@other.test',
    companyName: 'Other Co',
    account: { maxUsers: 100 },
  });
  await anEvent(app, owner, { id: ownEvent });
  await anEvent(app, other, { id: othersEvent });
});

async function createKey(who: TestAdmin, name = 'Greenhouse') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { cookie: who.cookie },
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { key: string; apiKey: { id: string; prefix: string } };
}

function withKey(
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });
}

const revoke = (who: TestAdmin, keyId: string) =>
  app.inject({ method: 'DELETE', url: `/api/api-keys/${keyId}`, headers: { cookie: who.cookie } });

const keyEntries = (accountId: string) =>
  app.ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.targetType, 'apiKey')));

describe('managing API keys', () => {
  it('shows the key once, stores only its hash, and lists it without the secret', async () => {
    const created = await createKey(owner);
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created.key.startsWith(`${created.apiKey.prefix}_`)).toBe(true);
    const [row] = await app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    // The whole secret after "ak_<id>_": base64url has "_" in its alphabet, so a split on "_"
    // could leave a piece of one character that any hash contains.
    const secret = created.key.slice(created.apiKey.prefix.length + 1);
    expect(secret).toHaveLength(43);
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await app.inject({ url: '/api/api-keys', headers: { cookie: owner.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json().keys).toEqual([
      expect.objectContaining({
        id: created.apiKey.id,
        name: 'Greenhouse',
        prefix: created.apiKey.prefix,
        createdBy: owner.email,
        lastUsedAt: null,
        revokedAt: null,
      }),
    ]);
    // Another account sees none of them.
    const others = await app.inject({ url: '/api/api-keys', headers: { cookie: other.cookie } });
    expect(others.json().keys).toEqual([]);
  });

  it('refuses an empty name', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie: owner.cookie },
      payload: { name: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(apiKeyMessages.nameRequired);
  });

  it('writes exactly one audit entry per create and per revoke, even for parallel revokes', async () => {
    const { apiKey } = await createKey(owner);
    const answers = await Promise.all([1, 2, 3, 4].map(() => revoke(owner, apiKey.id)));
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204, 204, 204]);
    const entries = await keyEntries(owner.accountId);
    expect(entries.map((e) => e.action).sort()).toEqual(['apiKey.create', 'apiKey.revoke']);
    expect(entries.every((e) => e.targetId === apiKey.id && e.actorUserId === owner.userId)).toBe(
      true,
    );
    // The entry names the key by its name and prefix, never its secret.
    for (const entry of entries) {
      expect(entry.details).toEqual({ name: 'Greenhouse', prefix: apiKey.prefix });
    }
  });

  it("answers another account's key as a missing one, and revokes nothing", async () => {
    const { apiKey } = await createKey(owner);
    const foreign = await revoke(other, apiKey.id);
    const missing = await revoke(other, '00000000-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(missing.json().error.message);
    const [row] = await app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.revokedAt).toBeNull();
    expect(await keyEntries(other.accountId)).toEqual([]);
  });
});

describe('calling the API with a key', () => {
  it("reads its account's events and participants, adds and invites, and marks itself used", async () => {
    const { key, apiKey } = await createKey(owner);
    await aParticipant(app, { eventId: ownEvent }, { email: 'ann@example.com', name: 'Ann' });

    const events = await withKey(key, 'GET', '/api/events');
    expect(events.statusCode).toBe(200);
    expect(JSON.stringify(events.json())).toContain(ownEvent);
    expect(JSON.stringify(events.json())).not.toContain(othersEvent);
    expect((await withKey(key, 'GET', `/api/events/${ownEvent}`)).statusCode).toBe(200);
    const list = await withKey(key, 'GET', `/api/events/${ownEvent}/participants`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('ann@example.com');
    expect((await withKey(key, 'GET', `/api/events/${ownEvent}/leaderboard`)).statusCode).toBe(200);

    const added = await withKey(key, 'POST', `/api/events/${ownEvent}/participants`, {
      name: 'Ben',
      email: 'ben@example.com',
      department: 'Sales',
      region: 'North',
    });
    expect(added.statusCode).toBe(201);
    const invited = await withKey(key, 'POST', `/api/events/${ownEvent}/invitations`, {
      email: 'cy@example.com',
    });
    expect(invited.statusCode).toBe(201);

    const [row] = await app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("files what a key does under the key, named, and its owner, in the account's log", async () => {
    const { key, apiKey } = await createKey(owner, 'Workday sync');
    const body = multipartBody({
      file: {
        name: 'invite.csv',
        data: Buffer.from('email\r\nzed@example.com\r\nyan@example.com\r\n'),
        contentType: 'text/csv',
      },
    });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/events/${ownEvent}/invitations/bulk`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${key}` },
    });
    expect(uploaded.statusCode).toBe(200);

    const log = await app.inject({
      method: 'GET',
      url: '/api/audit?action=participant.bulkUpload',
      headers: { cookie: owner.cookie },
    });
    expect(log.statusCode).toBe(200);
    const [entry, ...rest] = log.json().items;
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorRole: 'apiKey',
      actorEmail: owner.email,
      eventId: ownEvent,
      details: expect.objectContaining({ apiKey: 'Workday sync' }),
    });
    const [row] = await app.ctx.db
      .select({ actorUserId: auditEntries.actorUserId })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'participant.bulkUpload'));
    expect(row?.actorUserId).toBe(`api-key:${apiKey.id}`);
  });

  it("answers another account's event as a missing one, and changes nothing there", async () => {
    const { key } = await createKey(owner);
    const foreign = await withKey(key, 'GET', `/api/events/${othersEvent}/participants`);
    const missing = await withKey(key, 'GET', '/api/events/9999/participants');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('WRONG_EVENT');
    expect(missing.json().error.code).toBe('WRONG_EVENT');
    const write = await withKey(key, 'POST', `/api/events/${othersEvent}/participants`, {
      name: 'Eve',
      email: 'eve@example.com',
      department: 'Sales',
      region: 'North',
    });
    expect(write.statusCode).toBe(404);
    const invite = await withKey(key, 'POST', `/api/events/${othersEvent}/invitations`, {
      email: 'eve@example.com',
    });
    expect(invite.statusCode).toBe(404);
    expect(
      await app.ctx.db.select().from(participants).where(eq(participants.eventId, othersEvent)),
    ).toEqual([]);
    // ?accountId= does not reach another account either.
    const named = await withKey(key, 'GET', `/api/events?accountId=${other.accountId}`);
    expect(named.statusCode).toBe(403);
  });

  it('answers 403 on every route off the allow-list, and changes nothing', async () => {
    const { key } = await createKey(owner);
    const refused = [
      await withKey(key, 'GET', '/api/api-keys'),
      await withKey(key, 'POST', '/api/api-keys', { name: 'Sneaky' }),
      await withKey(key, 'GET', '/api/account/time-zone'),
      await withKey(key, 'PUT', '/api/account/time-zone', { timeZone: 'Europe/Paris' }),
      await withKey(key, 'DELETE', `/api/events/${ownEvent}`),
      await withKey(key, 'GET', '/api/audit'),
      await withKey(key, 'GET', '/api/admin/accounts'),
      await withKey(key, 'POST', '/api/billing/checkout', {}),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('API_KEY_NOT_ALLOWED');
    }
    expect(
      await app.ctx.db.select().from(apiKeys).where(eq(apiKeys.accountId, owner.accountId)),
    ).toHaveLength(1);
    const [account] = await app.ctx.db.select().from(admins).where(eq(admins.id, owner.accountId));
    expect(account?.timeZone).toBe('UTC');
  });

  it('is refused (401) once revoked, when unknown, and when its account is blocked', async () => {
    const first = await createKey(owner);
    const second = await createKey(owner, 'Workday');
    const url = `/api/events/${ownEvent}/participants`;
    expect((await withKey(first.key, 'GET', url)).statusCode).toBe(200);
    expect((await revoke(owner, first.apiKey.id)).statusCode).toBe(204);
    const revoked = await withKey(first.key, 'GET', url);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('API_KEY_INVALID');
    // A well-formed key nobody issued, and one with the right prefix but a wrong secret.
    const forged = `${second.apiKey.prefix}_${'A'.repeat(43)}`;
    expect((await withKey(forged, 'GET', url)).statusCode).toBe(401);
    expect((await withKey('not-a-key', 'GET', url)).statusCode).toBe(401);

    const root = await theSuperAdmin(app);
    const block = await app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${owner.accountId}/active`,
      headers: { cookie: root.cookie },
      payload: { active: false },
    });
    expect(block.statusCode).toBe(200);
    expect((await withKey(second.key, 'GET', url)).statusCode).toBe(401);
  });

  it("gives a key of the super admin's own account no super-admin reach", async () => {
    const root = await theSuperAdmin(app);
    const { key } = await createKey(root, 'Root integration');
    // The super admin's session reads every event; its key reads only its own account's.
    const foreign = await withKey(key, 'GET', `/api/events/${ownEvent}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('WRONG_EVENT');
    expect((await withKey(key, 'GET', '/api/admin/accounts')).statusCode).toBe(403);
  });

  it('does not fall back to the session cookie when the key is bad', async () => {
    const response = await app.inject({
      url: `/api/events/${ownEvent}/participants`,
      headers: { cookie: owner.cookie, authorization: 'Bearer ak_00000000_nope' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('writes last_used_at at most once a minute', async () => {
    const { key, apiKey } = await createKey(owner);
    await withKey(key, 'GET', '/api/events');
    const earlier = new Date(Date.now() - 30_000);
    await app.ctx.db.update(apiKeys).set({ lastUsedAt: earlier }).where(eq(apiKeys.id, apiKey.id));
    await withKey(key, 'GET', '/api/events');
    const [recent] = await app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(recent?.lastUsedAt?.getTime()).toBe(earlier.getTime());
    const stale = new Date(Date.now() - 120_000);
    await app.ctx.db.update(apiKeys).set({ lastUsedAt: stale }).where(eq(apiKeys.id, apiKey.id));
    await withKey(key, 'GET', '/api/events');
    const [touched] = await app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(touched?.lastUsedAt?.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });

  it('needs no CSRF headers for a write with a key, even sent with a foreign Origin', async () => {
    const { key } = await createKey(owner);
    const response = await app.inject({
      method: 'POST',
      url: `/api/events/${ownEvent}/invitations`,
      payload: { email: 'dan@example.com' },
      headers: { authorization: `Bearer ${key}`, origin: 'https://ats.example.net' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('account recovery', () => {
  const participantsUrl = `/api/events/${ownEvent}/participants`;
  const revokedFor = async (reason: string) =>
    (await keyEntries(owner.accountId)).filter(
      (e) => e.action === 'apiKey.revoke' && (e.details as { reason?: string }).reason === reason,
    );

  it('a password reset revokes every key, audited, and the owner is told by mail', async () => {
    const [first, second] = [await createKey(owner), await createKey(owner, 'Workday')];
    expect((await withKey(first.key, 'GET', participantsUrl)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: owner.email },
    });
    const link = new URL(`http://x${await linkFromLatestMail(app, owner.email)}`);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: link.searchParams.get('token'),
        password: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
    });
    expect(reset.statusCode).toBe(200);
    for (const key of [first.key, second.key]) {
      expect((await withKey(key, 'GET', participantsUrl)).statusCode).toBe(401);
    }
    expect(await revokedFor('passwordReset')).toHaveLength(2);
    const [mail] = await mailsTo(app, owner.email);
    expect(mail?.subject).toBe('Your password was changed');
    expect(mail?.textBody).toContain(keysRevokedLine(2));
  });

  it('an e-mail change and a block revoke them too; unblocking brings none back', async () => {
    const root = await theSuperAdmin(app);
    const first = await createKey(owner);
    const changed = await app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${owner.accountId}/email`,
      headers: { cookie: root.cookie },
      payload: { newEmail: 'new.owner@example.com' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await withKey(first.key, 'GET', participantsUrl)).statusCode).toBe(401);
    expect(await revokedFor('emailChange')).toHaveLength(1);
    const [resetMail] = await mailsTo(app, 'new.owner@example.com');
    expect(resetMail?.textBody).toContain(keysRevokedLine(1));

    // The change signed the owner out: a new session, a new key, then a block and an unblock.
    const key = await createKey(
      { ...owner, cookie: await sessionCookieFor(app, owner.userId) },
      'Later',
    );
    const active = (value: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/accounts/${owner.accountId}/active`,
        headers: { cookie: root.cookie },
        payload: { active: value },
      });
    expect((await active(false)).statusCode).toBe(200);
    expect((await active(true)).statusCode).toBe(200);
    expect((await withKey(key.key, 'GET', participantsUrl)).statusCode).toBe(401);
    expect(await revokedFor('block')).toHaveLength(1);
  });
});
