/** TanStack Query keys of plans and payments (CONVENTIONS 13). */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  /** The signed-in account's plan as it applies now (limits, used, way forward). */
  standing: () => [...billingKeys.all, 'standing'] as const,
  operatorContact: () => [...billingKeys.all, 'operatorContact'] as const,
  /** Every page of the payment record: a plan change under Accounts writes a payment. */
  payments: () => [...billingKeys.all, 'payments'] as const,
  paymentsPage: (page: number) => [...billingKeys.payments(), page] as const,
};
