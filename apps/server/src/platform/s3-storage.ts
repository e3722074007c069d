import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage';

export type S3Settings = {
  /** Unset for AWS itself; an S3-compatible server's URL otherwise (path-style addressing). */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** A missing key (GetObject's NoSuchKey, or a 404 without a body to name it). */
/**
 * A missing file, as opposed to a missing bucket: a misconfigured bucket must fail loudly, not
 * read as "no such file" on every download.
 */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e.name === 'NoSuchBucket') {
    return false;
  }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * The bucket adapter (docs/decisions/0001-foundations.md, "Uploads"): the same calls as the
 * disk, each one request. Reads stream from the bucket to the client (a byte range is asked of
 * the bucket itself), so a video is never held in memory. Every process of a deployment sees
 * the same files.
 */
export function s3Storage(settings: S3Settings): Storage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.endpoint !== null,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where the API requires them: S3-compatible servers that predate the
    // default (aws-chunked uploads with trailing checksums) refuse those requests.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const read = async (key: string, range?: { start: number; end: number }) => {
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable | undefined;
    } catch (error) {
      if (isMissing(error)) {
        return null;
      }
      throw error;
    }
  };
  return {
    client,
    put: async (key, data) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }),
      );
    },
    get: async (key) => {
      const body = await read(key);
      if (!body) {
        return null;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of body) {
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
      return Buffer.concat(chunks);
    },
    stream: async (key, range) => {
      const body = await read(key, range);
      return body ? Readable.from(body) : null;
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
