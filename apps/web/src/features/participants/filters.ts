import type { MessageKey } from '@app/domain';
import { fromLocalInput } from '../../app/dates';

/** The users list's filters (part A §2); dates are `date` input values (YYYY-MM-DD). */
export type ListFilters = {
  levels: string[];
  departments: string[];
  regions: string[];
  updatedFrom: string;
  updatedTo: string;
};

export const noFilters: ListFilters = {
  levels: [],
  departments: [],
  regions: [],
  updatedFrom: '',
  updatedTo: '',
};

/** Levels are named 1 to 10 (part A §9). */
export const LEVEL_OPTIONS = Array.from({ length: 10 }, (_, i) => String(i + 1));

export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.levels.length > 0,
    filters.departments.length > 0,
    filters.regions.length > 0,
    filters.updatedFrom !== '',
    filters.updatedTo !== '',
  ].filter(Boolean).length;
}

/**
 * A "to" day before the "from" day matches nothing: said under the field instead (the key of
 * the catalogue's text).
 */
export function rangeProblem(filters: ListFilters): MessageKey | null {
  return filters.updatedFrom && filters.updatedTo && filters.updatedTo < filters.updatedFrom
    ? 'console.participants.filters.rangeProblem'
    : null;
}

/**
 * The list's query (docs/api-contract.md): comma lists, and the days as whole local days, so
 * "to 5 March" includes the evening of 5 March.
 */
export function filterParams(search: string, filters: ListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const text = search.trim();
  if (text) {
    params.search = text;
  }
  if (filters.levels.length) {
    params.levels = filters.levels.join(',');
  }
  if (filters.departments.length) {
    params.departments = filters.departments.join(',');
  }
  if (filters.regions.length) {
    params.regions = filters.regions.join(',');
  }
  const from = fromLocalInput(filters.updatedFrom, '00:00:00');
  const to = fromLocalInput(filters.updatedTo, '23:59:59.999');
  if (from && !rangeProblem(filters)) {
    params.updatedFrom = from;
  }
  if (to && !rangeProblem(filters)) {
    params.updatedTo = to;
  }
  return params;
}
