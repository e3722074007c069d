import {
  type MessageKey,
  type ProjectType,
  selectionCounts,
  type TestKind,
  testCountMessage,
  type WizardDraft,
  type WizardStep,
} from '@app/domain';

/** The draft lists a test can go into: competencies and the edition's games. */
export type PickKind = TestKind;
export type Pick = { id: string; name: string };

export const pickKindStep: Record<PickKind, WizardStep> = {
  competencies: 'behavioral',
  games: 'miniGames',
  cognitive: 'cognitive',
  aptitude: 'aptitude',
};

/** Each list's name, as a catalogue key. */
export const pickKindLabel: Record<PickKind, MessageKey> = {
  competencies: 'console.events.pickKind.competencies',
  games: 'console.events.pickKind.games',
  cognitive: 'console.events.pickKind.cognitive',
  aptitude: 'console.events.pickKind.aptitude',
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
  return testCountMessage(kind, projectType);
}

export function picksOf(draft: WizardDraft, kind: PickKind): Pick[] {
  return draft[kind] ?? [];
}
