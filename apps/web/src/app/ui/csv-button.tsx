import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/**
 * A plain link to the server's CSV with the screen's filters: the browser downloads it under
 * the name the server gives (Content-Disposition), with the session cookie, and no script
 * holds the file in memory.
 */
export function CsvButton({ href, disabled = false }: { href: string; disabled?: boolean }) {
  const icon = <IconDownload size={16} />;
  if (disabled) {
    return (
      <Button variant="default" leftSection={icon} disabled>
        Download CSV
      </Button>
    );
  }
  return (
    <Button component="a" href={href} download variant="default" leftSection={icon}>
      Download CSV
    </Button>
  );
}
