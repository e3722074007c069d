import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { type AccountRow, type ActiveChange, activeMutationKey, useSetAccountActive } from './api';

/** Two admins may share a name, so a row's controls are named by name and e-mail. */
export const accountLabel = (account: AccountRow) => `${account.name} (${account.email})`;

/**
 * Block and unblock, each behind a confirmation naming the account. `isPending(id)` drives the
 * row's spinner; the API's own message ('The account is blocked') is the notification.
 */
export function useBlockAccount() {
  const mutation = useSetAccountActive();
  const pendingIds = useMutationState({
    filters: { mutationKey: activeMutationKey, status: 'pending' },
    select: (m) => (m.state.variables as ActiveChange | undefined)?.id,
  });

  const confirmToggle = (account: AccountRow) => {
    const blocking = account.active;
    const verb = blocking ? 'Block' : 'Unblock';
    modals.openConfirmModal({
      title: `${verb} account`,
      children: (
        <Text size="sm">
          {blocking
            ? `Block ${accountLabel(account)}? They are signed out at once and cannot sign in until the account is unblocked.`
            : `Unblock ${accountLabel(account)}? They can sign in again.`}
        </Text>
      ),
      labels: { confirm: verb, cancel: 'Cancel' },
      confirmProps: { color: blocking ? 'red' : undefined },
      onConfirm: () =>
        mutation.mutate(
          { id: account.id, active: !blocking },
          {
            onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: `${accountLabel(account)} could not be ${blocking ? 'blocked' : 'unblocked'}`,
                message: errorMessage(error),
              }),
          },
        ),
    });
  };

  return { confirmToggle, isPending: (id: string) => pendingIds.includes(id) };
}
