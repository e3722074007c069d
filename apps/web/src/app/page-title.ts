import { useEffect } from 'react';
import { BRAND_NAME } from './theme';

/** Sets the tab title so screen readers and history entries name the screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${BRAND_NAME}`;
  }, [title]);
}
