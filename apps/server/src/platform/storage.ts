import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** Both ends included, as in a `Range: bytes=start-end` header. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live (DESIGN §2): on disk under DATA_DIR/files by default, or in an
 * S3-compatible bucket (s3-storage.ts). `get` reads a small file whole (a question bank to
 * parse); what is served to browsers goes through `stream`, a part or the whole, without
 * holding the file in memory.
 */
export type Storage = {
  put: (key: string, data: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  /** The bytes (or one range of them) as a stream, or null when there is no such file. */
  stream: (key: string, range?: ByteRange) => Promise<Readable | null>;
  remove: (key: string) => Promise<void>;
};

/** Generated names only: nothing a client sends ever becomes part of a path. */
export function newStorageKey(prefix: string, extension: string): string {
  return `${prefix}/${randomUUID()}.${extension}`;
}

export function diskStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) {
      throw new Error(`storage key escapes the root: ${key}`);
    }
    return full;
  };
  return {
    put: async (key, data) => {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    get: async (key) => {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return null;
        }
        throw error;
      }
    },
    stream: async (key, range) => {
      const full = resolve(key);
      try {
        await stat(full);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return null;
        }
        throw error;
      }
      return createReadStream(full, range);
    },
    remove: async (key) => {
      await rm(resolve(key), { force: true });
    },
  };
}

/** Keeps files in memory: tests, and a server whose files need not outlive it. */
export function memoryStorage(): Storage {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, data) => {
      files.set(key, data);
    },
    get: async (key) => files.get(key) ?? null,
    stream: async (key, range) => {
      const data = files.get(key);
      if (!data) {
        return null;
      }
      return Readable.from([range ? data.subarray(range.start, range.end + 1) : data]);
    },
    remove: async (key) => {
      files.delete(key);
    },
  };
}
