import { accessMessages } from '@app/domain';
import {
  ApiError,
  createApiClient,
  apiErrorFromBody as fromBody,
  type Method,
  type Parser,
} from '../api/client';

export { ApiError, hasCode, isApiError, type Parser } from '../api/client';

/**
 * The console's calls: every answer is parsed with the schema the server declares for it, so the
 * console never reads a body by hand. Credentials are sent cross-site too (the dev server).
 */
const client = createApiClient('', accessMessages.internal, 'include');

/** The text to show for any failure: the API's own message, else a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : accessMessages.internal;
}

/** The `{ error: { code, message, fields } }` body as an ApiError, else a generic message. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  return fromBody(status, body, accessMessages.internal);
}

export async function readApiError(response: Response): Promise<ApiError> {
  return apiErrorFromBody(response.status, await response.json().catch(() => null));
}

export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', accessMessages.internal);
}

export async function apiGet<T>(path: string, schema: Parser<T>, signal?: AbortSignal): Promise<T> {
  return client.call('GET', path, schema, undefined, signal);
}

export async function apiPost<T>(path: string, body: unknown, schema: Parser<T>): Promise<T> {
  return client.call('POST', path, schema, body);
}

/** For endpoints answering 204 (or whose body the caller does not need). */
export async function apiPostNoContent(path: string, body?: unknown): Promise<void> {
  await client.send('POST', path, body);
}

export async function apiPatch<T>(path: string, body: unknown, schema: Parser<T>): Promise<T> {
  return client.call('PATCH', path, schema, body);
}

export async function apiPut<T>(path: string, body: unknown, schema: Parser<T>): Promise<T> {
  return client.call('PUT', path, schema, body);
}

/** Any method whose answer the caller reads itself (204s, streams); failures are ApiErrors. */
export async function apiSend(method: Method, path: string, body?: unknown): Promise<Response> {
  return client.send(method, path, body);
}

/** DELETE answers 204 (docs/api-contract.md). */
export async function apiDelete(path: string): Promise<void> {
  await client.send('DELETE', path);
}

/** A multipart POST (file uploads). */
export async function apiUpload<T>(path: string, form: FormData, schema: Parser<T>): Promise<T> {
  return client.call('POST', path, schema, form);
}

/** GET of an `{ items }` list, parsed with the domain's `listOf(item)`; answers the items. */
export async function apiGetItems<T>(
  path: string,
  list: Parser<{ items: T[] }>,
  signal?: AbortSignal,
): Promise<T[]> {
  return (await apiGet(path, list, signal)).items;
}
