import type { PurchasablePlan } from '@app/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  authUsers,
  payments,
  pricingPlans,
  serverSettings,
  stripeEvents,
} from '../../db/schema';

/*
 * Pricing plans are the platform's price list, the same for every account and edited by the
 * super admin only, so those queries take no tenant; an account's billing rows take its scope.
 */

export type PlanRow = typeof pricingPlans.$inferSelect;

export function listPlanRows(db: DbOrTx): Promise<PlanRow[]> {
  return db.select().from(pricingPlans).orderBy(asc(pricingPlans.orderPosition));
}

export async function findPlan(db: DbOrTx, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, id)).limit(1);
  return row ?? null;
}

export async function updatePlanRow(
  db: DbOrTx,
  id: string,
  values: Pick<
    typeof pricingPlans.$inferInsert,
    | 'name'
    | 'priceCents'
    | 'features'
    | 'orderPosition'
    | 'priceId'
    | 'contactEmail'
    | 'maxUsers'
    | 'maxAssessments'
  >,
): Promise<PlanRow | null> {
  const [row] = await db
    .update(pricingPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pricingPlans.id, id))
    .returning();
  return row ?? null;
}

/** Whose billing rows a query touches: one customer account. */
export type AccountScope = { accountId: string };

export async function findStripeCustomerId(
  db: DbOrTx,
  scope: AccountScope,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: admins.stripeCustomerId })
    .from(admins)
    .where(eq(admins.id, scope.accountId));
  return row?.customerId ?? null;
}

/** True the first time an event id is seen; a replay finds it taken and gets false. */
export async function claimStripeEvent(
  tx: DbOrTx,
  event: { id: string; type: string },
): Promise<boolean> {
  const fresh = await tx
    .insert(stripeEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return fresh.length > 0;
}

/** The sign-in name and e-mail of the account's user, for its payment record. */
export async function findAccountPayer(
  db: DbOrTx,
  scope: AccountScope,
): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: authUsers.email, name: authUsers.name })
    .from(admins)
    .innerJoin(authUsers, eq(authUsers.id, admins.userId))
    .where(eq(admins.id, scope.accountId));
  return row ?? null;
}

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert) {
  await db.insert(payments).values(values);
}

/** Puts the account on a bought plan; events may arrive out of order, so expiry only grows. */
export async function applyPaidPlan(
  db: DbOrTx,
  scope: AccountScope,
  input: {
    plan: PurchasablePlan;
    maxUsers: number;
    maxAssessments: number;
    paidUntil: Date;
    customerId: string | null;
  },
): Promise<void> {
  await db
    .update(admins)
    .set({
      plan: input.plan,
      maxUsers: input.maxUsers,
      maxAssessments: input.maxAssessments,
      expiry: sql`greatest(coalesce(${admins.expiry}, ${input.paidUntil}), ${input.paidUntil})`,
      ...(input.customerId ? { stripeCustomerId: input.customerId } : {}),
      // The plan asked for is bought: the request is answered.
      upgradeRequestedAt: null,
      upgradeRequestedPlan: null,
      updatedAt: new Date(),
    })
    .where(eq(admins.id, scope.accountId));
}

/** The operator's contact address (a super admin setting), or null while none is set. */
const OPERATOR_CONTACT_KEY = 'operator_contact_email';

export async function readOperatorContact(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, OPERATOR_CONTACT_KEY));
  return row?.value ?? null;
}

export async function writeOperatorContact(db: DbOrTx, email: string | null): Promise<void> {
  if (email === null) {
    await db.delete(serverSettings).where(eq(serverSettings.key, OPERATOR_CONTACT_KEY));
    return;
  }
  await db
    .insert(serverSettings)
    .values({ key: OPERATOR_CONTACT_KEY, value: email })
    .onConflictDoUpdate({ target: serverSettings.key, set: { value: email } });
}

/** Records the account's request for a larger plan (the accounts list shows it). */
export async function markUpgradeRequested(
  db: DbOrTx,
  scope: AccountScope,
  input: { at: Date; planId: string | null },
): Promise<void> {
  await db
    .update(admins)
    .set({ upgradeRequestedAt: input.at, upgradeRequestedPlan: input.planId })
    .where(eq(admins.id, scope.accountId));
}
