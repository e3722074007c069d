import { reportMessages, userReportPdfName } from '@app/domain';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { apiSend, errorMessage } from '../../../app/api-client';
import { userReportPdfPath } from './api';

type Props = { eventId: string; participant: { id: string; name: string } };

/**
 * Fetched rather than linked (unlike the CSVs), so the button can show the server making the
 * PDF and a failure can be told in a toast instead of a browser error page.
 */
export function UserReportPdfButton({ eventId, participant }: Props) {
  const download = useMutation({
    mutationFn: async () => {
      const response = await apiSend('GET', userReportPdfPath(eventId, participant.id));
      return response.blob();
    },
    onSuccess: (pdf) => saveFile(pdf, userReportPdfName(participant.name)),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: reportMessages.pdfFailed,
        message: errorMessage(error),
      }),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={download.isPending}
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
