import './app/base-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain <div id="root">');
}
const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole console at once: on a phone that was one task of
// ~150 ms during which a tap went unanswered (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
