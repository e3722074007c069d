import { FAIRNESS_PDF_NAME, measurementScreenMessages as m } from '@app/domain';
import { PdfDownloadButton } from '../pdf-download-button';
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

export function FairnessPdfButton({ eventId, disabled }: { eventId: string; disabled: boolean }) {
  return (
    <PdfDownloadButton
      path={fairnessPdfPath(eventId)}
      fileName={fileName}
      failedTitle={m.pdfFailed}
      disabled={disabled}
    />
  );
}
