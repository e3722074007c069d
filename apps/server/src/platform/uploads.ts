import { uploadMessages } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { assertNoControlCharacters } from './control-chars';
import { AppError } from './errors';

/**
 * Reads the one file of a multipart request, refusing it as soon as it passes `maxBytes`: the
 * limit is applied while streaming, before the whole body is buffered.
 */
export async function readUpload(
  request: FastifyRequest,
  input: { maxBytes: number; tooLarge: string },
): Promise<{ data: Buffer; filename: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', uploadMessages.notMultipart, {
      code: 'NOT_MULTIPART',
    });
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: input.maxBytes, files: 1 } });
  } catch (error) {
    throw mapLimitError(error, input.tooLarge);
  }
  if (!file) {
    throw new AppError('BAD_REQUEST', uploadMessages.noFile, { code: 'NO_FILE' });
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    throw mapLimitError(error, input.tooLarge);
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(file.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') {
      fields[key] = field.value;
    }
  }
  // Form fields and the file name reach the database like any body field (control-chars.ts).
  assertNoControlCharacters({ ...fields, file: file.filename });
  return { data, filename: file.filename, fields };
}

function mapLimitError(error: unknown, tooLarge: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', tooLarge, { code: 'FILE_TOO_LARGE' });
  }
  if (isMalformedMultipart(error)) {
    return new AppError('BAD_REQUEST', uploadMessages.notMultipart, {
      code: 'MALFORMED_MULTIPART',
    });
  }
  return error;
}

/**
 * Busboy's own parse errors (a multipart type without a boundary, a body that ends inside a
 * part) are plain Errors without a status, so they answered 500; they are the request's fault
 * (found by the route walk, platform/route-walk.test.ts). Matched by message: a busboy upgrade
 * that words them differently fails that walk.
 */
export function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { statusCode?: unknown }).statusCode === undefined &&
    /^(?:Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Unsupported Content-Type\.)$/.test(
      error.message,
    )
  );
}
