import { trackingStatesFrom } from '@app/domain';
import { gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { participants } from '../../db/schema';

/** The users list's filters as SQL; the leaderboard and the strength reports share them. */

export const commaList = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];

/** Escapes LIKE's wildcards so a search for "a_b" finds "a_b", not "axb". */
export const likePrefix = (text: string) =>
  `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type FilterQuery = {
  search?: string;
  levels?: string;
  departments?: string;
  regions?: string;
  updatedFrom?: string;
  updatedTo?: string;
  /** Invitation tracking states (users list only). */
  states?: string;
};
export type ListQuery = FilterQuery & { page: number };

export function participantFilters(query: FilterQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.search) {
    const prefix = likePrefix(query.search);
    const match = or(
      sql`${participants.nameLower} like ${prefix}`,
      sql`${participants.emailLower} like ${prefix}`,
    );
    if (match) {
      filters.push(match);
    }
  }
  const levels = commaList(query.levels)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 99);
  if (levels.length) {
    filters.push(inArray(participants.currentLevel, levels));
  }
  const departments = commaList(query.departments);
  if (departments.length) {
    filters.push(inArray(participants.department, departments));
  }
  const regions = commaList(query.regions);
  if (regions.length) {
    filters.push(inArray(participants.region, regions));
  }
  if (query.updatedFrom) {
    filters.push(gte(participants.lastUpdated, new Date(query.updatedFrom)));
  }
  if (query.updatedTo) {
    filters.push(lte(participants.lastUpdated, new Date(query.updatedTo)));
  }
  const states = trackingStatesFrom(query.states);
  if (states.length) {
    filters.push(inArray(participants.trackingState, states));
  }
  return filters;
}
