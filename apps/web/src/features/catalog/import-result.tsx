import { Alert, Button, Group, Stack } from '@mantine/core';
import { RejectedRows } from '../../app/ui/rejected-rows';
import { useText } from '../../i18n/language-switch';
import type { ImportReport } from './api';

type Props = { name: string; report: ImportReport; onClose: () => void };

/** After saving with a question file: how many rows went in and each row that did not. */
export function ImportResult({ name, report, onClose }: Props) {
  const text = useText();
  const { imported, rejected } = report;
  return (
    <Stack gap="sm">
      <Alert
        color={rejected.length > 0 ? 'yellow' : 'teal'}
        title={text('console.catalog.importResult.saved', { name })}
      >
        {rejected.length > 0
          ? text('console.catalog.importResult.importedAndRejected', {
              imported,
              rejected: rejected.length,
            })
          : text('console.catalog.importResult.imported', { imported })}
      </Alert>
      {rejected.length > 0 ? (
        <RejectedRows rows={rejected} caption={text('console.catalog.importResult.rejectedRows')} />
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {text('console.catalog.importResult.close')}
        </Button>
      </Group>
    </Stack>
  );
}
