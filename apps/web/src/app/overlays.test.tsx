import { render } from '@testing-library/react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/** The console's route: the one whose lazy loader brings in the shell. */
function consoleLoader(tree: RouteObject[]): LazyRouteFunction<RouteObject> | null {
  for (const route of tree) {
    if (typeof route.lazy === 'function' && route.children?.some((c) => c.path === 'admin')) {
      return route.lazy;
    }
    const found = consoleLoader(route.children ?? []);
    if (found) {
      return found;
    }
  }
  return null;
}

describe('the console', () => {
  afterEach(() => vi.useRealTimers());

  it('mounts the confirm-modal host itself, before any session query has run', async () => {
    // In a browser the router shows its loader while the console's code loads, so nothing has
    // read the session yet; the host must still come up, not after a fallback timeout.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <p>page</p>
      </AppProviders>,
    );
    const load = consoleLoader(routes);
    expect(load).not.toBeNull();
    const loaded = await load?.();
    expect(loaded).toHaveProperty('Component');
  });
});
