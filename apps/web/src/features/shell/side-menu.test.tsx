import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { SideMenu } from './side-menu';

describe('side menu', () => {
  it('renames Assessor Board and hides Candidate Report for progress', () => {
    renderWithProviders(
      <SideMenu user={makeUser({ projectType: 'progress' })} eventId="1234" />,
      '/admin/leaderboard/1234',
    );
    expect(screen.getByRole('link', { name: 'Competency Leaderboard' })).toBeTruthy();
    expect(screen.queryByText('Assessor Board')).toBeNull();
    expect(screen.queryByText('Candidate Report')).toBeNull();
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('links event entries to the stored event and hides super admin entries', () => {
    renderWithProviders(<SideMenu user={makeUser({ projectType: 'ace' })} eventId="1234" />);
    expect(screen.getByRole('link', { name: 'Assessor Board' }).getAttribute('href')).toBe(
      '/admin/strength-details/1234',
    );
    expect(screen.getByRole('link', { name: 'Candidate Report' })).toBeTruthy();
    expect(screen.queryByText('Accounts')).toBeNull();
    expect(screen.queryByText('Outbox')).toBeNull();
    // The audit log is every admin's: it reads its own account's entries there.
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe(
      '/admin/audit',
    );
  });

  it('disables event entries with a hint when no event is stored', () => {
    renderWithProviders(<SideMenu user={makeUser()} eventId={null} />);
    expect(screen.queryByRole('link', { name: /Leaderboard/ })).toBeNull();
    expect(
      screen.getAllByText('Open an assessment from the Dashboard first').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('shows every entry and the display name to the super admin', () => {
    renderWithProviders(
      <SideMenu
        user={makeUser({ role: 'superAdmin', name: '', email: 'root@example.com' })}
        eventId="1"
      />,
    );
    expect(screen.getByRole('link', { name: 'Outbox' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accounts' })).toBeTruthy();
    expect(screen.getByText('root')).toBeTruthy();
  });
});
