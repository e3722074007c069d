import { FAIRNESS_PDF_NAME, measurementScreenMessages as m } from '@app/domain';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { apiSend, errorMessage } from '../../../app/api-client';
import { fairnessPdfPath } from './api';

/** The name the server gives (Content-Disposition), else the report's own. */
function fileName(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    return decodeURIComponent(encoded);
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? FAIRNESS_PDF_NAME;
}

/**
 * Fetched rather than linked (as the User Strength Report's PDF), so the button shows the
 * server making the PDF and a failure is told in a toast, not a browser error page.
 */
export function FairnessPdfButton({ eventId, disabled }: { eventId: string; disabled: boolean }) {
  const download = useMutation({
    mutationFn: async () => {
      const response = await apiSend('GET', fairnessPdfPath(eventId));
      return { name: fileName(response), file: await response.blob() };
    },
    onSuccess: ({ name, file }) => saveFile(file, name),
    onError: (error) =>
      notifications.show({ color: 'red', title: m.pdfFailed, message: errorMessage(error) }),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={download.isPending}
      disabled={disabled}
      onClick={() => download.mutate()}
    >
      Download PDF
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
