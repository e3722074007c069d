import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The game's URL with 'Copy Link', which reads 'Copied!' for 2 s (part B §4). */
export function GameLink({ link }: { link: string }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Game URL"
        value={link}
        readOnly
        variant="filled"
        onFocus={(e) => e.currentTarget.select()}
        style={{ flex: '1 1 260px' }}
      />
      <CopyButton value={link} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
            miw={130}
          >
            {copied ? 'Copied!' : 'Copy Link'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
