import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { OutboxPage } from './outbox-page';

const superAdmin = makeUser({ role: 'superAdmin' });
const verifyLink = 'http://localhost:3000/api/auth/verify-email?token=t1';

function mail(index: number) {
  return {
    id: `m${index}`,
    to: `user${index}@example.com`,
    subject: `Verify your e-mail ${index}`,
    text: 'Open the link to verify.',
    links: [verifyLink],
    status: 'logged',
    attempts: 0,
    lastError: null,
    createdAt: '2026-03-05T09:07:00.000Z',
    sentAt: null,
  };
}

describe('outbox page', () => {
  it('shows each link as a clickable anchor and pages on the server', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'GET /api/admin/outbox': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return json(200, { items: [mail(page)], total: 12, page, pageSize: 10 });
      },
    });
    await renderScreen(<OutboxPage />, { path: '/admin/outbox', route: '/admin/outbox' });
    expect(await screen.findByText('user1@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: verifyLink }).getAttribute('href')).toBe(verifyLink);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('user2@example.com')).toBeTruthy();
    const lastCall = api.callsTo('GET /api/admin/outbox').at(-1);
    expect(String(lastCall?.[0])).toContain('page=2&pageSize=10');
  });

  it('says so when there is nothing, and shows errors', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'GET /api/admin/outbox': () => json(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    });
    const first = await renderScreen(<OutboxPage />, {
      path: '/admin/outbox',
      route: '/admin/outbox',
    });
    expect(await screen.findByText(/No e-mails yet/)).toBeTruthy();
    first.unmount();

    mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'GET /api/admin/outbox': () => apiError(403, 'FORBIDDEN', 'You do not have permission.'),
    });
    await renderScreen(<OutboxPage />, { path: '/admin/outbox', route: '/admin/outbox' });
    expect(await screen.findByText('You do not have permission.')).toBeTruthy();
  });
});
