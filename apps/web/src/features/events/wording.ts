import type { ProjectType } from '@app/domain';

/** Part B §1: the progress edition says game, the other says assessment. */
export function nounOf(projectType: ProjectType): 'game' | 'assessment' {
  return projectType === 'progress' ? 'game' : 'assessment';
}

export function titleNounOf(projectType: ProjectType): 'Game' | 'Assessment' {
  return projectType === 'progress' ? 'Game' : 'Assessment';
}
