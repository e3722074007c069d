import { accessMessages, errorBodySchema } from '@app/domain';
import { ApiError } from '../../app/api-client';

/**
 * The few calls api-client cannot make (PUT, a 204 PATCH, the NDJSON stream) read failures the
 * same way it does: the `{ error: { code, message, fields } }` body, else a generic message.
 * (An exported reader in app/api-client.ts would let these go; see the report.)
 */
export async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(response.status, 'HTTP_ERROR', accessMessages.internal);
}

export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', accessMessages.internal);
}

export function hasCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/**
 * PUT and a 204 PATCH, which api-client does not offer (it has no PUT, and its PATCH parses a
 * body); failures become the same ApiError.
 */
export async function sendJson(method: 'PUT' | 'PATCH', path: string, body: unknown) {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) {
    throw networkError();
  }
  if (!response.ok) {
    throw await readApiError(response);
  }
  return response;
}
