// Only the Mantine sheets this page uses, in Mantine's documented order: base, shared
// dependencies, then components. Neither the console's nor the player's sheets are loaded.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import './styles/candidate.css';
import '../reduced-motion.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type CatalogueLoaders, PageLocale, startPageI18n } from '../i18n/page-locale';
import { cssVariablesResolver, getStyleNonce, theme } from './theme';

/** The candidate site's texts: English with the page, Urdu when someone chooses it. */
const catalogues: CatalogueLoaders = {
  en: () => import('virtual:catalogue/en/candidate+common'),
  ur: () => import('virtual:catalogue/ur/candidate+common'),
};

/** /candidate-flow/{eventId}, with anything after the id ignored (a trailing slash, a stale path). */
function eventIdFromPath(pathname: string): string {
  const segment = pathname.replace(/^\/candidate-flow\/?/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const container = document.getElementById('root');
if (!container) {
  throw new Error('candidate.html must contain <div id="root">');
}
const root = createRoot(container);
// The site's code (its schemas and screens) is a chunk of its own, fetched beside this one (a
// modulepreload in candidate.html) and run in a task of its own: a phone's main thread is
// never held by both (decision 0029).
const [{ CandidateApp, createCandidateApi }, i18n] = await Promise.all([
  import('./candidate-chunk'),
  startPageI18n(catalogues),
]);
// A transition: React builds the first screen in slices of a few milliseconds rather than one
// long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        getStyleNonce={getStyleNonce}
      >
        <PageLocale i18n={i18n} loaders={catalogues}>
          <CandidateApp api={createCandidateApi(eventIdFromPath(window.location.pathname))} />
        </PageLocale>
      </MantineProvider>
    </StrictMode>,
  );
});
