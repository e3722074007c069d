import { type MessageKey, type ProjectType, type WizardStep, wizardSteps } from '@app/domain';

type StepMeta = { title: MessageKey; progressTitle?: MessageKey };

/** The spec's step names (part B §2), as catalogue keys; progress renames two of them. */
const stepMeta: Record<WizardStep, StepMeta> = {
  info: {
    title: 'console.events.wizardSteps.info',
    progressTitle: 'console.events.wizardSteps.infoProgress',
  },
  behavioral: {
    title: 'console.events.wizardSteps.behavioral',
    progressTitle: 'console.events.wizardSteps.behavioralProgress',
  },
  miniGames: { title: 'console.events.wizardSteps.miniGames' },
  cognitive: { title: 'console.events.wizardSteps.cognitive' },
  aptitude: { title: 'console.events.wizardSteps.aptitude' },
  registrationFields: { title: 'console.events.wizardSteps.registrationFields' },
  loginMethod: { title: 'console.events.wizardSteps.loginMethod' },
  artWork: { title: 'console.events.wizardSteps.artWork' },
  launch: { title: 'console.events.wizardSteps.launch' },
};

/** The step's name as a catalogue key (translate it with `useText`). */
export function stepTitle(step: WizardStep, projectType: ProjectType): MessageKey {
  const meta = stepMeta[step];
  return projectType === 'progress' && meta.progressTitle ? meta.progressTitle : meta.title;
}

export function stepPath(step: WizardStep): string {
  return `/assessment/${step}`;
}

export const SELECTION_PATH = '/assessment/selection';
export const INFO_PATH = '/assessment/info';

/** Where Next leads: the following step, or the review after the last one. */
export function nextPath(step: WizardStep, projectType: ProjectType): string {
  const steps = wizardSteps(projectType);
  const following = steps[steps.indexOf(step) + 1];
  return following ? stepPath(following) : SELECTION_PATH;
}

/** Where Previous leads; the first step has none. */
export function previousPath(step: WizardStep, projectType: ProjectType): string | null {
  const steps = wizardSteps(projectType);
  const before = steps[steps.indexOf(step) - 1];
  return before ? stepPath(before) : null;
}
