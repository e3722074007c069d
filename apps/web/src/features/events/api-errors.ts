import { ApiError, apiSend } from '../../app/api-client';

export { networkError, readApiError } from '../../app/api-client';

export function hasCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/** PUT and a 204 PATCH; failures become the same ApiError as every other call. */
export async function sendJson(method: 'PUT' | 'PATCH', path: string, body: unknown) {
  return apiSend(method, path, body);
}
