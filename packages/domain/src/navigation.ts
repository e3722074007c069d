import type { ProjectType, Role } from './auth';

export type MenuEntry = {
  key: string;
  label: string;
  /** `:eventId` is replaced by the stored event id (part A §2, "entries with a second path"). */
  path: string;
  superAdminOnly?: boolean;
  hiddenFor?: ProjectType;
  progressLabel?: string;
};

export const menuEntries: readonly MenuEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/assessment/dashboard' },
  { key: 'assessments', label: 'Assessments', path: '/admin/index' },
  { key: 'leaderboard', label: 'Leaderboard', path: '/admin/leaderboard/:eventId' },
  { key: 'users', label: 'Users', path: '/admin/users/:eventId' },
  { key: 'levels', label: 'Levels Info', path: '/admin/levels/:eventId' },
  { key: 'levelStatistics', label: 'Level Statistics', path: '/admin/level-statistics/:eventId' },
  {
    key: 'levelStrengths',
    label: 'Level Strength Report',
    path: '/admin/level-strengths/:eventId',
  },
  { key: 'userStrengths', label: 'User Strength Report', path: '/admin/user-strengths/:eventId' },
  {
    key: 'strengthDetails',
    label: 'Assessor Board',
    progressLabel: 'Competency Leaderboard',
    path: '/admin/strength-details/:eventId',
  },
  {
    key: 'competencyReport',
    label: 'Competency Report',
    path: '/admin/competency-report/:eventId',
  },
  // Which items work and whether a group is disadvantaged
  // (docs/decisions/0024-item-analysis-reliability-fairness.md).
  { key: 'items', label: 'Items', path: '/admin/items/:eventId' },
  { key: 'fairness', label: 'Fairness', path: '/admin/fairness/:eventId' },
  // Part A §2's "further screen with a competency picker and a grade category"
  // (docs/decisions/0003-the-reports.md).
  { key: 'grades', label: 'Grades', path: '/admin/grades/:eventId' },
  {
    key: 'candidateReport',
    label: 'Candidate Report',
    path: '/admin/candidatereport/:eventId',
    hiddenFor: 'progress',
  },
  { key: 'accounts', label: 'Accounts', path: '/admin/accounts', superAdminOnly: true },
  { key: 'competencies', label: 'Competencies', path: '/admin/competencies', superAdminOnly: true },
  { key: 'games', label: 'Mini Games', path: '/admin/games', superAdminOnly: true },
  { key: 'payments', label: 'Payments', path: '/admin/payments', superAdminOnly: true },
  // Part A §6 shows settings to progress admins, but every settings write is super-admin only
  // (docs/decisions/0001-foundations.md), so the entry is too: a link that can only answer 403
  // helps no one.
  { key: 'settings', label: 'Settings', path: '/admin/settings', superAdminOnly: true },
  { key: 'outbox', label: 'Outbox', path: '/admin/outbox', superAdminOnly: true },
  // The super admin reads every account's entries here, an admin its own
  // (docs/decisions/0010-audit-log.md).
  { key: 'audit', label: 'Audit log', path: '/admin/audit' },
  // Every admin's keys for its own account's ATS or HR system
  // (docs/decisions/0006-public-api-api-keys.md).
  { key: 'apiKeys', label: 'API keys', path: '/admin/api-keys' },
  // The account's result webhooks, with their deliveries (docs/decisions/0007-result-webhooks.md).
  { key: 'webhooks', label: 'Webhooks', path: '/admin/webhooks' },
];

export type VisibleMenuEntry = {
  key: string;
  label: string;
  /** null when the entry needs an event and none is stored yet. */
  href: string | null;
};

/** Part A §2 / §6: super admin sees all; ace hides settings; progress hides Candidate Report. */
export function visibleMenu(input: {
  role: Role;
  projectType: ProjectType;
  eventId: string | null;
}): VisibleMenuEntry[] {
  const isSuperAdmin = input.role === 'superAdmin';
  return menuEntries
    .filter((e) => isSuperAdmin || (!e.superAdminOnly && e.hiddenFor !== input.projectType))
    .map((e) => {
      const label = input.projectType === 'progress' && e.progressLabel ? e.progressLabel : e.label;
      const needsEvent = e.path.includes(':eventId');
      const href = needsEvent
        ? input.eventId
          ? e.path.replace(':eventId', encodeURIComponent(input.eventId))
          : null
        : e.path;
      return { key: e.key, label, href };
    });
}

export type LandingUser = {
  role: Role;
  newUser: boolean;
  defaultEventId: string | null;
};

/**
 * Where a signed-in user lands from `/`, `/auth` or an unknown path (part A §2, part B §6).
 * DESIGN §6.3: no hard-coded default event; without one the admin lands on the dashboard.
 */
export function landingPath(user: LandingUser | null): string {
  if (!user) {
    return '/auth/login';
  }
  if (user.role === 'superAdmin') {
    return '/admin/accounts';
  }
  if (user.newUser) {
    return '/assessment/index';
  }
  if (user.defaultEventId) {
    return `/admin/leaderboard/${encodeURIComponent(user.defaultEventId)}`;
  }
  return '/assessment/dashboard';
}

/** Part A §2: unknown paths. The assessment area falls back to its dashboard. */
export function unknownPathRedirect(pathname: string, user: LandingUser | null): string {
  if (!user) {
    return '/auth/login';
  }
  if (pathname === '/assessment' || pathname.startsWith('/assessment/')) {
    return '/assessment/dashboard';
  }
  if (user.role === 'superAdmin') {
    return '/admin/accounts';
  }
  return landingPath({ ...user, newUser: false });
}

/** Part A §2: the top bar's 'My Dashboard' link is disabled while a game is being created. */
export function isMyDashboardDisabled(pathname: string): boolean {
  return pathname === '/assessment/loading' || pathname === '/easy-flow/step4/loading';
}

/** The free-plan banner is hidden on the dashboard (part A §2). */
export function showsFreePlanBanner(input: { plan: string; pathname: string }): boolean {
  return input.plan === 'free' && !input.pathname.endsWith('/dashboard');
}

/** Plan upgrade is hidden in the progress edition (part B §6). */
export function canUpgradePlan(projectType: ProjectType): boolean {
  return projectType !== 'progress';
}

/** The dashboard's line under its title; the server paints it before the console's script runs. */
export function dashboardIntro(projectType: ProjectType): string {
  return `Open ${projectType === 'progress' ? 'a game' : 'an assessment'} to see its leaderboard, users and reports.`;
}
