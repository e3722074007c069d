import { reportMessages, userReportPdfName } from '@app/domain';
import { PdfDownloadButton } from '../pdf-download-button';
import { userReportPdfPath } from './api';

type Props = { eventId: string; participant: { id: string; name: string } };

export function UserReportPdfButton({ eventId, participant }: Props) {
  return (
    <PdfDownloadButton
      path={userReportPdfPath(eventId, participant.id)}
      fileName={() => userReportPdfName(participant.name)}
      failedTitle={reportMessages.pdfFailed}
    />
  );
}
