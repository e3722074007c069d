import { type ProjectType, type WizardStep, wizardSteps } from '@app/domain';

type StepMeta = { title: string; progressTitle?: string };

/** The spec's step names (part B §2); progress renames two of them. */
const stepMeta: Record<WizardStep, StepMeta> = {
  info: { title: 'Assessment Information', progressTitle: 'Game Information' },
  behavioral: { title: 'Behavioral Assessment', progressTitle: 'Behavioral Competency' },
  miniGames: { title: 'Mini Games' },
  cognitive: { title: 'Cognitive' },
  aptitude: { title: 'Aptitude' },
  registrationFields: { title: 'Registration Fields' },
  loginMethod: { title: 'Log In Method' },
  artWork: { title: 'Customize Artwork' },
  launch: { title: 'Launch' },
};

export function stepTitle(step: WizardStep, projectType: ProjectType): string {
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
