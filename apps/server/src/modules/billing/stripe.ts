import {
  bannerMessages,
  billingMessages,
  canUpgradePlan,
  isPurchasablePlan,
  type PurchasablePlan,
  planMessages,
} from '@app/domain';
import Stripe from 'stripe';
import type { Tx } from '../../db/client';
import type { Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { recordAudit, systemActor } from '../audit/record';
import {
  applyPaidPlan,
  claimStripeEvent,
  findAccountPayer,
  findPlan,
  findStripeCustomerId,
  insertPayment,
} from './queries';

const DAY = 86_400_000;

function client(ctx: AppContext): { stripe: Stripe; webhookSecret: string } {
  if (!ctx.config.stripe) {
    throw new AppError('BAD_REQUEST', bannerMessages.paymentNotConfigured, {
      code: 'PAYMENT_NOT_CONFIGURED',
    });
  }
  return {
    stripe: new Stripe(ctx.config.stripe.secretKey),
    webhookSecret: ctx.config.stripe.webhookSecret,
  };
}

/** Upgrade: a Checkout Session for the plan's price; the browser is sent to its URL. */
export async function createCheckout(
  ctx: AppContext,
  principal: Principal,
  planId: string,
): Promise<string> {
  // The console hides Upgrade for progress accounts (part B §6); the API refuses it too, before
  // anything is asked of the payment provider.
  if (!canUpgradePlan(principal.projectType)) {
    throw new AppError('FORBIDDEN', planMessages.upgradeUnavailable, {
      code: 'UPGRADE_UNAVAILABLE',
    });
  }
  const { stripe } = client(ctx);
  const plan = await findPlan(ctx.db, planId);
  if (!plan?.priceId || !isPurchasablePlan(plan.id)) {
    throw new AppError('BAD_REQUEST', billingMessages.notPurchasable, {
      code: 'NOT_PURCHASABLE',
    });
  }
  const customerId = await findStripeCustomerId(ctx.db, { accountId: principal.accountId });
  const returnUrl = `${ctx.config.publicUrl}/assessment/dashboard`;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      line_items: [{ price: plan.priceId, quantity: 1 }],
      ...(customerId ? { customer: customerId } : { customer_email: principal.email }),
      client_reference_id: principal.accountId,
      metadata: { accountId: principal.accountId, planId: plan.id },
      subscription_data: { metadata: { accountId: principal.accountId, planId: plan.id } },
      success_url: `${returnUrl}?checkout=success`,
      cancel_url: `${returnUrl}?checkout=cancelled`,
    },
    // The same admin pressing Upgrade twice within a minute gets the same session.
    {
      idempotencyKey: `checkout-${principal.accountId}-${plan.id}-${Math.floor(Date.now() / 60_000)}`,
    },
  );
  if (!session.url) {
    throw new AppError('INTERNAL', billingMessages.noCheckoutPage);
  }
  return session.url;
}

/**
 * A signed webhook. The signature is checked on the raw bytes; the event id is stored in the
 * same transaction as its effect, so a replay (or ten deliveries at once) has one effect.
 */
export async function handleWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
  requestId: string,
): Promise<{ duplicate: boolean }> {
  const { stripe, webhookSecret } = client(ctx);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', webhookSecret);
  } catch {
    throw new AppError('BAD_REQUEST', billingMessages.badSignature, { code: 'BAD_SIGNATURE' });
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await claimStripeEvent(tx, { id: event.id, type: event.type }))) {
      return { duplicate: true };
    }
    const paid = { stripeEventId: event.id, requestId };
    if (event.type === 'checkout.session.completed') {
      await applyCheckout(tx, event.data.object, paid);
    } else if (event.type === 'invoice.paid') {
      await applyRenewal(tx, event.data.object, paid);
    }
    // customer.subscription.deleted and the rest: nothing to do; an unpaid plan lapses at expiry.
    return { duplicate: false };
  });
}

/**
 * What the plan's card promised is what the payment grants: the pricing plan's limits, read
 * when the payment arrives (docs/decisions/0020-plan-limits-way-forward.md).
 */
async function grantedLimits(tx: Tx, plan: PurchasablePlan) {
  const row = await findPlan(tx, plan);
  if (row?.maxUsers == null || row.maxAssessments == null) {
    // Left unacknowledged, the provider retries once the operator has set the plan's limits.
    throw new AppError('INTERNAL', billingMessages.limitsRequired);
  }
  return { maxUsers: row.maxUsers, maxAssessments: row.maxAssessments };
}

/** The webhook delivery a payment came with, for the audit entry. */
type PaidBy = { stripeEventId: string; requestId: string };

async function recordPayment(
  tx: Tx,
  paidBy: PaidBy,
  input: {
    accountId: string;
    plan: PurchasablePlan;
    amountCents: number;
    nextPaymentDate: Date;
    subscriptionId: string | null;
    customerId: string | null;
  },
) {
  const scope = { accountId: input.accountId };
  const payer = await findAccountPayer(tx, scope);
  if (!payer) {
    return;
  }
  const limits = await grantedLimits(tx, input.plan);
  await insertPayment(tx, {
    email: payer.email,
    name: payer.name,
    plan: input.plan,
    amountCents: input.amountCents,
    maxUsers: limits.maxUsers,
    maxAssessments: limits.maxAssessments,
    nextPaymentDate: input.nextPaymentDate,
    stripeSubscriptionId: input.subscriptionId,
  });
  await applyPaidPlan(tx, scope, {
    plan: input.plan,
    maxUsers: limits.maxUsers,
    maxAssessments: limits.maxAssessments,
    paidUntil: input.nextPaymentDate,
    customerId: input.customerId,
  });
  await recordAudit(tx, systemActor(paidBy.requestId), {
    accountId: input.accountId,
    action: 'account.planPurchase',
    target: { type: 'account', id: input.accountId },
    details: {
      newPlan: input.plan,
      paidUntil: input.nextPaymentDate.toISOString(),
      stripeEventId: paidBy.stripeEventId,
    },
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function applyCheckout(tx: Tx, session: Stripe.Checkout.Session, paidBy: PaidBy) {
  const accountId = session.metadata?.accountId ?? session.client_reference_id;
  const plan = session.metadata?.planId ?? '';
  // Delayed payment methods complete the session unpaid: the plan waits for the money.
  const isPaid =
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  if (!accountId || !isPurchasablePlan(plan) || !isPaid) {
    return;
  }
  await recordPayment(tx, paidBy, {
    accountId,
    plan,
    amountCents: session.amount_total ?? 0,
    // The first invoice's period end arrives with invoice.paid; until then a month is paid for.
    nextPaymentDate: new Date(session.created * 1000 + 31 * DAY),
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
  });
}

async function applyRenewal(tx: Tx, invoice: Stripe.Invoice, paidBy: PaidBy) {
  // The first invoice is the checkout's own payment, already recorded from the session.
  if (invoice.billing_reason === 'subscription_create') {
    return;
  }
  const line = invoice.lines?.data?.[0];
  const metadata = line?.metadata ?? {};
  const accountId = metadata.accountId;
  const plan = metadata.planId ?? '';
  if (!accountId || !isPurchasablePlan(plan) || !line?.period?.end) {
    return;
  }
  await recordPayment(tx, paidBy, {
    accountId,
    plan,
    amountCents: invoice.amount_paid ?? 0,
    nextPaymentDate: new Date(line.period.end * 1000),
    subscriptionId: null,
    customerId: idOf(invoice.customer),
  });
}
