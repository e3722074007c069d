import '../app/base-styles';
import { Anchor, MantineProvider } from '@mantine/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getStyleNonce } from '../app/csp-nonce';
import { cssVariablesResolver, theme } from '../app/theme';
import { signInCatalogues as catalogues } from '../features/auth/catalogues';
import { PageLocale, startPageI18n } from '../i18n/page-locale';

/**
 * The Login screen without the console around it: a browser with no session opening
 * /auth/login gets this page, about 30 KiB lighter than the console (no router, no console
 * screens). Signing in loads the console at its landing page; every other link is a page load.
 */
// The form's code (its rules, schemas and requests) is a chunk of its own, fetched beside this
// one (a modulepreload in signin.html) and run in a task of its own: a phone's main thread is
// never held by both (decision 0029). The page's catalogue loads meanwhile.
const [{ LoginContent, REGISTER_PATH }, i18n] = await Promise.all([
  import('./signin-chunk'),
  startPageI18n(catalogues),
]);

function SignInPage() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={getStyleNonce}
    >
      <PageLocale i18n={i18n} loaders={catalogues}>
        <LoginContent
          params={new URLSearchParams(window.location.search)}
          registerLink={(label) => <Anchor href={REGISTER_PATH}>{label}</Anchor>}
          onSignedIn={() => window.location.assign('/')}
        />
      </PageLocale>
    </MantineProvider>
  );
}

const container = document.getElementById('root');
if (!container) {
  throw new Error('signin.html must contain <div id="root">');
}
const root = createRoot(container);
// Rendered as a transition: React yields to the browser every few milliseconds instead of
// building the page in one long task, so a slow phone's main thread is never blocked for long
// (Lighthouse's total blocking time; docs/decisions/0029).
startTransition(() => {
  root.render(
    <StrictMode>
      <SignInPage />
    </StrictMode>,
  );
});
