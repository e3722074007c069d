import type { ProjectType } from './auth';

// Apart from the wizard's schemas: the player's registration form reads these lists on its
// first screen (decision 0029).

/** Registration fields: Full Name and Email always on, plus the edition's optional ones. */
export const ALWAYS_ON_FIELDS = ['fullName', 'email'] as const;
export const OPTIONAL_FIELDS: Record<ProjectType, { key: string; label: string }[]> = {
  progress: [
    { key: 'department', label: 'Department' },
    { key: 'region', label: 'Region' },
  ],
  ace: [
    { key: 'city', label: 'City' },
    { key: 'cgpa', label: 'CGPA' },
    { key: 'degree', label: 'Degree' },
    { key: 'institute', label: 'Institute' },
  ],
};
