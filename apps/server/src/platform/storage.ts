import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (DESIGN §2). The disk adapter keeps them under DATA_DIR/files; a
 * bucket adapter can take its place behind the same three calls.
 */
export type Storage = {
  put: (key: string, data: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
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
    remove: async (key) => {
      files.delete(key);
    },
  };
}
