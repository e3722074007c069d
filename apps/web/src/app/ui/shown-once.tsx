import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  /** Why this is the last chance to copy it (the server keeps only a hash, or never shows it). */
  warning: string;
  value: string;
  /** What the value belongs to, between the warning and the value. */
  children?: ReactNode;
  labels: { copy: string; copied: string; done: string };
  onDone: () => void;
};

/** A secret shown once in a dialog: the warning, the value, Copy and Done. */
export function ShownOnce({ warning, value, children, labels, onDone }: Props) {
  return (
    <Stack gap="md">
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="status">
        {warning}
      </Alert>
      {children}
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
      <Group justify="space-between">
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? labels.copied : labels.copy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{labels.done}</Button>
      </Group>
    </Stack>
  );
}
