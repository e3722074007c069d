import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useText } from '../../i18n/language-switch';

/** The game's URL with 'Copy Link', which reads 'Copied!' for 2 s (part B §4). */
export function GameLink({ link }: { link: string }) {
  const text = useText();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={text('console.participants.gameLink.url')}
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
            {copied
              ? text('console.participants.gameLink.copied')
              : text('console.participants.gameLink.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
