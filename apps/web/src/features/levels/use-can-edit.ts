import { useSignedInUser } from '../../app/session';

/**
 * Only the event's own account changes its levels and questions; the super admin may read
 * another account's event, and the session does not say whose event this is, so (as on the
 * users list) the super admin gets the screens read-only. A write the server refuses anyway
 * shows its message.
 */
export function useCanEditLevels(): boolean {
  return useSignedInUser().role === 'admin';
}
