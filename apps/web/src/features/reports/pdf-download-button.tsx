import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { apiSend, errorMessage } from '../../app/api-client';
import { useText } from '../../i18n/language-switch';

type Props = {
  path: string;
  /** The file's name, from the answer (its Content-Disposition) or the report's own. */
  fileName: (response: Response) => string;
  /** The toast's title when the PDF cannot be made. */
  failedTitle: string;
  disabled?: boolean;
};

/**
 * A report PDF, fetched rather than linked (unlike the CSVs), so the button can show the server
 * making the PDF and a failure can be told in a toast instead of a browser error page.
 */
export function PdfDownloadButton({ path, fileName, failedTitle, disabled = false }: Props) {
  const text = useText();
  const download = useMutation({
    mutationFn: async () => {
      const response = await apiSend('GET', path);
      return { name: fileName(response), file: await response.blob() };
    },
    onSuccess: ({ name, file }) => saveFile(file, name),
    onError: (error) =>
      notifications.show({ color: 'red', title: failedTitle, message: errorMessage(error) }),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={download.isPending}
      disabled={disabled}
      onClick={() => download.mutate()}
    >
      {text('console.reports.pdf.download')}
    </Button>
  );
}

function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the download the click started has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
