import { eventParamsSchema } from '@app/domain';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { levelDetailsPath } from '../levels/paths';
import { MINI_SCREEN_FALLBACK_PATH } from './paths';

/** The Level details the form was opened from: its event is in the query (see paths.ts). */
function useOrigin(levelName: string): string | null {
  const eventId = useSearchParams()[0].get('eventId');
  const valid = eventId !== null && eventParamsSchema.shape.eventId.safeParse(eventId).success;
  return valid && levelName ? levelDetailsPath(eventId, levelName) : null;
}

/**
 * The way back of a mini-game screen form: to the Level details it came from (part B §2: save
 * and go back). A form whose URL names no event (an old link) goes back in history when the
 * console has some (a location the router made, not the one the tab opened at), else to the
 * assessments list.
 */
export function useGoBack(levelName: string) {
  const navigate = useNavigate();
  const origin = useOrigin(levelName);
  const hasHistory = useLocation().key !== 'default';
  const goBack = () => {
    if (origin) {
      // Saved or cancelled: the form's entry gives way, so Back in the browser skips it.
      void navigate(origin, { replace: true });
    } else if (hasHistory) {
      void navigate(-1);
    } else {
      void navigate(MINI_SCREEN_FALLBACK_PATH);
    }
  };
  /** For a back link: to the origin; without one, a click with history goes back instead. */
  const backLink = (label: string) => ({
    to: origin ?? MINI_SCREEN_FALLBACK_PATH,
    label,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!origin && hasHistory) {
        event.preventDefault();
        void navigate(-1);
      }
    },
  });
  return { goBack, backLink };
}
