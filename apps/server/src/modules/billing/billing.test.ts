import { bannerMessages, billingMessages, planMessages, wizardMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { anAdmin, anEvent, inDays, theSuperAdmin } from '../../test/factories';
import { accountOf, createTestApp, registerAndSignIn, validRegistration } from '../../test/harness';
import { checkoutCompletedEvent, stripeSignature } from '../../test/stripe-events';
import { useTestApp } from '../../test/test-app';

const secret = 'whsec_test_secret';
const file = useTestApp({ stripe: { secretKey: 'sk_test_dummy', webhookSecret: secret } });
let app: FastifyInstance;
let accountId: string;
let cookie: string;

// Each test: one free ace account, signed in, that has paid for nothing yet.
beforeEach(async () => {
  app = file.app;
  const admin = await anAdmin(app);
  cookie = admin.cookie;
  accountId = admin.accountId;
});

const checkoutEvent = (id: string) => checkoutCompletedEvent(accountId, id);

function deliver(payload: string, header: string) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

const signed = (payload: string, timestamp?: number) => stripeSignature(payload, secret, timestamp);

async function paymentCount() {
  const { user } = await accountOf(app, validRegistration.email);
  return (await app.ctx.db.select().from(payments).where(eq(payments.email, user.email))).length;
}

describe('Stripe webhook', () => {
  it.each([
    ['a bad signature', (p: string) => deliver(p, 't=1,v1=deadbeef')],
    ['a changed byte', (p: string) => deliver(p.replace('9900', '9901'), signed(p))],
    [
      'a stale timestamp',
      (p: string) => deliver(p, signed(p, Math.floor(Date.now() / 1000) - 3600)),
    ],
  ])('answers 400 to %s and changes nothing', async (_label, send) => {
    const response = await send(JSON.stringify(checkoutEvent('evt_bad')));
    expect(response.statusCode).toBe(400);
    expect(await paymentCount()).toBe(0);
    expect((await accountOf(app, validRegistration.email)).account.plan).toBe('free');
  });

  it('waits for the money when the session completes unpaid', async () => {
    const event = checkoutEvent('evt_unpaid');
    event.data.object.payment_status = 'unpaid';
    const payload = JSON.stringify(event);
    expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
    expect((await accountOf(app, validRegistration.email)).account.plan).toBe('free');
    expect(await paymentCount()).toBe(0);
  });

  it('upgrades the account on a valid checkout completion', async () => {
    const payload = JSON.stringify(checkoutEvent('evt_1'));
    const response = await deliver(payload, signed(payload));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const { account } = await accountOf(app, validRegistration.email);
    expect(account).toMatchObject({
      plan: 'premium',
      maxUsers: 1000,
      maxAssessments: 5,
      stripeCustomerId: 'cus_1',
    });
    expect(account.expiry?.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(await paymentCount()).toBe(1);
  });

  it('applies the same event once, delivered twice or ten times at once', async () => {
    const payload = JSON.stringify(checkoutEvent('evt_1'));
    expect((await deliver(payload, signed(payload))).json().duplicate).toBe(false);
    expect((await deliver(payload, signed(payload))).json().duplicate).toBe(true);
    const again = JSON.stringify(checkoutEvent('evt_2'));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => deliver(again, signed(again))),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await paymentCount()).toBe(2);
  });

  it('moves the expiry on a renewal', async () => {
    const checkout = JSON.stringify(checkoutEvent('evt_1'));
    expect((await deliver(checkout, signed(checkout))).statusCode).toBe(200);
    const periodEnd = Math.floor(Date.now() / 1000) + 60 * 86_400;
    const payload = JSON.stringify({
      id: 'evt_renew',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          customer: 'cus_1',
          amount_paid: 9900,
          billing_reason: 'subscription_cycle',
          lines: {
            data: [
              { metadata: { accountId, planId: 'premium' }, period: { start: 0, end: periodEnd } },
            ],
          },
        },
      },
    });
    await deliver(payload, signed(payload));
    expect((await accountOf(app, validRegistration.email)).account.expiry?.getTime()).toBe(
      periodEnd * 1000,
    );
  });
});

