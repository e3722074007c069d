import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from './config';
import { s3Storage } from './platform/s3-storage';
import { diskStorage } from './platform/storage';
import { copyStoredFiles } from './storage-migrate';

const run = promisify(execFile);

/**
 * Backups (docs/operations.md): the database and the stored files of one deployment in one
 * directory, and their restore into a fresh one. PostgreSQL is dumped by pg_dump (custom format,
 * restored by pg_restore); the embedded database by PGlite's own data-directory dump, so it must
 * not be open in a running server meanwhile (PGlite takes no lock). Files are copied from the
 * disk store or the bucket.
 *
 * The embedded database is copied as its data directory (a cleanly closed PostgreSQL data
 * directory is a consistent copy): PGlite 0.5's dumpDataDir did not settle here after the
 * directory had been reopened.
 */
export type BackupManifest = {
  createdAt: string;
  database: 'postgres' | 'pglite';
  files: number;
};

const DB_DUMP = { postgres: 'database.dump', pglite: 'database' } as const;
const FILES_DIR = 'files';

/** Copies every stored file into `target` (a directory), from the disk or the bucket. */
async function copyFilesOut(config: Config, target: string): Promise<number> {
  if (config.s3) {
    const bucket = s3Storage(config.s3);
    const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
    const disk = diskStorage(target);
    let count = 0;
    let token: string | undefined;
    do {
      const page = await bucket.client.send(
        new ListObjectsV2Command({ Bucket: config.s3.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const data = object.Key ? await bucket.get(object.Key) : null;
        if (object.Key && data) {
          await disk.put(object.Key, data);
          count += 1;
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return count;
  }
  const source = path.join(config.dataDir, 'files');
  if (!existsSync(source)) {
    return 0;
  }
  await cp(source, target, { recursive: true });
  return (await readdir(target, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
    .length;
}

export async function backup(config: Config, out: string): Promise<BackupManifest> {
  await mkdir(out, { recursive: true });
  const database = config.databaseUrl ? 'postgres' : 'pglite';
  if (config.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(out, DB_DUMP.postgres)}`,
      // Past a pooler: pg_dump's session settings and snapshot need one connection.
      config.databaseDirectUrl ?? config.databaseUrl,
    ]);
  } else {
    const dir = path.join(config.dataDir, 'db');
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      throw new Error(`${dir} holds no database to back up.`);
    }
    await cp(dir, path.join(out, DB_DUMP.pglite), { recursive: true });
  }
  const files = await copyFilesOut(config, path.join(out, FILES_DIR));
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), database, files };
  await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into the configured deployment, which must be fresh: an embedded data
 * directory without a database, or an empty PostgreSQL database (pg_restore --clean also
 * replaces an old one). Files go back to the disk store or into the bucket under their keys.
 */
export async function restore(config: Config, from: string): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await readFile(path.join(from, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  const database = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== database) {
    throw new Error(
      `This backup is of a ${manifest.database} database; the settings name a ${database} one.`,
    );
  }
  if (config.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${config.databaseDirectUrl ?? config.databaseUrl}`,
      path.join(from, DB_DUMP.postgres),
    ]);
  } else {
    const dir = path.join(config.dataDir, 'db');
    if (existsSync(path.join(dir, 'PG_VERSION'))) {
      throw new Error(`${dir} already holds a database: restore into a fresh DATA_DIR.`);
    }
    await cp(path.join(from, DB_DUMP.pglite), dir, { recursive: true });
  }
  const files = path.join(from, FILES_DIR);
  if (existsSync(files)) {
    const target = config.s3
      ? s3Storage(config.s3)
      : diskStorage(path.join(config.dataDir, 'files'));
    await copyStoredFiles(files, target);
  }
  return manifest;
}
