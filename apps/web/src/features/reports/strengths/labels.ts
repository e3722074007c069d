import { type MessageKey, menuEntries, type ProjectType } from '@app/domain';

/** The screen's name as the menu shows it: progress events rename some (part A §2). */
export function screenTitle(key: string, projectType: ProjectType): string {
  const entry = menuEntries.find((e) => e.key === key);
  if (!entry) {
    throw new Error(`No menu entry ${key}`);
  }
  return projectType === 'progress' && entry.progressLabel ? entry.progressLabel : entry.label;
}

/**
 * The report columns keep the spec's names for the participant's areas (part A §3): their
 * catalogue keys, read with useText().
 */
export const areaColumns = {
  department: 'console.reports.competency.areas.department',
  region: 'console.reports.competency.areas.region',
} as const satisfies Record<string, MessageKey>;