describe('checkout', () => {
  it('says online payment is not configured when Stripe is not set up', async () => {
    const plain = await createTestApp();
    try {
      const admin = await registerAndSignIn(plain);
      const response = await plain.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        payload: { planId: 'premium' },
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(bannerMessages.paymentNotConfigured);
    } finally {
      await plain.close();
    }
  });

  it('refuses a plan without a price to buy', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { planId: 'business' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a progress account (Upgrade is hidden there) and changes nothing', async () => {
    const progress = await createTestApp({
      edition: 'progress',
      stripe: { secretKey: 'sk_test_dummy', webhookSecret: secret },
    });
    try {
      const admin = await registerAndSignIn(progress);
      const response = await progress.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        payload: { planId: 'premium' },
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'UPGRADE_UNAVAILABLE',
        message: planMessages.upgradeUnavailable,
      });
      const { account } = await accountOf(progress, validRegistration.email);
      expect(account).toMatchObject({ plan: 'free', stripeCustomerId: null });
      expect(await progress.ctx.db.select().from(payments)).toEqual([]);
    } finally {
      await progress.close();
    }
  });
});

describe("a plan's card and what buying it grants", () => {
  it('shows each seeded plan with the limits a purchase grants (Standard is more than Free)', async () => {
    const plans = (await app.inject({ method: 'GET', url: '/api/plans' })).json().items;
    const limits = Object.fromEntries(
      plans.map((p: { id: string; maxUsers: number | null; maxAssessments: number | null }) => [
        p.id,
        [p.maxAssessments, p.maxUsers],
      ]),
    );
    expect(limits).toEqual({
      free: [1, 15],
      standard: [3, 250],
      premium: [5, 1000],
      business: [null, null],
    });
  });

  it('grants the limits the card shows, as the super admin last set them', async () => {
    const superAdmin = await theSuperAdmin(app);
    const [standard] = (await app.inject({ method: 'GET', url: '/api/plans' }))
      .json()
      .items.filter((p: { id: string }) => p.id === 'standard');
    const edited = await app.inject({
      method: 'PUT',
      url: '/api/admin/plans/standard',
      headers: { cookie: superAdmin.cookie },
      payload: { ...standard, id: undefined, maxAssessments: 4, maxUsers: 300 },
    });
    expect(edited.statusCode).toBe(200);
    const payload = JSON.stringify(checkoutCompletedEvent(accountId, 'evt_std', 'standard'));
    expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
    const { account } = await accountOf(app, validRegistration.email);
    expect(account).toMatchObject({ plan: 'standard', maxAssessments: 4, maxUsers: 300 });
  });

  it('refuses to leave a plan sold online without limits, and changes nothing', async () => {
    const superAdmin = await theSuperAdmin(app);
    const plans = (await app.inject({ method: 'GET', url: '/api/plans' })).json().items;
    const premium = plans.find((p: { id: string }) => p.id === 'premium');
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/plans/premium',
      headers: { cookie: superAdmin.cookie },
      payload: { ...premium, id: undefined, maxAssessments: null },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.maxAssessments).toBe(billingMessages.limitsRequired);
    const after = (await app.inject({ method: 'GET', url: '/api/plans' })).json().items;
    expect(after.find((p: { id: string }) => p.id === 'premium')).toEqual(premium);
  });

  it("keeps the spec's Upgrade words where card payments are on", async () => {
    await anEvent(app, { accountId });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie },
      payload: {
        assessmentName: 'Second',
        assessmentFor: 'All',
        launchDate: inDays(0),
        closingDate: inDays(3),
      },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(wizardMessages.planLimit(1));
  });
});
