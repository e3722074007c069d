import { describe, expect, it } from 'vitest';
import {
  canUpgradePlan,
  isMyDashboardDisabled,
  landingPath,
  showsFreePlanBanner,
  unknownPathRedirect,
  visibleMenu,
} from './navigation';

const admin = { role: 'admin' as const, newUser: false, defaultEventId: null };

describe('landingPath (part A §2, DESIGN §6.3)', () => {
  it('sends each kind of user to its place', () => {
    expect(landingPath(null)).toBe('/auth/login');
    expect(landingPath({ ...admin, role: 'superAdmin' })).toBe('/admin/accounts');
    expect(landingPath({ ...admin, newUser: true })).toBe('/assessment/index');
    expect(landingPath({ ...admin, defaultEventId: 'acme_hiring' })).toBe(
      '/admin/leaderboard/acme_hiring',
    );
    expect(landingPath(admin)).toBe('/assessment/dashboard');
  });
});

describe('unknownPathRedirect', () => {
  it('sends the signed-out to login and the assessment area to its dashboard', () => {
    expect(unknownPathRedirect('/whatever', null)).toBe('/auth/login');
    expect(unknownPathRedirect('/assessment/nope', admin)).toBe('/assessment/dashboard');
    expect(unknownPathRedirect('/nope', { ...admin, role: 'superAdmin' })).toBe('/admin/accounts');
    expect(unknownPathRedirect('/nope', { ...admin, defaultEventId: 'e1' })).toBe(
      '/admin/leaderboard/e1',
    );
  });
});

describe('visibleMenu (part A §6)', () => {
  const labels = (input: Parameters<typeof visibleMenu>[0]) =>
    visibleMenu(input).map((e) => e.label);

  it('shows the super admin every entry', () => {
    const all = labels({ role: 'superAdmin', projectType: 'ace', eventId: null });
    expect(all).toContain('Accounts');
    expect(all).toContain('Settings');
    expect(all).toContain('Candidate Report');
  });
  it('hides Candidate Report in progress and renames Assessor Board', () => {
    const progress = labels({ role: 'admin', projectType: 'progress', eventId: 'e' });
    expect(progress).not.toContain('Candidate Report');
    expect(progress).toContain('Competency Leaderboard');
    expect(progress).not.toContain('Assessor Board');
  });
  it('hides settings and the super-admin pages from an ace admin', () => {
    const ace = labels({ role: 'admin', projectType: 'ace', eventId: 'e' });
    expect(ace).toContain('Candidate Report');
    expect(ace).toContain('Assessor Board');
    expect(ace).not.toContain('Settings');
    expect(ace).not.toContain('Accounts');
  });
  it('appends the stored event id, and has no link without one', () => {
    const withEvent = visibleMenu({ role: 'admin', projectType: 'ace', eventId: 'a b' });
    expect(withEvent.find((e) => e.key === 'users')?.href).toBe('/admin/users/a%20b');
    const without = visibleMenu({ role: 'admin', projectType: 'ace', eventId: null });
    expect(without.find((e) => e.key === 'users')?.href).toBeNull();
    expect(without.find((e) => e.key === 'dashboard')?.href).toBe('/assessment/dashboard');
  });
  it('lists Items and Fairness beside the reports, for every edition', () => {
    for (const projectType of ['ace', 'progress'] as const) {
      const menu = visibleMenu({ role: 'admin', projectType, eventId: 'e1' });
      const keys = menu.map((e) => e.key);
      expect(keys.indexOf('items')).toBe(keys.indexOf('competencyReport') + 1);
      expect(keys.indexOf('fairness')).toBe(keys.indexOf('items') + 1);
      expect(menu.find((e) => e.key === 'items')?.href).toBe('/admin/items/e1');
      expect(menu.find((e) => e.key === 'fairness')?.href).toBe('/admin/fairness/e1');
    }
  });
});

describe('top bar and banner rules', () => {
  it('disables My Dashboard only while a game is being created', () => {
    expect(isMyDashboardDisabled('/assessment/loading')).toBe(true);
    expect(isMyDashboardDisabled('/easy-flow/step4/loading')).toBe(true);
    expect(isMyDashboardDisabled('/assessment/launch')).toBe(false);
  });
  it('shows the free banner except on dashboards, and upgrade outside progress', () => {
    expect(showsFreePlanBanner({ plan: 'free', pathname: '/admin/index' })).toBe(true);
    expect(showsFreePlanBanner({ plan: 'free', pathname: '/assessment/dashboard' })).toBe(false);
    expect(showsFreePlanBanner({ plan: 'premium', pathname: '/admin/index' })).toBe(false);
    expect(canUpgradePlan('progress')).toBe(false);
    expect(canUpgradePlan('ace')).toBe(true);
  });
});
