import {
  accessMessages,
  errorBodySchema,
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

/** The part of `fetch` the player uses: tests hand in their own instead of patching globals. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

type Parser<T> = { parse: (input: unknown) => T };

/** One failed call, with the API's `{ error: { code, message, fields } }` (DESIGN §7). */
export class PlayApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'PlayApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const hasCode = (error: unknown, ...codes: string[]): error is PlayApiError =>
  error instanceof PlayApiError && codes.includes(error.code);

/** The text to show for any failure: the API's own message, else a generic one. */
export const errorText = (error: unknown): string =>
  error instanceof PlayApiError ? error.message : accessMessages.internal;

/** No answer at all (offline, a dropped connection): the one failure worth retrying as is. */
export const isNetworkError = (error: unknown): boolean =>
  error instanceof PlayApiError && error.status === 0;

async function request(fetchFn: FetchLike, method: string, path: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetchFn(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PlayApiError(0, 'NETWORK', accessMessages.internal);
  }
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new PlayApiError(response.status, code, message, fields);
    }
    // A proxy or a crashed server answers without our error body.
    throw new PlayApiError(response.status, 'HTTP_ERROR', accessMessages.internal);
  }
  return response;
}

async function parsed<T>(response: Response, schema: Parser<T>): Promise<T> {
  try {
    return schema.parse(await response.json());
  } catch {
    throw new PlayApiError(response.status, 'BAD_RESPONSE', accessMessages.internal);
  }
}

export type PlayApi = ReturnType<typeof createPlayApi>;

/** Every call of the player's API for one game, each answer parsed with the domain's schema. */
export function createPlayApi(eventId: string, fetchFn: FetchLike = (i, init) => fetch(i, init)) {
  const base = `/api/play/${encodeURIComponent(eventId)}`;
  const call = <T>(method: string, path: string, schema: Parser<T>, body?: unknown) =>
    request(fetchFn, method, `${base}${path}`, body).then((r) => parsed(r, schema));
  const noContent = async (method: string, path: string, body?: unknown) => {
    await request(fetchFn, method, `${base}${path}`, body);
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
