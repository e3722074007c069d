import { participantMessages } from '@app/domain';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/language-switch';
import type { BulkReport } from './api';
import { BulkReportView } from './bulk-report';
import type { CsvUploadState } from './use-csv-upload';

type Props = {
  state: CsvUploadState;
  /** How this upload shows its progress (a spinner, a percentage bar). */
  uploading: (percent: number) => ReactNode;
  doneTitle: (report: BulkReport) => string;
  /** A line under the report's title. */
  doneText?: (report: BulkReport, file: File) => ReactNode;
  /** A message of the form's own, before the upload's (a refused file name). */
  children?: ReactNode;
};

/** Bulk upload's and bulk invite's outcome, read out as it changes. */
export function CsvUploadResult({ state, uploading, doneTitle, doneText, children }: Props) {
  const text = useText();
  return (
    <div aria-live="polite">
      {children}
      {state.status === 'uploading' ? uploading(state.percent) : null}
      {state.status === 'failed' ? (
        <Alert
          color="red"
          title={
            state.code === 'MAX_USERS'
              ? participantMessages.maxUsersTitle
              : text('console.participants.bulkUpload.fileRefused')
          }
        >
          {state.message}
        </Alert>
      ) : null}
      {state.status === 'done' ? (
        <BulkReportView report={state.report} title={doneTitle(state.report)}>
          {doneText?.(state.report, state.file)}
        </BulkReportView>
      ) : null}
    </div>
  );
}
