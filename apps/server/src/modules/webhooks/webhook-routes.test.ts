import { type WebhookEndpointList, webhookMessages } from '@app/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { anAdmin, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { createTestApp } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { allEntries, CLIENT_IP, call } from '../audit/audit-fixture';
import { enqueueWebhook } from './enqueue';
import { isPrivateAddress } from './url-check';

const file = useTestApp({ webhookAllowPrivate: true });
const app = () => file.app;
let owner: TestAdmin;
let other: TestAdmin;

beforeEach(async () => {
  owner = await anAdmin(app(), { email: 'owner@acme.test' });
  other = await anAdmin(app(), { email: 'other@rival.test', companyName: 'Rival' });
});

async function anEndpoint(who: TestAdmin = owner) {
  const created = await call(app(), who, 'POST', '/api/webhooks', {
    url: 'https://ats.example.com/hooks?token=abc',
    eventTypes: ['participant.completed'],
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; secret: string };
}

/** A delivery of the owner's endpoint, queued as a level end would. */
async function aDelivery(endpointId: string) {
  await app().ctx.db.transaction((tx) =>
    enqueueWebhook(tx, {
      accountId: owner.accountId,
      type: 'participant.completed',
      id: 'completed_1',
      data: { gameId: 'g' },
    }),
  );
  const [row] = await app().ctx.db.select().from(webhookDeliveries);
  expect(row?.endpointId).toBe(endpointId);
  return row?.id ?? '';
}

const snapshot = async () => ({
  endpoints: await app().ctx.db.select().from(webhookEndpoints),
  deliveries: await app().ctx.db.select().from(webhookDeliveries),
});

describe('webhook endpoints', () => {
  it('creates with a secret shown once, lists without it, edits and deletes', async () => {
    const created = await anEndpoint();
    expect(created.secret).toMatch(/^whsec_[\w-]{40,}$/);
    const list = await call(app(), owner, 'GET', '/api/webhooks');
    expect(list.statusCode).toBe(200);
    const items = (list.json() as WebhookEndpointList).items;
    expect(items).toMatchObject([{ id: created.id, active: true }]);
    expect(JSON.stringify(items)).not.toContain(created.secret);

    const edited = await call(app(), owner, 'PATCH', `/api/webhooks/${created.id}`, {
      eventTypes: ['candidate.submitted', 'participant.completed'],
      active: false,
    });
    expect(edited.json()).toMatchObject({
      eventTypes: ['participant.completed', 'candidate.submitted'],
      active: false,
    });
    expect((await call(app(), owner, 'DELETE', `/api/webhooks/${created.id}`)).statusCode).toBe(
      204,
    );
    expect((await snapshot()).endpoints).toEqual([]);
  });

  it('writes exactly one audit entry per create, edit and delete, without the secret or query', async () => {
    const created = await anEndpoint();
    await call(app(), owner, 'PATCH', `/api/webhooks/${created.id}`, { active: false });
    await call(app(), owner, 'DELETE', `/api/webhooks/${created.id}`);
    const entries = await allEntries(app());
    expect(entries.map((e) => [e.action, e.targetType, e.targetId, e.accountId])).toEqual([
      ['webhook.create', 'webhook', created.id, owner.accountId],
      ['webhook.update', 'webhook', created.id, owner.accountId],
      ['webhook.delete', 'webhook', created.id, owner.accountId],
    ]);
    expect(entries.every((e) => e.ip === CLIENT_IP && e.actorEmail === owner.email)).toBe(true);
    expect(entries[0]?.details).toEqual({
      host: 'ats.example.com',
      events: 'participant.completed',
    });
    const text = JSON.stringify(entries);
    expect(text).not.toContain(created.secret);
    expect(text).not.toContain('token=abc');
  });

  it('refuses URLs that are not http(s), and an empty event list', async () => {
    for (const url of ['ftp://ats.example.com/x', 'javascript:alert(1)', 'not a url']) {
      const refused = await call(app(), owner, 'POST', '/api/webhooks', {
        url,
        eventTypes: ['participant.completed'],
      });
      expect(refused.statusCode, url).toBe(400);
    }
    const none = await call(app(), owner, 'POST', '/api/webhooks', {
      url: 'https://ats.example.com',
      eventTypes: [],
    });
    expect(none.statusCode).toBe(400);
    expect((await snapshot()).endpoints).toEqual([]);
    expect(await allEntries(app())).toEqual([]);
  });

  it("another account's admin gets the same 404 as for a missing id, and nothing changes", async () => {
    const endpoint = await anEndpoint();
    const deliveryId = await aDelivery(endpoint.id);
    const before = await snapshot();
    const missing = '00000000-0000-4000-8000-000000000000';
    const attempts = (id: string, delivery: string) =>
      [
        call(app(), other, 'PATCH', `/api/webhooks/${id}`, { active: false }),
        call(app(), other, 'DELETE', `/api/webhooks/${id}`),
        call(app(), other, 'GET', `/api/webhooks/${id}/deliveries`),
        call(app(), other, 'POST', `/api/webhooks/${id}/deliveries/${delivery}/resend`),
      ] as const;
    const theirs = await Promise.all(attempts(endpoint.id, deliveryId));
    const absent = await Promise.all(attempts(missing, missing));
    for (const [index, response] of theirs.entries()) {
      expect(response.statusCode).toBe(404);
      const { code, message } = response.json().error;
      expect({ code, message }).toEqual({
        code: absent[index]?.json().error.code,
        message: absent[index]?.json().error.message,
      });
    }
    // The other admin's own delivery path with the owner's delivery id: also not found.
    const own = await anEndpoint(other);
    const crossed = await call(
      app(),
      other,
      'POST',
      `/api/webhooks/${own.id}/deliveries/${deliveryId}/resend`,
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.message).toBe(webhookMessages.deliveryNotFound);
    expect((await call(app(), other, 'GET', '/api/webhooks')).json().items).toHaveLength(1);
    const after = await snapshot();
    expect(after.deliveries).toEqual(before.deliveries);
    expect(after.endpoints.filter((e) => e.accountId === owner.accountId)).toEqual(
      before.endpoints,
    );
  });

  it('the super admin reads an account’s webhooks but cannot change them', async () => {
    const endpoint = await anEndpoint();
    const superAdmin = await theSuperAdmin(app());
    const list = await call(app(), superAdmin, 'GET', `/api/webhooks?accountId=${owner.accountId}`);
    expect(list.json().items).toHaveLength(1);
    const deliveries = await call(
      app(),
      superAdmin,
      'GET',
      `/api/webhooks/${endpoint.id}/deliveries?accountId=${owner.accountId}`,
    );
    expect(deliveries.statusCode).toBe(200);
    const edit = await call(app(), superAdmin, 'PATCH', `/api/webhooks/${endpoint.id}`, {
      active: false,
    });
    expect(edit.statusCode).toBe(404);
    // A customer admin naming another account is refused.
    const named = await call(app(), other, 'GET', `/api/webhooks?accountId=${owner.accountId}`);
    expect(named.statusCode).toBe(403);
  });

  it('lists deliveries newest first, paged; a re-send makes one due now', async () => {
    const endpoint = await anEndpoint();
    const deliveryId = await aDelivery(endpoint.id);
    await app().ctx.db.update(webhookDeliveries).set({
      status: 'failed',
      attempts: 6,
      lastStatusCode: 500,
      nextAttemptAt: sql`now() + interval '1 day'`,
    });
    const page = await call(
      app(),
      owner,
      'GET',
      `/api/webhooks/${endpoint.id}/deliveries?pageSize=1`,
    );
    expect(page.json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 1,
      items: [{ id: deliveryId, status: 'failed', attempts: 6, lastStatusCode: 500 }],
    });
    const resent = await call(
      app(),
      owner,
      'POST',
      `/api/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`,
    );
    expect(resent.json()).toMatchObject({ status: 'pending', attempts: 0 });
    const [row] = await app().ctx.db.select().from(webhookDeliveries);
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('allows at most 10 endpoints per account, even when created in parallel', async () => {
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        call(app(), owner, 'POST', '/api/webhooks', {
          url: `https://ats.example.com/${i}`,
          eventTypes: ['participant.completed'],
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect((await snapshot()).endpoints).toHaveLength(10);
  });
});

describe('private addresses (SSRF)', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1::1', '8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses loopback and private endpoints unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const strict = await createTestApp({ webhookAllowPrivate: false });
    try {
      const admin = await anAdmin(strict);
      for (const url of [
        'http://127.0.0.1:8080/x',
        'http://localhost/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest',
      ]) {
        const refused = await call(strict, admin, 'POST', '/api/webhooks', {
          url,
          eventTypes: ['participant.completed'],
        });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().error.message).toBe(webhookMessages.privateUrl);
      }
    } finally {
      await strict.close();
    }
  });
});
