import { privacyMessages } from '@app/domain';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before erasing, naming the person and saying that it cannot be undone. */
export function confirmErase(input: { name: string; body: string; onConfirm: () => void }) {
  modals.openConfirmModal({
    title: privacyMessages.eraseTitle,
    children: (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {input.name}
        </Text>
        <Text size="sm">{input.body}</Text>
      </Stack>
    ),
    labels: { confirm: privacyMessages.erase, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: input.onConfirm,
  });
}
