import type { Role } from '@app/domain';

export type ShellArea = {
  /** Root-level wizard pages have no sidebar (part A §2); dashboards and /admin do. */
  hasSideMenu: boolean;
  /** 'My Dashboard' in the top bar of the assessment area and the easy flow. */
  hasDashboardLink: boolean;
  /** The journey's '% to complete' bar, on the wizard's pages. */
  hasJourneyProgress: boolean;
};

const dashboards = new Set(['/assessment/dashboard', '/easy-flow/dashboard']);

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function shellAreaOf(pathname: string): ShellArea {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const isAssessment = isUnder(path, '/assessment');
  const isWizardArea = isAssessment || isUnder(path, '/easy-flow');
  const isDashboard = dashboards.has(path);
  return {
    hasSideMenu: !isWizardArea || isDashboard,
    hasDashboardLink: isWizardArea,
    // Invitations come after the game exists: the journey is over there.
    hasJourneyProgress: isAssessment && !isDashboard && !isUnder(path, '/assessment/invitation'),
  };
}

/** Part A §2: the brand link takes a super admin to accounts, others to their dashboard. */
export function brandPath(role: Role): string {
  return role === 'superAdmin' ? '/admin/accounts' : '/assessment/dashboard';
}
