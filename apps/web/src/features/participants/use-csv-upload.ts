import { participantMessages } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../app/api-client';
import { type BulkReport, uploadParticipants } from './api';
import { participantKeys } from './query-keys';

export type CsvUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; percent: number }
  | { status: 'done'; file: File; report: BulkReport }
  | { status: 'failed'; file: File; message: string; code: string };

export function isCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv');
}

/**
 * Bulk upload and bulk invite: the file's extension is checked here first (the server checks
 * again), then it is sent with its upload percentage; the list refreshes whatever the answer.
 */
export function useCsvUpload(eventId: string, kind: 'participants' | 'invitations') {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CsvUploadState>({ status: 'idle' });
  // Only the latest upload may set the result (a reset or a second file drops the first).
  const latest = useRef(0);

  const upload = async (file: File) => {
    const request = ++latest.current;
    if (!isCsvFile(file)) {
      setState({ status: 'failed', file, message: participantMessages.csvOnly, code: 'NOT_CSV' });
      return;
    }
    setState({ status: 'uploading', file, percent: 0 });
    const onProgress = (percent: number) => {
      if (request === latest.current) {
        setState({ status: 'uploading', file, percent });
      }
    };
    try {
      const report = await uploadParticipants(eventId, kind, file, onProgress);
      if (request === latest.current) {
        setState({ status: 'done', file, report });
      }
    } catch (error) {
      if (request === latest.current) {
        const code = error instanceof ApiError ? error.code : 'UNKNOWN';
        setState({ status: 'failed', file, message: errorMessage(error), code });
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: participantKeys.lists(eventId) });
    }
  };

  const reset = () => {
    latest.current += 1;
    setState({ status: 'idle' });
  };

  return { state, upload, reset, isBusy: state.status === 'uploading' };
}
