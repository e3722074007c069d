import Stripe from 'stripe';

/**
 * A checkout.session.completed as Stripe sends it for the account's plan purchase, with
 * `id` as the event id (the session's id derives from it).
 */
export function checkoutCompletedEvent(accountId: string, id: string, planId = 'premium') {
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: now,
    api_version: '2025-01-27',
    data: {
      object: {
        id: `cs_${id}`,
        object: 'checkout.session',
        client_reference_id: accountId,
        metadata: { accountId, planId },
        amount_total: 9900,
        payment_status: 'paid',
        created: now,
        subscription: 'sub_1',
        customer: 'cus_1',
      },
    },
  };
}

const stripe = new Stripe('sk_test_dummy');

/** The `Stripe-Signature` header Stripe's library computes for `payload` under `secret`. */
export function stripeSignature(payload: string, secret: string, timestamp?: number): string {
  return stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
}
