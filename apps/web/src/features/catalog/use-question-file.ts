import { catalogMessages, QUESTION_FILE_MAX_BYTES } from '@app/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { checkQuestionFile, type QuestionFileCheck } from './api';

export type QuestionFileState =
  | { status: 'none' }
  | { status: 'checking'; file: File; competency: string }
  | { status: 'checked'; file: File; competency: string; check: QuestionFileCheck }
  | { status: 'failed'; file: File; competency: string; message: string };

/**
 * A competency's question file: uploaded as soon as it is picked, so the server's check (valid
 * rows, rejected rows with reasons) is on screen before anything is saved.
 */
export function useQuestionFile() {
  const [state, setState] = useState<QuestionFileState>({ status: 'none' });
  // Only the latest pick may set the result; an older, slower check is dropped.
  const latest = useRef(0);

  const check = async (file: File, competency: string) => {
    const request = ++latest.current;
    if (!file.name.toLowerCase().endsWith('.csv')) {
      setState({ status: 'failed', file, competency, message: catalogMessages.notCsv });
      return;
    }
    if (file.size > QUESTION_FILE_MAX_BYTES) {
      setState({ status: 'failed', file, competency, message: catalogMessages.fileTooLarge });
      return;
    }
    setState({ status: 'checking', file, competency });
    try {
      const result = await checkQuestionFile(file, competency);
      if (request === latest.current) {
        setState({ status: 'checked', file, competency, check: result });
      }
    } catch (error) {
      if (request === latest.current) {
        setState({ status: 'failed', file, competency, message: errorMessage(error) });
      }
    }
  };

  const clear = () => {
    latest.current += 1;
    setState({ status: 'none' });
  };

  /** The rows must carry the competency's name: a new name means a new check. */
  const recheckFor = (competency: string) => {
    if (state.status !== 'none' && state.competency !== competency) {
      void check(state.file, competency);
    }
  };

  return {
    state,
    check,
    clear,
    recheckFor,
    isBusy: state.status === 'checking',
    /** What Save sends: a file that passed the check, or nothing. */
    fileId: state.status === 'checked' ? state.check.fileId : undefined,
  };
}

export type QuestionFileField = ReturnType<typeof useQuestionFile>;
