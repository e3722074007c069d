/**
 * Whether the notification stack and confirm-modal host are wanted yet (see DeferredOverlays).
 * The console asks for them while its code loads, before any session query has run: the router
 * shows its loader until the console's code is in, so nothing signed-in has rendered by then.
 */
let demanded = false;
const listeners = new Set<() => void>();

export function demandOverlays(): void {
  if (!demanded) {
    demanded = true;
    for (const listener of listeners) {
      listener();
    }
  }
}

export function subscribeOverlayDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function overlaysDemanded(): boolean {
  return demanded;
}
