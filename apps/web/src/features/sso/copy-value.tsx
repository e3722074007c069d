import { apiKeyMessages } from '@app/domain';
import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';

type Props = { label: string; value: string };

/**
 * One labelled value an admin copies into their identity provider or DNS (a term and its
 * description in the card's list), with its Copy button. Every button reads "Copy" and is
 * described by its value's label, so a screen reader tells the three apart.
 */
export function CopyValue({ label, value }: Props) {
  const labelId = useId();
  return (
    <div>
      <Text component="dt" size="sm" fw={600} id={labelId}>
        {label}
      </Text>
      <Group component="dd" m={0} gap="xs" wrap="nowrap" align="center">
        <Code style={{ wordBreak: 'break-all', flex: 1, minWidth: 0 }}>{value}</Code>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? apiKeyMessages.copied : apiKeyMessages.copy}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={apiKeyMessages.copy}
                aria-describedby={labelId}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}

/** A read-only value of the card's list, as CopyValue without the button. */
export function PlainValue({ label, value }: Props) {
  return (
    <div>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </div>
  );
}
