import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getStyleNonce } from './csp-nonce';
import { theme } from './theme';

type Props = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals for jsdom. */
  env?: 'default' | 'test';
};

export function AppProviders({ queryClient, children, env = 'default' }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env={env} getStyleNonce={getStyleNonce}>
        <Notifications position="top-right" />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
