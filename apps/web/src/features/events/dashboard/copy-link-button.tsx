import { ActionIcon, Button, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconExternalLink, IconLink } from '@tabler/icons-react';
import { useText } from '../../../i18n/language-switch';

type Props = {
  label: string;
  link: string;
  eventName: string;
  /** Also offer the link itself, opened in a new tab (the public application). */
  canOpen?: boolean;
};

/** A link to share (Game Link, Candidate flow Link): one click copies it, 'Copied!' confirms. */
export function CopyLinkButton({ label, link, eventName, canOpen = false }: Props) {
  const text = useText();
  const copyButton = (
    <CopyButton value={link} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip
          label={copied ? text('console.events.copyLink.copied') : link}
          withArrow
          openDelay={300}
        >
          <Button
            size="compact-sm"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={14} /> : <IconLink size={14} />}
            aria-label={text('console.events.copyLink.copyNamed', { label, eventName })}
            onClick={copy}
          >
            {copied ? text('console.events.copyLink.copied') : label}
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
  if (!canOpen) {
    return copyButton;
  }
  const openLabel = text('console.events.copyLink.openNamed', { label, eventName });
  return (
    <Group gap={2} wrap="nowrap">
      {copyButton}
      <Tooltip
        label={text('console.events.copyLink.openInNewTab', { label })}
        withArrow
        openDelay={300}
      >
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
