import { Button, Group } from '@mantine/core';

type Props = { isBusy: boolean; onCancel: () => void; saveLabel?: string; canSave?: boolean };

/** Cancel and Save of every catalog form; Save spins and is disabled while busy. */
export function FormActions({ isBusy, onCancel, saveLabel = 'Save', canSave = true }: Props) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={isBusy}>
        Cancel
      </Button>
      <Button type="submit" loading={isBusy} disabled={isBusy || !canSave}>
        {saveLabel}
      </Button>
    </Group>
  );
}
