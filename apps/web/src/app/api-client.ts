import { accessMessages, errorBodySchema } from '@app/domain';

/**
 * A domain schema (zod): every answer is parsed with the schema the server declares for it, so
 * the console never reads a body by hand.
 */
export type Parser<T> = { parse: (input: unknown) => T };

/** One failed API call, carrying the `{ error: { code, message, fields } }` body (DESIGN §7). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** A failed call the API answered with this code. */
export function hasCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/** The text to show for any failure: the API's own message, else a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : accessMessages.internal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `{ error: { code, message, fields } }` body as an ApiError, else a generic message. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields);
  }
  // A proxy or crashed server answers without our error body.
  return new ApiError(status, 'HTTP_ERROR', accessMessages.internal);
}

export async function readApiError(response: Response): Promise<ApiError> {
  return apiErrorFromBody(response.status, await response.json().catch(() => null));
}

export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', accessMessages.internal);
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = body instanceof FormData;
  // A multipart body sets its own content type, boundary included.
  if (body !== undefined && !isForm) {
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw networkError();
  }
  if (!response.ok) {
    throw await readApiError(response);
  }
  return response;
}

async function parseBody<T>(response: Response, schema: Parser<T>): Promise<T> {
  const data: unknown = await response.json();
  try {
    return schema.parse(data);
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', accessMessages.internal);
  }
}

export async function apiGet<T>(path: string, schema: Parser<T>, signal?: AbortSignal): Promise<T> {
  return parseBody(await send('GET', path, undefined, signal), schema);
}

export async function apiPost<T>(path: string, body: unknown, schema: Parser<T>): Promise<T> {
  return parseBody(await send('POST', path, body, undefined), schema);
}

/** For endpoints answering 204 (or whose body the caller does not need). */
export async function apiPostNoContent(path: string, body?: unknown): Promise<void> {
  await send('POST', path, body, undefined);
}

export async function apiPatch<T>(path: string, body: unknown, schema: Parser<T>): Promise<T> {
  return parseBody(await send('PATCH', path, body, undefined), schema);
}

export async function apiPut<T>(path: string, body: unknown, schema: Parser<T>): Promise<T> {
  return parseBody(await send('PUT', path, body, undefined), schema);
}

/** Any method whose answer the caller reads itself (204s, streams); failures are ApiErrors. */
export async function apiSend(method: Method, path: string, body?: unknown): Promise<Response> {
  return send(method, path, body, undefined);
}

/** DELETE answers 204 (docs/api-contract.md). */
export async function apiDelete(path: string): Promise<void> {
  await send('DELETE', path, undefined, undefined);
}

/** A multipart POST (file uploads). */
export async function apiUpload<T>(path: string, form: FormData, schema: Parser<T>): Promise<T> {
  return parseBody(await send('POST', path, form, undefined), schema);
}

/** GET of an `{ items }` list, parsed with the domain's `listOf(item)`; answers the items. */
export async function apiGetItems<T>(
  path: string,
  list: Parser<{ items: T[] }>,
  signal?: AbortSignal,
): Promise<T[]> {
  return (await apiGet(path, list, signal)).items;
}
