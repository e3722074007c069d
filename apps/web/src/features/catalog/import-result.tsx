import { Alert, Button, Group, Stack } from '@mantine/core';
import { RejectedRows } from '../../app/ui/rejected-rows';
import type { ImportReport } from './api';

type Props = { name: string; report: ImportReport; onClose: () => void };

/** After saving with a question file: how many rows went in and each row that did not. */
export function ImportResult({ name, report, onClose }: Props) {
  const { imported, rejected } = report;
  return (
    <Stack gap="sm">
      <Alert color={rejected.length > 0 ? 'yellow' : 'teal'} title={`${name} saved`}>
        {imported} {imported === 1 ? 'row' : 'rows'} imported
        {rejected.length > 0
          ? `, ${rejected.length} ${rejected.length === 1 ? 'row' : 'rows'} rejected.`
          : '.'}
      </Alert>
      {rejected.length > 0 ? <RejectedRows rows={rejected} caption="Rejected rows" /> : null}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
