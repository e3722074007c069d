import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useText } from '../../i18n/language-switch';

/**
 * A plain link to the server's CSV with the screen's filters: the browser downloads it under
 * the name the server gives (Content-Disposition), with the session cookie, and no script
 * holds the file in memory.
 */
export function CsvButton({ href, disabled = false }: { href: string; disabled?: boolean }) {
  const text = useText();
  const icon = <IconDownload size={16} />;
  if (disabled) {
    return (
      <Button variant="default" leftSection={icon} disabled>
        {text('console.ui.csv.download')}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} download variant="default" leftSection={icon}>
      {text('console.ui.csv.download')}
    </Button>
  );
}
