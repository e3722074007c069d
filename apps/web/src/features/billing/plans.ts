import { type MessageKey, type Plan, type PricingPlan, pricingPlanListSchema } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGetItems } from '../../app/api-client';
import { billingKeys } from './query-keys';

/** GET /api/plans, ordered by orderPosition (the server's order is kept). */
export function usePlansQuery() {
  return useQuery({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => apiGetItems('/api/plans', pricingPlanListSchema, signal),
    staleTime: 5 * 60_000,
  });
}

export function isFreePlan(plan: PricingPlan): boolean {
  return plan.id.toLowerCase() === 'free' || plan.name.trim().toLowerCase() === 'free';
}

// Made on first use: building a currency formatter loads ICU data, ~30 ms on a phone, and this
// module is part of the console's first load although the dashboard shows no price.
let dollars: Intl.NumberFormat | undefined;

/**
 * Part B §9: prices are in dollars; Business has no price and is contact-only, said by
 * `contactUs` (the caller's words, from its page's catalogue).
 */
export function formatPlanPrice(plan: PricingPlan, contactUs: string): string {
  if (plan.price === null) {
    return contactUs;
  }
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return dollars.format(plan.price);
}

/** An account's plan as the console names it (part A §2's Package filter and column), as keys. */
export const planLabels: Record<Plan, MessageKey> = {
  free: 'console.billing.plans.free',
  standard: 'console.billing.plans.standard',
  premium: 'console.billing.plans.premium',
};
