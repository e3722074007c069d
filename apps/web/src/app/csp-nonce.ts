/**
 * The server puts each page's style nonce in `<meta property="csp-nonce">` (its CSP allows
 * only 'self' and that nonce for styles). Mantine stamps it on the <style> tags it injects
 * (getStyleNonce); the scroll lock of modals and dropdowns (react-remove-scroll, through
 * get-nonce) reads it from the `__webpack_nonce__` global, so it is set there too.
 * Absent in the Vite dev server and in tests, where no CSP applies.
 */
export function installStyleNonce(): (() => string) | undefined {
  if (typeof document === 'undefined') {
    return undefined;
  }
  const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content');
  if (!nonce) {
    return undefined;
  }
  (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
  return () => nonce;
}
