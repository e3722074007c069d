import { type ReactNode, useEffect } from 'react';

/** Each screen names itself in the tab and for screen readers: "Level 3 · Sales Quest". */
export function usePageTitle(...parts: (string | null | undefined | false)[]) {
  const title = parts.filter(Boolean).join(' · ');
  useEffect(() => {
    if (title) {
      document.title = title;
    }
  }, [title]);
}

/**
 * For a screen without a component of its own to name it. Effects run children first, so only
 * the innermost screen may set the title: a parent setting it too would win.
 */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}
