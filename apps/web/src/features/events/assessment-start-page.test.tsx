import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { draftHandlers } from './test-fixtures';

describe('assessment start page', () => {
  it('opens the first step one second after Start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      ...draftHandlers(null),
    });
    const { router } = await renderApp('/assessment/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(router.state.location.pathname).toBe('/assessment/index');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(await screen.findByRole('heading', { name: 'Game Information' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/info');
    expect(screen.getAllByText('4% to complete').length).toBeGreaterThan(0);
  });
});
