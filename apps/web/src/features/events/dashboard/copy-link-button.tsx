import { Button, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';

type Props = { label: string; link: string; eventName: string };

/** A link to share (Game Link, Candidate flow Link): one click copies it, 'Copied!' confirms. */
export function CopyLinkButton({ label, link, eventName }: Props) {
  return (
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
}
