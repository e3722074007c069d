import { AUDIT_PAGE_SIZES, type AuditAction, auditActions, auditMessages } from '@app/domain';
import dayjs from 'dayjs';
import { fromLocalInput } from '../../app/dates';

/** The log's filters and page as the URL holds them: days as the viewer's calendar days. */
export type AuditFilters = {
  page: number;
  pageSize: (typeof AUDIT_PAGE_SIZES)[number];
  action: AuditAction | '';
  actor: string;
  /** YYYY-MM-DD, inclusive, or ''. */
  from: string;
  to: string;
  /** The super admin's account filter (an account id), or ''. */
  account: string;
};

export const noFilters: Omit<AuditFilters, 'page' | 'pageSize'> = {
  action: '',
  actor: '',
  from: '',
  to: '',
  account: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

/** Each value is read on its own, so one bad value in a pasted link keeps the others. */
export function readFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const account = params.get('account') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: oneOf(AUDIT_PAGE_SIZES, params.get('pageSize')) ?? '25',
    action: oneOf(auditActions, params.get('action')) ?? '',
    actor: (params.get('actor') ?? '').trim().slice(0, 254),
    from: day('from'),
    to: day('to'),
    account: UUID.test(account) ? account : '',
  };
}

/** The URL's form: defaults left out, so a plain link stays plain. */
export function urlParams(filters: AuditFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.page > 1) {
    params.page = String(filters.page);
  }
  if (filters.pageSize !== '25') {
    params.pageSize = filters.pageSize;
  }
  for (const key of ['action', 'actor', 'from', 'to', 'account'] as const) {
    if (filters[key]) {
      params[key] = filters[key];
    }
  }
  return params;
}

export function rangeProblem(filters: Pick<AuditFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.from > filters.to
    ? auditMessages.invalidRange
    : null;
}

/**
 * GET /api/audit's (or /api/admin/audit's) query: the picked days become the viewer's own
 * midnights, `to` the midnight after its day (the API's `to` is exclusive).
 */
export function apiQuery(filters: AuditFilters, withAccount: boolean): string {
  const query = new URLSearchParams({ page: String(filters.page), pageSize: filters.pageSize });
  if (filters.action) {
    query.set('action', filters.action);
  }
  if (filters.actor) {
    query.set('actor', filters.actor);
  }
  const from = fromLocalInput(filters.from);
  const to = filters.to
    ? fromLocalInput(dayjs(filters.to).add(1, 'day').format('YYYY-MM-DD'))
    : null;
  if (from && !rangeProblem(filters)) {
    query.set('from', from);
  }
  if (to && !rangeProblem(filters)) {
    query.set('to', to);
  }
  if (withAccount && filters.account) {
    query.set('accountId', filters.account);
  }
  return query.toString();
}
