import './console-styles';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * The notification stack and the confirm-modal host. Both are driven through their stores
 * (`notifications.show`, `modals.openConfirmModal`), so they sit beside the screens rather
 * than around them, and load after the first paint (see AppProviders).
 */
let markMounted: () => void = () => {};
/**
 * Resolves once the hosts are mounted. `modals.openConfirmModal` is an event with no queue: one
 * sent before ModalsProvider listens is lost, so loading the module is not enough to wait for.
 */
export const overlaysMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function Overlays() {
  // Children's effects run first: ModalsProvider listens by the time this one runs.
  useEffect(() => markMounted(), []);
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
