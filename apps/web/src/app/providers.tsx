import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { installStyleNonce } from './csp-nonce';
import { theme } from './theme';

type Props = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals for jsdom. */
  env?: 'default' | 'test';
};

const styleNonce = installStyleNonce();

export function AppProviders({ queryClient, children, env = 'default' }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env={env} getStyleNonce={styleNonce}>
        <Notifications position="top-right" />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
