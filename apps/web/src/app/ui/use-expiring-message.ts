import { useCallback, useEffect, useState } from 'react';

/** Part B §8, §9: 'Messages clear after 5 seconds' (a failed Mini level update, an upload). */
export const MESSAGE_LIFETIME_MS = 5000;

type Shown = { text: string; expires: boolean };

/**
 * A message that disappears MESSAGE_LIFETIME_MS after it is shown, unless shown with
 * `expires: false`. Each show starts its own 5 s, even with the same words (a second failure
 * of the same kind is news again).
 */
export function useExpiringMessage() {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    if (!shown?.expires) {
      return;
    }
    const timer = window.setTimeout(() => setShown(null), MESSAGE_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  const show = useCallback((text: string | null, options: { expires?: boolean } = {}) => {
    setShown(text === null ? null : { text, expires: options.expires ?? true });
  }, []);
  return [shown?.text ?? null, show] as const;
}
