import { errorBodySchema } from '@app/domain';

/**
 * The one HTTP client of the console, the player and the candidate site. It imports no messages
 * and no page code (each page passes its own fallback text), so the player and the candidate
 * site load only this file, never the console's. It is kept terse on purpose: every byte here
 * is in the player's first load.
 */

/** A domain schema (zod): every answer is parsed with the schema the server declares for it. */
export type Parser<T> = { parse: (input: unknown) => T };

/** The part of `fetch` the client uses: tests hand in their own instead of patching globals. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One failed API call, carrying the `{ error: { code, message, fields } }` body (DESIGN §7). */
export class ApiError extends Error {
  // `declare`: set in the constructor only, so the bundles carry no field definitions.
  declare readonly status: number;
  declare readonly code: string;
  declare readonly fields: Record<string, string>;
  /** The server's id of the request (as in its logs), when its error body named one. */
  declare readonly requestId: string | undefined;

  /** `status` is 0 when there was no answer at all (offline, a dropped connection). */
  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** A failed call the API answered with one of these codes (a plain boolean: no narrowing). */
export const hasCode = (error: unknown, ...codes: string[]): boolean =>
  error instanceof ApiError && codes.includes(error.code);

/** No answer at all (offline, a dropped connection): the one failure worth retrying as is. */
export const isNetworkError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 0;

/**
 * The `{ error }` body as an ApiError; a proxy or a crashed server answers without it (or with an
 * empty message), and then the user reads `fallback`.
 */
export function apiErrorFromBody(status: number, body: unknown, fallback: string): ApiError {
  const error = errorBodySchema.safeParse(body).data?.error;
  return error
    ? new ApiError(status, error.code, error.message || fallback, error.fields, error.requestId)
    : new ApiError(status, 'HTTP_ERROR', fallback);
}

/**
 * Calls under `base`: JSON in and out (or a FormData body, which sets its own content type),
 * every failure an ApiError whose message falls back to `fallback`. `credentials` is `include`
 * for the console (its API is cross-origin in development), `same-origin` for the pages. By
 * default `fetch` is looked up per call, so tests may swap the global.
 */
export function createApiClient(
  base: string,
  fallback: string,
  credentials: RequestCredentials,
  fetchFn: FetchLike = (input, init) => fetch(input, init),
) {
  const fail = (status: number, code: string) => new ApiError(status, code, fallback);

  /** The answer of any call; no answer, or one not 2xx, is thrown as an ApiError. */
  async function send(
    method: Method,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<Response> {
    const json = body !== undefined && !(body instanceof FormData);
    let response: Response;
    try {
      response = await fetchFn(base + path, {
        method,
        credentials,
        signal,
        headers: json
          ? { accept: 'application/json', 'content-type': 'application/json' }
          : { accept: 'application/json' },
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
      });
    } catch (error) {
      // The caller's own abort is not a failure to report.
      throw signal?.aborted ? error : fail(0, 'NETWORK');
    }
    if (!response.ok) {
      throw apiErrorFromBody(response.status, await response.json().catch(() => null), fallback);
    }
    return response;
  }

  /** A call whose JSON answer is parsed with `schema`; an answer it rejects is BAD_RESPONSE. */
  async function call<T>(
    method: Method,
    path: string,
    schema: Parser<T>,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<T> {
    const response = await send(method, path, body, signal);
    try {
      return schema.parse(await response.json());
    } catch {
      throw fail(response.status, 'BAD_RESPONSE');
    }
  }

  return { send, call };
}
