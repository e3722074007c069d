/**
 * The server puts each page's style nonce in `<meta property="csp-nonce">` (its CSP allows
 * only 'self' and that nonce for styles). Every library that injects a <style> tag must stamp
 * it: Mantine (getStyleNonce), the scroll lock of modals and dropdowns (react-remove-scroll,
 * through get-nonce, which reads the `__webpack_nonce__` global) and the logo cropper (its
 * `nonce` prop). Absent in the Vite dev server and in tests, where no CSP applies.
 */
export const styleNonce: string | undefined =
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined);

if (styleNonce) {
  (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = styleNonce;
}

/** For MantineProvider's getStyleNonce (undefined: no nonce attribute at all). */
export const getStyleNonce: (() => string) | undefined = styleNonce ? () => styleNonce : undefined;
