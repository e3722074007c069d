import {
  AGE_GROUP_VALUES,
  type AgeGroup,
  CANDIDATE_PAGE_SIZES,
  type CandidatePageSize,
  CITIES,
  DEFAULT_CANDIDATE_PAGE_SIZE,
  DEGREES,
  EXPERIENCE_OPTIONS,
  GENDERS,
  type Gender,
  UNIVERSITIES,
} from '@app/domain';

/** The Filters panel's choices; '' is "any" for the lists without an 'All' entry. */
export type CandidateFilters = {
  gender: Gender | 'all';
  ageGroup: AgeGroup | '';
  shortlisted: 'all' | 'yes' | 'no';
  degree: string;
  university: string;
  city: string;
  experience: string;
};

/** Everything the report's address holds: a reload or a shared link shows the same view. */
export type CandidateView = CandidateFilters & {
  search: string;
  page: number;
  pageSize: CandidatePageSize;
};

export const noCandidateFilters: CandidateFilters = {
  gender: 'all',
  ageGroup: '',
  shortlisted: 'all',
  degree: '',
  university: '',
  city: '',
  experience: '',
};

const SHORTLISTED = ['all', 'yes', 'no'] as const;

/** A value of `list`, else `fallback`: an old or hand-typed address never reaches the API. */
function oneOf<T extends string>(value: string | null, list: readonly T[], fallback: T): T {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function readView(params: URLSearchParams): CandidateView {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    gender: oneOf<Gender | 'all'>(params.get('gender'), ['all', ...GENDERS], 'all'),
    ageGroup: oneOf<AgeGroup | ''>(params.get('ageGroup'), AGE_GROUP_VALUES, ''),
    shortlisted: oneOf(params.get('shortlisted'), SHORTLISTED, 'all'),
    degree: oneOf<string>(params.get('degree'), DEGREES, ''),
    university: oneOf<string>(params.get('university'), UNIVERSITIES, ''),
    city: oneOf<string>(params.get('city'), CITIES, ''),
    experience: oneOf<string>(params.get('experience'), EXPERIENCE_OPTIONS, ''),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: oneOf(params.get('pageSize'), CANDIDATE_PAGE_SIZES, DEFAULT_CANDIDATE_PAGE_SIZE),
  };
}

/**
 * The search and filters as the list and the CSV take them (docs/api-contract.md), without
 * the defaults: no page, no page size.
 */
export function criteriaOf(view: CandidateView): Record<string, string> {
  const criteria: Record<string, string> = {};
  if (view.search) {
    criteria.search = view.search;
  }
  if (view.gender !== 'all') {
    criteria.gender = view.gender;
  }
  if (view.ageGroup) {
    criteria.ageGroup = view.ageGroup;
  }
  if (view.shortlisted !== 'all') {
    criteria.shortlisted = view.shortlisted;
  }
  for (const key of ['degree', 'university', 'city', 'experience'] as const) {
    if (view[key]) {
      criteria[key] = view[key];
    }
  }
  return criteria;
}

/** The address's query: the criteria, then the page and page size when not the defaults. */
export function viewParams(view: CandidateView): Record<string, string> {
  const params = criteriaOf(view);
  if (view.page > 1) {
    params.page = String(view.page);
  }
  if (view.pageSize !== DEFAULT_CANDIDATE_PAGE_SIZE) {
    params.pageSize = view.pageSize;
  }
  return params;
}

/** How many of the panel's filters are set, for the Filters button's badge. */
export function activeCandidateFilters(filters: CandidateFilters): number {
  return (Object.keys(noCandidateFilters) as (keyof CandidateFilters)[]).filter(
    (key) => filters[key] !== noCandidateFilters[key],
  ).length;
}
