import '../app/base-styles';
import { Anchor, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getStyleNonce } from '../app/csp-nonce';
import { createQueryClient } from '../app/query-client';
import { cssVariablesResolver, theme } from '../app/theme';
import { LoginContent, REGISTER_PATH } from '../features/auth/login-content';

/**
 * The Login screen without the console around it: a browser with no session opening
 * /auth/login gets this page, about 30 KiB lighter than the console (no router, no console
 * screens). Signing in loads the console at its landing page; every other link is a page load.
 */
function SignInPage() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        getStyleNonce={getStyleNonce}
      >
        <LoginContent
          params={new URLSearchParams(window.location.search)}
          registerLink={<Anchor href={REGISTER_PATH}>Register</Anchor>}
          onSignedIn={() => window.location.assign('/')}
        />
      </MantineProvider>
    </QueryClientProvider>
  );
}

const container = document.getElementById('root');
if (!container) {
  throw new Error('signin.html must contain <div id="root">');
}
createRoot(container).render(
  <StrictMode>
    <SignInPage />
  </StrictMode>,
);
