import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The notification stack and the confirm-modal host. Both are driven through their stores
 * (`notifications.show`, `modals.openConfirmModal`), so they sit beside the screens rather
 * than around them, and load after the first paint (see AppProviders).
 */
export function Overlays() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
