import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './platform/storage';

/** Every file under `root`, as storage keys (the path inside it, with '/' separators). */
async function* keysUnder(root: string, dir = root): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return;
    }
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* keysUnder(root, full);
    } else if (entry.isFile()) {
      yield path.relative(root, full).split(path.sep).join('/');
    }
  }
}

/**
 * Copies the files of a disk store (DATA_DIR/files) into another store (a bucket), under the
 * same keys, so the database's rows find them there. A key the target already has is left as
 * it is, so an interrupted copy can simply be run again. One file is in memory at a time.
 */
export async function copyStoredFiles(
  root: string,
  target: Storage,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for await (const key of keysUnder(root)) {
    const present = await target.stream(key, { start: 0, end: 0 });
    if (present) {
      present.destroy();
      skipped += 1;
      onFile(key, false);
      continue;
    }
    await target.put(key, await readFile(path.join(root, ...key.split('/'))));
    copied += 1;
    onFile(key, true);
  }
  return { copied, skipped };
}
