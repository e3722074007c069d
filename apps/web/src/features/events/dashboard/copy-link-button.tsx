import { ActionIcon, Button, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconExternalLink, IconLink } from '@tabler/icons-react';

type Props = {
  label: string;
  link: string;
  eventName: string;
  /** Also offer the link itself, opened in a new tab (the public application). */
  canOpen?: boolean;
};

/** A link to share (Game Link, Candidate flow Link): one click copies it, 'Copied!' confirms. */
export function CopyLinkButton({ label, link, eventName, canOpen = false }: Props) {
  const copyButton = (
    <CopyButton value={link} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied!' : link} withArrow openDelay={300}>
          <Button
            size="compact-sm"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={14} /> : <IconLink size={14} />}
            aria-label={`Copy ${label} of ${eventName}`}
            onClick={copy}
          >
            {copied ? 'Copied!' : label}
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
  if (!canOpen) {
    return copyButton;
  }
  const openLabel = `Open ${label} of ${eventName}`;
  return (
    <Group gap={2} wrap="nowrap">
      {copyButton}
      <Tooltip label={`Open ${label} in a new tab`} withArrow openDelay={300}>
        <ActionIcon
          component="a"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          size={26}
          aria-label={openLabel}
        >
          <IconExternalLink size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
