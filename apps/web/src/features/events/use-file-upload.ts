import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../app/api-client';
import type { UploadedFile } from './api';

export type StoredFile = { fileId: string; url: string; name: string };

/**
 * One upload field: a check in the browser first (so a too-large file is refused before a
 * byte is sent), then the upload; the server's own refusal shows the same way.
 */
export function useFileUpload(
  upload: (file: File) => Promise<UploadedFile>,
  check: (file: File) => string | null,
) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: upload });
  const pick = (file: File, onUploaded: (stored: StoredFile) => void) => {
    const problem = check(file);
    setError(problem);
    if (problem) {
      return;
    }
    mutation.mutate(file, {
      onSuccess: (uploaded) => onUploaded({ ...uploaded, name: file.name }),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return { pick, error, setError, isUploading: mutation.isPending };
}
