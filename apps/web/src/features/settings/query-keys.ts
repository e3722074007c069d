/** TanStack Query keys of the settings lists (CONVENTIONS 13). */
export const settingsKeys = {
  all: ['settings'] as const,
  departments: () => [...settingsKeys.all, 'departments'] as const,
  regions: () => [...settingsKeys.all, 'regions'] as const,
  difficulties: () => [...settingsKeys.all, 'difficulties'] as const,
  questionRewards: () => [...settingsKeys.all, 'question-rewards'] as const,
  characters: () => [...settingsKeys.all, 'characters'] as const,
};
