/**
 * The server puts each page's style nonce in `<meta property="csp-nonce">` (its CSP allows
 * only 'self' and that nonce for styles); Mantine stamps it on the <style> tags it injects.
 * Absent in the Vite dev server and in tests, where no CSP applies.
 */
export function readStyleNonce(): (() => string) | undefined {
  if (typeof document === 'undefined') {
    return undefined;
  }
  const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content');
  return nonce ? () => nonce : undefined;
}
