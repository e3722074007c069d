import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pricingPlans } from '../../db/schema';

/*
 * Pricing plans are the platform's price list, the same for every account and edited by the
 * super admin only, so these queries take no tenant.
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
    'name' | 'priceCents' | 'features' | 'orderPosition' | 'priceId' | 'contactEmail'
  >,
): Promise<PlanRow | null> {
  const [row] = await db
    .update(pricingPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pricingPlans.id, id))
    .returning();
  return row ?? null;
}
