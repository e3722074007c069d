import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { demandOverlays } from '../app/overlay-demand';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { queryKeys } from '../app/query-keys';
import { routes } from '../app/routes';
import { fetchSession } from '../app/session';

/**
 * The whole app (routes, guards, lazy screens) at `path`, as a browser would load it: for the
 * tests of routing, guards and the shell. A screen's own behaviour is tested with renderScreen.
 */
export async function renderApp(path: string) {
  return mount(routes, path);
}

/** Where a screen sent the browser, when it left for a route the test did not mount. */
function LeftFor() {
  const { pathname } = useLocation();
  return <p data-testid="left-for">{pathname}</p>;
}

type ScreenOptions = {
  /** The screen's route pattern, e.g. '/admin/users/:eventId'; by default the path's own. */
  route?: string;
  /** The URL it opens at. */
  path?: string;
  /** Other screens a flow under test moves on to. */
  routes?: RouteObject[];
};

/**
 * One screen with the app's providers and a router around it, already signed in as the mocked
 * session says (the shell's session gate has done that before any screen renders). No shell,
 * guards or lazy chunks: a screen test waits only for its own reads.
 */
export async function renderScreen(ui: ReactNode, options: ScreenOptions = {}) {
  const { path = '/', routes: others = [] } = options;
  const route = options.route ?? new URL(path, 'http://localhost').pathname;
  return mount(
    [{ path: route, element: ui }, ...others, { path: '*', element: <LeftFor /> }],
    path,
  );
}

/**
 * A feature's own screens, for a flow that moves between them (the wizard, the easy flow), with
 * the providers and the signed-in session but without the shell and guards. The first screen's
 * chunk is loaded before anything renders, so no wait of the test is spent importing it.
 */
export async function renderScreens(screens: RouteObject[], path: string) {
  return mount([...screens, { path: '*', element: <LeftFor /> }], path);
}

/**
 * Signs in as the mocked session says and loads the first screen's chunks before anything
 * renders (what the app's session gate and lazy routes wait for), so a test's own waits are
 * spent on the screen, never on imports: under load those took longer than a findBy allows.
 */
async function mount(tree: RouteObject[], path: string) {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery({
    queryKey: queryKeys.auth.session(),
    queryFn: ({ signal }) => fetchSession(signal),
  });
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
  // As the console does before its first screen shows: a confirm opened before the modal host
  // listens is lost.
  demandOverlays();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await (await import('../app/overlays')).overlaysMounted;
  return { ...view, router, queryClient };
}

/** One component with the providers and a router around it. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
