import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf, signedOut } from '../test/api-mock';
import { renderApp } from '../test/render';
import { eventDetail } from './test-event-fixtures';

/** Lazy screens load slowly on a busy machine; the default 1 s wait flaked there. */
const slow = { timeout: 5000 };

describe('routing and guards', () => {
  it('sends a signed-out visitor of the console to the login page', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    const { router } = await renderApp('/admin/leaderboard/1234');
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('keeps the reset password page reachable when signed out', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    await renderApp('/auth/reset-password?token=abc');
    expect(await screen.findByLabelText(/^New Password/, {}, slow)).toBeTruthy();
  });

  it('lands a new admin on the start page from /', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf(makeUser({ newUser: true })) });
    const { router } = await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Start' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/index');
  });

  it('sends unknown assessment paths to the dashboard and stores opened events', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events/4321': () => json(200, eventDetail('4321')),
    });
    const { router } = await renderApp('/assessment/nowhere');
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/dashboard');
    await router.navigate('/admin/users/4321');
    expect(await screen.findByRole('heading', { name: 'Users' }, slow)).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('eventId')).toBe('4321'));
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe(
      '/admin/leaderboard/4321',
    );
  });

  it('keeps super admin pages from admins', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ defaultEventId: '77' })),
      'GET /api/events/77': () => json(200, eventDetail('77')),
    });
    const { router } = await renderApp('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Leaderboard' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/leaderboard/77');
  });
});
