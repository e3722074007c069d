import {
  type MessageKey,
  type ScoreRangeKey,
  STRENGTH_FILTER_MAXIMA,
  scoreRangeParams,
} from '@app/domain';
import type { CompletedFilter } from './completed-toggle';

/** A NumberInput's value: a number, or '' while empty. */
export type NumberValue = number | string;

export type ScoreRanges = Record<ScoreRangeKey, { min: NumberValue; max: NumberValue }>;

/** The Assessor Board's filters as typed; minimums keyed by competency name. */
export type StrengthFilters = {
  search: string;
  completed: CompletedFilter;
  minimums: Record<string, NumberValue>;
  ranges: ScoreRanges;
};

export const noRanges: ScoreRanges = {
  behaviour: { min: '', max: '' },
  aptitude: { min: '', max: '' },
  cognitive: { min: '', max: '' },
  total: { min: '', max: '' },
};

export const noStrengthFilters: StrengthFilters = {
  search: '',
  completed: 'all',
  minimums: {},
  ranges: noRanges,
};

/** A whole number from 0 to `max`, or null for an empty or unusable value. */
export function boundValue(value: NumberValue | undefined, max: number): number | null {
  if (value === undefined || value === '') {
    return null;
  }
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : null;
}

/** The catalogue's key for the message under a range whose minimum passes its maximum. */
export const RANGE_PROBLEM: MessageKey = 'console.reports.strengthDetails.rangeProblem';

/** A range whose minimum passes its maximum matches nobody: said under the field instead. */
export function rangeProblem(ranges: ScoreRanges, key: ScoreRangeKey): MessageKey | null {
  const max = STRENGTH_FILTER_MAXIMA[key];
  const low = boundValue(ranges[key].min, max);
  const high = boundValue(ranges[key].max, max);
  return low !== null && high !== null && low > high ? RANGE_PROBLEM : null;
}

/**
 * The list's query without its page (docs/api-contract.md): the minimums as a comma list in the
 * event's competency order (blank = none), and the score ranges only for ace events.
 */
export function strengthParams(
  filters: StrengthFilters,
  competencies: readonly string[],
  isAce: boolean,
): Record<string, string> {
  const params: Record<string, string> = {};
  const search = filters.search.trim();
  if (search) {
    params.search = search;
  }
  params.completed = filters.completed;
  const minimums = competencies.map((name) => {
    const value = boundValue(filters.minimums[name], STRENGTH_FILTER_MAXIMA.competency);
    return value === null ? '' : String(value);
  });
  if (minimums.some((value) => value !== '')) {
    params.minimums = minimums.join(',');
  }
  if (isAce) {
    for (const { key, min, max } of scoreRangeParams) {
      if (rangeProblem(filters.ranges, key)) {
        continue;
      }
      const low = boundValue(filters.ranges[key].min, STRENGTH_FILTER_MAXIMA[key]);
      const high = boundValue(filters.ranges[key].max, STRENGTH_FILTER_MAXIMA[key]);
      if (low !== null) {
        params[min] = String(low);
      }
      if (high !== null) {
        params[max] = String(high);
      }
    }
  }
  return params;
}

/** How many filters of the panel are on, for the Filters button's badge. */
export function activeStrengthFilters(filters: StrengthFilters, isAce: boolean): number {
  const minimums = Object.values(filters.minimums).filter(
    (v) => boundValue(v, STRENGTH_FILTER_MAXIMA.competency) !== null,
  ).length;
  const ranges = isAce
    ? scoreRangeParams.filter(
        ({ key }) =>
          boundValue(filters.ranges[key].min, STRENGTH_FILTER_MAXIMA[key]) !== null ||
          boundValue(filters.ranges[key].max, STRENGTH_FILTER_MAXIMA[key]) !== null,
      ).length
    : 0;
  return minimums + ranges;
}
