import { useCallback } from 'react';
import { isWrongEvent, useShowWrongEvent } from '../../app/wrong-event';

export { DASHBOARD_PATH, isWrongEvent } from '../../app/wrong-event';

/** Returns true when it handled the error, so callers show their own message only otherwise. */
export function useWrongEventHandler() {
  const show = useShowWrongEvent();
  return useCallback(
    (error: unknown, eventId?: string): boolean => {
      if (!isWrongEvent(error)) {
        return false;
      }
      show(eventId);
      return true;
    },
    [show],
  );
}
