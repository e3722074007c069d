import {
  CANDIDATE_FILE_MAX_BYTES,
  type CandidateAnswers,
  candidateAnswersSchema,
  candidateMessages,
  submissionIdSchema,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { assertNoControlCharacters } from '../../platform/control-chars';
import { AppError } from '../../platform/errors';
import { isMalformedMultipart } from '../../platform/uploads';

/** The two files a form may carry, by the multipart field that holds each. */
export const FILE_FIELDS = ['resume', 'drivingLicenseFile'] as const;
export type FileField = (typeof FILE_FIELDS)[number];
export type ReceivedFile = { data: Buffer; filename: string };

export type ApplicationParts = {
  submissionId: string;
  answers: CandidateAnswers;
  /** The honeypot: a person never sees it, so anything in it came from a bot. */
  honeypot: string;
  files: Partial<Record<FileField, ReceivedFile>>;
};

const FIELD_MAX_BYTES = 64 * 1024;
/** Both files at their limit, the answers and the multipart framing: anything longer is refused unread. */
export const APPLICATION_MAX_BYTES = 2 * CANDIDATE_FILE_MAX_BYTES + 2 * FIELD_MAX_BYTES;

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', candidateMessages.fileSize, { code: 'FILE_TOO_LARGE' });
const malformed = () =>
  new AppError('BAD_REQUEST', candidateMessages.failed, { code: 'MALFORMED_APPLICATION' });

/** A body that says it is longer than an application can be is refused before it is read. */
export function assertApplicationLength(request: FastifyRequest): void {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > APPLICATION_MAX_BYTES) {
    throw tooLarge();
  }
}

/**
 * Reads the multipart application, each file refused as soon as it passes 1 MB while
 * streaming (a body without a length is capped the same way), and checks its shape: the
 * rules themselves are the service's.
 */
export async function readApplicationParts(request: FastifyRequest): Promise<ApplicationParts> {
  if (!request.isMultipart()) {
    throw malformed();
  }
  const fields: Record<string, string> = {};
  const files: Partial<Record<FileField, ReceivedFile>> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: CANDIDATE_FILE_MAX_BYTES,
        files: FILE_FIELDS.length,
        fields: 6,
        fieldSize: FIELD_MAX_BYTES,
        parts: 8,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const name = part.fieldname as FileField;
        if (!FILE_FIELDS.includes(name) || files[name]) {
          // Drain it, so the request ends cleanly, then refuse.
          await part.toBuffer();
          throw malformed();
        }
        files[name] = { data: await part.toBuffer(), filename: part.filename };
      } else {
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw tooLarge();
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge();
    }
    if (
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_FIELDS_LIMIT' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_PROTO_VIOLATION'
    ) {
      throw malformed();
    }
    if (isMalformedMultipart(error)) {
      throw malformed();
    }
    throw error;
  }
  const submissionId = submissionIdSchema.safeParse(fields.submissionId);
  let json: unknown;
  try {
    json = JSON.parse(fields.answers ?? '');
  } catch {
    throw malformed();
  }
  const answers = candidateAnswersSchema.safeParse(json);
  if (!submissionId.success || !answers.success) {
    throw malformed();
  }
  assertNoControlCharacters({
    ...answers.data,
    resume: files.resume?.filename ?? '',
    drivingLicenseFile: files.drivingLicenseFile?.filename ?? '',
  });
  return {
    submissionId: submissionId.data,
    answers: answers.data,
    honeypot: fields.website ?? '',
    files,
  };
}
