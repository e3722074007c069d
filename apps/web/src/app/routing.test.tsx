import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf, signedOut } from '../test/api-mock';
import { renderApp } from '../test/render';

describe('routing and guards', () => {
  it('sends a signed-out visitor of the console to the login page', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    const { router } = renderApp('/admin/leaderboard/1234');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('keeps the reset password page reachable when signed out', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderApp('/auth/reset-password?token=abc');
    expect(await screen.findByLabelText(/^New Password/)).toBeTruthy();
  });

  it('lands a new admin on the start page from /', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf(makeUser({ newUser: true })) });
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/index');
  });

  it('sends unknown assessment paths to the dashboard and stores opened events', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf(makeUser()) });
    const { router } = renderApp('/assessment/nowhere');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/dashboard');
    await router.navigate('/admin/users/4321');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(window.localStorage.getItem('eventId')).toBe('4321');
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe(
      '/admin/leaderboard/4321',
    );
  });

  it('keeps super admin pages from admins', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf(makeUser({ defaultEventId: '77' })) });
    const { router } = renderApp('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/leaderboard/77');
  });
});
