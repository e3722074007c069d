import type { MessageKey, ProjectType } from '@app/domain';

export type AreaLabels = { department: string; region: string };

/**
 * Part A §1: progress games call the department Market Unit Code and the region Work Location.
 * `text` is the screen's translator (useText()): this helper is not a component.
 */
export function areaLabels(
  projectType: ProjectType,
  text: (key: MessageKey) => string,
): AreaLabels {
  return projectType === 'progress'
    ? {
        department: text('console.participants.areas.marketUnitCode'),
        region: text('console.participants.areas.workLocation'),
      }
    : {
        department: text('console.participants.areas.department'),
        region: text('console.participants.areas.region'),
      };
}

/** The users list and its forms live under /admin/users (part A §2). */
export const usersListPath = (eventId: string) => `/admin/users/${encodeURIComponent(eventId)}`;
export const addUserPath = (eventId: string) => `/admin/users/new/${encodeURIComponent(eventId)}`;
export const editUserPath = (participantId: string) =>
  `/admin/users/${encodeURIComponent(participantId)}/edit`;
/** Unlike Edit User's, this path names its event, so a shared link opens the right game. */
export const playsPath = (eventId: string, participantId: string) =>
  `${usersListPath(eventId)}/${encodeURIComponent(participantId)}/plays`;
