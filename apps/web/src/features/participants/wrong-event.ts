import { useEffect } from 'react';
import { isWrongEvent, useShowWrongEvent } from '../../app/wrong-event';

export { DASHBOARD_PATH, isWrongEvent } from '../../app/wrong-event';

/**
 * Watches the errors of the screen's reads and saves; returns true while redirecting, so the
 * screen shows nothing of its own for that error.
 */
export function useWrongEventRedirect(errors: unknown[], eventId: string | null) {
  const show = useShowWrongEvent();
  const wrong = errors.some(isWrongEvent);
  useEffect(() => {
    if (wrong) {
      show(eventId);
    }
  }, [wrong, eventId, show]);
  return wrong;
}
