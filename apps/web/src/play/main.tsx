// Only the Mantine components the player uses, in Mantine's documented order: base, shared
// dependencies, then components. The console's sheets (app/console-styles.ts) are not loaded.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import './styles/base.css';
import './styles/game.css';
import './styles/items.css';
import './styles/puzzles.css';
import './styles/progress.css';
// Last: it ends with the reduced-motion overrides of the other sheets.
import './styles/results.css';
import '../reduced-motion.css';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type CatalogueLoaders, PageLocale, startPageI18n } from '../i18n/page-locale';
import { cssVariablesResolver, getStyleNonce, theme } from './theme';

/** The player's texts: English with the page, Urdu when someone chooses it. */
const catalogues: CatalogueLoaders = {
  en: () => import('virtual:catalogue/en/play+common'),
  ur: () => import('virtual:catalogue/ur/play+common'),
};

/** /play/{eventId}, with anything after the id ignored (a trailing slash, a stale path). */
function eventIdFromPath(pathname: string): string {
  const segment = pathname.replace(/^\/play\/?/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const url = new URL(window.location.href);
const token = url.searchParams.get('token');
const dropToken = () => {
  url.searchParams.delete('token');
  // replaceState, not pushState: the link's token must not stay in the history either.
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
};

const container = document.getElementById('root');
if (!container) {
  throw new Error('play.html must contain <div id="root">');
}
const root = createRoot(container);
// The game's code (its schemas, screens and rules) is a chunk of its own, fetched beside this one
// (a modulepreload in play.html) and run in a task of its own: a phone's main thread is never
// held by both (decision 0029). The page's language is loaded meanwhile, before the first render,
// so no text shows in the wrong one.
const [{ createPlayApi, PlayerApp }, i18n] = await Promise.all([
  import('./player-chunk'),
  startPageI18n(catalogues),
]);

const page = (content: ReactNode) => (
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={getStyleNonce}
    >
      <PageLocale i18n={i18n} loaders={catalogues}>
        {content}
      </PageLocale>
    </MantineProvider>
  </StrictMode>
);

// A transition: React builds the screen in slices of a few milliseconds rather than one long
// task.
startTransition(() => {
  root.render(
    page(
      <PlayerApp
        api={createPlayApi(eventIdFromPath(url.pathname))}
        token={token}
        dropToken={dropToken}
      />,
    ),
  );
});
