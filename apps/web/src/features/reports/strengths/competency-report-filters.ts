import type { CompletedFilter } from './completed-toggle';

/** The competency report's filters; a null competency lets the server take the first. */
export type CompetencyFilters = {
  competency: string | null;
  departments: string[];
  regions: string[];
  completed: CompletedFilter;
};

export const noCompetencyFilters: CompetencyFilters = {
  competency: null,
  departments: [],
  regions: [],
  completed: 'all',
};

/**
 * The report's query without its page. Market Unit Code and Work Location are sent only while
 * the event shows them (`areas`), so a hidden filter never narrows the list.
 */
export function competencyParams(
  filters: CompetencyFilters,
  areas: { department: boolean; region: boolean },
): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.competency) {
    params.competency = filters.competency;
  }
  if (areas.department && filters.departments.length > 0) {
    params.departments = filters.departments.join(',');
  }
  if (areas.region && filters.regions.length > 0) {
    params.regions = filters.regions.join(',');
  }
  params.completed = filters.completed;
  return params;
}
