import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MINI_SCREEN_FALLBACK_PATH } from './paths';

/**
 * The mini-game screen routes name no event, so they cannot link back to the Level details
 * they came from: they go back in history when the console has some (a location the router
 * made, not the one the tab opened at), else to the assessments list.
 */
export function useGoBack() {
  const navigate = useNavigate();
  const hasHistory = useLocation().key !== 'default';
  const goBack = () => {
    if (hasHistory) {
      void navigate(-1);
    } else {
      void navigate(MINI_SCREEN_FALLBACK_PATH);
    }
  };
  /** For a back link: its href is the fallback; a click with history goes back instead. */
  const backLink = (label: string) => ({
    to: MINI_SCREEN_FALLBACK_PATH,
    label,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (hasHistory) {
        event.preventDefault();
        void navigate(-1);
      }
    },
  });
  return { goBack, backLink };
}
