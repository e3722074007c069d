import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { consoleI18n } from '../i18n/console-i18n';
import { getStyleNonce } from './csp-nonce';
import { overlaysDemanded, subscribeOverlayDemand } from './overlay-demand';
import { queryKeys } from './query-keys';
import { cssVariablesResolver, theme } from './theme';

type Props = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals for jsdom. */
  env?: 'default' | 'test';
};

const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));

/**
 * The notification stack and the confirm-modal host load once the console asks for them, someone
 * is signed in (confirm modals exist only in the console) or a notification is shown, and then stay: with the modal's
 * focus trap, scroll lock and transitions they were a fifth of the login page's first load.
 */
function DeferredOverlays() {
  const client = useQueryClient();
  // Read from the cache without starting a session query of its own.
  const signedIn = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => Boolean(client.getQueryData(queryKeys.auth.session())),
  );
  const demanded = useSyncExternalStore(subscribeOverlayDemand, overlaysDemanded);
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (demanded || signedIn || notifications.length > 0 || queue.length > 0)) {
    setNeeded(true);
  }
  return needed ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

export function AppProviders({ queryClient, children, env = 'default' }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        env={env}
        getStyleNonce={getStyleNonce}
      >
        <I18nProvider i18n={consoleI18n}>
          <DeferredOverlays />
          {children}
        </I18nProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
