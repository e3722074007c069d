import {
  accessMessages,
  messageSchema,
  type PlayAnswerInput,
  type PlayAnswerResult,
  type PlayChoices,
  type PlayEvent,
  type PlayRegistration,
  type PlayRun,
  type PlayRunResult,
  type PlaySessionState,
  type PlayState,
  type PlayStimulus,
  playAnswerResultSchema,
  playChoicesSchema,
  playEventSchema,
  playRunClockSchema,
  playRunResultSchema,
  playRunSchema,
  playSessionStateSchema,
  playStateSchema,
  playStimulusSchema,
} from '@app/domain';
import { createApiClient, type FetchLike, type Method } from '../api/client';

export { ApiError, type FetchLike, hasCode, isNetworkError } from '../api/client';
// What to show for a failure, in the page's language: server-text.ts (useServerText).

export type PlayApi = ReturnType<typeof createPlayApi>;

/** Every call of the player's API for one game, each answer parsed with the domain's schema. */
export function createPlayApi(eventId: string, fetchFn?: FetchLike) {
  const { call, send } = createApiClient(
    `/api/play/${encodeURIComponent(eventId)}`,
    accessMessages.internal,
    'same-origin',
    fetchFn,
  );
  const noContent = async (method: Method, path: string, body?: unknown) => {
    await send(method, path, body);
  };
  return {
    event: (): Promise<PlayEvent> => call('GET', '', playEventSchema),
    signIn: (token: string) => noContent('POST', '/session', { token }),
    signOut: () => noContent('DELETE', '/session'),
    sendLink: (email: string) => call('POST', '/link', messageSchema, { email }),
    register: (input: PlayRegistration) => call('POST', '/register', messageSchema, input),
    /** Whether this browser is signed in to the game: asked before /me, which answers 401 without. */
    session: (): Promise<PlaySessionState> => call('GET', '/session', playSessionStateSchema),
    me: (): Promise<PlayState> => call('GET', '/me', playStateSchema),
    startRun: (levelId: string): Promise<PlayRun> =>
      call('POST', `/levels/${encodeURIComponent(levelId)}/runs`, playRunSchema),
    /** The first item is on screen: the level's clock starts (once; a repeat says what is left). */
    begin: (runId: string): Promise<{ secondsLeft: number }> =>
      call('POST', `/runs/${encodeURIComponent(runId)}/begin`, playRunClockSchema),
    answer: (runId: string, input: PlayAnswerInput): Promise<PlayAnswerResult> =>
      call('POST', `/runs/${encodeURIComponent(runId)}/answers`, playAnswerResultSchema, input),
    /** A memory item's first phase: what to memorize, and how long it still shows. */
    stimulus: (runId: string, index: number): Promise<PlayStimulus> =>
      call(
        'POST',
        `/runs/${encodeURIComponent(runId)}/items/${index}/stimulus`,
        playStimulusSchema,
      ),
    /** Its second phase: the choices, once the memorize time is up on the server. */
    choices: (runId: string, index: number): Promise<PlayChoices> =>
      call('POST', `/runs/${encodeURIComponent(runId)}/items/${index}/choices`, playChoicesSchema),
    endRun: (runId: string): Promise<PlayRunResult> =>
      call('POST', `/runs/${encodeURIComponent(runId)}/end`, playRunResultSchema),
  };
}
