import { accessMessages } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../app/api-client';
import { storeEventId } from '../../app/event-id';
import { queryKeys } from '../../app/query-keys';
import { streamGeneration } from './generation';
import { eventKeys } from './query-keys';

export type GenerationResult = { eventId: string; gameLink: string };

export type GenerationState =
  | { status: 'running'; stage: string; percent: number }
  | { status: 'failed'; error: ApiError };

const FIRST_STAGE = 'Creating Event';

/**
 * Runs the generation once when the loading page opens and reports each streamed stage. On
 * success the new game becomes the stored event and `onDone` navigates on.
 */
export function useGeneration(onDone: (result: GenerationResult) => void): GenerationState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GenerationState>({
    status: 'running',
    stage: FIRST_STAGE,
    percent: 0,
  });
  // Strict mode runs effects twice in development; a game must still be created only once.
  const hasStarted = useRef(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    // A holder, not a `let`: TypeScript does not see assignments made inside the callback.
    const outcome: { result: GenerationResult | null } = { result: null };
    const fail = (error: ApiError) => setState({ status: 'failed', error });
    streamGeneration((line) => {
      if ('error' in line) {
        fail(new ApiError(500, line.error.code, line.error.message));
      } else if ('done' in line) {
        outcome.result = { eventId: line.eventId, gameLink: line.gameLink };
      } else {
        setState({ status: 'running', stage: line.stage, percent: line.percent });
      }
    }).then(
      () => {
        const { result } = outcome;
        if (!result) {
          // The stream ended without its result line: a dropped connection, not a success.
          setState((s) =>
            s.status === 'failed'
              ? s
              : { status: 'failed', error: new ApiError(0, 'NETWORK', accessMessages.internal) },
          );
          return;
        }
        // The server deleted the draft, counted the game and cleared newUser.
        queryClient.setQueryData(eventKeys.draft(), null);
        void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.auth.session() });
        storeEventId(result.eventId);
        done.current(result);
      },
      (error: unknown) =>
        fail(error instanceof ApiError ? error : new ApiError(0, 'INTERNAL', errorMessage(error))),
    );
  }, [queryClient]);

  return state;
}
