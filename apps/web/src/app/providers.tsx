import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { getStyleNonce } from './csp-nonce';
import { cssVariablesResolver, theme } from './theme';

type Props = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals for jsdom. */
  env?: 'default' | 'test';
};

/**
 * Loaded after the first paint: no screen needs them to render, and with the modal's focus
 * trap, scroll lock and transitions they were a fifth of the first load.
 */
const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));

export function AppProviders({ queryClient, children, env = 'default' }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        env={env}
        getStyleNonce={getStyleNonce}
      >
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
