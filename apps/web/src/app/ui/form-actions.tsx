import { Button, Group } from '@mantine/core';
import { useText } from '../../i18n/language-switch';

type Props = { isBusy: boolean; onCancel: () => void; saveLabel?: string; canSave?: boolean };

/** Cancel and Save of every catalog form; Save spins and is disabled while busy. */
export function FormActions({ isBusy, onCancel, saveLabel, canSave = true }: Props) {
  const text = useText();
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={isBusy}>
        {text('console.ui.formActions.cancel')}
      </Button>
      <Button type="submit" loading={isBusy} disabled={isBusy || !canSave}>
        {saveLabel ?? text('console.ui.formActions.save')}
      </Button>
    </Group>
  );
}
