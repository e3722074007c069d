import type { AceGameKind } from '@app/domain';

/** Part B §3: the type shown for each kind of ace game. */
export const aceGameLabels: Record<AceGameKind, { type: string; title: string }> = {
  cognitive: { type: 'Cognitive', title: 'Cognitive Games' },
  aptitude: { type: 'Aptitude', title: 'Aptitude Games' },
};
