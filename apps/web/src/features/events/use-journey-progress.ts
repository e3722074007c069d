import { journeyPercent, journeySteps } from '@app/domain';
import { useLocation } from 'react-router';
import { browserToday } from '../../app/dates';
import { useSignedInUser } from '../../app/session';
import { useDraftQuery } from './use-draft';

/** Part B §4: with no draft (or while it loads) only the base counts. */
export const JOURNEY_BASE_PERCENT = 4;
const CONGRATULATION_PATH = '/assessment/congratulation';

/**
 * The top bar's '% to complete' (part B §4: base 4, +12 a completed step, +24 for the games
 * step in progress, capped at 100), computed from the server draft with the domain's rules.
 */
export function useJourneyProgress(): number {
  const user = useSignedInUser();
  const draft = useDraftQuery();
  const { pathname } = useLocation();
  // The server deletes the draft once the game exists; the journey is complete, not restarted.
  if (pathname === CONGRATULATION_PATH) {
    return 100;
  }
  if (!draft.data) {
    return JOURNEY_BASE_PERCENT;
  }
  return journeyPercent(
    journeySteps(draft.data, user.projectType, browserToday()),
    user.projectType,
  );
}
