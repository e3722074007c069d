import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks the layout APIs Mantine reads; these stand-ins answer "no match, no size".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// findBy/waitFor give up after 3 s rather than 1: on a loaded 2-core CI machine a screen's
// answer (a mocked fetch, a parse, a render) has taken longer than a second.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // The notification store outlives a test (and, in the vm pool, a test file): a notification
  // left shown would appear in the next test, and five of them would queue its own.
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

// A vm-pool test context has jsdom's globals, and not all of Node's web streams (the game
// generation reads a streamed response).
if (typeof globalThis.ReadableStream === 'undefined') {
  const streams = await import('node:stream/web');
  Object.assign(globalThis, {
    ReadableStream: streams.ReadableStream,
    TextDecoderStream: streams.TextDecoderStream,
  });
}
