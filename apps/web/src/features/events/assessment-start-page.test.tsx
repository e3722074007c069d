import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { draftHandlers, eventSummary, renderEventScreen } from './test-fixtures';

const games = (count: number) => () =>
  json(200, {
    items: Array.from({ length: count }, (_, i) => eventSummary({ id: `acme_${i}` })),
    totals: { games: count, users: 0 },
  });

describe('assessment start page', () => {
  it('opens the first step one second after Start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      'GET /api/events': games(0),
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

  it('says "Create your first" only while the account has no game', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      'GET /api/events': games(2),
    });
    const view = await renderEventScreen('/assessment/index');
    expect(await screen.findByRole('heading', { name: 'Create a new game' })).toBeTruthy();
    expect(screen.queryByText(/Create your first/)).toBeNull();
    view.unmount();

    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': games(0),
    });
    await renderEventScreen('/assessment/index');
    expect(
      await screen.findByRole('heading', { name: 'Create your first assessment' }),
    ).toBeTruthy();
  });
});
