import type { AuditEntry } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { AuditScreen } from './audit-screen';

const superAdmin = makeUser({ role: 'superAdmin', email: 'root@platform.test' });
const admin = makeUser({ role: 'admin', email: 'ann@alpha.test' });
const ALPHA = '0190d3a4-7f7e-4c1a-9d2b-1f2e3d4c5b6a';

function entry(index: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `e${index}`,
    createdAt: '2026-03-05T09:07:00.000Z',
    accountId: ALPHA,
    companyName: 'Alpha Foods',
    actorEmail: `actor${index}@alpha.test`,
    actorRole: 'admin',
    action: 'participant.delete',
    targetType: 'participant',
    targetId: `p-${index}`,
    eventId: '4021',
    details: {},
    ip: '203.0.113.7',
    requestId: `r${index}`,
    ...overrides,
  };
}

const pageOf = (items: AuditEntry[], page = 1, total = items.length) =>
  json(200, { items, total, page, pageSize: 25 });

describe('audit log screen', () => {
  it("shows the super admin every account's entries and pages and filters on the server", async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'GET /api/admin/audit': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return pageOf(
          [
            entry(page),
            entry(99, {
              actorEmail: 'root@platform.test',
              actorRole: 'superAdmin',
              action: 'account.planChange',
              targetType: 'account',
              targetId: ALPHA,
              eventId: null,
              details: { oldPlan: 'free', newPlan: 'premium' },
            }),
          ],
          page,
          60,
        );
      },
    });
    const view = await renderScreen(<AuditScreen />, { path: '/admin/audit' });
    const row = (await screen.findByText('actor1@alpha.test')).closest('tr');
    if (!row) {
      throw new Error('no row');
    }
    expect(within(row).getByText('Participant deleted')).toBeTruthy();
    expect(within(row).getByText('Alpha Foods')).toBeTruthy();
    expect(within(row).getByText('203.0.113.7')).toBeTruthy();
    expect(within(row).getByText('p-1')).toBeTruthy();
    expect(screen.getByText('oldPlan: free · newPlan: premium')).toBeTruthy();
    expect(screen.getByText('Super admin')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('actor2@alpha.test')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?page=2');

    fireEvent.change(screen.getByLabelText('Action'), {
      target: { value: 'participant.delete' },
    });
    expect(view.router.state.location.search).toBe('?action=participant.delete');
    fireEvent.click(screen.getAllByRole('button', { name: 'Alpha Foods' })[0] as HTMLElement);
    expect(view.router.state.location.search).toBe(`?action=participant.delete&account=${ALPHA}`);
    await screen.findByText('Account: Alpha Foods');
    const last = String(api.callsTo('GET /api/admin/audit').at(-1)?.[0]);
    expect(last).toContain('action=participant.delete');
    expect(last).toContain(`accountId=${ALPHA}`);
  });

  it("shows an admin its own account's log, without an Account column", async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(admin),
      'GET /api/audit': () =>
        pageOf([
          entry(1),
          entry(2, {
            actorEmail: 'ann@alpha.test',
            actorRole: 'apiKey',
            action: 'participant.bulkUpload',
            details: { added: 2, apiKey: 'Workday sync' },
          }),
        ]),
    });
    await renderScreen(<AuditScreen />, {
      path: '/admin/audit?from=2026-03-01&to=2026-03-05&account=ignored',
    });
    expect(await screen.findByText('actor1@alpha.test')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Your account's audit log" })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Account' })).toBeNull();
    // What a key did names the key (in its details) and the admin who owns it.
    const byKey = screen.getByText('ann@alpha.test').closest('tr') as HTMLElement;
    expect(within(byKey).getByText('API key')).toBeTruthy();
    expect(within(byKey).getByText('added: 2 · apiKey: Workday sync')).toBeTruthy();
    const url = new URL(String(api.callsTo('GET /api/audit').at(-1)?.[0]), 'http://x');
    expect(url.searchParams.get('accountId')).toBeNull();
    // The picked days are the viewer's own: `to` is the midnight after the last day.
    expect(Date.parse(url.searchParams.get('to') ?? '')).toBe(new Date(2026, 2, 6).getTime());
    expect(Date.parse(url.searchParams.get('from') ?? '')).toBe(new Date(2026, 2, 1).getTime());
  });

  it('says so when nothing matches, and shows errors with a retry', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(admin),
      'GET /api/audit': () => pageOf([]),
    });
    const first = await renderScreen(<AuditScreen />, { path: '/admin/audit' });
    expect(await screen.findByText('No audit entries match these filters.')).toBeTruthy();
    first.unmount();

    mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'GET /api/admin/audit': () => apiError(403, 'FORBIDDEN', 'You do not have permission.'),
    });
    await renderScreen(<AuditScreen />, { path: '/admin/audit' });
    expect(await screen.findByText('You do not have permission.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
