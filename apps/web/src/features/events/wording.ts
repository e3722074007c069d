import type { MessageKey, ProjectType } from '@app/domain';

/** The screen's translator (useText()), passed in: this helper is not a component. */
type Translate = (key: MessageKey) => string;

/** Part B §1: the progress edition says game, the other says assessment. */
export function nounOf(projectType: ProjectType, text: Translate): string {
  return text(
    projectType === 'progress' ? 'console.events.noun.game' : 'console.events.noun.assessment',
  );
}

/** The same word as a title word ('Game', 'Assessment'). */
export function titleNounOf(projectType: ProjectType, text: Translate): string {
  return text(
    projectType === 'progress'
      ? 'console.events.noun.gameTitle'
      : 'console.events.noun.assessmentTitle',
  );
}
