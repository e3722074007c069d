import { Button } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import { useText } from '../../../i18n/language-switch';
import { responsesCsvHref } from './api';

/** The event's response matrix (one row per response), linked: the browser streams it. */
export function ResponsesCsvButton({ eventId }: { eventId: string }) {
  const text = useText();
  return (
    <Button
      component="a"
      href={responsesCsvHref(eventId)}
      download
      variant="default"
      leftSection={<IconTableExport size={16} />}
    >
      {text('console.reports.responses.download')}
    </Button>
  );
}
