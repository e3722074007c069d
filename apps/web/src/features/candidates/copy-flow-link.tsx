import { candidateMessages } from '@app/domain';
import { Button, CopyButton, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useText } from '../../i18n/language-switch';

/** How long 'Copied!' stays (part B §2: about 2 seconds). */
export const COPIED_MS = 2000;

/** 'Copy link': the event's public application address, with 'Copied!' for about 2 s. */
export function CopyFlowLink({ link }: { link: string }) {
  const text = useText();
  return (
    <CopyButton value={link} timeout={COPIED_MS}>
      {({ copied, copy }) => (
        <>
          <Tooltip label={candidateMessages.copied} opened={copied} withArrow>
            <Button
              variant="default"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />}
              onClick={copy}
              title={link}
            >
              {text('console.candidates.copyLink.copy')}
            </Button>
          </Tooltip>
          {/* The tooltip is seen; this says it to screen readers. */}
          <VisuallyHidden aria-live="polite">
            {copied ? text('console.candidates.copyLink.copied') : ''}
          </VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
