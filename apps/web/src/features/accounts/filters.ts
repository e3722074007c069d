import { type AccountListQuery, accountListQuerySchema, type MessageKey, plans } from '@app/domain';
import { planLabels } from '../billing/plans';

/** The accounts list's filters and page, as the screen's URL and the API's query both hold them. */
export type AccountFilters = Required<AccountListQuery>;
/** The two searches, typed into boxes and sent after a pause. */
export type TextFilters = Pick<AccountFilters, 'email' | 'company'>;

/** The selects' choices, each `label` a catalogue key the filters translate. */
export const EXPIRY_OPTIONS: { value: AccountFilters['expiry']; label: MessageKey }[] = [
  { value: 'all', label: 'console.accounts.filters.all' },
  { value: 'expired', label: 'console.accounts.filters.expired' },
];

export const PACKAGE_OPTIONS: { value: AccountFilters['package']; label: MessageKey }[] = [
  { value: 'all', label: 'console.accounts.filters.all' },
  ...plans.map((plan) => ({ value: plan, label: planLabels[plan] })),
];

const shape = accountListQuerySchema.shape;

/** Each value is read on its own, so one bad value in a pasted link keeps the others. */
export function readFilters(params: URLSearchParams): AccountFilters {
  const value = (key: keyof AccountFilters) => params.get(key) ?? undefined;
  const page = shape.page.safeParse(value('page'));
  const expiry = shape.expiry.safeParse(value('expiry'));
  const email = shape.email.safeParse(value('email'));
  const company = shape.company.safeParse(value('company'));
  const packageName = shape.package.safeParse(value('package'));
  return {
    page: page.success ? page.data : 1,
    expiry: expiry.success ? expiry.data : 'all',
    email: (email.success ? email.data : undefined) ?? '',
    company: (company.success ? company.data : undefined) ?? '',
    package: packageName.success ? packageName.data : 'all',
  };
}

/** GET /api/admin/accounts's query (docs/api-contract.md); empty searches are left out. */
export function filterParams(filters: AccountFilters): Record<string, string> {
  const params: Record<string, string> = {
    page: String(filters.page),
    expiry: filters.expiry,
    package: filters.package,
  };
  if (filters.email) {
    params.email = filters.email;
  }
  if (filters.company) {
    params.company = filters.company;
  }
  return params;
}

/**
 * The screen's URL for `filters`: defaults are left out (page 1, All, empty searches), so the
 * menu link and a cleared filter give the same address; other parameters of `base` are kept.
 */
export function filterSearch(
  filters: AccountFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  const values: Record<keyof AccountFilters, string> = {
    page: filters.page === 1 ? '' : String(filters.page),
    expiry: filters.expiry === 'all' ? '' : filters.expiry,
    email: filters.email,
    company: filters.company,
    package: filters.package === 'all' ? '' : filters.package,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === '') {
      next.delete(key);
    } else {
      next.set(key, value);
    }
  }
  return next;
}
