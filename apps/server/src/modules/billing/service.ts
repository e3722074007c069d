import {
  billingMessages,
  isPurchasablePlan,
  type PricingPlan,
  type PricingPlanUpdate,
} from '@app/domain';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { findPlan, listPlanRows, type PlanRow, updatePlanRow } from './queries';

// Accounts prices a plan change through here.
export { findPlan };

/** The one plan-to-response mapping: prices are kept in cents, shown in currency units. */
export function toPricingPlan(row: PlanRow): PricingPlan {
  return {
    id: row.id,
    name: row.name,
    price: row.priceCents === null ? null : row.priceCents / 100,
    features: row.features,
    orderPosition: row.orderPosition,
    priceId: row.priceId,
    contactEmail: row.contactEmail,
    maxUsers: row.maxUsers,
    maxAssessments: row.maxAssessments,
  };
}

export async function listPlans(ctx: AppContext): Promise<PricingPlan[]> {
  return (await listPlanRows(ctx.db)).map(toPricingPlan);
}

export async function updatePlan(
  ctx: AppContext,
  id: string,
  input: PricingPlanUpdate,
  actor: AuditActor,
): Promise<PricingPlan> {
  // A plan sold by card grants its limits at checkout: it cannot be left without them.
  if (isPurchasablePlan(id) && (input.maxUsers === null || input.maxAssessments === null)) {
    throw new AppError('BAD_REQUEST', billingMessages.limitsRequired, {
      code: 'VALIDATION',
      fields: {
        ...(input.maxUsers === null ? { maxUsers: billingMessages.limitsRequired } : {}),
        ...(input.maxAssessments === null
          ? { maxAssessments: billingMessages.limitsRequired }
          : {}),
      },
    });
  }
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updatePlanRow(tx, id, {
      name: input.name,
      priceCents: input.price === null ? null : Math.round(input.price * 100),
      features: input.features,
      orderPosition: input.orderPosition,
      priceId: input.priceId,
      contactEmail: input.contactEmail,
      maxUsers: input.maxUsers,
      maxAssessments: input.maxAssessments,
    });
    if (updated) {
      // Pricing plans are the platform's, not an account's.
      await recordAudit(tx, actor, {
        accountId: null,
        action: 'pricingPlan.update',
        target: { type: 'pricingPlan', id },
        details: {
          price: input.price,
          name: input.name,
          maxUsers: input.maxUsers,
          maxAssessments: input.maxAssessments,
        },
      });
    }
    return updated;
  });
  if (!row) {
    throw new AppError('NOT_FOUND', billingMessages.planNotFound);
  }
  return toPricingPlan(row);
}
