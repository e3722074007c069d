import {
  type ProjectType,
  selectionCounts,
  type WizardDraft,
  type WizardStep,
  wizardMessages,
} from '@app/domain';

/** The draft lists a test can go into: competencies and the edition's games. */
export type PickKind = 'competencies' | 'games' | 'cognitive' | 'aptitude';
export type Pick = { id: string; name: string };

export const pickKindStep: Record<PickKind, WizardStep> = {
  competencies: 'behavioral',
  games: 'miniGames',
  cognitive: 'cognitive',
  aptitude: 'aptitude',
};

export const pickKindLabel: Record<PickKind, string> = {
  competencies: 'Competencies',
  games: 'Mini Games',
  cognitive: 'Cognitive',
  aptitude: 'Aptitude',
};

export function pickKindsOf(projectType: ProjectType): PickKind[] {
  return projectType === 'progress'
    ? ['competencies', 'games']
    : ['competencies', 'cognitive', 'aptitude'];
}

/** How many the edition's generation needs (part B §9). */
export function pickCount(kind: PickKind, projectType: ProjectType): number {
  return selectionCounts[projectType][kind];
}

/** The spec's texts for a wrong count, word for word (part B §5). */
export function pickMessage(kind: PickKind, projectType: ProjectType): string {
  switch (kind) {
    case 'competencies':
      return wizardMessages.selectCompetencies(pickCount(kind, projectType));
    case 'games':
      return wizardMessages.selectMiniGames;
    case 'cognitive':
      return wizardMessages.selectCognitive;
    case 'aptitude':
      return wizardMessages.selectAptitude;
  }
}

export function picksOf(draft: WizardDraft, kind: PickKind): Pick[] {
  return draft[kind] ?? [];
}
