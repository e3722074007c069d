/**
 * The chosen files, kept across a reload until the application is sent. IndexedDB stores a
 * File as it is (localStorage holds text only); where IndexedDB is missing or refuses (some
 * private modes), the files live in memory and a reload asks for them again.
 */
export type FileStore = {
  get: (key: string) => Promise<File | null>;
  put: (key: string, file: File) => Promise<void>;
  remove: (key: string) => Promise<void>;
};

export function memoryFileStore(): FileStore {
  const files = new Map<string, File>();
  return {
    get: async (key) => files.get(key) ?? null,
    put: async (key, file) => {
      files.set(key, file);
    },
    remove: async (key) => {
      files.delete(key);
    },
  };
}

const DB_NAME = 'candidate-flow';
const STORE = 'files';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function openDb(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STORE);
  };
  return done(request);
}

/** IndexedDB when it works, else memory; every failure falls back rather than throws. */
export function browserFileStore(): FileStore {
  const memory = memoryFileStore();
  if (typeof indexedDB === 'undefined') {
    return memory;
  }
  let db: Promise<IDBDatabase | null> | null = null;
  const database = () => {
    // Promise.resolve().then: some sandboxed pages throw from indexedDB.open itself.
    db ??= Promise.resolve()
      .then(openDb)
      .catch(() => null);
    return db;
  };
  /** One request in its own transaction, answered once the transaction has committed. */
  const run = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T | undefined> => {
    const opened = await database();
    if (!opened) {
      return undefined;
    }
    try {
      const transaction = opened.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      return await new Promise<T>((resolve, reject) => {
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    } catch {
      return undefined;
    }
  };
  return {
    get: async (key) => {
      const value = (await run('readonly', (s) => s.get(key))) as unknown;
      return value instanceof Blob
        ? value instanceof File
          ? value
          : new File([value], key, { type: value.type })
        : await memory.get(key);
    },
    put: async (key, file) => {
      await memory.put(key, file);
      await run('readwrite', (s) => s.put(file, key));
    },
    remove: async (key) => {
      await memory.remove(key);
      await run('readwrite', (s) => s.delete(key));
    },
  };
}
