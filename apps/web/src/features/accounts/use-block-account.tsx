import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { useText } from '../../i18n/language-switch';
import { type AccountRow, type ActiveChange, activeMutationKey, useSetAccountActive } from './api';

/** Two admins may share a name, so a row's controls are named by name and e-mail. */
export const accountLabel = (account: AccountRow) => `${account.name} (${account.email})`;

/**
 * Block and unblock, each behind a confirmation naming the account. `isPending(id)` drives the
 * row's spinner; the API's own message ('The account is blocked') is the notification.
 */
export function useBlockAccount() {
  const text = useText();
  const mutation = useSetAccountActive();
  const pendingIds = useMutationState({
    filters: { mutationKey: activeMutationKey, status: 'pending' },
    select: (m) => (m.state.variables as ActiveChange | undefined)?.id,
  });

  const confirmToggle = (account: AccountRow) => {
    const blocking = account.active;
    const named = { account: accountLabel(account) };
    modals.openConfirmModal({
      title: blocking
        ? text('console.accounts.block.blockTitle')
        : text('console.accounts.block.unblockTitle'),
      children: (
        <Text size="sm">
          {blocking
            ? text('console.accounts.block.blockConfirm', named)
            : text('console.accounts.block.unblockConfirm', named)}
        </Text>
      ),
      labels: {
        confirm: blocking
          ? text('console.accounts.block.block')
          : text('console.accounts.block.unblock'),
        cancel: text('console.accounts.block.cancel'),
      },
      confirmProps: { color: blocking ? 'red' : undefined },
      onConfirm: () =>
        mutation.mutate(
          { id: account.id, active: !blocking },
          {
            onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: blocking
                  ? text('console.accounts.block.blockFailed', named)
                  : text('console.accounts.block.unblockFailed', named),
                message: errorMessage(error),
              }),
          },
        ),
    });
  };

  return { confirmToggle, isPending: (id: string) => pendingIds.includes(id) };
}
