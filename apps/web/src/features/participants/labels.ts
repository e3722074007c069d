import type { ProjectType } from '@app/domain';

export type AreaLabels = { department: string; region: string };

/** Part A §1: progress games call the department Market Unit Code and the region Work Location. */
export function areaLabels(projectType: ProjectType): AreaLabels {
  return projectType === 'progress'
    ? { department: 'Market Unit Code', region: 'Work Location' }
    : { department: 'Department', region: 'Region' };
}

/** The users list and its forms live under /admin/users (part A §2). */
export const usersListPath = (eventId: string) => `/admin/users/${encodeURIComponent(eventId)}`;
export const addUserPath = (eventId: string) => `/admin/users/new/${encodeURIComponent(eventId)}`;
export const editUserPath = (participantId: string) =>
  `/admin/users/${encodeURIComponent(participantId)}/edit`;
/** Unlike Edit User's, this path names its event, so a shared link opens the right game. */
export const playsPath = (eventId: string, participantId: string) =>
  `${usersListPath(eventId)}/${encodeURIComponent(participantId)}/plays`;
